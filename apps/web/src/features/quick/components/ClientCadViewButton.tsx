// "View in 3D" beside a delivered quick CAD file: the viewer feature's ViewIn3D, except that the
// file is read through the expiring link the quick request issues (asked when the sheet opens, so
// it is fresh). Nothing for a file the viewer cannot draw; three.js comes only with the sheet.
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Sheet } from '../../../components/Sheet.tsx';
import { errorCodeOf } from '../../../lib/http.ts';
import { fetchQuickCadLink } from '../api.ts';

const FilesViewer = lazy(() => import('../../viewer/components/FilesViewer.tsx'));

/** The formats the viewer draws, told by name (as ViewIn3D does). */
const MESH_NAME = /\.(stl|ply|obj)$/i;

interface Props {
  requestId: string;
  version: number;
  file: { id: string; name: string };
}

export function ClientCadViewButton({ requestId, version, file }: Props) {
  const { t } = useTranslation(['viewer', 'errors']);
  const [open, setOpen] = useState(false);
  const [url, setUrl] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  if (!MESH_NAME.test(file.name)) return null;

  const show = () => {
    setOpen(true);
    setUrl(null);
    setFailure(null);
    fetchQuickCadLink(requestId, { version, fileId: file.id }).then(
      (link) => setUrl(link.url),
      (error: unknown) => setFailure(t(`errors:${errorCodeOf(error)}`, { defaultValue: t('errors:INTERNAL') })),
    );
  };

  return (
    <>
      <button
        type="button"
        onClick={show}
        aria-label={t('viewer:stored.openName', { name: file.name })}
        className="inline-flex min-h-11 items-center rounded-lg px-2 text-sm font-medium text-brand-700 hover:bg-brand-50"
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
          <button type="button" onClick={() => setOpen(false)} className="min-h-11 rounded-lg border border-slate-300 px-4 font-medium hover:bg-slate-100">
            {t('viewer:stored.close')}
          </button>
        }
      >
        {failure && (
          <p role="alert" className="text-sm text-red-700">
            {failure}
          </p>
        )}
        {open && !failure && !url && <p className="text-sm text-slate-600">{t('viewer:stored.starting')}</p>}
        {open && url && (
          <Suspense fallback={<p className="text-sm text-slate-600">{t('viewer:stored.starting')}</p>}>
            <FilesViewer sources={[{ id: file.id, name: file.name, url }]} />
          </Suspense>
        )}
      </Sheet>
    </>
  );
}
