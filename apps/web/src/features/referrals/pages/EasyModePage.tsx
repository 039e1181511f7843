// /request/easymode: several patients in one form, one row each (`?group=` opens a saved form
// group), laid out as a dense table on a wide screen (a header of columns, a line per patient) and as
// a card per patient on a phone. A row holds what a simple case needs; one confirmation covers the
// whole form, and the rows are saved together into one form group.
import { describeSelection, REFERRAL_DETAILS_MAX, REFERRAL_NUMBER_MAX, ReferralStatus } from '@dcm/shared';
import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../../lib/toast.tsx';
import { inputClass } from '../../../components/Field.tsx';
import { Sheet } from '../../../components/Sheet.tsx';
import { ToothChart } from '../../../components/tooth-chart/ToothChart.tsx';
import { focusFirstInvalid } from '../../../lib/form-errors.ts';
import { errorCodeOf } from '../../../lib/http.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { useFormGroup } from '../api.ts';
import { CodeSelect } from '../components/CodeSelect.tsx';
import { ConfirmField } from '../components/ConfirmField.tsx';
import { FormActions } from '../components/FormActions.tsx';
import { FormNotice, FormPage } from '../components/FormPage.tsx';
import { NewFormButton } from '../components/NewFormButton.tsx';
import { ParkedDraftNotice } from '../components/ParkedDraftNotice.tsx';
import { ProsthesisField } from '../components/ReferralFields.tsx';
import { ReferralFiles } from '../components/ReferralFiles.tsx';
import { checkRow, errorAt, type SaveStatus } from '../form-rules.ts';
import { useReferralNumberError } from '../use-referral-number-error.ts';
import { useFormVisit } from '../use-form-visit.ts';
import { useSaveForm } from '../use-save-form.ts';
import { useWorkspace, type WorkspaceRow } from '../workspace.ts';

/**
 * The table's columns from 1280 px: number, referral number, processing, prosthesis, teeth, scan,
 * details, remove. The header and every row share them; below that a row wraps into two columns,
 * and on a phone into one.
 */
const COLUMNS =
  'xl:grid-cols-[2rem_minmax(0,0.9fr)_minmax(0,0.9fr)_minmax(0,1.35fr)_minmax(0,1.1fr)_minmax(0,1.15fr)_minmax(0,1.2fr)_2.75rem] xl:items-start xl:gap-x-3';

export default function EasyModePage() {
  // The picker, the values and the chart speak from their own catalogues: load them with the page.
  const { t } = useTranslation(['referralForm', 'referralPages', 'toothChart', 'errors']);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const groupId = params.get('group');
  const workspace = useWorkspace((s) => s.workspace);
  // Without ?group= a new form starts blank unless this visit returns to the form being written.
  const returned = useFormVisit('simple', !groupId);
  const opened = !!workspace && workspace.mode === 'simple' && (groupId ? workspace.groupId === groupId : returned);
  const group = useFormGroup(opened ? null : groupId);
  const { save, saving, errors } = useSaveForm();

  useEffect(() => {
    if (!opened && groupId && group.data) useWorkspace.getState().open('simple', group.data);
  }, [opened, groupId, group.data]);

  if (groupId && group.isError) {
    return (
      <FormPage title={t('simple.title')} width="working" bar="none">
        <FormNotice tone="danger" role="alert">
          {t(`errors:${errorCodeOf(group.error)}`, { defaultValue: t('errors:INTERNAL') })}
        </FormNotice>
      </FormPage>
    );
  }
  if (!opened) return <FormPage title={t('simple.title')} width="working" loading />;

  const editable = workspace.rows.filter((r) => r.status !== ReferralStatus.Requested);
  const allConfirmed = editable.length > 0 && editable.every((r) => r.data.confirmed);
  const confirmError = editable.map((r) => errors[r.key]?.confirmed).find(Boolean);
  // Ready: a complete save would find nothing to fix but the one confirmation of the whole form.
  const ready = editable.filter((r) => Object.keys(checkRow({ ...r.data, confirmed: true }, ReferralStatus.Complete)).length === 0).length;

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
    <FormPage title={t('simple.title')} intro={t('simple.intro')} width="working" actions={<NewFormButton mode="simple" />}>
      <ParkedDraftNotice />
      <form noValidate onSubmit={(e) => e.preventDefault()} className="flex flex-col gap-4">
        <div className="sm:overflow-hidden sm:rounded-card sm:border sm:border-line sm:bg-surface sm:shadow-card">
          <div aria-hidden className={`hidden border-b border-line bg-sunken px-4 py-2.5 text-xs font-semibold text-ink-muted xl:grid ${COLUMNS}`}>
            <span>#</span>
            <span>{t('fields.referralNumber')}</span>
            <span>{t('fields.processing')}</span>
            <span>{t('fields.prosthesis')}</span>
            <span>{t('fields.teeth')}</span>
            <span>{t('files.scan')}</span>
            <span>{t('fields.details')}</span>
            <span />
          </div>
          <ol className="flex flex-col gap-3 sm:gap-0 sm:divide-y sm:divide-line">
            {workspace.rows.map((row, i) => (
              <PatientRow key={row.key} row={row} index={i} errors={errors[row.key] ?? {}} removable={workspace.rows.length > 1 && !row.id} />
            ))}
          </ol>
        </div>
        <button
          type="button"
          onClick={() => useWorkspace.getState().addRow(last?.key)}
          className="inline-flex min-h-12 items-center justify-center gap-2 rounded-card border-2 border-dashed border-brand-300 bg-surface text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          <Plus aria-hidden className="size-4" />
          {t('simple.addPatient')}
        </button>
        <ConfirmField
          all
          checked={allConfirmed}
          onChange={(confirmed) => editable.forEach((r) => useWorkspace.getState().updateData(r.key, { confirmed }))}
          error={confirmError}
        />
        <FormActions
          saving={saving}
          reviewPath="/request/easyview"
          onSave={(status) => void onSave(status)}
          status={<span className="tabular-nums">{t('simple.readyCount', { count: workspace.rows.length, ready })}</span>}
        />
      </form>
    </FormPage>
  );
}

function PatientRow({ row, index, errors, removable }: { row: WorkspaceRow; index: number; errors: Record<string, string>; removable: boolean }) {
  const { t } = useTranslation('referralForm');
  const id = useId();
  const [charting, setCharting] = useState(false);
  const update = (change: Partial<WorkspaceRow['data']>) => useWorkspace.getState().updateData(row.key, change);
  const error = (path: string) => errorAt(errors, path);
  const numberError = useReferralNumberError(row.data.referralNumber, error('referralNumber'));
  const requested = row.status === ReferralStatus.Requested;
  const invalid = Object.keys(errors).length > 0;
  const name = t('simple.patient', { n: index + 1 });

  return (
    <li
      data-row={row.key}
      data-testid="patient-row"
      className={`rounded-card border bg-surface p-4 shadow-card sm:rounded-none sm:border-0 sm:shadow-none xl:px-4 xl:py-3 ${
        invalid ? 'border-danger-600 sm:bg-danger-50/50' : 'border-line'
      }`}
    >
      <div role="group" aria-labelledby={`${id}-name`} className={`grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-4 sm:grid-cols-2 ${COLUMNS}`}>
        <h2 id={`${id}-name`} className="flex min-h-11 items-center text-base font-bold text-ink xl:min-h-11 xl:justify-center">
          <span className="xl:sr-only">{name}</span>
          <span aria-hidden className="hidden size-7 items-center justify-center rounded-full bg-brand-50 text-xs font-bold text-brand-800 tabular-nums xl:flex">
            {index + 1}
          </span>
        </h2>
        <div className="flex justify-end xl:order-last">
          {removable && (
            <button
              type="button"
              aria-label={t('simple.removeNamed', { name })}
              className="inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-control px-2 text-sm text-ink-muted hover:bg-danger-50 hover:text-danger-700"
              onClick={() => useWorkspace.getState().removeRow(row.key)}
            >
              <Trash2 aria-hidden className="size-4" />
              <span className="xl:sr-only">{t('simple.removePatient')}</span>
            </button>
          )}
        </div>
        {requested ? (
          <p className="col-span-full text-sm text-ink-muted xl:col-span-6 xl:min-h-11 xl:content-center">{t('detail.requested')}</p>
        ) : (
          <>
            <Cell name="referralNumber" label={t('fields.referralNumber')} error={numberError} hint={index === 0 ? t('fields.referralNumberHint', { max: REFERRAL_NUMBER_MAX }) : undefined}>
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
            </Cell>
            <Cell name="processing" label={t('fields.processing')} error={error('processing')}>
              {(a11y) => <CodeSelect group="processing" a11y={a11y} value={row.data.processing} onChange={(processing) => update({ processing })} />}
            </Cell>
            <div className="col-span-2 flex min-w-0 flex-col gap-1.5 sm:col-span-1">
              <span className="text-sm font-medium text-ink xl:sr-only">{t('fields.prosthesis')}</span>
              <ProsthesisField row={row} errors={errors} dense />
            </div>
            <div data-field="teeth" className="col-span-2 flex min-w-0 flex-col gap-1.5 sm:col-span-1">
              <span className="text-sm font-medium text-ink xl:sr-only">{t('fields.teeth')}</span>
              <div className="flex flex-wrap items-center gap-2">
                <span className={`min-w-0 flex-1 basis-32 text-sm ${row.data.teeth.teeth.length > 0 ? 'font-medium text-ink' : 'text-ink-subtle'}`} data-testid="teeth-words">
                  {describeSelection(row.data.teeth, currentLocale())}
                </span>
                <button
                  type="button"
                  className="inline-flex min-h-11 items-center rounded-control border border-brand-600 bg-surface px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
                  onClick={() => setCharting(true)}
                >
                  {t('simple.chooseTeeth')}
                </button>
              </div>
              {error('teeth') && <p className="text-sm text-danger-700">{error('teeth')}</p>}
            </div>
            <div className="col-span-2 min-w-0 sm:col-span-1">
              <ReferralFiles row={row} scanOnly dense scanError={error('scanFileId')} />
            </div>
            <Cell name="details" label={t('fields.details')} error={error('details')} aside={`${[...row.data.details].length}/${REFERRAL_DETAILS_MAX}`}>
              {(a11y) => <textarea {...a11y} rows={2} className={`${inputClass} resize-y`} value={row.data.details} onChange={(e) => update({ details: e.target.value })} />}
            </Cell>
          </>
        )}
      </div>
      <Sheet
        open={charting}
        onOpenChange={setCharting}
        title={t('simple.teethTitle', { n: index + 1 })}
        wide
        footer={
          <button type="button" className="min-h-11 rounded-control bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800" onClick={() => setCharting(false)}>
            {t('prosthesis.done')}
          </button>
        }
      >
        <ToothChart label={t('fields.teeth')} value={row.data.teeth} onChange={(teeth) => update({ teeth })} />
      </Sheet>
    </li>
  );
}

interface CellA11y {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

/**
 * One field of a patient's row: its label above it on a phone and a tablet, read out only where the
 * table's header names the column; its hint and error under it, wired to the control.
 */
function Cell({ name, label, hint, error, aside, children }: { name: string; label: string; hint?: string; error?: string; aside?: string; children: (a11y: CellA11y) => ReactNode }) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="col-span-2 flex min-w-0 flex-col gap-1.5 sm:col-span-1" data-field={name}>
      <label htmlFor={id} className="flex items-baseline gap-1.5 text-sm font-medium text-ink xl:sr-only">
        {label}
        {aside && <span className="font-normal tabular-nums text-ink-subtle">{aside}</span>}
      </label>
      {children({ id, 'aria-invalid': !!error, 'aria-describedby': describedBy })}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-ink-subtle xl:sr-only">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-danger-700">
          {error}
        </p>
      )}
    </div>
  );
}
