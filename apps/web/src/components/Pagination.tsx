import { Pagination as Limits } from '@dcm/shared';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

const narrowQuery = `(max-width: ${Limits.narrowMaxWidthPx}px)`;

// Browsers without matchMedia (a test's DOM) get the wide range.
const narrowList = () => (typeof window.matchMedia === 'function' ? window.matchMedia(narrowQuery) : null);

function subscribe(onChange: () => void) {
  const list = narrowList();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** SPEC §9: ten page links, five on screens of 767 px or narrower. */
function usePageRange(): number {
  const narrow = useSyncExternalStore(subscribe, () => narrowList()?.matches ?? false, () => false);
  return narrow ? Limits.narrowRange : Limits.range;
}

interface Props {
  page: number;
  size: number;
  total: number;
  onPage: (page: number) => void;
}

/** Page links in blocks (1–10, 11–20, …) with a step to the previous and next block. */
export function Pagination({ page, size, total, onPage }: Props) {
  const { t } = useTranslation();
  const range = usePageRange();
  const last = Math.max(1, Math.ceil(total / size));
  if (last <= 1) return null;
  const first = Math.floor((page - 1) / range) * range + 1;
  const pages = Array.from({ length: Math.min(range, last - first + 1) }, (_, i) => first + i);
  const step = 'flex h-11 min-w-11 items-center justify-center rounded-control px-2 text-sm';

  return (
    <nav aria-label={t('pagination.label')} className="mt-6 flex items-center justify-center gap-1" data-testid="pagination">
      <button type="button" className={`${step} text-ink-muted hover:bg-sunken disabled:opacity-40`} disabled={first === 1} onClick={() => onPage(first - 1)} aria-label={t('pagination.previous')}>
        <ChevronLeft aria-hidden className="size-5" />
      </button>
      {pages.map((p) => (
        <button
          key={p}
          type="button"
          onClick={() => onPage(p)}
          aria-current={p === page ? 'page' : undefined}
          aria-label={t('pagination.page', { page: p })}
          className={`${step} ${p === page ? 'bg-brand-700 font-semibold text-white' : 'text-ink hover:bg-sunken'}`}
        >
          {p}
        </button>
      ))}
      <button
        type="button"
        className={`${step} text-ink-muted hover:bg-sunken disabled:opacity-40`}
        disabled={first + range > last}
        onClick={() => onPage(first + range)}
        aria-label={t('pagination.next')}
      >
        <ChevronRight aria-hidden className="size-5" />
      </button>
    </nav>
  );
}
