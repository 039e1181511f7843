// The shape of a mileage list or card while it loads, so the page does not jump when the answer
// arrives; a screen reader hears the label.
export function MileageSkeleton({ label, rows = 3, testId }: { label: string; rows?: number; testId?: string }) {
  return (
    <div role="status" aria-busy className="rounded-card border border-line bg-surface p-4 shadow-card sm:p-5" data-testid={testId}>
      <span className="sr-only">{label}</span>
      <div aria-hidden className="flex animate-pulse flex-col gap-4">
        {Array.from({ length: rows }, (_, i) => (
          <div key={i} className="flex items-center gap-3">
            <span className="size-10 shrink-0 rounded-full bg-sunken" />
            <span className="flex flex-1 flex-col gap-2">
              <span className="h-3.5 w-1/3 rounded bg-sunken" />
              <span className="h-3 w-1/2 rounded bg-sunken" />
            </span>
            <span className="h-4 w-20 rounded bg-sunken" />
          </div>
        ))}
      </div>
    </div>
  );
}
