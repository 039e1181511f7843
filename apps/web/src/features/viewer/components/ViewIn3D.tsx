// "View in 3D" beside a stored mesh file (a referral's scan, say, or a delivered quick CAD file): opens
// the file in the 3D viewer in a sheet, downloaded with the member's token, or through an expiring
// link asked when the sheet opens (so it is fresh). Nothing for a file the viewer cannot draw;
// three.js comes only when the sheet opens.
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Sheet } from '../../../components/Sheet.tsx';
import { errorCodeOf } from '../../../lib/http.ts';

const FilesViewer = lazy(() => import('./FilesViewer.tsx'));

/** The formats the viewer draws, told by name (the parser itself stays in the lazy chunk). */
const MESH_NAME = /\.(stl|ply|obj)$/i;

type Props =
  | { file: { id: string; name: string; url: string } }
  /** The file's address is asked each time the sheet opens (an expiring download link). */
  | { file: { id: string; name: string }; link: () => Promise<string> };

export function ViewIn3D(props: Props) {
  const { file } = props;
  const { t } = useTranslation(['viewer', 'errors']);
  const [open, setOpen] = useState(false);
  const [linked, setLinked] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  if (!MESH_NAME.test(file.name)) return null;
  const url = 'link' in props ? linked : props.file.url;

  const show = () => {
    setOpen(true);
    if (!('link' in props)) return;
    setLinked(null);
    setFailure(null);
    props.link().then(setLinked, (error: unknown) => setFailure(t(`errors:${errorCodeOf(error)}`, { defaultValue: t('errors:INTERNAL') })));
  };

  return (
    <>
      <button
        type="button"
        onClick={show}
        aria-label={t('viewer:stored.openName', { name: file.name })}
        className="inline-flex min-h-11 items-center rounded-lg px-2 text-sm font-medium text-brand-700 hover:bg-brand-50 print:hidden"
        data-testid="view-in-3d"
      >
        {t('viewer:stored.open')}
      </button>
      <Sheet
        open={open}
        onOpenChange={setOpen}
        title={file.name}
        wide
        footer={
          <button type="button" onClick={() => setOpen(false)} className="min-h-11 rounded-lg border border-line-strong px-4 font-medium hover:bg-sunken">
            {t('viewer:stored.close')}
          </button>
        }
      >
        {failure && (
          <p role="alert" className="text-sm text-red-700">
            {failure}
          </p>
        )}
        {open && !failure && !url && <p className="text-sm text-ink-muted">{t('viewer:stored.starting')}</p>}
        {open && url && (
          <Suspense fallback={<p className="text-sm text-ink-muted">{t('viewer:stored.starting')}</p>}>
            <FilesViewer sources={[{ id: file.id, name: file.name, url }]} />
          </Suspense>
        )}
      </Sheet>
    </>
  );
}
