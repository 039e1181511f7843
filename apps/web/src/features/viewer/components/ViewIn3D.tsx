// "View in 3D" beside a stored mesh file (a referral's scan, say): opens the file in the 3D viewer in
// a sheet, downloaded with the member's token. Nothing for a file the viewer cannot draw; three.js
// comes only when the sheet opens.
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Sheet } from '../../../components/Sheet.tsx';

const FilesViewer = lazy(() => import('./FilesViewer.tsx'));

/** The formats the viewer draws, told by name (the parser itself stays in the lazy chunk). */
const MESH_NAME = /\.(stl|ply|obj)$/i;

export function ViewIn3D({ file }: { file: { id: string; name: string; url: string } }) {
  const { t } = useTranslation('viewer');
  const [open, setOpen] = useState(false);
  if (!MESH_NAME.test(file.name)) return null;
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={t('stored.openName', { name: file.name })}
        className="inline-flex min-h-11 items-center rounded-lg px-2 text-sm font-medium text-brand-700 hover:bg-brand-50 print:hidden"
        data-testid="view-in-3d"
      >
        {t('stored.open')}
      </button>
      <Sheet
        open={open}
        onOpenChange={setOpen}
        title={file.name}
        wide
        footer={
          <button type="button" onClick={() => setOpen(false)} className="min-h-11 rounded-lg border border-slate-300 px-4 font-medium hover:bg-slate-100">
            {t('stored.close')}
          </button>
        }
      >
        {open && (
          <Suspense fallback={<p className="text-sm text-slate-600">{t('stored.starting')}</p>}>
            <FilesViewer sources={[{ id: file.id, name: file.name, url: file.url }]} />
          </Suspense>
        )}
      </Sheet>
    </>
  );
}
