// Where the order stands for the viewer and what comes next, in their words: the status, who acts
// next, the decline reason when there is one, and the viewer's own actions (passed in by the page).
import { OrderStatus, type OrderDetail } from '@dcm/shared';
import { useId, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/format.ts';
import { formatMoney } from '../../../lib/money.ts';
import { OrderStatusBadge } from './OrderStatusBadge.tsx';

const tone: Partial<Record<OrderStatus, string>> = {
  [OrderStatus.awaitingAcceptance]: 'border-sky-200 bg-sky-50',
  [OrderStatus.accepted]: 'border-emerald-200 bg-emerald-50',
  [OrderStatus.complete]: 'border-emerald-200 bg-emerald-50',
  [OrderStatus.declined]: 'border-red-200 bg-red-50',
};

interface Props {
  order: OrderDetail;
  /** The viewer's buttons for this status (cancel, accept, decline), if any. */
  children?: ReactNode;
  /**
   * A refused move, kept by the page: the buttons that caused it may be gone once the order is read
   * again ("already processed"), and the message must stay.
   */
  notice?: string | null;
  /** The page focuses the heading after a move, so a screen reader hears the new state at once. */
  headingRef?: Ref<HTMLHeadingElement>;
}

export function OrderStage({ order, children, notice, headingRef }: Props) {
  const { t } = useTranslation('orders');
  const locale = useLocale();
  const headingId = useId();
  const key = order.viewerRole === 'admin' ? 'stage.admin' : `stage.${order.viewerRole}.${order.status}`;
  const values = { amount: formatMoney(order.amount, order.currency, locale), designer: order.designer.nickname, client: order.client.nickname };

  return (
    <section
      aria-labelledby={headingId}
      className={`flex flex-col gap-3 rounded-2xl border p-4 sm:p-6 ${tone[order.status] ?? 'border-slate-200 bg-white'}`}
      data-testid="order-stage"
      data-status={order.status}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-lg font-bold focus:outline-none" data-testid="stage-title">
          {t(`${key}.title`, values)}
        </h2>
        <OrderStatusBadge status={order.status} />
      </div>
      <p className="text-sm text-slate-700" data-testid="stage-body">
        {t(`${key}.body`, values)}
      </p>
      {order.declineReason && (
        <div className="rounded-xl bg-white px-3 py-2 text-sm ring-1 ring-red-200" data-testid="decline-reason">
          <p className="font-medium text-red-700">{t('declineReason')}</p>
          <p className="mt-1 whitespace-pre-line break-words text-slate-800">{order.declineReason}</p>
        </div>
      )}
      {notice && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700" data-testid="order-notice">
          {notice}
        </p>
      )}
      {children && <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:justify-end">{children}</div>}
    </section>
  );
}
