// The side column of a public profile (issue 26): what the visitor may do (the primary action first
// and strongest, chat beside it, favourite, report and block quietly under a rule) and the key facts.
// On desktop it sits beside the profile, on a phone under its head (useWideScreen).
import type { LucideIcon } from 'lucide-react';
import { LogIn } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

/** The primary action's look on a profile: the whole width of the side column. */
export const PROFILE_PRIMARY =
  'inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-control bg-brand-700 px-5 font-semibold text-white shadow-card hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/** A second way forward beside the primary one. */
export const PROFILE_SECONDARY =
  'inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-control border border-brand-300 bg-surface px-4 font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

interface ActionCardProps {
  /** Left out where the visitor has no way forward but the quiet ones (another T-esigner looking). */
  title?: string;
  body?: string;
  /** The strongest action, then the others; `quiet` under a rule (favourite, report, block). */
  children?: ReactNode;
  quiet?: ReactNode;
}

export function ActionCard({ title, body, children, quiet }: ActionCardProps) {
  if (!title) {
    return (
      <div className="flex flex-col gap-3" data-testid="profile-actions">
        {children}
        {quiet && <div className="flex flex-wrap items-center gap-2 empty:hidden">{quiet}</div>}
      </div>
    );
  }
  return (
    <section aria-label={title} className="flex flex-col gap-4 rounded-card border border-line bg-surface p-5 shadow-card" data-testid="profile-actions">
      <div className="flex flex-col gap-1">
        <h2 className="text-heading font-bold text-ink">{title}</h2>
        {body && <p className="text-sm text-ink-muted">{body}</p>}
      </div>
      {children && <div className="flex flex-col gap-2 empty:hidden [&>button]:w-full">{children}</div>}
      {quiet && <div className="flex flex-wrap items-center gap-2 border-t border-line pt-4 empty:hidden">{quiet}</div>}
    </section>
  );
}

/** A visitor who is not signed in: what signing in opens, and the way there (back to this profile after). */
export function SignInCard({ title, body, children }: { title: string; body: string; children?: ReactNode }) {
  const { t } = useTranslation('profiles');
  const location = useLocation();
  return (
    <ActionCard title={title} body={body}>
      <Link to="/login" state={{ from: location.pathname + location.search }} className={PROFILE_PRIMARY} data-testid="profile-sign-in-cta">
        <LogIn aria-hidden className="size-4" />
        {t('side.signIn')}
      </Link>
      {children}
    </ActionCard>
  );
}

export interface Fact {
  icon: LucideIcon;
  label: string;
  value: ReactNode;
  testId: string;
}

/** The key facts, a label and its value per row. */
export function FactsCard({ title, facts, testId }: { title: string; facts: Fact[]; testId: string }) {
  return (
    <section aria-label={title} className="flex flex-col gap-2 rounded-card border border-line bg-surface p-5 shadow-card" data-testid={testId}>
      <h2 className="text-heading font-bold text-ink">{title}</h2>
      <dl className="flex flex-col divide-y divide-line">
        {facts.map(({ icon: Icon, label, value, testId: factTestId }) => (
          <div key={factTestId} className="flex items-start justify-between gap-4 py-3 last:pb-0">
            <dt className="flex shrink-0 items-center gap-2 text-sm text-ink-muted">
              <Icon aria-hidden className="size-4 text-brand-600" />
              {label}
            </dt>
            <dd className="min-w-0 text-right font-semibold break-words text-ink" data-testid={factTestId}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
