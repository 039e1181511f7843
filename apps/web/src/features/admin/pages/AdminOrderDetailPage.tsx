// /admin/orders/:id: one order as the operator reads it (issue 12, Admin console): its facts, the
// ledger entries that moved its money (each posting with its account and signed amount; an entry's
// postings sum to zero) and its case timeline, oldest first. Read only: the parties act on their pages.
import type { AdminLedgerEntry, AdminOrderDetail, Currency, MemberRef, OrderTimelineEvent } from '@dcm/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { errorCodeOf } from '../../../lib/http.ts';
import { useCodeName } from '../../../lib/codes.ts';
import { formatDateTime, MISSING, useLocale } from '../../../lib/format.ts';
import { formatMoney } from '../../../lib/money.ts';
import { useAdminOrder } from '../orders-api.ts';

const sectionClass = 'rounded-2xl border border-slate-200 bg-white p-4 sm:p-6';

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5 sm:flex-row sm:gap-2" data-testid={testId}>
      <dt className="shrink-0 font-medium text-slate-500 sm:w-36">{label}</dt>
      <dd className="min-w-0 break-words text-slate-800">{children}</dd>
    </div>
  );
}

/** A posting's amount with its sign always shown: + into the account, − out of it. */
function signedMoney(amount: number, currency: Currency, locale: 'ko' | 'en'): string {
  const sign = amount > 0 ? '+' : amount < 0 ? '−' : '';
  return `${sign}${formatMoney(Math.abs(amount), currency, locale)}`;
}

function useMemberName() {
  const { t } = useTranslation('admin');
  return (member: MemberRef) => t('orders.member', { name: member.nickname || `#${member.memberNo}`, no: member.memberNo });
}

function Facts({ order }: { order: AdminOrderDetail['order'] }) {
  const { t } = useTranslation(['admin', 'orders']);
  const locale = useLocale();
  const memberName = useMemberName();
  const prosthesisName = useCodeName('prosthesis');
  const when = (iso: string | null) => (iso ? formatDateTime(iso, locale) : MISSING);
  return (
    <section className={sectionClass} aria-labelledby="admin-order-facts">
      <h2 id="admin-order-facts" className="mb-3 text-lg font-semibold">
        {t('admin:orders.facts')}
      </h2>
      <dl className="flex flex-col gap-1.5 text-sm">
        <Fact label={t('admin:orders.orderId')}>
          <code className="break-all font-mono text-xs">{order.id}</code>
        </Fact>
        <Fact label={t('admin:orders.requestId')}>
          <Link to={`/request/view/${order.requestId}`} className="break-all font-mono text-xs text-brand-700 underline">
            {order.requestId}
          </Link>
        </Fact>
        <Fact label={t('admin:orders.status')} testId="admin-order-status">
          {t(`orders:status.${order.status}`)}
        </Fact>
        <Fact label={t('admin:orders.client')}>{memberName(order.client)}</Fact>
        <Fact label={t('admin:orders.designer')}>{memberName(order.designer)}</Fact>
        <Fact label={t('admin:orders.amount')} testId="admin-order-amount">
          <span className="font-semibold tabular-nums">{formatMoney(order.amount, order.currency, locale)}</span>
        </Fact>
        <Fact label={t('admin:orders.items')}>
          <ul>
            {order.items.map((item) => (
              <li key={item.type}>
                {prosthesisName(item.type)} × {item.count}
              </li>
            ))}
          </ul>
        </Fact>
        <Fact label={t('admin:orders.orderedAt')}>{when(order.createdAt)}</Fact>
        <Fact label={t('admin:orders.paidAt')}>{when(order.paidAt)}</Fact>
        <Fact label={t('admin:orders.acceptedAt')}>{when(order.acceptedAt)}</Fact>
        <Fact label={t('admin:orders.completedAt')}>{when(order.completedAt)}</Fact>
        {order.declineReason && <Fact label={t('admin:orders.declineReason')}>{order.declineReason}</Fact>}
      </dl>
    </section>
  );
}

function Ledger({ entries }: { entries: AdminLedgerEntry[] }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const memberName = useMemberName();
  return (
    <section className={sectionClass} aria-labelledby="admin-order-ledger">
      <h2 id="admin-order-ledger" className="text-lg font-semibold">
        {t('orders.ledger')}
      </h2>
      <p className="mb-3 mt-1 text-sm text-slate-600">{t('orders.ledgerIntro')}</p>
      {entries.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600" data-testid="admin-ledger-empty">
          {t('orders.ledgerEmpty')}
        </p>
      ) : (
        <div className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
          <table className="w-full min-w-[32rem] border-collapse text-left text-sm" data-testid="admin-ledger">
            <thead>
              <tr className="border-b border-slate-200 text-slate-500">
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t('orders.entryKind')}
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t('orders.entryAt')}
                </th>
                <th scope="col" className="py-2 font-medium">
                  {t('orders.postings')}
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id} className="border-b border-slate-100 align-top last:border-0" data-testid="admin-ledger-entry" data-kind={entry.kind}>
                  <th scope="row" className="py-2 pr-3 font-semibold">
                    {t(`orders.journalKind.${entry.kind}`)}
                  </th>
                  <td className="whitespace-nowrap py-2 pr-3 tabular-nums text-slate-600">
                    <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt, locale)}</time>
                  </td>
                  <td className="py-2">
                    <ul className="flex flex-col gap-0.5">
                      {entry.postings.map((posting, index) => (
                        <li key={index} className="flex flex-wrap justify-between gap-x-3" data-testid="admin-ledger-posting">
                          <span>
                            {t(`orders.accountKind.${posting.accountKind}`)}
                            {posting.member && <span className="text-slate-500"> · {memberName(posting.member)}</span>}
                          </span>
                          <span className={`tabular-nums ${posting.amount < 0 ? 'text-red-700' : 'text-emerald-700'}`}>{signedMoney(posting.amount, posting.currency, locale)}</span>
                        </li>
                      ))}
                    </ul>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** The case timeline in the words of the orders' timeline page (the `timeline` catalogue). */
function Timeline({ events }: { events: OrderTimelineEvent[] }) {
  const { t } = useTranslation(['admin', 'timeline', 'orders']);
  const locale = useLocale();
  return (
    <section className={sectionClass} aria-labelledby="admin-order-timeline">
      <h2 id="admin-order-timeline" className="mb-3 text-lg font-semibold">
        {t('admin:orders.timeline')}
      </h2>
      {events.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">{t('admin:orders.timelineEmpty')}</p>
      ) : (
        <ol data-testid="admin-timeline">
          {events.map((event) => {
            const role = t(`timeline:role.${event.actorRole}`);
            const who = event.actor ? `${event.actor.nickname || `#${event.actor.memberNo}`} · ${role}` : t('timeline:system');
            const d = event.details;
            return (
              <li key={event.id} className="relative border-l-2 border-slate-200 pb-4 pl-5 last:pb-0" data-testid="admin-timeline-event" data-kind={event.kind}>
                <span aria-hidden className="absolute -left-[7px] top-1.5 h-3 w-3 rounded-full border-2 border-white bg-brand-700" />
                <div className="flex flex-col gap-0.5 sm:flex-row sm:flex-wrap sm:items-baseline sm:justify-between sm:gap-3">
                  <p className="font-semibold text-slate-900">{t(`timeline:kind.${event.kind}`, { defaultValue: event.kind })}</p>
                  <time dateTime={event.at} className="text-sm tabular-nums text-slate-500">
                    {formatDateTime(event.at, locale)}
                  </time>
                </div>
                <p className="text-sm text-slate-600">{who}</p>
                {event.fromStatus !== event.toStatus && (
                  <p className="text-sm text-slate-600">
                    {t(`orders:status.${event.fromStatus}`)} → {t(`orders:status.${event.toStatus}`)}
                  </p>
                )}
                {d.amount !== undefined && d.currency && <p className="text-sm tabular-nums">{formatMoney(d.amount, d.currency, locale)}</p>}
                {d.escrow && <p className="text-sm">{t(`timeline:escrow.${d.escrow}`)}</p>}
                {d.reason && <q className="block whitespace-pre-line text-sm">{d.reason}</q>}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

export default function AdminOrderDetailPage() {
  const { t } = useTranslation(['admin', 'errors']);
  const { id = '' } = useParams();
  const detail = useAdminOrder(id);
  return (
    <section className="mx-auto flex w-full max-w-4xl flex-col gap-4 px-4 py-6 sm:py-10">
      <Link to="/admin/orders" className="inline-flex min-h-10 items-center self-start text-sm font-medium text-brand-700 underline">
        {t('admin:orders.back')}
      </Link>
      <h1 className="text-2xl font-bold">{t('admin:orders.detailTitle')}</h1>
      {detail.isPending ? (
        <p className="py-10 text-center text-sm text-slate-500" aria-busy>
          {t('admin:orders.loading')}
        </p>
      ) : detail.isError ? (
        <div role="alert" className="flex flex-col items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-4 text-sm text-red-700" data-testid="admin-order-error">
          <p>{t(`errors:${errorCodeOf(detail.error)}`, { defaultValue: t('errors:INTERNAL') })}</p>
          <button type="button" onClick={() => void detail.refetch()} className="inline-flex min-h-11 items-center rounded-lg border border-red-300 bg-white px-4 font-medium">
            {t('admin:orders.retry')}
          </button>
        </div>
      ) : (
        <>
          <Facts order={detail.data.order} />
          <Ledger entries={detail.data.ledger} />
          <Timeline events={detail.data.timeline} />
        </>
      )}
    </section>
  );
}
