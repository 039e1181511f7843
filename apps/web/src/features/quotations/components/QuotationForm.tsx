// The T-esigner's quotation on one request: a unit price per prosthesis type of the request, the
// line amounts and total worked out as they type (the same quotationTotal the server charges), a
// possible delivery date before the deadline, and a note. Sends a new quotation or edits their own.
import { zodResolver } from '@hookform/resolvers/zod';
import { Currency, ErrorCode, quotationTotal, REQUEST_NOTES_MAX, type Quotation, type RequestDetail, type SubmitQuotationBody } from '@dcm/shared';
import { CircleAlert, CircleCheck, Layers, Save, Send } from 'lucide-react';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type FieldErrors, type FieldPath } from 'react-hook-form';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../../lib/toast.tsx';
import { DateTimePicker } from '../../../components/DateTimePicker.tsx';
import { Field, inputClass } from '../../../components/Field.tsx';
import { useCodeName } from '../../../lib/codes.ts';
import { fieldErrorText, focusFirstInvalid } from '../../../lib/form-errors.ts';
import { useHolidayDays } from '../../../lib/holidays.ts';
import { formatDateTime, useLocale } from '../../../lib/format.ts';
import { formatMoney } from '../../../lib/money.ts';
import { errorCodeOf, fieldErrorsOf } from '../../../lib/http.ts';
import { useAcceptDesignated, useSubmitQuotation } from '../api.ts';
import { formValuesOf, fromLocalInput, liveTotalItems, quotationFormSchema, toLocalInput, type QuotationFormValues } from '../form.ts';
import { PriceInput } from './PriceInput.tsx';
import { WithdrawQuotation } from './WithdrawQuotation.tsx';

/** The two parts of the form (the prices; the delivery and note), each on a card. */
const card = 'rounded-card border border-line bg-surface p-4 shadow-card sm:p-6';

interface Props {
  request: RequestDetail;
  /** The T-esigner's own quotation, still submitted: the form edits it. */
  quotation?: Quotation;
  /** The server found a quotation of theirs after all: the page loads it to edit. */
  onAlreadyQuoted: () => void;
  /** A designated request: the price accepts it and makes the order the client pays next. */
  accepting?: boolean;
}

/** The button's words: accept a designated request, save an edit, or send a new quotation; each with its busy form. */
function submitLabel(t: TFunction, { accepting, editing, busy }: { accepting: boolean; editing: boolean; busy: boolean }): string {
  if (accepting) return t(busy ? 'quotations:form.accepting' : 'quotations:form.accept');
  if (editing) return t(busy ? 'quotations:form.saving' : 'quotations:form.save');
  return t(busy ? 'quotations:form.sending' : 'quotations:form.submit');
}

/** Field errors the server may answer that this form shows beside a field. */
const isFormField = (name: string, units: number): boolean => {
  const item = /^items\.(\d+)\.(unitPrice|type|count)$/.exec(name);
  if (item) return Number(item[1]) < units;
  return name === 'items' || name === 'deliveryAt' || name === 'note';
};

function errorNames(errors: FieldErrors<QuotationFormValues>): string[] {
  const names: string[] = [];
  errors.items?.forEach?.((item, i) => {
    for (const key of ['unitPrice', 'type', 'count'] as const) if (item?.[key]) names.push(`items.${i}.${key}`);
  });
  if (errors.deliveryAt) names.push('deliveryAt');
  if (errors.note) names.push('note');
  return names;
}

export function QuotationForm({ request, quotation, onAlreadyQuoted, accepting = false }: Props) {
  const { t } = useTranslation(['quotations', 'common', 'errors']);
  const locale = useLocale();
  const navigate = useNavigate();
  const prosthesisName = useCodeName('prosthesis');
  const formRef = useRef<HTMLFormElement>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const schema = useMemo(() => quotationFormSchema(request.deadlineAt), [request.deadlineAt]);
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<QuotationFormValues, unknown, SubmitQuotationBody>({ resolver: zodResolver(schema), defaultValues: formValuesOf(request.units, quotation) });
  const submit = useSubmitQuotation(request.id);
  const accept = useAcceptDesignated(request.id);
  const holidays = useHolidayDays();
  // One send at a time: a double click reaches here twice before the button renders as busy.
  const sending = useRef(false);
  const busy = isSubmitting || submit.isPending || accept.isPending;

  const items = useWatch({ control, name: 'items' });
  const noteLength = (useWatch({ control, name: 'note' }) ?? '').trim().length;
  const total = quotationTotal(liveTotalItems(items));

  const showServerError = (error: unknown) => {
    const code = errorCodeOf(error);
    if (code === ErrorCode.AlreadyQuoted) onAlreadyQuoted();
    const placed: string[] = [];
    const unplaced: string[] = [];
    for (const [name, message] of Object.entries(fieldErrorsOf(error))) {
      if (isFormField(name, request.units.length)) {
        setError(name as FieldPath<QuotationFormValues>, { type: 'server', message });
        placed.push(name);
      } else unplaced.push(message);
    }
    if (placed.length === 0 || unplaced.length > 0) {
      setFormError(unplaced.length > 0 ? unplaced.join(' ') : t(`errors:${code}`, { defaultValue: t('errors:INTERNAL') }));
    }
    setTimeout(() => focusFirstInvalid(formRef.current, placed), 0);
  };

  const onValid = async (body: SubmitQuotationBody) => {
    if (sending.current) return;
    sending.current = true;
    setFormError(null);
    try {
      if (accepting) {
        const { orderId } = await accept.mutateAsync(body);
        toast.success(t('quotations:form.accepted'));
        await navigate(`/payment/${orderId}/designer`);
        return;
      }
      await submit.mutateAsync({ id: quotation?.id, body });
      toast.success(t(quotation ? 'quotations:form.saved' : 'quotations:form.sent'));
      await navigate(`/request/view/${request.id}`);
    } catch (error) {
      showServerError(error);
    } finally {
      sending.current = false;
    }
  };
  const onInvalid = (found: FieldErrors<QuotationFormValues>) => {
    setFormError(null);
    focusFirstInvalid(formRef.current, errorNames(found));
  };

  const itemsError = errors.items?.message ?? errors.items?.root?.message;
  const SubmitIcon = accepting ? CircleCheck : quotation ? Save : Send;

  return (
    <form ref={formRef} noValidate onSubmit={(e) => void handleSubmit(onValid, onInvalid)(e)} className="flex flex-col gap-5" data-testid="quotation-form">
      <div className={card}>
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 flex items-center gap-2 text-heading font-bold text-ink">
            <Layers aria-hidden className="size-5 text-brand-600" />
            {t('quotations:form.units')}
          </legend>
          {itemsError && (
            <p className="text-sm text-danger-700" data-field="items" role="alert">
              {itemsError}
            </p>
          )}
          <ul className="flex flex-col divide-y divide-line">
            {request.units.map((unit, i) => {
              const name = prosthesisName(unit.type);
              const price = items[i]?.unitPrice ?? '';
              const rowError = fieldErrorText(t, errors.items?.[i]?.type) ?? fieldErrorText(t, errors.items?.[i]?.count);
              return (
                <li key={unit.type} className="py-4 first:pt-2" data-testid="quotation-unit" data-type={unit.type}>
                  <div className="mb-3 flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1" data-field={`items.${i}.type items.${i}.count`}>
                    <span className="font-semibold text-ink">{name}</span>
                    <span className="rounded-full bg-sunken px-2.5 py-0.5 text-sm font-medium text-ink-muted tabular-nums">{t('quotations:form.unitCount', { count: unit.count })}</span>
                    {rowError && <p className="w-full text-sm text-danger-700">{rowError}</p>}
                  </div>
                  <div className="grid grid-cols-1 items-end gap-3 sm:grid-cols-[1fr_auto]">
                    <Field
                      name={`items.${i}.unitPrice`}
                      label={
                        <>
                          {t('quotations:form.unitPrice')}{' '}
                          <span className="sr-only">— {name}</span>
                        </>
                      }
                      error={fieldErrorText(t, errors.items?.[i]?.unitPrice)}
                    >
                      {(a11y) => (
                        <Controller
                          control={control}
                          name={`items.${i}.unitPrice`}
                          render={({ field }) => (
                            <PriceInput {...a11y} name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} unit={t('quotations:won')} />
                          )}
                        />
                      )}
                    </Field>
                    <p className="flex min-h-11 items-center justify-between gap-3 text-sm sm:flex-col sm:items-end sm:justify-center sm:gap-0">
                      <span className="text-ink-subtle">{t('quotations:form.lineAmount')}</span>
                      <span className="font-semibold text-ink tabular-nums" data-testid={`line-amount-${unit.type}`}>
                        {formatMoney(price === '' ? 0 : Number(price) * unit.count, Currency.KRW, locale)}
                      </span>
                    </p>
                  </div>
                </li>
              );
            })}
          </ul>
          <div className="flex items-center justify-between gap-3 rounded-control bg-brand-50 px-4 py-3 ring-1 ring-brand-100" aria-live="polite">
            <span className="font-semibold text-brand-900">{t('quotations:form.total')}</span>
            <span className="text-xl font-bold text-brand-900 tabular-nums" data-testid="quotation-total">
              {formatMoney(total, Currency.KRW, locale)}
            </span>
          </div>
        </fieldset>
      </div>

      <div className={`${card} flex flex-col gap-5`}>
        <Field
          name="deliveryAt"
          label={t('quotations:form.deliveryAt')}
          hint={t('quotations:form.deliveryHint', { deadline: formatDateTime(request.deadlineAt, locale) })}
          error={fieldErrorText(t, errors.deliveryAt)}
        >
          {(a11y) => (
            <Controller
              control={control}
              name="deliveryAt"
              render={({ field }) => (
                <DateTimePicker
                  a11y={a11y}
                  value={fromLocalInput(field.value)}
                  onChange={(date) => field.onChange(date ? toLocalInput(date) : '')}
                  max={new Date(request.deadlineAt)}
                  holidays={holidays}
                />
              )}
            />
          )}
        </Field>

        <Field
          name="note"
          label={t('quotations:form.note')}
          aside={t('quotations:form.optional')}
          hint={<NoteCount length={noteLength} />}
          error={fieldErrorText(t, errors.note)}
        >
          {(a11y) => <textarea {...a11y} {...register('note')} rows={4} placeholder={t('quotations:form.notePlaceholder')} className={`${inputClass} resize-y`} />}
        </Field>
      </div>

      {formError && (
        <p role="alert" className="flex items-start gap-2 rounded-control bg-danger-50 px-3 py-2 text-sm text-danger-700 ring-1 ring-danger-200" data-testid="quotation-form-error">
          <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>{formError}</span>
        </p>
      )}

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          <Link
            to={`/request/view/${request.id}`}
            className="inline-flex min-h-11 items-center justify-center rounded-control border border-line bg-surface px-4 font-medium text-ink hover:bg-sunken"
          >
            {t('quotations:form.cancel')}
          </Link>
          {quotation && <WithdrawQuotation quotation={quotation} disabled={busy} />}
        </div>
        <button
          type="submit"
          disabled={busy}
          className="inline-flex min-h-12 items-center justify-center gap-2 rounded-control bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
        >
          <SubmitIcon aria-hidden className="size-4" />
          {submitLabel(t, { accepting, editing: !!quotation, busy })}
        </button>
      </div>
    </form>
  );
}

function NoteCount({ length }: { length: number }): ReactNode {
  return (
    <span className={`tabular-nums ${length > REQUEST_NOTES_MAX ? 'text-danger-700' : ''}`}>
      {length}/{REQUEST_NOTES_MAX}
    </span>
  );
}
