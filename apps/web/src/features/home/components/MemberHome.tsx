// A signed-in member's start of the main page (issue 31): each kind of member sees first what waits on
// them, then the page every visitor sees. A T-esigner: the requests open to quote (designated to them
// first), their orders by the next step it asks of them, and the earnings to settle. A client or dental
// lab: the quotations that arrived and the orders waiting for their signature or confirmation.
// Loaded on its own (MainPage imports it lazily) so a visitor's first page carries none of it.
import { formatCaseName, formatCount, RequestScope, RequestStatus, type OrderStatus, type RequestSummary } from '@dcm/shared';
import {
  ChevronRight,
  Clock,
  Download,
  FileSignature,
  FileText,
  Handshake,
  Hourglass,
  Inbox,
  PackageCheck,
  RotateCcw,
  Upload,
  UserRoundCheck,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/Card.tsx';
import { ErrorState } from '../../../components/ui/ErrorState.tsx';
import { formatDateTime, useLocale } from '../../../lib/format.ts';
import { formatMoney } from '../../../lib/money.ts';
import { useUserStore } from '../../../lib/user-store.ts';
import { useViewer } from '../../../lib/viewer.ts';
import { useBalances, useOrderCounts, useRequestsWaiting } from '../api.ts';
import { FRAME, TEXT_LINK } from './SectionHeading.tsx';

/** Whose home this is: a T-esigner's work, or a client's (a dental lab sends requests as one). */
export type MemberHomeSide = 'designer' | 'client';

export default function MemberHome({ side }: { side: MemberHomeSide }) {
  const { t } = useTranslation('home');
  const name = useUserStore((s) => s.user?.memberNickName ?? s.user?.memberName ?? '');
  const memberNo = useViewer()?.memberNo;
  if (memberNo === undefined) return null;
  return (
    // The page's gap would part it from the hero below: the hero's band starts at its border instead.
    <section aria-labelledby="member-home-title" className="-mb-16 border-b border-line bg-surface sm:-mb-24" data-testid={`member-home-${side}`}>
      <div className={`${FRAME} flex flex-col gap-6 pt-8 pb-10 sm:pt-10 sm:pb-12`}>
        <header className="flex flex-col gap-1.5">
          <p className="text-sm font-semibold text-brand-700">{t(`member.${side}.eyebrow`)}</p>
          <h1 id="member-home-title" className="text-title font-bold break-words text-ink">
            {t('member.greeting', { name })}
          </h1>
          <p className="text-ink-muted">{t(`member.${side}.lead`)}</p>
        </header>
        {side === 'designer' ? <DesignerWork memberNo={memberNo} /> : <ClientNextSteps memberNo={memberNo} />}
      </div>
    </section>
  );
}

// ---- The T-esigner's work ----

/** The order steps that ask something of the T-esigner, in the order an order goes through them; then the one that waits on the client. */
const DESIGNER_STEPS: ReadonlyArray<{ status: OrderStatus; icon: LucideIcon; waiting?: true }> = [
  { status: 'awaitingAcceptance', icon: Handshake },
  { status: 'accepted', icon: Download },
  { status: 'referralReceived', icon: Upload },
  { status: 'reworkRequested', icon: RotateCcw },
  { status: 'cadUploaded', icon: Hourglass, waiting: true },
];

function DesignerWork({ memberNo }: { memberNo: number }) {
  const { t } = useTranslation('home');
  // "all" is what the T-esigner may act on now: public requests open for quotations and the designated
  // ones waiting for their answer (requests/access.ts); the second list is those designated alone.
  const open = useRequestsWaiting(memberNo, { scope: RequestScope.All });
  const designated = useRequestsWaiting(memberNo, { scope: RequestScope.All, status: RequestStatus.WaitingForRequest });
  const orders = useOrderCounts(memberNo);
  const publicCount = open.data && designated.data ? Math.max(0, open.data.total - designated.data.total) : undefined;

  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-3 lg:gap-6">
      <Card title={t('member.designer.requests.title')} titleAction={<AllLink to="/request" label={t('member.designer.requests.all')} />} testId="work-requests">
        {open.isError || designated.isError ? (
          <ErrorState error={open.error ?? designated.error} onRetry={() => void Promise.all([open.refetch(), designated.refetch()])} />
        ) : (
          <div className="flex flex-col gap-1">
            <CountLink
              to={designated.data?.total === 1 && designated.data.items[0] ? `/request/view/${designated.data.items[0].id}` : '/request'}
              icon={UserRoundCheck}
              label={t('member.designer.requests.designated')}
              count={designated.data?.total}
              testId="work-designated"
            />
            <CountLink to="/request" icon={Inbox} label={t('member.designer.requests.public')} count={publicCount} testId="work-public" />
            {designated.data && designated.data.items.length > 0 && <RequestLinks requests={designated.data.items} to={(r) => `/request/view/${r.id}`} due />}
          </div>
        )}
      </Card>
      <Card title={t('member.designer.orders.title')} titleAction={<AllLink to="/payment" label={t('member.designer.orders.all')} />} testId="work-orders">
        {orders.isError ? (
          <ErrorState error={orders.error} onRetry={() => void orders.refetch()} />
        ) : (
          <ul className="flex flex-col gap-1">
            {DESIGNER_STEPS.map(({ status, icon, waiting }) => (
              <li key={status}>
                <CountLink
                  to={`/payment?status=${status}`}
                  icon={icon}
                  label={t(`member.designer.orders.${status}`)}
                  count={orders.data ? (orders.data[status] ?? 0) : undefined}
                  quiet={waiting}
                  testId={`work-orders-${status}`}
                />
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Earnings memberNo={memberNo} />
    </div>
  );
}

/** What the T-esigner has earned and may settle, in their currency first, and the way to settle it. */
function Earnings({ memberNo }: { memberNo: number }) {
  const { t } = useTranslation('home');
  const locale = useLocale();
  const balances = useBalances(memberNo);
  let body: ReactNode;
  if (balances.isError) body = <ErrorState error={balances.error} onRetry={() => void balances.refetch()} />;
  else {
    const data = balances.data;
    const other = data ? (data.currency === 'KRW' ? 'USD' : 'KRW') : undefined;
    body = (
      <div className="flex flex-col gap-4">
        <div className="flex items-center gap-3">
          <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <Wallet aria-hidden className="size-5" />
          </span>
          <div className="flex min-w-0 flex-col">
            <span className="text-sm text-ink-muted">{t('member.designer.earnings.available')}</span>
            {data ? (
              <span className="text-2xl font-bold text-ink tabular-nums" data-testid="work-earnings">
                {formatMoney(data.designerEarnings[data.currency], data.currency, locale)}
              </span>
            ) : (
              <span aria-hidden className="mt-1 h-7 w-32 animate-pulse rounded-control bg-sunken" />
            )}
            {data && other && data.designerEarnings[other] > 0 && (
              <span className="text-sm text-ink-muted tabular-nums">{formatMoney(data.designerEarnings[other], other, locale)}</span>
            )}
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <Link
            to="/mileageOffice"
            className="inline-flex min-h-11 items-center justify-center gap-1.5 rounded-control bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            data-testid="work-settle"
          >
            {t('member.designer.earnings.settle')}
          </Link>
          <Link to="/mileage" className={TEXT_LINK}>
            {t('member.designer.earnings.history')}
          </Link>
        </div>
      </div>
    );
  }
  return (
    <Card title={t('member.designer.earnings.title')} testId="work-settlement">
      <div aria-busy={balances.isPending}>{body}</div>
    </Card>
  );
}

// ---- The client's next steps ----

function ClientNextSteps({ memberNo }: { memberNo: number }) {
  const { t } = useTranslation('home');
  const quoted = useRequestsWaiting(memberNo, { scope: RequestScope.Mine, status: RequestStatus.Choosing });
  const orders = useOrderCounts(memberNo);
  const count = (status: OrderStatus) => (orders.data ? (orders.data[status] ?? 0) : undefined);
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2 lg:gap-6">
      <Card title={t('member.client.quotations.title')} titleAction={<AllLink to="/request?scope=mine" label={t('member.client.quotations.all')} />} testId="next-quotations">
        {quoted.isError ? (
          <ErrorState error={quoted.error} onRetry={() => void quoted.refetch()} />
        ) : (
          <div className="flex flex-col gap-1">
            <CountLink
              to={quoted.data?.total === 1 && quoted.data.items[0] ? `/request/estimated/view/${quoted.data.items[0].id}` : '/request?scope=mine'}
              icon={FileText}
              label={t('member.client.quotations.arrived')}
              count={quoted.data?.total}
              testId="next-quoted"
            />
            {quoted.data && quoted.data.items.length > 0 && <RequestLinks requests={quoted.data.items} to={(r) => `/request/estimated/view/${r.id}`} quotations />}
          </div>
        )}
      </Card>
      <Card title={t('member.client.orders.title')} titleAction={<AllLink to="/payment" label={t('member.client.orders.all')} />} testId="next-orders">
        {orders.isError ? (
          <ErrorState error={orders.error} onRetry={() => void orders.refetch()} />
        ) : (
          <ul className="flex flex-col gap-1">
            <li>
              <CountLink to="/payment?status=awaitingPayment" icon={FileSignature} label={t('member.client.orders.awaitingPayment')} count={count('awaitingPayment')} testId="next-orders-awaitingPayment" />
            </li>
            <li>
              <CountLink to="/payment?status=cadUploaded" icon={PackageCheck} label={t('member.client.orders.cadUploaded')} count={count('cadUploaded')} testId="next-orders-cadUploaded" />
            </li>
          </ul>
        )}
      </Card>
    </div>
  );
}

// ---- Parts ----

function AllLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className={`${TEXT_LINK} shrink-0 text-sm`}>
      {label}
      <ChevronRight aria-hidden className="size-4" />
    </Link>
  );
}

/**
 * One thing waiting, as a link to where it is done: its picture, what it is, and how many. A count
 * above zero stands out in the brand colour; `quiet` for what waits on the other party.
 */
function CountLink({ to, icon: Icon, label, count, quiet = false, testId }: { to: string; icon: LucideIcon; label: string; count: number | undefined; quiet?: boolean; testId: string }) {
  const due = count !== undefined && count > 0 && !quiet;
  return (
    <Link
      to={to}
      className="flex min-h-12 items-center gap-3 rounded-control px-2 py-1.5 hover:bg-sunken focus-visible:outline-2 focus-visible:outline-brand-700"
      data-testid={testId}
      data-count={count}
    >
      <span className={`inline-flex size-9 shrink-0 items-center justify-center rounded-full ${due ? 'bg-brand-50 text-brand-700' : 'bg-sunken text-ink-subtle'}`}>
        <Icon aria-hidden className="size-5" />
      </span>
      <span className={`min-w-0 flex-1 ${due ? 'font-semibold text-ink' : 'text-ink-muted'}`}>{label}</span>
      {count === undefined ? (
        <span aria-hidden className="h-6 w-8 animate-pulse rounded-control bg-sunken" />
      ) : (
        <span className={`min-w-8 rounded-full px-2 text-center text-base font-bold tabular-nums ${due ? 'bg-brand-700 text-white' : 'text-ink-subtle'}`}>{formatCount(count)}</span>
      )}
      <ChevronRight aria-hidden className="size-4 shrink-0 text-ink-subtle" />
    </Link>
  );
}

/** The first few requests of a count, each named by its case, with its quote expiry or its quotations. */
function RequestLinks({ requests, to, due = false, quotations = false }: { requests: RequestSummary[]; to: (r: RequestSummary) => string; due?: boolean; quotations?: boolean }) {
  const { t } = useTranslation('home');
  const locale = useLocale();
  return (
    <ul className="mt-2 flex flex-col gap-2 border-t border-line pt-3" data-testid="work-request-links">
      {requests.map((r) => (
        <li key={r.id}>
          <Link to={to(r)} className="flex flex-col gap-0.5 rounded-control border border-line px-3 py-2 hover:border-brand-200 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700">
            <span className="truncate font-semibold text-ink">{formatCaseName(r.referralNumbers, locale) ?? t('member.referrals', { count: r.referralCount })}</span>
            <span className="flex flex-wrap items-center gap-x-3 text-sm text-ink-muted">
              {quotations && <span>{t('member.client.quotations.count', { count: r.quotationCount })}</span>}
              {due && (
                <span className="inline-flex items-center gap-1">
                  <Clock aria-hidden className="size-3.5" />
                  {t('member.answerBy', { when: formatDateTime(r.quoteExpiresAt, locale) })}
                </span>
              )}
              {quotations && (
                <span className="inline-flex items-center gap-1">
                  <Clock aria-hidden className="size-3.5" />
                  {t('member.chooseBy', { when: formatDateTime(r.quoteExpiresAt, locale) })}
                </span>
              )}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
