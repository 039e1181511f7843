// A T-esigner's or dental lab's 3D portfolio on their public profile (SPEC §3): cards with the face
// (the captured cover, else the main image), title and description; opening one shows its files
// together in the 3D viewer, which (with three.js) loads only then.
import type { PortfolioItem } from '@dcm/shared';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Sheet } from '../../../components/Sheet.tsx';
import { FilesViewer, type MeshSource } from '../../viewer/lazy.ts';
import { FileImage } from '../../../components/FileImage.tsx';

export function PortfolioGallery({ items }: { items: PortfolioItem[] }) {
  const { t } = useTranslation(['portfolio', 'viewer']);
  const [open, setOpen] = useState<PortfolioItem | null>(null);

  if (items.length === 0) {
    return (
      <p className="text-sm text-slate-600" data-testid="portfolio-gallery-empty">
        {t('gallery.empty')}
      </p>
    );
  }

  const sources: MeshSource[] = open?.files.map((f) => ({ id: f.id, name: f.name, url: f.url })) ?? [];

  return (
    <>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="portfolio-gallery">
        {items.map((item) => (
          <li key={item.id}>
            <button
              type="button"
              onClick={() => setOpen(item)}
              aria-label={t('gallery.open', { title: item.title })}
              className="flex h-full w-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white text-left hover:border-brand-300 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
              data-testid="portfolio-gallery-item"
            >
              <FileImage src={item.coverImageUrl ?? item.mainImageUrl} alt="" loading="lazy" className="aspect-[4/3] w-full bg-slate-100 object-cover" />
              <span className="flex flex-col gap-1 p-3">
                <span className="truncate font-semibold">{item.title}</span>
                {item.description && <span className="line-clamp-3 text-sm text-slate-600">{item.description}</span>}
              </span>
            </button>
          </li>
        ))}
      </ul>
      <Sheet
        open={open !== null}
        onOpenChange={(next) => !next && setOpen(null)}
        title={open?.title ?? ''}
        description={open?.description || undefined}
        wide
        footer={
          <button type="button" onClick={() => setOpen(null)} className="min-h-11 rounded-lg border border-slate-300 px-4 font-medium hover:bg-slate-100">
            {t('gallery.close')}
          </button>
        }
      >
        {open && (
          <div className="flex flex-col gap-3">
            <p className="text-sm text-slate-600">{t('gallery.files', { count: open.files.length })}</p>
            <Suspense fallback={<p className="text-sm text-slate-600">{t('viewer:stored.starting')}</p>}>
              <FilesViewer key={open.id} sources={sources} />
            </Suspense>
          </div>
        )}
      </Sheet>
    </>
  );
}
