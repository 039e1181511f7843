// One patient's referral in full detail (SPEC §3 Referral) as the form's numbered steps: number and
// processing; prosthesis types and counts, the tooth chart and the pontic; implant and numeric values;
// files; details and the confirmation. Every change goes straight to the workspace row, so nothing
// typed is lost on a sub-page or reload.
import {
  MAX_UNITS_PER_FORM,
  REFERRAL_DETAILS_MAX,
  REFERRAL_IMPLANT_PLATFORM_MAX,
  REFERRAL_NUMBER_MAX,
  type ReferralData,
} from '@dcm/shared';
import { BookmarkPlus, Plus, Star, X } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Field, inputClass } from '../../../components/Field.tsx';
import { Sheet } from '../../../components/Sheet.tsx';
import { ToothChart } from '../../../components/tooth-chart/ToothChart.tsx';
import { useCodes } from '../../../lib/codes.ts';
import { errorAt, unitsOf } from '../form-rules.ts';
import type { StepKey, StepState } from '../form-steps.ts';
import { useReferralNumberError } from '../use-referral-number-error.ts';
import { useWorkspace, type WorkspaceRow } from '../workspace.ts';
import { CodeSelect } from './CodeSelect.tsx';
import { ConfirmField } from './ConfirmField.tsx';
import { StepCard } from './FormSteps.tsx';
import { ProsthesisTypePicker } from './ProsthesisTypePicker.tsx';
import { ReferralFiles } from './ReferralFiles.tsx';
import { ValueRowsEditor } from './ValueRowsEditor.tsx';
import { ValueSetPicker } from './ValueSetPicker.tsx';

interface Props {
  row: WorkspaceRow;
  /** Translated messages by field path (`referralNumber`, `prosthesis.0.count`…). */
  errors: Record<string, string>;
}

/** The detail form's five steps, each a numbered card: the case, teeth and prosthesis, implant and values, files, details and the confirmation. */
export function ReferralFields({ row, errors, states }: Props & { states: Record<StepKey, StepState> }) {
  const { t } = useTranslation(['referralForm', 'common']);
  const data = row.data;
  const update = (change: Partial<ReferralData>) => useWorkspace.getState().updateData(row.key, change);
  const error = (path: string) => errorAt(errors, path);
  const numberError = useReferralNumberError(data.referralNumber, error('referralNumber'));

  return (
    <div className="flex flex-col gap-5">
      <StepCard step="case" state={states.case}>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field name="referralNumber" label={t('fields.referralNumber')} hint={t('fields.referralNumberHint', { max: REFERRAL_NUMBER_MAX })} error={numberError}>
            {(a11y) => (
              <input
                {...a11y}
                className={inputClass}
                value={data.referralNumber}
                inputMode="text"
                autoComplete="off"
                maxLength={REFERRAL_NUMBER_MAX + 5}
                placeholder={t('fields.referralNumberPlaceholder')}
                onChange={(e) => update({ referralNumber: e.target.value })}
              />
            )}
          </Field>
          <Field name="processing" label={t('fields.processing')} error={error('processing')}>
            {(a11y) => <CodeSelect group="processing" a11y={a11y} value={data.processing} onChange={(processing) => update({ processing })} />}
          </Field>
        </div>
      </StepCard>

      <StepCard step="teeth" state={states.teeth}>
        <Part title={t('sections.prosthesis')}>
          <ProsthesisField row={row} errors={errors} />
        </Part>
        <Part title={t('sections.teeth')}>
          <div data-field="teeth" className="flex flex-col gap-2">
            <div className={`rounded-control border p-3 sm:p-4 ${error('teeth') ? 'border-danger-600' : 'border-line'}`}>
              <ToothChart label={t('fields.teeth')} value={data.teeth} onChange={(teeth) => update({ teeth })} />
            </div>
            {error('teeth') && <p className="text-sm text-danger-700">{error('teeth')}</p>}
          </div>
          <Field name="pontic" label={t('fields.pontic')} hint={t('fields.ponticHint')} error={error('pontic')}>
            {(a11y) => <CodeSelect group="pontic" a11y={a11y} value={data.pontic} onChange={(pontic) => update({ pontic })} optional />}
          </Field>
        </Part>
      </StepCard>

      <StepCard step="values" state={states.values}>
        <Part title={t('sections.implant')}>
          <ImplantField row={row} errors={errors} />
        </Part>
        <Part title={t('sections.values')}>
          <ValuesField row={row} errors={errors} />
        </Part>
      </StepCard>

      <StepCard step="files" state={states.files}>
        <ReferralFiles row={row} scanError={error('scanFileId')} othersError={error('otherFileIds')} />
      </StepCard>

      <StepCard step="notes" state={states.notes}>
        <Field name="details" label={t('fields.details')} hint={t('fields.detailsHint')} error={error('details')} aside={`${[...data.details].length}/${REFERRAL_DETAILS_MAX}`}>
          {(a11y) => <textarea {...a11y} rows={5} className={`${inputClass} resize-y`} value={data.details} onChange={(e) => update({ details: e.target.value })} />}
        </Field>
        <ConfirmField tone="inset" checked={data.confirmed} onChange={(confirmed) => update({ confirmed })} error={error('confirmed')} />
      </StepCard>
    </div>
  );
}

/** A part of a step under its own small heading (the prosthesis and the chart of step 2, say). */
function Part({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h3 id={id} className="text-base font-semibold text-ink">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** The chosen prosthesis types with their counts: a type first (from the picker), then its count. */
export function ProsthesisField({ row, errors, dense = false }: Props & { dense?: boolean }) {
  const { t } = useTranslation(['referralForm', 'common']);
  const prosthesis = useCodes('prosthesis');
  const [picking, setPicking] = useState(false);
  const names = new Map((prosthesis.data ?? []).map((c) => [c.code, c.name]));
  const items = row.data.prosthesis;
  const units = unitsOf(row.data);
  const update = (next: ReferralData['prosthesis']) => useWorkspace.getState().updateData(row.key, { prosthesis: next });
  const listError = errors.prosthesis;

  return (
    <div className={`flex flex-col ${dense ? 'gap-2' : 'gap-3'}`} data-field="prosthesis">
      {items.length === 0 ? (
        <p className={`text-sm text-ink-subtle ${dense ? '' : 'rounded-control border border-dashed border-line px-4 py-3'}`}>{t('prosthesis.none')}</p>
      ) : (
        <ul className={`flex flex-col ${dense ? 'gap-1.5' : 'divide-y divide-line rounded-control border border-line'}`}>
          {items.map((item, i) => {
            const countError = errorAt(errors, `prosthesis.${i}.count`) ?? errorAt(errors, `prosthesis.${i}.type`);
            const name = item.type ? (names.get(item.type) ?? item.type) : t('prosthesis.noType');
            return (
              <li key={`${item.type}-${i}`} className={`flex flex-col gap-1 ${dense ? '' : 'px-3 py-2'}`}>
                <div className="flex flex-wrap items-center gap-x-2">
                  <span className={`min-w-0 flex-1 truncate text-sm font-medium text-ink ${dense ? 'xl:basis-full xl:whitespace-normal' : ''}`} title={name}>
                    {name}
                  </span>
                  <label className="sr-only" htmlFor={`${row.key}-count-${i}`}>
                    {t('prosthesis.countOf', { name })}
                  </label>
                  {/* The field's width on a wrapper: the shared input class makes an input full width. */}
                  <div className={`shrink-0 ${dense ? 'w-20' : 'w-24'}`}>
                    <input
                      id={`${row.key}-count-${i}`}
                      type="number"
                      inputMode="numeric"
                      min={1}
                      max={MAX_UNITS_PER_FORM}
                      disabled={!item.type}
                      aria-invalid={!!countError}
                      className={`${inputClass} tabular-nums`}
                      value={item.count ?? ''}
                      onChange={(e) => {
                        const raw = e.target.value;
                        const count = raw === '' ? null : Math.trunc(Number(raw));
                        update(items.map((p, j) => (j === i ? { ...p, count } : p)));
                      }}
                    />
                  </div>
                  <button
                    type="button"
                    className="inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center rounded-control text-ink-subtle hover:bg-danger-50 hover:text-danger-700"
                    aria-label={t('prosthesis.removeNamed', { name })}
                    onClick={() => update(items.filter((_, j) => j !== i))}
                  >
                    <X aria-hidden className="size-4" />
                  </button>
                </div>
                {countError && <p className="text-sm text-danger-700">{countError}</p>}
              </li>
            );
          })}
        </ul>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <button
          type="button"
          className={`inline-flex min-h-11 items-center gap-1.5 rounded-control border border-brand-600 bg-surface text-sm font-semibold text-brand-700 hover:bg-brand-50 ${dense ? 'px-3' : 'px-4'}`}
          onClick={() => setPicking(true)}
        >
          <Plus aria-hidden className="size-4" />
          {items.length === 0 ? t('prosthesis.choose') : t('prosthesis.change')}
        </button>
        <span className={`text-sm tabular-nums ${units > MAX_UNITS_PER_FORM ? 'font-semibold text-danger-700' : 'text-ink-subtle'}`}>
          {t('prosthesis.units', { units, max: MAX_UNITS_PER_FORM })}
        </span>
      </div>
      {listError && <p className="text-sm text-danger-700">{listError}</p>}
      {!dense && <p className="text-sm text-ink-subtle">{t('prosthesis.hint')}</p>}
      <Sheet
        open={picking}
        onOpenChange={setPicking}
        title={t('prosthesis.pickerTitle')}
        wide
        footer={
          <button type="button" className="min-h-11 rounded-control bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800" onClick={() => setPicking(false)}>
            {t('prosthesis.done')}
          </button>
        }
      >
        <ProsthesisTypePicker value={items} onChange={update} />
      </Sheet>
    </div>
  );
}

function ImplantField({ row, errors }: Props) {
  const { t } = useTranslation('referralForm');
  const implant = row.data.implant;
  const update = (next: ReferralData['implant']) => useWorkspace.getState().updateData(row.key, { implant: next });
  return (
    <div className="flex flex-col gap-4">
      <label className="flex min-h-11 cursor-pointer items-center gap-3 self-start rounded-control border border-line bg-surface px-3 text-sm font-medium text-ink has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
        <input
          type="checkbox"
          className="size-5 accent-brand-700"
          checked={implant !== null}
          onChange={(e) => update(e.target.checked ? { system: null, platform: '' } : null)}
        />
        {t('implant.isImplant')}
      </label>
      {implant && (
        <div className="grid gap-5 sm:grid-cols-2">
          <Field name="implant.system" label={t('implant.system')} error={errorAt(errors, 'implant.system')}>
            {(a11y) => <CodeSelect group="implant" a11y={a11y} value={implant.system} onChange={(system) => update({ ...implant, system })} />}
          </Field>
          <Field name="implant.platform" label={t('implant.platform')} hint={t('implant.platformHint')} error={errorAt(errors, 'implant.platform')}>
            {(a11y) => (
              <input
                {...a11y}
                className={inputClass}
                value={implant.platform}
                maxLength={REFERRAL_IMPLANT_PLATFORM_MAX}
                onChange={(e) => update({ ...implant, platform: e.target.value })}
              />
            )}
          </Field>
        </div>
      )}
    </div>
  );
}

const quietButton = 'inline-flex min-h-11 items-center gap-1.5 rounded-control border border-line bg-surface px-4 text-sm font-medium text-ink hover:bg-sunken';

function ValuesField({ row, errors }: Props) {
  const { t } = useTranslation('referralForm');
  const [loading, setLoading] = useState(false);
  const update = (values: ReferralData['values']) => useWorkspace.getState().updateData(row.key, { values });
  return (
    <div className="flex flex-col gap-3" data-field="values">
      <p className="text-sm text-ink-muted">{t('values.hint')}</p>
      <ValueRowsEditor value={row.data.values} onChange={update} errors={errors} />
      <div className="flex flex-wrap gap-2">
        <button type="button" className={quietButton} onClick={() => setLoading(true)}>
          <Star aria-hidden className="size-4 text-ink-subtle" />
          {t('values.load')}
        </button>
        <Link to="/request/numvalue" onClick={() => useWorkspace.getState().setActive(row.key)} className={quietButton}>
          <BookmarkPlus aria-hidden className="size-4 text-ink-subtle" />
          {t('values.save')}
        </Link>
      </div>
      <Sheet open={loading} onOpenChange={setLoading} title={t('values.loadTitle')} wide>
        <ValueSetPicker
          onPick={(values) => {
            update(values);
            setLoading(false);
          }}
        />
      </Sheet>
    </div>
  );
}
