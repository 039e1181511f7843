// /request/detailmode: one patient's referral in full detail (`?id=` opens a saved one), as numbered
// steps with a rail that says how far each is (sticky beside the form on a desktop, a progress header
// on a phone). Patients added to the same form group (/request/add) appear as tabs. Without `?id=` a
// visit that is not a return to the form starts a blank referral (use-form-visit.ts). Saving as a draft
// checks only the limits; saving complete checks everything and leads to the review of what was saved.
import { ReferralStatus } from '@dcm/shared';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../../lib/toast.tsx';
import { focusFirstInvalid } from '../../../lib/form-errors.ts';
import { errorCodeOf } from '../../../lib/http.ts';
import { useReferral } from '../api.ts';
import { FormActions } from '../components/FormActions.tsx';
import { FormNotice, FormPage } from '../components/FormPage.tsx';
import { goToStep, StepProgress, StepRail, useCurrentStep } from '../components/FormSteps.tsx';
import { NewFormButton } from '../components/NewFormButton.tsx';
import { ParkedDraftNotice } from '../components/ParkedDraftNotice.tsx';
import { ReferralFields } from '../components/ReferralFields.tsx';
import { SaveSummary } from '../components/SaveSummary.tsx';
import type { SaveStatus } from '../form-rules.ts';
import { stepStates } from '../form-steps.ts';
import { useFormVisit } from '../use-form-visit.ts';
import { useSaveForm } from '../use-save-form.ts';
import { useWorkspace, type Workspace, type WorkspaceRow } from '../workspace.ts';

const linkClass = 'font-semibold text-brand-700 underline underline-offset-2';

export default function DetailModePage() {
  // The picker, the values and the chart speak from their own catalogues: load them with the page.
  const { t } = useTranslation(['referralForm', 'referralPages', 'toothChart', 'errors']);
  const [params] = useSearchParams();
  const id = params.get('id');
  const workspace = useWorkspace((s) => s.workspace);
  // Without ?id= a new referral starts blank unless this visit returns to the form being written.
  const returned = useFormVisit('detail', !id);
  const opened = !!workspace && workspace.mode === 'detail' && (id ? workspace.rows.some((r) => r.id === id) : returned);
  const referral = useReferral(opened ? null : id);

  // Open the saved referral the address names, unless it is already the form on screen (back from a sub-page).
  useEffect(() => {
    if (!opened && id && referral.data) useWorkspace.getState().open('detail', [referral.data]);
  }, [opened, id, referral.data]);

  if (id && referral.isError) {
    return (
      <FormPage title={t('detail.title')} bar="none">
        <FormNotice tone="danger" role="alert">
          {t(`errors:${errorCodeOf(referral.error)}`, { defaultValue: t('errors:INTERNAL') })}{' '}
          <Link className={linkClass} to="/request/basket">
            {t('nav.cart')}
          </Link>
        </FormNotice>
      </FormPage>
    );
  }
  const row = opened ? workspace.rows.find((r) => r.key === workspace.activeKey) : undefined;
  if (!opened || !row) return <FormPage title={t('detail.title')} width="working" bar="belowDesktop" loading />;
  if (row.status === ReferralStatus.Requested) {
    return (
      <FormPage title={t('detail.title')} bar="none">
        <FormNotice>
          {t('detail.requested')}{' '}
          <Link className={linkClass} to={`/request/view/doc/${row.id}`}>
            {t('nav.document')}
          </Link>
        </FormNotice>
      </FormPage>
    );
  }
  return <DetailForm workspace={workspace} row={row} />;
}

function DetailForm({ workspace, row }: { workspace: Workspace; row: WorkspaceRow }) {
  const { t } = useTranslation(['referralForm', 'referralPages', 'toothChart', 'errors']);
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);
  const { save, saving, errors } = useSaveForm();
  const current = useCurrentStep();
  const rowErrors = errors[row.key] ?? {};
  const states = stepStates(row.data, rowErrors);

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
    setTimeout(() => focusFirstInvalid(form.current, Object.keys(outcome.errors[rowKey ?? ''] ?? {})), 0);
  };

  // The chart has no one control to land on: its step's heading takes the focus instead.
  const fix = (field: string) => (field === 'teeth' ? goToStep('teeth') : focusFirstInvalid(form.current, [field]));

  // One card on a desktop: what would be saved, the steps, what is missing, the actions. Below a
  // desktop only the actions show, as the bar at the bottom; the progress header does the rail's work.
  const aside = (
    <div className="lg:overflow-hidden lg:rounded-card lg:border lg:border-line lg:bg-surface lg:shadow-card">
      <SaveSummary row={row} onFix={fix}>
        <StepRail states={states} current={current} />
      </SaveSummary>
      <FormActions docked saving={saving} reviewPath="/request/detailview" onSave={(status) => void onSave(status)} />
    </div>
  );

  return (
    <FormPage width="working" bar="belowDesktop" title={t('detail.title')} intro={t('detail.intro')} actions={<NewFormButton mode="detail" />} aside={aside}>
      <ParkedDraftNotice />
      {workspace.rows.length > 1 && (
        <nav aria-label={t('detail.patients')} className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
          {workspace.rows.map((r, i) => (
            <button
              key={r.key}
              type="button"
              aria-current={r.key === row.key ? 'page' : undefined}
              onClick={() => useWorkspace.getState().setActive(r.key)}
              className={`min-h-11 shrink-0 rounded-full border px-4 text-sm font-medium ${
                r.key === row.key ? 'border-brand-700 bg-brand-700 text-white' : 'border-line bg-surface text-ink-muted hover:bg-sunken'
              } ${errors[r.key] ? 'ring-2 ring-danger-600 ring-offset-1' : ''}`}
            >
              {t('detail.patientTab', { n: i + 1, number: r.data.referralNumber || t('detail.noNumber') })}
            </button>
          ))}
        </nav>
      )}
      <StepProgress states={states} current={current} />
      <form ref={form} noValidate onSubmit={(e) => e.preventDefault()}>
        <ReferralFields row={row} errors={rowErrors} states={states} />
      </form>
    </FormPage>
  );
}
