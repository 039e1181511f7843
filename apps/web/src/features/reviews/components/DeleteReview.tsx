// The client's Delete on their review: asked first (a deleted review cannot be written again), then
// SPEC §8's "review deletion error" in the member's language when the server refuses.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { errorCodeOf } from '../../../lib/http.ts';
import { useDeleteReview } from '../api.ts';

export function DeleteReview({ reviewId }: { reviewId: string }) {
  const { t } = useTranslation(['reviews', 'errors']);
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const remove = useDeleteReview();

  const confirm = () => {
    if (remove.isPending) return;
    setFailure(null);
    remove.mutateAsync(reviewId).then(
      () => {
        setOpen(false);
        toast.success(t('reviews:delete.done'));
      },
      (error: unknown) => {
        setOpen(false);
        setFailure(error);
      },
    );
  };

  return (
    <div className="flex flex-col items-end gap-2">
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="inline-flex min-h-11 items-center rounded-lg border border-red-200 px-4 text-sm font-medium text-red-700 hover:bg-red-50"
        data-testid="review-delete"
      >
        {t('reviews:delete.button')}
      </button>
      {failure !== null && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700" data-testid="review-delete-error">
          {t('reviews:delete.failed')} {t(`errors:${errorCodeOf(failure)}`, { defaultValue: t('errors:INTERNAL') })}
        </p>
      )}
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('reviews:delete.title')}
        body={t('reviews:delete.body')}
        confirmLabel={t('reviews:delete.confirm')}
        cancelLabel={t('reviews:delete.cancel')}
        onConfirm={confirm}
        danger
        busy={remove.isPending}
        testId="review-delete-confirm"
      />
    </div>
  );
}
