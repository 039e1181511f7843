// /request/oftenDt: the member's frequently used value sets; using one replaces the numeric values of
// the referral being written (the active row), after asking when it already has some.
import type { ReferralData } from '@dcm/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../../lib/toast.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { FormSubPage } from '../components/FormSubPage.tsx';
import { ValueSetPicker } from '../components/ValueSetPicker.tsx';
import { filledRows } from '../components/ValueRowsEditor.tsx';
import { formPathOf, formState, useWorkspace } from '../workspace.ts';

type Values = ReferralData['values'];

export default function OftenValuesPage() {
  const { t } = useTranslation('referralPages');
  const navigate = useNavigate();
  const [pending, setPending] = useState<{ values: Values; replacing: number } | null>(null);

  const apply = (values: Values) => {
    const { workspace, updateData } = useWorkspace.getState();
    if (!workspace) return;
    updateData(workspace.activeKey, { values });
    setPending(null);
    toast.success(t('oftenValues.applied', { count: values.length }));
    void navigate(formPathOf(workspace.mode), { state: formState(workspace.key) });
  };

  const pick = (values: Values) => {
    const { workspace } = useWorkspace.getState();
    const current = workspace?.rows.find((r) => r.key === workspace.activeKey)?.data.values ?? [];
    const replacing = filledRows(current).length;
    if (replacing > 0) setPending({ values, replacing });
    else apply(values);
  };

  return (
    <FormSubPage
      testId="often-values-page"
      title={t('oftenValues.title')}
      intro={
        <>
          {t('oftenValues.intro')}{' '}
          <Link to="/request/numvalue" className="inline-flex min-h-11 items-center font-medium text-brand-700 underline-offset-2 hover:underline">
            {t('oftenValues.byHand')}
          </Link>
        </>
      }
    >
      {() => (
        <>
          <ValueSetPicker onPick={pick} />
          <ConfirmDialog
            open={!!pending}
            onOpenChange={(open) => !open && setPending(null)}
            title={t('oftenValues.confirm.title')}
            body={t('oftenValues.confirm.body', { current: pending?.replacing ?? 0, next: pending?.values.length ?? 0 })}
            confirmLabel={t('oftenValues.confirm.replace')}
            cancelLabel={t('cancel')}
            onConfirm={() => pending && apply(pending.values)}
          />
        </>
      )}
    </FormSubPage>
  );
}
