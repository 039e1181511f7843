// Tabs that scroll sideways on a phone, with a cue (issue 26): when more tabs lie past an edge, that
// edge fades and a chevron button scrolls to them, so a member sees there is more. Tabs that change
// the address are links (`to`); tabs that switch a panel in place are buttons with `onSelect`.
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';

export interface TabItem<K extends string> {
  key: K;
  label: ReactNode;
  /** A count after the label (quotations, unread). */
  count?: number;
  to?: string;
}

interface ScrollTabsProps<K extends string> {
  /** The tab list's accessible name. */
  label: string;
  items: ReadonlyArray<TabItem<K>>;
  value: K;
  onSelect?: (key: K) => void;
  /** Labels for the two scroll cues ("Earlier tabs", "More tabs"). */
  previousLabel: string;
  nextLabel: string;
  testId?: string;
}

export function ScrollTabs<K extends string>({ label, items, value, onSelect, previousLabel, nextLabel, testId }: ScrollTabsProps<K>) {
  const strip = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ before: false, after: false });

  const measure = useCallback(() => {
    const el = strip.current;
    if (!el) return;
    setEdges({ before: el.scrollLeft > 4, after: el.scrollLeft + el.clientWidth < el.scrollWidth - 4 });
  }, []);

  useEffect(() => {
    const el = strip.current;
    if (!el) return;
    // The selected tab in view, centred, without scrolling the page itself.
    const selected = el.querySelector<HTMLElement>('[aria-current="page"], [aria-selected="true"]');
    if (selected && (selected.offsetLeft < el.scrollLeft || selected.offsetLeft + selected.offsetWidth > el.scrollLeft + el.clientWidth)) {
      el.scrollLeft = selected.offsetLeft - (el.clientWidth - selected.offsetWidth) / 2;
    }
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(el);
    return () => observer?.disconnect();
  }, [measure, value]);

  const scrollBy = (direction: 1 | -1) => strip.current?.scrollBy({ left: direction * strip.current.clientWidth * 0.7, behavior: 'smooth' });
  const tabClass = (selected: boolean) =>
    `inline-flex min-h-11 shrink-0 items-center gap-1.5 border-b-2 px-3 text-sm font-semibold whitespace-nowrap transition-colors ${
      selected ? 'border-brand-700 text-brand-800' : 'border-transparent text-ink-subtle hover:text-ink'
    }`;
  const countBadge = (count: number | undefined, selected: boolean) =>
    count === undefined ? null : (
      <span className={`rounded-full px-1.5 text-xs tabular-nums ${selected ? 'bg-brand-100 text-brand-800' : 'bg-sunken text-ink-muted'}`}>{count}</span>
    );
  const cue = 'absolute top-0 bottom-px z-10 flex w-12 items-center from-canvas from-40% to-transparent text-ink-muted';

  return (
    <div className="relative border-b border-line" data-testid={testId}>
      {edges.before && (
        <button type="button" className={`${cue} left-0 justify-start bg-gradient-to-r`} aria-label={previousLabel} onClick={() => scrollBy(-1)}>
          <ChevronLeft aria-hidden className="size-5" />
        </button>
      )}
      <div ref={strip} onScroll={measure} className="flex overflow-x-auto [scrollbar-width:none] [&::-webkit-scrollbar]:hidden" role={onSelect ? 'tablist' : undefined} aria-label={onSelect ? label : undefined}>
        {onSelect ? (
          items.map((item) => (
            <button key={item.key} type="button" role="tab" aria-selected={item.key === value} className={tabClass(item.key === value)} onClick={() => onSelect(item.key)}>
              {item.label}
              {countBadge(item.count, item.key === value)}
            </button>
          ))
        ) : (
          <nav aria-label={label} className="flex">
            {items.map((item) => (
              <Link key={item.key} to={item.to ?? '#'} aria-current={item.key === value ? 'page' : undefined} className={tabClass(item.key === value)}>
                {item.label}
                {countBadge(item.count, item.key === value)}
              </Link>
            ))}
          </nav>
        )}
      </div>
      {edges.after && (
        <button type="button" className={`${cue} right-0 justify-end bg-gradient-to-l`} aria-label={nextLabel} onClick={() => scrollBy(1)}>
          <ChevronRight aria-hidden className="size-5" />
        </button>
      )}
    </div>
  );
}
