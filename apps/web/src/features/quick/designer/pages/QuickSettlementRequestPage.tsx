// /quick/settlement-request (protected): the T-esigner asks the payout of their quick earnings, apart
// from ordinary earnings. They pick a period, read the completed, unsettled quick jobs in it and what
// they pay by the settlement rules (KRW less the provider's fee with VAT; USD less 10% at today's
// rate, which must exist), fill the tax invoice details as for an ordinary settlement, and ask once
// (one Idempotency-Key per intent). Below, their quick settlements with a CSV and a printable statement.
import { Day, InvoiceDetails, koreanDayOf, type QuickSettlement } from '@dcm/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../../lib/toast.tsx';
import { inputClass } from '../../../../components/Field.tsx';
import { focusFirstInvalid } from '../../../../lib/form-errors.ts';
import { useLocale } from '../../../../lib/format.ts';
import { errorCodeOf, fieldErrorsOf } from '../../../../lib/http.ts';
// The invoice details already given for an ordinary settlement fill the form, asked as the settlement office asks them (mileage module).
import { InvoiceDetailsFields, useSettlementTerms } from '../../../mileage/index.ts';
import { useQuickSettlementPreview, useRequestQuickSettlement } from '../designer-api.ts';
import { MyQuickSettlements } from '../components/MyQuickSettlements.tsx';
import { QuickPayoutPreview } from '../components/QuickPayoutPreview.tsx';
import { DesignerOnly, QuickPage } from '../components/QuickParts.tsx';
import { QuickStatement } from '../components/QuickStatement.tsx';
import '../quick-print.css';

const INVOICE_FIELDS = ['businessNumber', 'businessName', 'representative', 'email'] as const;


const InvoiceForm = InvoiceDetails;
interface InvoiceValues {
  businessNumber: string;
  businessName: string;
  representative: string;
  email: string;
}

export default function QuickSettlementRequestPage() {
  const { t } = useTranslation(['quickDesigner', 'errors']);
  const [statement, setStatement] = useState<QuickSettlement | null>(null);
  return (
    <QuickPage title={t('quickDesigner:settlement.title')} intro={t('quickDesigner:settlement.intro')} testId="quick-settlement-page">
      <DesignerOnly>
        {() =>
          statement ? (
            <QuickStatement settlement={statement} onClose={() => setStatement(null)} />
          ) : (
            <>
              <RequestForm />
              <MyQuickSettlements onStatement={setStatement} />
            </>
          )
        }
      </DesignerOnly>
    </QuickPage>
  );
}

function RequestForm() {
  const { t } = useTranslation(['quickDesigner', 'common', 'errors']);
  const locale = useLocale();
  const today = koreanDayOf(new Date());
  const [from, setFrom] = useState(`${today.slice(0, 8)}01`);
  const [to, setTo] = useState(today);
  const validDays = Day.safeParse(from).success && Day.safeParse(to).success;
  const ordered = validDays && from <= to;
  const preview = useQuickSettlementPreview(from, to, ordered);
  const terms = useSettlementTerms();
  const request = useRequestQuickSettlement();
  const formRef = useRef<HTMLFormElement>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const sending = useRef(false);

  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty },
  } = useForm<InvoiceValues, unknown, InvoiceDetails>({
    resolver: zodResolver(InvoiceForm),
    defaultValues: { businessNumber: '', businessName: '', representative: '', email: '' },
  });
  // The details given last time, once they arrive, unless the member already typed.
  const known = terms.data?.invoice;
  useEffect(() => {
    if (known && !isDirty) reset({ businessNumber: known.businessNumber ?? '', businessName: known.businessName ?? '', representative: known.representative ?? '', email: known.email ?? '' });
  }, [known, isDirty, reset]);

  const data = preview.data;
  const noRate = !!data?.payouts.some((p) => p.payoutKrw === null);
  const blocked = !ordered || !data || data.jobs.length === 0 || !data.bank || noRate;

  const onValid = (invoice: InvoiceDetails) => {
    if (blocked || sending.current) return;
    sending.current = true;
    setFormError(null);
    request.mutate(
      { from, to, invoice },
      {
        onSuccess: (made) => {
          toast.success(t('quickDesigner:settlement.requested', { count: made.length }));
        },
        onError: (error) => {
          const fields = fieldErrorsOf(error);
          const placed: string[] = [];
          for (const [name, message] of Object.entries(fields)) {
            const short = name.replace(/^invoice\./, '') as (typeof INVOICE_FIELDS)[number];
            if ((INVOICE_FIELDS as readonly string[]).includes(short)) {
              setError(short, { type: 'server', message });
              placed.push(short);
            }
          }
          const code = errorCodeOf(error);
          const field = Object.entries(fields).find(([name]) => !placed.includes(name.replace(/^invoice\./, '')));
          setFormError(field ? field[1] : t(`errors:${code}`, { defaultValue: t('errors:INTERNAL') }));
          focusFirstInvalid(formRef.current, placed);
        },
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };
  const onInvalid = (found: FieldErrors<InvoiceValues>) => focusFirstInvalid(formRef.current, INVOICE_FIELDS.filter((f) => found[f]));

  return (
    <form ref={formRef} noValidate onSubmit={(e) => void handleSubmit(onValid, onInvalid)(e)} className="flex flex-col gap-5 print:hidden" data-testid="quick-settlement-form">
      <fieldset className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-4 sm:p-6">
        <legend className="px-1 text-lg font-bold">{t('quickDesigner:settlement.period')}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          <label className="flex flex-col gap-1.5 text-sm font-medium">
            {t('quickDesigner:settlement.from')}
            <input type="date" value={from} max={to} onChange={(e) => setFrom(e.target.value)} className={inputClass} data-testid="period-from" />
          </label>
          <label className="flex flex-col gap-1.5 text-sm font-medium">
            {t('quickDesigner:settlement.to')}
            <input type="date" value={to} min={from} max={today} onChange={(e) => setTo(e.target.value)} className={inputClass} data-testid="period-to" />
          </label>
        </div>
        {validDays && !ordered && (
          <p role="alert" className="text-sm text-red-600">
            {t('quickDesigner:settlement.periodOrder')}
          </p>
        )}
      </fieldset>

      <section aria-labelledby="quick-preview-title" aria-live="polite" className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-4 sm:p-6" data-testid="quick-preview">
        <h2 id="quick-preview-title" className="text-lg font-bold">
          {t('quickDesigner:settlement.preview')}
        </h2>
        {!ordered ? null : preview.isPending ? (
          <p className="text-sm text-ink-subtle">{t('quickDesigner:loading')}</p>
        ) : preview.isError ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
            {t(`errors:${errorCodeOf(preview.error)}`, { defaultValue: t('errors:INTERNAL') })}
          </p>
        ) : data && data.jobs.length === 0 ? (
          <p className="text-sm text-ink-muted" data-testid="preview-empty">
            {t('quickDesigner:settlement.noJobs')}
          </p>
        ) : data ? (
          <QuickPayoutPreview preview={data} locale={locale} />
        ) : null}
      </section>

      <InvoiceDetailsFields control={control} register={register} errors={errors} prefix="" textKey="quickDesigner:settlement.invoice" card />

      {formError && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700" data-testid="quick-settlement-error">
          {formError}
        </p>
      )}
      <button type="submit" disabled={blocked || request.isPending} className="min-h-12 rounded-lg bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800 disabled:opacity-50 sm:self-end" data-testid="quick-settlement-submit">
        {request.isPending ? t('quickDesigner:settlement.sending') : t('quickDesigner:settlement.submit')}
      </button>
    </form>
  );
}
