// /admin/orders/:id: one order as the operator reads it (issue 12, Admin console): its facts, the
// ledger entries that moved its money (each posting with its account and signed amount; an entry's
// postings sum to zero) and its case timeline, oldest first, as the orders' timeline page lists it.
// Read only: the parties act on their pages; its request opens in the console (/admin/requests/:id).
import type { AdminLedgerEntry, AdminOrderDetail, Currency, OrderTimelineEvent } from '@dcm/shared';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useCodeName } from '../../../lib/codes.ts';
import { formatDateTime, MISSING, useLocale } from '../../../lib/format.ts';
import { formatMoney } from '../../../lib/money.ts';
import { TimelineEvents } from '../../orders/index.ts';
import { AdminDetailFrame, DetailLoading, detailSectionClass as sectionClass, Fact, FactsSection, LoadFailed, useMemberName } from '../components/DetailParts.tsx';
import { useAdminOrder } from '../orders-api.ts';

/** A posting's amount with its sign always shown: + into the account, − out of it. */
function signedMoney(amount: number, currency: Currency, locale: 'ko' | 'en'): string {
  const sign = amount > 0 ? '+' : amount < 0 ? '−' : '';
  return `${sign}${formatMoney(Math.abs(amount), currency, locale)}`;
}

function Facts({ order }: { order: AdminOrderDetail['order'] }) {
  const { t } = useTranslation(['admin', 'orders']);
  const locale = useLocale();
  const memberName = useMemberName();
  const prosthesisName = useCodeName('prosthesis');
  const when = (iso: string | null) => (iso ? formatDateTime(iso, locale) : MISSING);
  return (
    <FactsSection id="admin-order-facts" title={t('admin:orders.facts')}>
      <Fact label={t('admin:orders.orderId')}>
        <code className="break-all font-mono text-xs">{order.id}</code>
      </Fact>
      <Fact label={t('admin:orders.requestId')}>
        <Link to={`/admin/requests/${order.requestId}`} className="break-all font-mono text-xs text-brand-700 underline">
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
    </FactsSection>
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
      <p className="mb-3 mt-1 text-sm text-ink-muted">{t('orders.ledgerIntro')}</p>
      {entries.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line-strong p-6 text-center text-sm text-ink-muted" data-testid="admin-ledger-empty">
          {t('orders.ledgerEmpty')}
        </p>
      ) : (
        <div className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
          <table className="w-full min-w-[32rem] border-collapse text-left text-sm" data-testid="admin-ledger">
            <thead>
              <tr className="border-b border-line text-ink-subtle">
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
                <tr key={entry.id} className="border-b border-line align-top last:border-0" data-testid="admin-ledger-entry" data-kind={entry.kind}>
                  <th scope="row" className="py-2 pr-3 font-semibold">
                    {t(`orders.journalKind.${entry.kind}`)}
                  </th>
                  <td className="whitespace-nowrap py-2 pr-3 tabular-nums text-ink-muted">
                    <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt, locale)}</time>
                  </td>
                  <td className="py-2">
                    <ul className="flex flex-col gap-0.5">
                      {entry.postings.map((posting, index) => (
                        <li key={index} className="flex flex-wrap justify-between gap-x-3" data-testid="admin-ledger-posting">
                          <span>
                            {t(`orders.accountKind.${posting.accountKind}`)}
                            {posting.member && <span className="text-ink-subtle"> · {memberName(posting.member)}</span>}
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

/** The case timeline as the orders' timeline page shows it (the `timeline` catalogue's words). */
function Timeline({ events }: { events: OrderTimelineEvent[] }) {
  const { t } = useTranslation(['admin', 'timeline', 'orders']);
  return (
    <section className={sectionClass} aria-labelledby="admin-order-timeline">
      <h2 id="admin-order-timeline" className="mb-3 text-lg font-semibold">
        {t('admin:orders.timeline')}
      </h2>
      {events.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line-strong p-6 text-center text-sm text-ink-muted">{t('admin:orders.timelineEmpty')}</p>
      ) : (
        <TimelineEvents events={events} />
      )}
    </section>
  );
}

export default function AdminOrderDetailPage() {
  const { t } = useTranslation(['admin', 'errors']);
  const { id = '' } = useParams();
  const detail = useAdminOrder(id);
  return (
    <AdminDetailFrame backTo="/admin/orders" backLabel={t('admin:orders.back')} title={t('admin:orders.detailTitle')}>
      {detail.isPending ? (
        <DetailLoading label={t('admin:orders.loading')} />
      ) : detail.isError ? (
        <LoadFailed error={detail.error} retry={() => void detail.refetch()} testId="admin-order-error" />
      ) : (
        <>
          <Facts order={detail.data.order} />
          <Ledger entries={detail.data.ledger} />
          <Timeline events={detail.data.timeline} />
        </>
      )}
    </AdminDetailFrame>
  );
}
