// The member's "frequently used" value sets, each shown with its rows so the dentist sees what a set
// holds before using it. Picking hands the rows to the caller (the page or the form's dialog
// decides what to replace); deleting asks first. Used on /request/oftenDt and in the form.
import type { ReferralData, ValueSet } from '@dcm/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { errorCodeOf } from '../../../lib/http.ts';
import { useDeleteValueSet, useValueSets } from '../api.ts';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';

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

  if (sets.isPending) return <p className="py-6 text-slate-500">{t('referralPages:valueSets.loading')}</p>;
  if (sets.isError) {
    return (
      <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-red-700">
        {t('referralPages:valueSets.loadFailed')}{' '}
        <button type="button" onClick={() => void sets.refetch()} className="min-h-11 font-semibold underline">
          {t('referralPages:picker.retry')}
        </button>
      </p>
    );
  }

  if (sets.data.length === 0) {
    return (
      <div data-testid="value-sets-empty" className="rounded-2xl border border-dashed border-slate-300 bg-white px-5 py-8 text-center">
        <p className="font-semibold">{t('referralPages:valueSets.empty.title')}</p>
        <p className="mx-auto mt-2 max-w-md text-slate-600">{t('referralPages:valueSets.empty.body')}</p>
      </div>
    );
  }

  return (
    <>
      <ul className="flex flex-col gap-3" data-testid="value-sets">
        {sets.data.map((set) => (
          <li key={set.id} className="rounded-2xl border border-slate-200 bg-white p-4" data-testid="value-set">
            <h3 className="break-words font-bold">{set.name}</h3>
            <dl className="mt-2 grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1 text-sm">
              {set.values.map((row, i) => (
                <div key={i} className="contents">
                  <dt className="break-words text-slate-600">{row.title}</dt>
                  <dd className="break-words text-right font-medium tabular-nums">{row.value}</dd>
                </div>
              ))}
            </dl>
            <div className="mt-4 flex flex-wrap gap-2">
              <button
                type="button"
                onClick={() => onPick(set.values.map((row) => ({ ...row })))}
                aria-label={t('referralPages:valueSets.useNamed', { name: set.name })}
                className="min-h-11 flex-1 rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800 sm:flex-none"
              >
                {t('referralPages:valueSets.use')}
              </button>
              <button
                type="button"
                onClick={() => setDeleting(set)}
                aria-label={t('referralPages:valueSets.deleteNamed', { name: set.name })}
                className="min-h-11 rounded-lg border border-slate-300 px-4 font-medium text-slate-700 hover:border-red-300 hover:bg-red-50 hover:text-red-700"
              >
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
