// The member's "frequently used" value sets, each shown with its rows so the dentist sees what a set
// holds before using it. Picking hands the rows to the caller (the page or the form's dialog
// decides what to replace); deleting asks first. Used on /request/oftenDt and in the form.
import type { ReferralData, ValueSet } from '@dcm/shared';
import { CircleAlert, RotateCw, Star, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.tsx';
import { errorCodeOf } from '../../../lib/http.ts';
import { useDeleteValueSet, useValueSets } from '../api.ts';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { EmptyState } from '../../../components/ui/EmptyState.tsx';

interface Props {
  onPick: (values: ReferralData['values']) => void;
}

export function ValueSetPicker({ onPick }: Props) {
  const { t } = useTranslation(['referralPages', 'errors']);
  const sets = useValueSets();
  const remove = useDeleteValueSet();
  const [deleting, setDeleting] = useState<ValueSet | null>(null);

  const confirmDelete = async () => {
    if (!deleting || remove.isPending) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success(t('referralPages:valueSets.deleted', { name: deleting.name }));
    } catch (error) {
      toast.error(t(`errors:${errorCodeOf(error)}`, { defaultValue: t('errors:INTERNAL') }));
    } finally {
      setDeleting(null);
    }
  };

  if (sets.isPending) {
    return (
      <div aria-busy="true" className="flex flex-col gap-3">
        <p className="sr-only">{t('referralPages:valueSets.loading')}</p>
        {[0, 1].map((i) => (
          <div key={i} className="h-32 animate-pulse rounded-card bg-sunken" />
        ))}
      </div>
    );
  }
  if (sets.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 rounded-control border border-danger-200 bg-danger-50 px-4 py-3 text-sm text-danger-800">
        <CircleAlert aria-hidden className="size-4 shrink-0" />
        <span className="min-w-0 flex-1">{t('referralPages:valueSets.loadFailed')}</span>
        <button
          type="button"
          onClick={() => void sets.refetch()}
          className="inline-flex min-h-11 items-center gap-1.5 rounded-control border border-line bg-surface px-3 font-semibold text-ink hover:bg-sunken"
        >
          <RotateCw aria-hidden className="size-4" />
          {t('referralPages:picker.retry')}
        </button>
      </div>
    );
  }

  if (sets.data.length === 0) {
    return (
      <EmptyState testId="value-sets-empty" illustration="documents" title={t('referralPages:valueSets.empty.title')} body={t('referralPages:valueSets.empty.body')} />
    );
  }

  return (
    <>
      <ul className="flex flex-col gap-3" data-testid="value-sets">
        {sets.data.map((set) => (
          <li key={set.id} className="rounded-card border border-line bg-surface p-4 shadow-card" data-testid="value-set">
            <h3 className="flex items-center gap-2 break-words font-bold text-ink">
              <Star aria-hidden className="size-4 shrink-0 text-brand-700" />
              {set.name}
            </h3>
            <dl className="mt-3 grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1 rounded-control bg-sunken px-3 py-2 text-sm">
              {set.values.map((row, i) => (
                <div key={i} className="contents">
                  <dt className="break-words text-ink-muted">{row.title}</dt>
                  <dd className="break-words text-right font-medium tabular-nums text-ink">{row.value}</dd>
                </div>
              ))}
            </dl>
            <div className="mt-4 flex flex-wrap gap-2">
              <button
                type="button"
                onClick={() => onPick(set.values.map((row) => ({ ...row })))}
                aria-label={t('referralPages:valueSets.useNamed', { name: set.name })}
                className="min-h-11 flex-1 rounded-control bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800 sm:flex-none"
              >
                {t('referralPages:valueSets.use')}
              </button>
              <button
                type="button"
                onClick={() => setDeleting(set)}
                aria-label={t('referralPages:valueSets.deleteNamed', { name: set.name })}
                className="inline-flex min-h-11 items-center gap-1.5 rounded-control border border-line px-4 font-medium text-ink-muted hover:border-danger-200 hover:bg-danger-50 hover:text-danger-700"
              >
                <Trash2 aria-hidden className="size-4" />
                {t('referralPages:valueSets.delete')}
              </button>
            </div>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('referralPages:valueSets.confirmDelete.title')}
        body={t('referralPages:valueSets.confirmDelete.body', { name: deleting?.name ?? '' })}
        confirmLabel={t('referralPages:valueSets.delete')}
        cancelLabel={t('referralPages:cancel')}
        onConfirm={() => void confirmDelete()}
        danger
        busy={remove.isPending}
      />
    </>
  );
}
