// Where the order stands for the viewer and what comes next, in their words: the stage card. Its
// heading and body say the status and who acts next, then the decline reason when there is one, a
// refused move kept in view, the viewer's next action (passed in by the page, the one that matters
// now first and strongest) and, on the order pages, the progress steps under a rule.
import { OrderStatus, type OrderDetail } from '@dcm/shared';
import { Ban, CircleCheck, CircleX, FileDown, Hourglass, PackageCheck, PencilRuler, PenLine, RotateCcw, type LucideIcon } from 'lucide-react';
import { useId, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/format.ts';
import { formatMoney } from '../../../lib/money.ts';
import { OrderStatusBadge } from './OrderStatusBadge.tsx';

/** The stage's picture and tone: the colour of the band and of the icon's disc. */
const look: Record<OrderStatus, { icon: LucideIcon; band: string; disc: string }> = {
  [OrderStatus.awaitingPayment]: { icon: PenLine, band: 'bg-warning-50/60', disc: 'bg-warning-50 text-warning-700 ring-warning-200' },
  [OrderStatus.awaitingAcceptance]: { icon: Hourglass, band: 'bg-info-50/60', disc: 'bg-info-50 text-info-700 ring-info-200' },
  [OrderStatus.accepted]: { icon: FileDown, band: 'bg-success-50/60', disc: 'bg-success-50 text-success-700 ring-success-200' },
  [OrderStatus.referralReceived]: { icon: PencilRuler, band: 'bg-brand-50/60', disc: 'bg-brand-50 text-brand-700 ring-brand-200' },
  [OrderStatus.cadUploaded]: { icon: PackageCheck, band: 'bg-brand-50/60', disc: 'bg-brand-50 text-brand-700 ring-brand-200' },
  [OrderStatus.reworkRequested]: { icon: RotateCcw, band: 'bg-warning-50/60', disc: 'bg-warning-50 text-warning-700 ring-warning-200' },
  [OrderStatus.complete]: { icon: CircleCheck, band: 'bg-success-50/60', disc: 'bg-success-50 text-success-700 ring-success-200' },
  [OrderStatus.declined]: { icon: CircleX, band: 'bg-danger-50/60', disc: 'bg-danger-50 text-danger-700 ring-danger-200' },
  [OrderStatus.cancelled]: { icon: Ban, band: 'bg-sunken', disc: 'bg-surface text-ink-muted ring-line' },
};

interface Props {
  order: OrderDetail;
  /** The viewer's buttons for this status (cancel, accept, decline, the next step's page), if any. */
  children?: ReactNode;
  /**
   * A refused move, kept by the page: the buttons that caused it may be gone once the order is read
   * again ("already processed"), and the message must stay.
   */
  notice?: string | null;
  /** The page focuses the heading after a move, so a screen reader hears the new state at once. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** False where the page's header carries the status badge already (the order pages). */
  badge?: boolean;
  /** Under a rule at the foot of the card: the order pages' progress steps. */
  footer?: ReactNode;
}

export function OrderStage({ order, children, notice, headingRef, badge = true, footer }: Props) {
  const { t } = useTranslation('orders');
  const locale = useLocale();
  const headingId = useId();
  const key = order.viewerRole === 'admin' ? 'stage.admin' : `stage.${order.viewerRole}.${order.status}`;
  const values = { amount: formatMoney(order.amount, order.currency, locale), designer: order.designer.nickname, client: order.client.nickname };
  const { icon: Icon, band, disc } = look[order.status];

  return (
    <section aria-labelledby={headingId} className="overflow-hidden rounded-card border border-line bg-surface shadow-card" data-testid="order-stage" data-status={order.status}>
      <div className={`flex gap-4 p-4 sm:p-6 ${band}`}>
        <span aria-hidden className={`hidden size-12 shrink-0 items-center justify-center rounded-full ring-1 sm:flex ${disc}`}>
          <Icon className="size-6" />
        </span>
        <div className="flex min-w-0 flex-1 flex-col gap-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-heading font-bold text-ink focus:outline-none" data-testid="stage-title">
              {t(`${key}.title`, values)}
            </h2>
            {badge && <OrderStatusBadge status={order.status} />}
          </div>
          <p className="text-ink-muted" data-testid="stage-body">
            {t(`${key}.body`, values)}
          </p>
          {order.declineReason && (
            <div className="rounded-control bg-surface px-3 py-2 text-sm ring-1 ring-danger-200" data-testid="decline-reason">
              <p className="font-medium text-danger-700">{t('declineReason')}</p>
              <p className="mt-1 whitespace-pre-line break-words text-ink">{order.declineReason}</p>
            </div>
          )}
          {notice && (
            <p role="alert" className="rounded-control bg-danger-50 px-3 py-2 text-sm text-danger-700 ring-1 ring-danger-200" data-testid="order-notice">
              {notice}
            </p>
          )}
          {children && <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center">{children}</div>}
        </div>
      </div>
      {footer && <div className="border-t border-line px-4 py-4 sm:px-6 sm:py-5">{footer}</div>}
    </section>
  );
}
