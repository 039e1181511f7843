// What a list shows when it holds nothing (issue 26): a drawing of what would be there, one line
// saying so, one line on why or what comes next, and the next step as a button or link.
import type { ReactNode } from 'react';
import { Illustration, type IllustrationKind } from './Illustration.tsx';

interface EmptyStateProps {
  illustration: IllustrationKind;
  title: string;
  body?: ReactNode;
  /** The next step: "Write a referral", "Search T-esigners". */
  action?: ReactNode;
  testId?: string;
}

export function EmptyState({ illustration, title, body, action, testId }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-card border border-dashed border-line bg-surface px-6 py-10 text-center" data-testid={testId}>
      <Illustration kind={illustration} />
      <p className="text-heading font-bold text-ink">{title}</p>
      {body && <p className="max-w-sm text-sm text-ink-muted">{body}</p>}
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}
