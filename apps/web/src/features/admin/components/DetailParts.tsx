// What the admin console's detail pages (an order, a request) share: the frame with the way back to
// the list, the loading line, a fact row, a member's name as the console writes it, and the failed
// load with a retry.
import type { MemberRef } from '@dcm/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../../../components/ui/Page.tsx';
import { errorCodeOf } from '../../../lib/http.ts';

export const detailSectionClass = 'rounded-2xl border border-line bg-white p-4 sm:p-6';

/** The page around the record: the way back to its list and its title. */
export function AdminDetailFrame({ backTo, backLabel, title, children }: { backTo: string; backLabel: string; title: string; children: ReactNode }) {
  return (
    <Page width="working">
      <header className="flex flex-col gap-1">
        <Link to={backTo} className="inline-flex min-h-10 items-center self-start text-sm font-medium text-brand-700 underline">
          {backLabel}
        </Link>
        <h1 className="text-2xl font-bold">{title}</h1>
      </header>
      {children}
    </Page>
  );
}

export function DetailLoading({ label }: { label: string }) {
  return (
    <p className="py-10 text-center text-sm text-ink-subtle" aria-busy>
      {label}
    </p>
  );
}

/** A card of fact rows under its heading (`id` labels the section). */
export function FactsSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={detailSectionClass} aria-labelledby={id}>
      <h2 id={id} className="mb-3 text-lg font-semibold">
        {title}
      </h2>
      <dl className="flex flex-col gap-1.5 text-sm">{children}</dl>
    </section>
  );
}

export function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5 sm:flex-row sm:gap-2" data-testid={testId}>
      <dt className="shrink-0 font-medium text-ink-subtle sm:w-36">{label}</dt>
      <dd className="min-w-0 break-words text-ink">{children}</dd>
    </div>
  );
}

/** A member as the console names it: the nickname (or #number) and the member number. */
export function useMemberName() {
  const { t } = useTranslation('admin');
  return (member: MemberRef) => t('orders.member', { name: member.nickname || `#${member.memberNo}`, no: member.memberNo });
}

/** The load failed: its error in the admin's language and a retry. */
export function LoadFailed({ error, retry, testId }: { error: unknown; retry: () => void; testId: string }) {
  const { t } = useTranslation(['admin', 'errors']);
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-4 text-sm text-red-700" data-testid={testId}>
      <p>{t(`errors:${errorCodeOf(error)}`, { defaultValue: t('errors:INTERNAL') })}</p>
      <button type="button" onClick={retry} className="inline-flex min-h-11 items-center rounded-lg border border-red-300 bg-white px-4 font-medium">
        {t('admin:orders.retry')}
      </button>
    </div>
  );
}
