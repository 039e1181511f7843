// Asking the refund of a charge from the charges tab (SPEC §9): the charge the dialog asks about, the
// one request it sends, and where its answer shows (a toast, or the dialog when a retry may help).
import { ErrorCode, type ChargeItem } from '@dcm/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast.tsx';
import { useLocale } from '../../lib/format.ts';
import { errorCodeOf } from '../../lib/http.ts';
import { formatMoney } from '../../lib/money.ts';
import { useAskRefund } from './history-api.ts';

/** Refusals after which the dialog has nothing left to retry: the charge's state changed. */
const REFUND_REFUSALS: readonly string[] = [ErrorCode.RefundPeriodOver, ErrorCode.RefundAlreadyRequested, ErrorCode.ChargeSpent];

export function useRefundAsk() {
  const { t } = useTranslation(['mileageHistory', 'errors']);
  const locale = useLocale();
  const ask = useAskRefund();
  const [asking, setAsking] = useState<ChargeItem | null>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);

  const open = (charge: ChargeItem) => {
    setDialogError(null);
    setAsking(charge);
  };

  const close = () => setAsking(null);

  const confirm = () => {
    // One request however often the button is pressed: it stays disabled while this one runs.
    if (!asking || ask.isPending) return;
    const charge = asking;
    const amount = formatMoney(charge.amount, charge.currency, locale);
    setDialogError(null);
    ask.mutate(charge.id, {
      onSuccess: () => {
        setAsking(null);
        toast.success(t('mileageHistory:refund.asked', { amount }));
      },
      onError: (error) => {
        const code = errorCodeOf(error);
        const message = t(`errors:${code}`, { defaultValue: t('errors:INTERNAL') });
        // The charge cannot be refunded after all: the list shows why. Anything else may be retried.
        if (REFUND_REFUSALS.includes(code)) {
          setAsking(null);
          toast.error(message);
        } else setDialogError(message);
      },
    });
  };

  return { asking, dialogError, sending: ask.isPending, open, close, confirm };
}
