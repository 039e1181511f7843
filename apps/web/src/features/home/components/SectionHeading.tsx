// The head every main-page section shares (issue 26): the heading the section is labelled by, one
// line on what it offers, and, at the end of the row, the way to the page that holds all of it.
import type { ReactNode } from 'react';

/** The working width every main-page band sits in, the header's own. */
export const FRAME = 'mx-auto w-full max-w-working px-4 sm:px-6';

/** A quiet text link: "all T-esigners", "all questions". */
export const TEXT_LINK =
  'inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

interface SectionHeadingProps {
  id: string;
  title: ReactNode;
  intro?: ReactNode;
  /** A link to the whole list, at the end of the row on a tablet and up, under the intro on a phone. */
  action?: ReactNode;
}

export function SectionHeading({ id, title, intro, action }: SectionHeadingProps) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-x-8 gap-y-1 sm:mb-8">
      <div className="flex max-w-2xl flex-col gap-2">
        <h2 id={id} className="text-heading font-bold text-ink sm:text-title">
          {title}
        </h2>
        {intro && <p className="text-ink-muted">{intro}</p>}
      </div>
      {action}
    </div>
  );
}
