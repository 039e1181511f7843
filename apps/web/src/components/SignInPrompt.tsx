// Public routes that show nothing without a member (SPEC §2: the own profile, /notiy, the chat
// entries): a signed-out visitor is asked to sign in and comes back to this page after.
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';

interface Props {
  body: string;
  action: string;
  testId: string;
  /** A heading above the message, for a page that is only this prompt. */
  title?: ReactNode;
}

export function SignInPrompt({ body, action, testId, title }: Props) {
  const location = useLocation();
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-line-strong bg-surface px-4 py-8 text-center" data-testid={testId}>
      {title}
      <p className="text-ink">{body}</p>
      <Link
        to="/login"
        state={{ from: location.pathname + location.search }}
        className="inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
      >
        {action}
      </Link>
    </div>
  );
}
