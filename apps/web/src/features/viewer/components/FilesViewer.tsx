// Stored or picked mesh files together in the 3D viewer (each shown or hidden and coloured there),
// with a progress bar per file while it loads and SPEC §8's loading error or time-out naming the
// file: a portfolio's files, a referral's scan. Loaded with React.lazy by its callers, so three.js
// comes only with a 3D view.
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { startingLoad, useMeshLoads, type MeshSource } from '../mesh/mesh-loads.ts';
import { LoadProgress } from './LoadProgress.tsx';
import { MeshViewer, type MeshViewerHandle, type ViewerFile } from './MeshViewer.tsx';

interface Props {
  sources: MeshSource[];
  /** The viewer's handle, for the editor's cover capture. */
  ref?: Ref<MeshViewerHandle>;
}

export default function FilesViewer({ sources, ref }: Props) {
  const { t } = useTranslation('viewer');
  const loads = useMeshLoads(sources);
  const shown: ViewerFile[] = sources.flatMap((s) => {
    const mesh = loads[s.id]?.mesh;
    return mesh ? [{ id: s.id, name: s.name, mesh }] : [];
  });
  const pending = sources.filter((s) => !loads[s.id]?.mesh);

  return (
    <div className="flex flex-col gap-3" data-testid="files-viewer">
      {pending.length > 0 && (
        <ul className="flex flex-col gap-2" aria-label={t('stored.loading')}>
          {pending.map((source) => {
            const load = loads[source.id] ?? startingLoad;
            return (
              <li key={source.id} className="flex flex-col gap-1.5 rounded-lg bg-canvas p-3" data-testid="files-viewer-file">
                <span className="min-w-0 truncate text-sm font-medium">{source.name}</span>
                <LoadProgress name={source.name} percent={Math.round(load.fraction * 100)} error={load.error} />
              </li>
            );
          })}
        </ul>
      )}
      <MeshViewer ref={ref} files={shown} />
    </div>
  );
}
