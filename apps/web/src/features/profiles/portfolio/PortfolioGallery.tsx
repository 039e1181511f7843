// A T-esigner's or dental lab's 3D portfolio on their public profile (SPEC §3): a grid of cover
// cards, each the item's face (the captured cover, else the main image, over a drawn cover that shows
// while it loads or when it cannot), its title and description; opening one shows its files together
// in the 3D viewer, which (with three.js) loads only then.
import type { PortfolioItem } from '@dcm/shared';
import { Box } from 'lucide-react';
import { Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FileImage } from '../../../components/FileImage.tsx';
import { Sheet } from '../../../components/Sheet.tsx';
import { EmptyState } from '../../../components/ui/EmptyState.tsx';
import { FilesViewer, type MeshSource } from '../../viewer/lazy.ts';
import { DrawnCover } from './DrawnCover.tsx';

interface Props {
  items: PortfolioItem[];
  /** The owner's next step when there is nothing yet (the way to add an item). */
  emptyAction?: ReactNode;
}

function CoverCard({ item, onOpen }: { item: PortfolioItem; onOpen: () => void }) {
  const { t } = useTranslation('portfolio');
  const face = item.coverImageUrl ?? item.mainImageUrl;
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-label={t('gallery.open', { title: item.title })}
      className="group flex h-full w-full flex-col overflow-hidden rounded-card border border-line bg-surface text-left shadow-card transition hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-raised focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      data-testid="portfolio-gallery-item"
    >
      <span className="relative block aspect-[4/3] w-full overflow-hidden bg-brand-50">
        <DrawnCover className="absolute inset-0 size-full" />
        {face && <FileImage src={face} alt="" loading="lazy" className="absolute inset-0 size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]" />}
        <span className="absolute bottom-2 left-2 inline-flex items-center gap-1 rounded-full bg-surface/90 px-2 py-0.5 text-xs font-semibold text-brand-800 shadow-card">
          <Box aria-hidden className="size-3.5" />
          {t('gallery.files', { count: item.files.length })}
        </span>
      </span>
      <span className="flex flex-col gap-1 p-3 sm:p-4">
        <span className="truncate font-semibold text-ink group-hover:text-brand-800" data-testid="portfolio-item-title">
          {item.title}
        </span>
        {item.description && (
          <span className="line-clamp-2 text-sm text-ink-muted" data-testid="portfolio-item-description">
            {item.description}
          </span>
        )}
      </span>
    </button>
  );
}

export function PortfolioGallery({ items, emptyAction }: Props) {
  const { t } = useTranslation(['portfolio', 'viewer']);
  const [open, setOpen] = useState<PortfolioItem | null>(null);

  if (items.length === 0) {
    return <EmptyState illustration="documents" title={t('portfolio:gallery.empty')} action={emptyAction} testId="portfolio-gallery-empty" />;
  }

  const sources: MeshSource[] = open?.files.map((f) => ({ id: f.id, name: f.name, url: f.url })) ?? [];

  return (
    <>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-3" data-testid="portfolio-gallery">
        {items.map((item) => (
          <li key={item.id}>
            <CoverCard item={item} onOpen={() => setOpen(item)} />
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
          <button type="button" onClick={() => setOpen(null)} className="min-h-11 rounded-control border border-line bg-surface px-4 font-semibold text-ink hover:bg-sunken">
            {t('portfolio:gallery.close')}
          </button>
        }
      >
        {open && (
          <div className="flex flex-col gap-3">
            <p className="flex items-center gap-1.5 text-sm text-ink-muted">
              <Box aria-hidden className="size-4 text-brand-600" />
              {t('portfolio:gallery.files', { count: open.files.length })}
            </p>
            <Suspense fallback={<p className="text-sm text-ink-muted">{t('viewer:stored.starting')}</p>}>
              <FilesViewer key={open.id} sources={sources} />
            </Suspense>
          </div>
        )}
      </Sheet>
    </>
  );
}
