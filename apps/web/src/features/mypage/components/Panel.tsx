// One section of My page: a card with a heading that the page's anchors (#info, #withdrawal…) reach.
import type { ReactNode } from 'react';

export function Panel({ id, title, intro, children }: { id: string; title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="flex scroll-mt-24 flex-col gap-4 rounded-card border border-line bg-surface p-4 shadow-card sm:p-6" data-testid={`mypage-${id}`}>
      <header className="flex flex-col gap-1">
        <h2 id={`${id}-title`} className="text-heading font-bold text-ink">
          {title}
        </h2>
        {intro && <p className="text-sm text-ink-muted">{intro}</p>}
      </header>
      {children}
    </section>
  );
}

/** A read-only fact: its name above, its value below (two columns from a tablet up). */
export function Fact({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <dt className="text-sm text-ink-subtle">{label}</dt>
      <dd className="break-words font-medium" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
