// /quick/settlement-request (protected): the T-esigner asks the payout of their quick earnings, apart
// from ordinary earnings. They pick a period, read the completed, unsettled quick jobs in it and what
// they pay by the settlement rules (KRW less the provider's fee with VAT; USD less 10% at today's
// rate, which must exist), fill the tax invoice details as for an ordinary settlement, and ask once
// (one Idempotency-Key per intent). Below, their quick settlements with a CSV and a printable statement.
import { Currency, Day, InvoiceDetails, koreanDayOf, type QuickSettlement, type QuickSettlementPreview } from '@dcm/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { inputClass } from '../../../../components/Field.tsx';
import { Pagination } from '../../../../components/Pagination.tsx';
import { PayoutStatusBadge } from '../../../../components/StatusBadge.tsx';
import { useCodeName } from '../../../../lib/codes.ts';
import { focusFirstInvalid } from '../../../../lib/form-errors.ts';
import { formatDateTime, formatDay, useLocale } from '../../../../lib/format.ts';
import { errorCodeOf, fieldErrorsOf } from '../../../../lib/http.ts';
import { formatMoney } from '../../../../lib/money.ts';
// The invoice details already given for an ordinary settlement fill the form, asked as the settlement office asks them (mileage module).
import { InvoiceDetailsFields } from '../../../mileage/components/InvoiceDetailsFields.tsx';
import { useSettlementTerms } from '../../../mileage/history-api.ts';
import { downloadQuickStatement, useMyQuickSettlements, useQuickSettlementPreview, useRequestQuickSettlement } from '../designer-api.ts';
import { DesignerOnly, QuickPage } from '../components/QuickParts.tsx';
import { QuickStatement } from '../components/QuickStatement.tsx';
import '../quick-print.css';

const LIST_PAGE_SIZE = 10;
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
              <MySettlements onStatement={setStatement} />
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
      <fieldset className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
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

      <section aria-labelledby="quick-preview-title" aria-live="polite" className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6" data-testid="quick-preview">
        <h2 id="quick-preview-title" className="text-lg font-bold">
          {t('quickDesigner:settlement.preview')}
        </h2>
        {!ordered ? null : preview.isPending ? (
          <p className="text-sm text-slate-500">{t('quickDesigner:loading')}</p>
        ) : preview.isError ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
            {t(`errors:${errorCodeOf(preview.error)}`, { defaultValue: t('errors:INTERNAL') })}
          </p>
        ) : data && data.jobs.length === 0 ? (
          <p className="text-sm text-slate-600" data-testid="preview-empty">
            {t('quickDesigner:settlement.noJobs')}
          </p>
        ) : data ? (
          <PreviewBody preview={data} locale={locale} />
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

/** The jobs of the period and, per currency, what they earn, the fee and the won paid out. */
function PreviewBody({ preview, locale }: { preview: QuickSettlementPreview; locale: 'ko' | 'en' }) {
  const { t } = useTranslation('quickDesigner');
  const bankName = useCodeName('bank');
  return (
    <>
      <ul className="flex flex-col divide-y divide-slate-100 text-sm" data-testid="preview-jobs">
        {preview.jobs.map((job) => (
          <li key={job.id} className="flex items-center justify-between gap-3 py-2">
            <span>
              <span className="font-mono font-semibold">{job.number}</span>
              <span className="ml-2 text-slate-500">{formatDateTime(job.completedAt, locale)}</span>
            </span>
            <span className="tabular-nums">{formatMoney(job.amount, job.currency, locale)}</span>
          </li>
        ))}
      </ul>
      {preview.payouts.map((p) => (
        <dl key={p.currency} className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1.5 rounded-xl bg-slate-50 p-4 text-sm" data-testid={`payout-${p.currency}`}>
          <dt className="text-slate-600">{t('settlement.amount', { currency: p.currency })}</dt>
          <dd className="text-right tabular-nums" data-testid="payout-amount">
            {formatMoney(p.amount, p.currency, locale)}
          </dd>
          <dt className="text-slate-600">{t(p.currency === Currency.KRW ? 'settlement.krwFee' : 'settlement.usdFee')}</dt>
          <dd className="text-right tabular-nums" data-testid="payout-fee">
            −{formatMoney(p.fee, p.currency, locale)}
          </dd>
          <dt className="border-t border-slate-200 pt-1.5 font-semibold">{t('settlement.payout')}</dt>
          <dd className="border-t border-slate-200 pt-1.5 text-right text-base font-bold tabular-nums" data-testid="payout-krw">
            {p.payoutKrw === null ? <span className="text-amber-800">{t('settlement.noRateShort')}</span> : formatMoney(p.payoutKrw, Currency.KRW, locale)}
          </dd>
        </dl>
      ))}
      {preview.payouts.some((p) => p.payoutKrw === null) && (
        <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="rate-missing">
          {t('settlement.noRate')}
        </p>
      )}
      {preview.bank ? (
        <p className="text-sm text-slate-700" data-testid="preview-bank">
          {t('settlement.bank', { bank: `${bankName(preview.bank.bank)} ${preview.bank.accountNumberMasked} (${preview.bank.depositor})` })}
        </p>
      ) : (
        <p role="status" className="flex flex-wrap items-center gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="bank-missing">
          {t('settlement.bankMissing')}
          <Link to="/mypage/modify" className="font-semibold underline">
            {t('settlement.bankAdd')}
          </Link>
        </p>
      )}
    </>
  );
}

function MySettlements({ onStatement }: { onStatement: (settlement: QuickSettlement) => void }) {
  const { t } = useTranslation(['quickDesigner', 'errors']);
  const locale = useLocale();
  const [page, setPage] = useState(1);
  const list = useMyQuickSettlements(page, LIST_PAGE_SIZE);

  const download = (s: QuickSettlement) => {
    downloadQuickStatement(s.id, `${t('quickDesigner:statement.fileName', { from: s.from, to: s.to, currency: s.currency })}.csv`).catch((error: unknown) =>
      toast.error(t(`errors:${errorCodeOf(error)}`, { defaultValue: t('errors:INTERNAL') })),
    );
  };

  return (
    <section aria-labelledby="quick-settlements-title" className="flex flex-col gap-3 print:hidden" aria-busy={list.isFetching}>
      <h2 id="quick-settlements-title" className="text-lg font-bold">
        {t('quickDesigner:settlement.listTitle')}
      </h2>
      {list.isPending ? (
        <p className="py-6 text-center text-sm text-slate-500">{t('quickDesigner:loading')}</p>
      ) : list.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {t(`errors:${errorCodeOf(list.error)}`, { defaultValue: t('errors:INTERNAL') })}
        </p>
      ) : list.data.items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-8 text-center text-sm text-slate-600" data-testid="quick-settlements-empty">
          {t('quickDesigner:settlement.listEmpty')}
        </p>
      ) : (
        <>
          <ul className="flex flex-col gap-3">
            {list.data.items.map((s) => (
              <li key={s.id} className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4" data-testid="quick-settlement-row">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <PayoutStatusBadge status={s.status} />
                  <span className="text-sm text-slate-600">{t('quickDesigner:statement.periodValue', { from: formatDay(s.from, locale), to: formatDay(s.to, locale) })}</span>
                </div>
                <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_minmax(0,1fr)_auto_minmax(0,1fr)]">
                  <dt className="text-slate-500">{t('quickDesigner:statement.jobs')}</dt>
                  <dd className="tabular-nums">{s.jobs.length}</dd>
                  <dt className="text-slate-500">{t('quickDesigner:statement.amount')}</dt>
                  <dd className="tabular-nums">{formatMoney(s.amount, s.currency, locale)}</dd>
                  <dt className="text-slate-500">{t('quickDesigner:statement.fee')}</dt>
                  <dd className="tabular-nums">{formatMoney(s.fee, s.currency, locale)}</dd>
                  <dt className="text-slate-500">{t('quickDesigner:statement.payout')}</dt>
                  <dd className="font-semibold tabular-nums">{formatMoney(s.payoutKrw, Currency.KRW, locale)}</dd>
                </dl>
                {s.reason && <p className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">{t('quickDesigner:statement.reason', { reason: s.reason })}</p>}
                <div className="flex flex-wrap gap-2">
                  <button type="button" onClick={() => onStatement(s)} className="min-h-11 rounded-lg border border-slate-300 px-4 text-sm font-medium hover:bg-slate-100" data-testid="statement-open">
                    {t('quickDesigner:statement.open')}
                  </button>
                  <button type="button" onClick={() => download(s)} className="min-h-11 rounded-lg border border-slate-300 px-4 text-sm font-medium hover:bg-slate-100" data-testid="statement-csv">
                    {t('quickDesigner:statement.csv')}
                  </button>
                </div>
              </li>
            ))}
          </ul>
          <Pagination page={page} size={LIST_PAGE_SIZE} total={list.data.total} onPage={setPage} />
        </>
      )}
    </section>
  );
}
