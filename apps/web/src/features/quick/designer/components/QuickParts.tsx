// What the T-esigner's quick pages share: who may see them (a signed-in T-esigner), the types and
// counts of a request with their prices, its status, and the time left to its deadline.
import { memberKind, type QuickLine, type QuickStatus, type SessionUser } from '@dcm/shared';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SignInPrompt } from '../../../../components/SignInPrompt.tsx';
import { Page } from '../../../../components/ui/Page.tsx';
import { useCodeName } from '../../../../lib/codes.ts';
import { useUserStore } from '../../../../lib/user-store.ts';

/** The page frame: what the page is about (`eyebrow`, e.g. the request's number), a title, an intro, and the content, phone first. */
export function QuickPage({
  eyebrow,
  title,
  intro,
  children,
  testId,
  wide = false,
}: {
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  testId: string;
  wide?: boolean;
}) {
  return (
    <Page width={wide ? 'working' : 'reading'} testId={testId}>
      <header className="print:hidden">
        {eyebrow && <p className="text-sm font-medium text-ink-subtle">{eyebrow}</p>}
        <h1 className="text-2xl font-bold">{title}</h1>
        {intro && <p className="mt-1 text-sm text-ink-muted">{intro}</p>}
      </header>
      <div className="flex flex-col gap-5">{children}</div>
    </Page>
  );
}

/**
 * These routes are public (SPEC §2): signed out, the page explains and asks to sign in; a member who
 * is not a T-esigner reads what quick work is and where the client's side is.
 */
export function DesignerOnly({ children }: { children: (user: SessionUser) => ReactNode }) {
  const { t } = useTranslation('quickDesigner');
  const user = useUserStore((s) => s.user);
  if (!user) {
    return (
      <div className="flex flex-col gap-4">
        <Explanation />
        <SignInPrompt body={t('gate.signIn')} action={t('gate.signInAction')} testId="quick-sign-in" />
      </div>
    );
  }
  if (memberKind(user.memberSe) !== 'designer') {
    return (
      <div className="flex flex-col gap-4" data-testid="quick-not-designer">
        <Explanation />
        <p className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">{t('gate.notDesigner')}</p>
        <Link to="/quick/client" className="inline-flex min-h-11 items-center self-start rounded-lg border border-line-strong bg-white px-4 font-medium hover:bg-canvas">
          {t('gate.toClient')}
        </Link>
      </div>
    );
  }
  return <>{children(user)}</>;
}

function Explanation() {
  const { t } = useTranslation('quickDesigner');
  return (
    <div className="rounded-2xl border border-line bg-white p-4 sm:p-6" data-testid="quick-explanation">
      <h2 className="text-lg font-bold">{t('gate.title')}</h2>
      <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-ink-muted">
        <li>{t('gate.step1')}</li>
        <li>{t('gate.step2')}</li>
        <li>{t('gate.step3')}</li>
      </ol>
    </div>
  );
}

const statusTone: Record<QuickStatus, string> = {
  open: 'bg-sky-50 text-sky-800 ring-sky-200',
  taken: 'bg-brand-50 text-brand-800 ring-brand-100',
  delivered: 'bg-amber-50 text-amber-800 ring-amber-200',
  remakeRequested: 'bg-red-50 text-red-700 ring-red-200',
  completed: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  withdrawn: 'bg-sunken text-ink-muted ring-line',
  refunded: 'bg-sunken text-ink-muted ring-line',
};

export function QuickStatusBadge({ status }: { status: QuickStatus }) {
  const { t } = useTranslation('quick');
  return (
    <span className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${statusTone[status]}`} data-testid="quick-status" data-status={status}>
      {t(`quick:status.${status}`)}
    </span>
  );
}

/** "Crown × 2, Inlay × 1": each type by its name in the member's language. */
export function QuickLines({ items }: { items: readonly Pick<QuickLine, 'type' | 'count'>[] }) {
  const { t } = useTranslation('quickDesigner');
  const typeName = useCodeName('prosthesis');
  return (
    <ul className="flex flex-wrap gap-1.5" data-testid="quick-lines">
      {items.map((item) => (
        <li key={item.type} className="rounded-md bg-sunken px-2 py-0.5 text-sm">
          {t('lines.item', { type: typeName(item.type), count: item.count })}
        </li>
      ))}
    </ul>
  );
}

const MINUTE = 60_000;

/** The clock the countdowns read, moving every half minute. */
function useNow(stepMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), stepMs);
    return () => clearInterval(timer);
  }, [stepMs]);
  return now;
}

/** The time left to the deadline ("1d 3h left", "45m left"), red under three hours, "overdue" once past. */
export function Countdown({ deadlineAt }: { deadlineAt: string }) {
  const { t } = useTranslation('quickDesigner');
  const now = useNow();
  const left = new Date(deadlineAt).getTime() - now;
  if (Number.isNaN(left)) return null;
  if (left <= 0) {
    return (
      <span className="font-semibold text-red-700" data-testid="countdown" data-overdue="yes">
        {t('countdown.overdue')}
      </span>
    );
  }
  const minutes = Math.floor(left / MINUTE);
  const days = Math.floor(minutes / (24 * 60));
  const hours = Math.floor((minutes % (24 * 60)) / 60);
  const mins = minutes % 60;
  const text = days > 0 ? t('countdown.days', { days, hours }) : hours > 0 ? t('countdown.hours', { hours, minutes: mins }) : t('countdown.minutes', { minutes: Math.max(1, mins) });
  return (
    <span className={`font-semibold tabular-nums ${left < 3 * 60 * MINUTE ? 'text-red-700' : 'text-ink'}`} data-testid="countdown">
      {text}
    </span>
  );
}
