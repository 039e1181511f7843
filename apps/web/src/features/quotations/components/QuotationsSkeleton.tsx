// The shape of a quotations page while it loads, under the header the page already shows: columns
// side by side for the comparison (stacked on a phone), rows for a list, sections for the form.
interface Props {
  /** What a screen reader hears while the page loads. */
  label: string;
  layout: 'columns' | 'rows' | 'sections';
  testId?: string;
}

const COUNTS = { columns: 3, rows: 3, sections: 2 } as const;

export function QuotationsSkeleton({ label, layout, testId = 'quotations-skeleton' }: Props) {
  const bar = 'rounded-full bg-sunken';
  const frame = layout === 'columns' ? 'grid gap-4 md:grid-cols-3' : 'flex flex-col gap-4';
  return (
    <div role="status" aria-busy className="flex flex-col gap-4" data-testid={testId}>
      <span className="sr-only">{label}</span>
      <div aria-hidden className={`animate-pulse ${frame}`}>
        {Array.from({ length: COUNTS[layout] }, (_, i) => (
          <div key={i} className="flex flex-col gap-3 rounded-card border border-line bg-surface p-4 shadow-card sm:p-6">
            <div className={`${bar} h-4 w-1/3`} />
            {layout === 'columns' && <div className={`${bar} h-7 w-1/2`} />}
            <div className={`${bar} h-3 w-full`} />
            <div className={`${bar} h-3 w-2/3`} />
            {layout === 'columns' && <div className="mt-2 h-11 rounded-control bg-sunken" />}
          </div>
        ))}
      </div>
    </div>
  );
}
