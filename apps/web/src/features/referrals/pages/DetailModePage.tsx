// /request/detailmode: one patient's referral in full detail (`?id=` opens a saved one). Patients
// added to the same form group (/request/add) appear as tabs. Saving as a draft checks only the
// limits; saving complete checks everything and leads to the review of what was saved.
import { ReferralStatus } from '@dcm/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { focusFirstInvalid } from '../../../lib/form-errors.ts';
import { errorCodeOf } from '../../../lib/http.ts';
import { useReferral } from '../api.ts';
import { FormPage } from '../components/FormPage.tsx';
import { NewFormButton } from '../components/NewFormButton.tsx';
import { ConfirmField } from '../components/ConfirmField.tsx';
import { FormActions } from '../components/FormActions.tsx';
import { ReferralFields } from '../components/ReferralFields.tsx';
import type { SaveStatus } from '../form-rules.ts';
import { useSaveForm } from '../use-save-form.ts';
import { useWorkspace } from '../workspace.ts';

export default function DetailModePage() {
  // The picker, the values and the chart speak from their own catalogues: load them with the page.
  const { t } = useTranslation(['referralForm', 'referralPages', 'toothChart', 'errors']);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id');
  const workspace = useWorkspace((s) => s.workspace);
  const opened = !!workspace && workspace.mode === 'detail' && (!id || workspace.rows.some((r) => r.id === id));
  const referral = useReferral(opened ? null : id);
  const { save, saving, errors } = useSaveForm();

  // Open what the address names, unless it is already the form on screen (back from a sub-page).
  useEffect(() => {
    if (opened) return;
    if (!id) useWorkspace.getState().start('detail');
    else if (referral.data) useWorkspace.getState().open('detail', [referral.data]);
  }, [opened, id, referral.data]);

  if (id && referral.isError) {
    return (
      <FormPage title={t('detail.title')}>
        <p role="alert" className="rounded-xl bg-white p-6 text-slate-700">
          {t(`errors:${errorCodeOf(referral.error)}`, { defaultValue: t('errors:INTERNAL') })}{' '}
          <Link className="font-semibold text-brand-700 underline" to="/request/basket">
            {t('nav.cart')}
          </Link>
        </p>
      </FormPage>
    );
  }
  const row = opened ? workspace.rows.find((r) => r.key === workspace.activeKey) : undefined;
  if (!opened || !row) return <FormPage title={t('detail.title')} loading />;
  if (row.status === ReferralStatus.Requested) {
    return (
      <FormPage title={t('detail.title')}>
        <p className="rounded-xl bg-white p-6 text-slate-700">
          {t('detail.requested')}{' '}
          <Link className="font-semibold text-brand-700 underline" to={`/request/view/doc/${row.id}`}>
            {t('nav.document')}
          </Link>
        </p>
      </FormPage>
    );
  }

  const onSave = async (status: SaveStatus) => {
    const outcome = await save(status);
    if (outcome.ok) {
      if (status === ReferralStatus.Draft) toast.success(t('save.drafted'));
      else navigate('/request/detailview');
      return;
    }
    if (outcome.message) toast.error(outcome.message);
    const rowKey = Object.keys(outcome.errors)[0];
    if (rowKey && rowKey !== workspace.activeKey) useWorkspace.getState().setActive(rowKey);
    setTimeout(() => focusFirstInvalid(document.querySelector('form'), Object.keys(outcome.errors[rowKey ?? ''] ?? {})), 0);
  };

  const rowErrors = errors[row.key] ?? {};
  return (
    <FormPage title={t('detail.title')} intro={t('detail.intro')} actions={<NewFormButton mode="detail" />}>
      {workspace.rows.length > 1 && (
        <nav aria-label={t('detail.patients')} className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
          {workspace.rows.map((r, i) => (
            <button
              key={r.key}
              type="button"
              aria-current={r.key === row.key ? 'page' : undefined}
              onClick={() => useWorkspace.getState().setActive(r.key)}
              className={`min-h-11 shrink-0 rounded-full px-4 text-sm font-medium ${r.key === row.key ? 'bg-brand-600 text-white' : 'bg-white text-slate-700 hover:bg-slate-100'} ${errors[r.key] ? 'ring-2 ring-red-500' : ''}`}
            >
              {t('detail.patientTab', { n: i + 1, number: r.data.referralNumber || t('detail.noNumber') })}
            </button>
          ))}
        </nav>
      )}
      <form noValidate onSubmit={(e) => e.preventDefault()} className="flex flex-col gap-6">
        <ReferralFields row={row} errors={rowErrors} />
        <ConfirmField
          checked={row.data.confirmed}
          onChange={(confirmed) => useWorkspace.getState().updateData(row.key, { confirmed })}
          error={rowErrors.confirmed}
        />
        <FormActions saving={saving} reviewPath="/request/detailview" onSave={(status) => void onSave(status)} />
      </form>
    </FormPage>
  );
}
