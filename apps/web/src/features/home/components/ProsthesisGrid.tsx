// The prosthesis types of the code table as a grid of tiles (issue 26), each opening the T-esigner
// search filtered by that type (/designer?type=). A phone shows the first few and a button for the
// rest; a tablet and up show them all. While the table loads, tiles of the same size hold the place.
import type { CodeItem } from '@dcm/shared';
import { ArrowRight, ChevronDown, ChevronRight } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/ui/ErrorState.tsx';
import { useCodes } from '../../../lib/codes.ts';
import { formatCount } from '../../../lib/format.ts';
import { categoryOf, ProsthesisGlyph } from './ProsthesisGlyph.tsx';
import { SectionHeading, TEXT_LINK } from './SectionHeading.tsx';

/** Tiles a phone shows before "show all". */
export const PHONE_TILES = 8;
/** Placeholders while the table loads: about as many as it holds, so the grid does not jump. */
const PLACEHOLDERS = 20;

/** Past the first few, a tile shows on a phone only once the list is opened. */
const tileVisibility = (index: number, open: boolean) => (open || index < PHONE_TILES ? '' : 'hidden sm:block');

function TypeTile({ type }: { type: CodeItem }) {
  return (
    <Link
      to={`/designer?type=${encodeURIComponent(type.code)}`}
      className="group flex h-full min-h-16 items-center gap-3 rounded-card border border-line bg-surface p-3 shadow-card transition hover:border-brand-300 hover:shadow-raised focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      data-testid="main-type"
    >
      <ProsthesisGlyph category={categoryOf(type.extra)} />
      <span className="min-w-0 flex-1 text-sm leading-snug font-semibold text-ink group-hover:text-brand-800">{type.name}</span>
      <ChevronRight aria-hidden className="size-4 shrink-0 text-ink-subtle transition-transform group-hover:translate-x-0.5 group-hover:text-brand-700" />
    </Link>
  );
}

export function ProsthesisGrid() {
  const { t } = useTranslation('home');
  const codes = useCodes('prosthesis');
  const [open, setOpen] = useState(false);
  const listId = useId();
  const types = useMemo(() => [...(codes.data ?? [])].sort((a, b) => a.sort - b.sort), [codes.data]);

  return (
    <section aria-labelledby="types-title" data-testid="main-types">
      <SectionHeading
        id="types-title"
        title={t('types.title')}
        intro={t('types.intro')}
        action={
          <Link to="/designer" className={TEXT_LINK}>
            {t('types.all')}
            <ArrowRight aria-hidden className="size-4" />
          </Link>
        }
      />
      {codes.isError ? (
        <ErrorState error={codes.error} onRetry={() => void codes.refetch()} retrying={codes.isFetching} testId="main-types-error" />
      ) : (
        <>
          <ul id={listId} className="grid grid-cols-2 gap-2.5 sm:grid-cols-3 sm:gap-3 lg:grid-cols-5" aria-busy={codes.isPending}>
            {codes.data
              ? types.map((type, i) => (
                  <li key={type.code} className={tileVisibility(i, open)}>
                    <TypeTile type={type} />
                  </li>
                ))
              : Array.from({ length: PLACEHOLDERS }, (_, i) => (
                  <li key={i} aria-hidden className={tileVisibility(i, false)}>
                    <div className="flex min-h-16 items-center gap-3 rounded-card border border-line bg-surface p-3">
                      <span className="size-11 shrink-0 animate-pulse rounded-control bg-sunken" />
                      <span className="h-4 flex-1 animate-pulse rounded bg-sunken" />
                    </div>
                  </li>
                ))}
          </ul>
          {(codes.isPending || types.length > PHONE_TILES) && (
            <button
              type="button"
              aria-expanded={open}
              aria-controls={listId}
              disabled={codes.isPending}
              onClick={() => setOpen((was) => !was)}
              className="mt-3 flex min-h-11 w-full items-center justify-center gap-1 rounded-control border border-line bg-surface font-semibold text-ink-muted hover:bg-sunken disabled:opacity-60 sm:hidden"
            >
              {open ? t('types.less') : t('types.more')}
              {!open && codes.data && <span className="rounded-full bg-sunken px-2 text-xs tabular-nums">{formatCount(types.length)}</span>}
              <ChevronDown aria-hidden className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
            </button>
          )}
        </>
      )}
    </section>
  );
}
