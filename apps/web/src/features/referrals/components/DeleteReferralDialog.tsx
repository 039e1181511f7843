import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { errorCodeOf } from '../../../lib/http.ts';
import { useDeleteReferral } from '../api.ts';

interface Props {
  referralId: string;
  /** The referral's number, or what stands in for it. */
  name: string;
  onClose: () => void;
  onDeleted: (id: string) => void;
}

/** Confirms deleting one referral; a second click while the first is on its way sends nothing. */
export function DeleteReferralDialog({ referralId, name, onClose, onDeleted }: Props) {
  const { t } = useTranslation(['referralCart', 'errors']);
  const remove = useDeleteReferral();
  const busy = remove.isPending;
  // The button is disabled once the mutation renders as pending; this also covers a double click
  // that lands before that render.
  const sent = useRef(false);

  const confirm = () => {
    if (sent.current) return;
    sent.current = true;
    remove.mutate(referralId, {
      onSettled: () => {
        sent.current = false;
      },
      onSuccess: () => {
        toast.success(t('referralCart:deleted', { name }));
        onDeleted(referralId);
        onClose();
      },
      onError: (error) => toast.error(t(`errors:${errorCodeOf(error)}`, { defaultValue: t('errors:INTERNAL') })),
    });
  };

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      testId="delete-referral-dialog"
      title={t('referralCart:deleteDialog.title')}
      body={<span className="whitespace-pre-line break-words text-sm">{t('referralCart:deleteDialog.body', { name })}</span>}
      cancelLabel={t('referralCart:deleteDialog.cancel')}
      confirmLabel={busy ? t('referralCart:deleteDialog.deleting') : t('referralCart:deleteDialog.confirm')}
      onConfirm={confirm}
      danger
      busy={busy}
    />
  );
}
