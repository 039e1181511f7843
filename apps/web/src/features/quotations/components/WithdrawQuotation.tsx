// Withdrawing a submitted quotation, after one question: it is final (the server counts a withdrawn
// quotation as the T-esigner's one quotation on the request, so they cannot send another).
import { findQuotationTransition, QuotationAction, type Quotation } from '@dcm/shared';
import { Undo2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { errorCodeOf } from '../../../lib/http.ts';
import { useWithdrawQuotation } from '../api.ts';

export function WithdrawQuotation({ quotation, disabled = false }: { quotation: Quotation; disabled?: boolean }) {
  const { t } = useTranslation(['quotations', 'errors']);
  const [open, setOpen] = useState(false);
  const withdraw = useWithdrawQuotation();
  const running = useRef(false);

  if (!findQuotationTransition(QuotationAction.Withdraw, quotation.status, 'designer')) return null;

  const confirm = () => {
    if (running.current) return;
    running.current = true;
    withdraw.mutate(quotation.id, {
      onSettled: () => {
        running.current = false;
        setOpen(false);
      },
      onSuccess: () => toast.success(t('quotations:withdraw.done')),
      onError: (error) => toast.error(t(`errors:${errorCodeOf(error)}`, { defaultValue: t('errors:INTERNAL') })),
    });
  };

  return (
    <>
      <button
        type="button"
        disabled={disabled || withdraw.isPending}
        onClick={() => setOpen(true)}
        className="inline-flex min-h-11 items-center justify-center gap-2 rounded-control border border-danger-200 bg-surface px-4 font-medium text-danger-700 hover:bg-danger-50 disabled:opacity-60"
      >
        <Undo2 aria-hidden className="size-4" />
        {t('quotations:withdraw.open')}
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('quotations:withdraw.title')}
        body={t('quotations:withdraw.body')}
        confirmLabel={withdraw.isPending ? t('quotations:withdraw.busy') : t('quotations:withdraw.confirm')}
        cancelLabel={t('quotations:withdraw.cancel')}
        onConfirm={confirm}
        danger
        busy={withdraw.isPending}
        testId="withdraw-dialog"
      />
    </>
  );
}
