// /request/easymode: several patients in one form, one row each (`?group=` opens a saved form
// group). A row holds what a simple case needs; one confirmation covers the whole form, and the
// rows are saved together into one form group.
import { describeSelection, REFERRAL_DETAILS_MAX, REFERRAL_NUMBER_MAX, ReferralStatus } from '@dcm/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Field, inputClass } from '../../../components/Field.tsx';
import { Sheet } from '../../../components/Sheet.tsx';
import { ToothChart } from '../../../components/tooth-chart/ToothChart.tsx';
import { focusFirstInvalid } from '../../../lib/form-errors.ts';
import { errorCodeOf } from '../../../lib/http.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { useFormGroup } from '../api.ts';
import { CodeSelect } from '../components/CodeSelect.tsx';
import { ConfirmField } from '../components/ConfirmField.tsx';
import { FormActions } from '../components/FormActions.tsx';
import { FormPage } from '../components/FormPage.tsx';
import { NewFormButton } from '../components/NewFormButton.tsx';
import { ProsthesisField } from '../components/ReferralFields.tsx';
import { ReferralFiles } from '../components/ReferralFiles.tsx';
import { errorAt, type SaveStatus } from '../form-rules.ts';
import { useSaveForm } from '../use-save-form.ts';
import { useWorkspace, type WorkspaceRow } from '../workspace.ts';

export default function EasyModePage() {
  // The picker, the values and the chart speak from their own catalogues: load them with the page.
  const { t } = useTranslation(['referralForm', 'referralPages', 'toothChart', 'errors']);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const groupId = params.get('group');
  const workspace = useWorkspace((s) => s.workspace);
  const opened = !!workspace && workspace.mode === 'simple' && (!groupId || workspace.groupId === groupId);
  const group = useFormGroup(opened ? null : groupId);
  const { save, saving, errors } = useSaveForm();

  useEffect(() => {
    if (opened) return;
    if (!groupId) useWorkspace.getState().start('simple');
    else if (group.data) useWorkspace.getState().open('simple', group.data);
  }, [opened, groupId, group.data]);

  if (groupId && group.isError) {
    return (
      <FormPage title={t('simple.title')}>
        <p role="alert" className="rounded-xl bg-white p-6">
          {t(`errors:${errorCodeOf(group.error)}`, { defaultValue: t('errors:INTERNAL') })}
        </p>
      </FormPage>
    );
  }
  if (!opened) return <FormPage title={t('simple.title')} loading />;

  const editable = workspace.rows.filter((r) => r.status !== ReferralStatus.Requested);
  const allConfirmed = editable.length > 0 && editable.every((r) => r.data.confirmed);
  const confirmError = editable.map((r) => errors[r.key]?.confirmed).find(Boolean);

  const onSave = async (status: SaveStatus) => {
    const outcome = await save(status);
    if (outcome.ok) {
      if (status === ReferralStatus.Draft) toast.success(t('save.drafted'));
      else navigate('/request/easyview');
      return;
    }
    if (outcome.message) toast.error(outcome.message);
    const first = Object.entries(outcome.errors)[0];
    if (first) {
      const [rowKey, rowErrors] = first;
      setTimeout(() => focusFirstInvalid(document.querySelector(`[data-row="${rowKey}"]`) as HTMLFormElement | null, Object.keys(rowErrors)), 0);
    }
  };

  const last = workspace.rows[workspace.rows.length - 1];
  return (
    <FormPage title={t('simple.title')} intro={t('simple.intro')} actions={<NewFormButton mode="simple" />}>
      <form noValidate onSubmit={(e) => e.preventDefault()} className="flex flex-col gap-4">
        <ol className="flex flex-col gap-4">
          {workspace.rows.map((row, i) => (
            <PatientRow key={row.key} row={row} index={i} errors={errors[row.key] ?? {}} removable={workspace.rows.length > 1 && !row.id} />
          ))}
        </ol>
        <button
          type="button"
          onClick={() => useWorkspace.getState().addRow(last?.key)}
          className="min-h-12 rounded-2xl border-2 border-dashed border-brand-300 bg-white text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          {t('simple.addPatient')}
        </button>
        <ConfirmField
          all
          checked={allConfirmed}
          onChange={(confirmed) => editable.forEach((r) => useWorkspace.getState().updateData(r.key, { confirmed }))}
          error={confirmError}
        />
        <FormActions saving={saving} reviewPath="/request/easyview" onSave={(status) => void onSave(status)} />
      </form>
    </FormPage>
  );
}

function PatientRow({ row, index, errors, removable }: { row: WorkspaceRow; index: number; errors: Record<string, string>; removable: boolean }) {
  const { t } = useTranslation('referralForm');
  const [charting, setCharting] = useState(false);
  const update = (change: Partial<WorkspaceRow['data']>) => useWorkspace.getState().updateData(row.key, change);
  const error = (path: string) => errorAt(errors, path);
  const requested = row.status === ReferralStatus.Requested;

  return (
    <li data-row={row.key} data-testid="patient-row" className={`rounded-2xl bg-white p-4 shadow-sm sm:p-5 ${Object.keys(errors).length > 0 ? 'ring-2 ring-red-400' : ''}`}>
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 className="font-bold">{t('simple.patient', { n: index + 1 })}</h2>
        {removable && (
          <button type="button" className="min-h-11 rounded-lg px-3 text-sm text-slate-600 hover:bg-slate-100" onClick={() => useWorkspace.getState().removeRow(row.key)}>
            {t('simple.removePatient')}
          </button>
        )}
      </div>
      {requested ? (
        <p className="text-sm text-slate-600">{t('detail.requested')}</p>
      ) : (
        <fieldset className="flex flex-col gap-4" aria-label={t('simple.patient', { n: index + 1 })}>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field name="referralNumber" label={t('fields.referralNumber')} hint={index === 0 ? t('fields.referralNumberHint', { max: REFERRAL_NUMBER_MAX }) : undefined} error={error('referralNumber')}>
              {(a11y) => (
                <input
                  {...a11y}
                  className={inputClass}
                  autoComplete="off"
                  value={row.data.referralNumber}
                  placeholder={t('fields.referralNumberPlaceholder')}
                  onChange={(e) => update({ referralNumber: e.target.value })}
                />
              )}
            </Field>
            <Field name="processing" label={t('fields.processing')} error={error('processing')}>
              {(a11y) => <CodeSelect group="processing" a11y={a11y} value={row.data.processing} onChange={(processing) => update({ processing })} />}
            </Field>
          </div>
          <div className="flex flex-col gap-1.5">
            <span className="text-sm font-medium">{t('fields.prosthesis')}</span>
            <ProsthesisField row={row} errors={errors} compact />
          </div>
          <div data-field="teeth" className="flex flex-col gap-1.5">
            <span className="text-sm font-medium">{t('fields.teeth')}</span>
            <div className="flex flex-wrap items-center gap-3">
              <span className="min-w-0 flex-1 text-sm text-slate-700" data-testid="teeth-words">
                {describeSelection(row.data.teeth, currentLocale())}
              </span>
              <button type="button" className="min-h-11 rounded-lg border border-brand-600 px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50" onClick={() => setCharting(true)}>
                {t('simple.chooseTeeth')}
              </button>
            </div>
            {error('teeth') && <p className="text-sm text-red-600">{error('teeth')}</p>}
          </div>
          <ReferralFiles row={row} scanOnly scanError={error('scanFileId')} />
          <Field name="details" label={t('fields.details')} error={error('details')} aside={`${[...row.data.details].length}/${REFERRAL_DETAILS_MAX}`}>
            {(a11y) => <textarea {...a11y} rows={2} className={`${inputClass} resize-y`} value={row.data.details} onChange={(e) => update({ details: e.target.value })} />}
          </Field>
        </fieldset>
      )}
      <Sheet
        open={charting}
        onOpenChange={setCharting}
        title={t('simple.teethTitle', { n: index + 1 })}
        wide
        footer={
          <button type="button" className="min-h-11 rounded-lg bg-brand-600 px-5 text-sm font-semibold text-white hover:bg-brand-700" onClick={() => setCharting(false)}>
            {t('prosthesis.done')}
          </button>
        }
      >
        <ToothChart label={t('fields.teeth')} value={row.data.teeth} onChange={(teeth) => update({ teeth })} />
      </Sheet>
    </li>
  );
}
