// The head of every page (issue 26): where it sits (a way back), its title, the stage badge of the
// record it shows, one line on what it is for, and its one primary action. Secondary actions go in a
// "more" menu (ViewMoreDropdown) the page passes as `more`, never beside the primary action.
import { ChevronLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface PageHeaderProps {
  title: ReactNode;
  /** One line under the title: what the page is for, or the record's key facts. */
  subtitle?: ReactNode;
  /** The record's stage or status badge, beside the title. */
  badge?: ReactNode;
  /** The page's one primary action (a button or link styled `primaryButton`). */
  action?: ReactNode;
  /** Report, block, cancel…: a "more" menu at the end of the row. */
  more?: ReactNode;
  /** `state`: the history state the way back carries (the referral form's sub-pages name the form they return to). */
  back?: { to: string; label: string; state?: unknown };
  /** A small line above the title: the case's referral number, the section name. */
  eyebrow?: ReactNode;
  testId?: string;
  /** h1 on a page; h2 where the header is shown inside another page (the /component catalogue). */
  level?: 1 | 2;
}

export function PageHeader({ title, subtitle, badge, action, more, back, eyebrow, testId, level = 1 }: PageHeaderProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <header className="flex flex-col gap-3" data-testid={testId}>
      {back && (
        <Link to={back.to} state={back.state} className="-ml-1 inline-flex min-h-11 items-center gap-1 self-start rounded-control pr-2 text-sm font-medium text-ink-muted hover:text-ink">
          <ChevronLeft aria-hidden className="size-4" />
          {back.label}
        </Link>
      )}
      <div className="flex flex-wrap items-start justify-between gap-x-6 gap-y-3">
        <div className="flex min-w-0 flex-col gap-1.5">
          {eyebrow && <p className="text-sm font-semibold text-brand-700">{eyebrow}</p>}
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <Heading className="text-title font-bold break-words text-ink">{title}</Heading>
            {badge}
          </div>
          {subtitle && <p className="text-ink-muted">{subtitle}</p>}
        </div>
        {(action || more) && (
          <div className="flex w-full items-center gap-2 sm:w-auto">
            {action}
            {more}
          </div>
        )}
      </div>
    </header>
  );
}
