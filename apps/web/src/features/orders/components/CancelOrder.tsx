// The client withdraws before the T-esigner answered (SPEC §9): unpaid, nothing moves; paid, the
// whole amount comes back to their mileage at once. Either way the referrals return to the cart.
import { findOrderTransition, OrderAction, type OrderDetail } from '@dcm/shared';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { useLocale } from '../../../lib/format.ts';
import { formatMoney } from '../../../lib/money.ts';
import { useCancelOrder } from '../api.ts';
import { orderErrorText } from '../messages.ts';

interface Props {
  order: OrderDetail;
  onCancelled: () => void;
  /** A refusal in the member's words, for the page to keep (this button may be gone after it). */
  onFailure: (message: string | null) => void;
}

export function CancelOrder({ order, onCancelled, onFailure }: Props) {
  const { t } = useTranslation(['orders', 'errors']);
  const locale = useLocale();
  const cancel = useCancelOrder(order.id);
  const [open, setOpen] = useState(false);
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
    <>
      <button
        type="button"
        onClick={() => {
          onFailure(null);
          setOpen(true);
        }}
        className="inline-flex min-h-11 items-center justify-center rounded-lg border border-slate-300 bg-white px-4 font-medium text-slate-800 hover:bg-slate-100"
      >
        {t('orders:cancel.open')}
      </button>
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
    </>
  );
}
