// The T-esigner declines a contract request: the reason is required (≤ 300 characters, SPEC §9) and
// the client reads it on their page; the whole payment goes back to the client.
import { ErrorCode, OrderReasonBody, type OrderDetail } from '@dcm/shared';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '../../../components/ReasonDialog.tsx';
import { errorCodeOf } from '../../../lib/http.ts';
import { useDeclineOrder } from '../api.ts';
import { orderErrorText } from '../messages.ts';

/** SPEC §9 text limit for the reason the client reads (the shared schema holds the same). */
export const DECLINE_REASON_MAX = 300;

interface Props {
  order: OrderDetail;
  onClose: () => void;
  onDeclined: () => void;
  /** The order moved on meanwhile ("already processed"): the page keeps the message, this dialog closes. */
  onStale: (message: string) => void;
}

export function DeclineDialog({ order, onClose, onDeclined, onStale }: Props) {
  const { t } = useTranslation(['orders', 'common', 'errors']);
  const decline = useDeclineOrder(order.id);
  const [formError, setFormError] = useState<string | null>(null);
  // One decline however often the button is pressed: the ref holds before the button shows busy.
  const sending = useRef(false);

  const decide = async (reason: string) => {
    if (sending.current) return;
    sending.current = true;
    setFormError(null);
    try {
      await decline.mutateAsync({ reason });
      onDeclined();
    } finally {
      sending.current = false;
    }
  };

  const failed = (error: unknown) => {
    if (errorCodeOf(error) === ErrorCode.InvalidTransition) onStale(orderErrorText(t, error));
    else setFormError(orderErrorText(t, error));
  };

  return (
    <ReasonDialog
      open
      onOpenChange={(open) => !open && onClose()}
      testId="decline-dialog"
      title={t('orders:decline.title')}
      body={t('orders:decline.body', { client: order.client.nickname })}
      reason={{ label: t('orders:decline.reason'), hint: t('orders:decline.reasonHint'), max: DECLINE_REASON_MAX }}
      schema={OrderReasonBody}
      submitLabel={t('orders:decline.confirm')}
      busyLabel={t('orders:decline.busy')}
      cancelLabel={t('orders:decline.back')}
      danger
      pending={decline.isPending}
      onSubmit={decide}
      onError={failed}
      formError={formError}
      formErrorTestId="decline-error"
    />
  );
}
