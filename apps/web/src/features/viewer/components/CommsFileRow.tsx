// One mesh file of the order: checked to show it in the viewer, where it comes from (the referral or
// a CAD version) and its size, and its load's progress or error while it is not shown yet.
import type { CommsFile } from '@dcm/shared';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '../../../lib/format.ts';
import type { CommsLoad } from '../use-comms-loads.ts';
import { LoadProgress } from './LoadProgress.tsx';

export function CommsFileRow({ file, chosen, load, onToggle }: { file: CommsFile; chosen: boolean; load: CommsLoad; onToggle: (on: boolean) => void }) {
  const { t } = useTranslation('viewer');
  const percent = Math.round(load.fraction * 100);
  return (
    <li className="flex flex-col gap-2 rounded-lg bg-white p-3 ring-1 ring-line" data-testid="comms-file">
      <label className="flex min-h-11 items-center gap-2 text-sm">
        <input type="checkbox" className="size-5 accent-brand-600" checked={chosen} onChange={(e) => onToggle(e.currentTarget.checked)} />
        <span className="min-w-0 flex-1 truncate font-medium">{file.name}</span>
        <span className="shrink-0 text-xs text-ink-subtle">
          {file.source === 'cad' ? t('comms.cadVersion', { version: file.version ?? 1 }) : t('comms.referral')} · {formatBytes(file.size)}
        </span>
      </label>
      {chosen && !load.mesh && <LoadProgress name={file.name} percent={percent} error={load.error ?? null} />}
    </li>
  );
}
