// The client withdraws before the T-esigner answered (SPEC §9): unpaid, nothing moves; paid, the
// whole amount comes back to their mileage at once. Either way the referrals return to the cart.
// The question only: the order page's "more" menu (OrderMore.tsx) opens it, never a button beside
// the primary action.
import { findOrderTransition, OrderAction, type OrderDetail } from '@dcm/shared';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { useLocale } from '../../../lib/format.ts';
import { formatMoney } from '../../../lib/money.ts';
import { useCancelOrder } from '../api.ts';
import { orderErrorText } from '../messages.ts';

interface Props {
  order: OrderDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCancelled: () => void;
  /** A refusal in the member’s words, for the page to keep (the menu item may be gone after it). */
  onFailure: (message: string | null) => void;
}

export function CancelOrder({ order, open, onOpenChange: setOpen, onCancelled, onFailure }: Props) {
  const { t } = useTranslation(['orders', 'errors']);
  const locale = useLocale();
  const cancel = useCancelOrder(order.id);
  // One cancellation at a time: a double click lands twice before the dialog shows it is busy.
  const sending = useRef(false);
  // The machine says whether this cancellation gives money back (paid) or has none to move (unpaid).
  const refunds = findOrderTransition(OrderAction.cancel, order.status, 'client')?.escrow === 'refundAll';

  const confirm = () => {
    if (sending.current) return;
    sending.current = true;
    cancel.mutate(undefined, {
      onSuccess: () => {
        setOpen(false);
        onCancelled();
      },
      onError: (error) => {
        setOpen(false);
        onFailure(orderErrorText(t, error));
      },
      onSettled: () => {
        sending.current = false;
      },
    });
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      title={t('orders:cancel.title')}
      body={refunds ? t('orders:cancel.bodyPaid', { amount: formatMoney(order.amount, order.currency, locale) }) : t('orders:cancel.bodyUnpaid')}
      confirmLabel={cancel.isPending ? t('orders:cancel.busy') : t('orders:cancel.confirm')}
      cancelLabel={t('orders:cancel.keep')}
      onConfirm={confirm}
      busy={cancel.isPending}
      danger
      testId="cancel-dialog"
    />
  );
}
