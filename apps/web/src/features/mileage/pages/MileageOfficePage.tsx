// /mileageOffice (SPEC §2, §9 settlement): the T-esigner's settlement office. Earnings per currency,
// the bank account they are paid into, a settlement request with what it pays out worked out as they
// type (the shared settlementPayout the server uses: KRW less the provider's fee with VAT, USD less 10%
// at the day's rate), the electronic tax invoice details, and below, the requests made so far (?page=).
import {
  CURRENCIES,
  Currency,
  InvoiceDetails,
  MONEY_MAX,
  MoneyFields,
  PayoutStatus,
  settlementPayout,
  type BankAccount,
  type ExchangeRate,
  type Settlement,
  type SettlementBody,
  type SettlementTerms,
} from '@dcm/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useRef, useState } from 'react';
import { Controller, useForm, useWatch, type FieldErrors, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { z } from 'zod';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { Field } from '../../../components/Field.tsx';
import { Pagination } from '../../../components/Pagination.tsx';
import { fieldErrorText, focusFirstInvalid } from '../../../lib/form-errors.ts';
import { formatDateTime, formatDay, useLocale } from '../../../lib/format.ts';
import { errorCodeOf, fieldErrorsOf } from '../../../lib/http.ts';
import { amountInputOf, formatMoney, formatRate, parseAmount } from '../../../lib/money.ts';
import { useCodeName } from '../../../lib/codes.ts';
import { useMileageBalances } from '../api.ts';
import { AmountInput } from '../components/AmountInput.tsx';
import { InvoiceDetailsFields } from '../components/InvoiceDetailsFields.tsx';
import { useRequestSettlement, useSettlementList, useSettlementTerms } from '../history-api.ts';
import { PayoutStatusBadge } from '../../../components/StatusBadge.tsx';

const LIST_PAGE_SIZE = 10;

const INVOICE_FIELDS = ['businessNumber', 'businessName', 'representative', 'email'] as const;
const FORM_FIELDS = ['currency', 'amount', ...INVOICE_FIELDS.map((f) => `invoice.${f}` as const)] as const;
type FormField = (typeof FORM_FIELDS)[number];
const isFormField = (name: string): name is FormField => (FORM_FIELDS as readonly string[]).includes(name);

interface SettlementFormValues {
  currency: Currency;
  /** As typed: whole won, or dollars with up to two decimals. */
  amount: string;
  invoice: InvoiceDetails;
}

/**
 * The form's rules: the shared SettlementBody's, with the typed amount read as minor units of the
 * chosen currency and held to the earnings there are. The amount depends on the currency, so the
 * schema is made for one currency; changing it empties the amount.
 */
function settlementFormSchema(currency: Currency, available: number) {
  const amount = z
    .string()
    .transform((text, ctx) => {
      const minor = parseAmount(text, currency);
      if (minor === null) {
        ctx.addIssue({ code: 'custom', message: text.trim() === '' ? 'required' : 'amountInvalid' });
        return z.NEVER;
      }
      return minor;
    })
    .pipe(MoneyFields.shape.amount.max(MONEY_MAX[currency], { error: 'amountInvalid' }).max(available, { error: 'amountAboveEarnings' }));
  return z.object({ currency: z.literal(currency), amount, invoice: InvoiceDetails });
}

const errorNames = (errors: FieldErrors<SettlementFormValues>): string[] => [
  ...(errors.currency ? ['currency'] : []),
  ...(errors.amount ? ['amount'] : []),
  ...INVOICE_FIELDS.filter((f) => errors.invoice?.[f]).map((f) => `invoice.${f}`),
];

/** "KB국민은행 ••••7890 (박서연)": the bank by its name in the member's language, the account masked. */
function useBankText(): (bank: BankAccount) => string {
  const bankName = useCodeName('bank');
  return (bank) => `${bankName(bank.bank)} ${bank.accountNumberMasked} (${bank.depositor})`;
}

const action = 'inline-flex min-h-11 items-center justify-center rounded-lg px-4 text-sm font-semibold';

export default function MileageOfficePage() {
  const { t } = useTranslation(['mileageHistory', 'common', 'errors']);
  const terms = useSettlementTerms();

  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-6 sm:py-10" data-testid="mileage-office-page">
      <header className="mb-5">
        <h1 className="text-2xl font-bold">{t('mileageHistory:office.title')}</h1>
        <p className="mt-1 text-sm text-slate-600">{t('mileageHistory:office.intro')}</p>
      </header>

      {terms.isPending ? (
        <p className="py-10 text-center text-sm text-slate-500">{t('mileageHistory:loading')}</p>
      ) : terms.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {t(`errors:${errorCodeOf(terms.error)}`, { defaultValue: t('errors:INTERNAL') })}
        </p>
      ) : (
        <div className="flex flex-col gap-6">
          <div className="grid gap-3 sm:grid-cols-2">
            <Earnings earnings={terms.data.earnings} />
            <BankAccountCard bank={terms.data.bank} />
          </div>
          <SettlementForm terms={terms.data} />
        </div>
      )}

      <SettlementRequests />
    </section>
  );
}

function Earnings({ earnings }: { earnings: SettlementTerms['earnings'] }) {
  const { t } = useTranslation('mileageHistory');
  const locale = useLocale();
  // The member's own currency always, the other only when it holds something.
  const home = useMileageBalances().data?.currency ?? Currency.KRW;
  return (
    <section aria-labelledby="office-earnings-title" className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <h2 id="office-earnings-title" className="text-sm font-medium text-slate-600">
        {t('office.earnings.title')}
      </h2>
      <ul className="flex flex-col gap-0.5" data-testid="office-earnings">
        {CURRENCIES.filter((c) => c === home || earnings[c] !== 0).map((c) => (
          <li key={c} className="text-2xl font-bold tabular-nums" data-currency={c}>
            {formatMoney(earnings[c], c, locale)}
          </li>
        ))}
      </ul>
      <Link to="/mileage" className="inline-flex min-h-11 items-center text-sm font-medium text-brand-700 underline-offset-2 hover:underline sm:self-start">
        {t('office.earnings.toHistory')}
      </Link>
    </section>
  );
}

function BankAccountCard({ bank }: { bank: BankAccount | null }) {
  const { t } = useTranslation('mileageHistory');
  const bankName = useCodeName('bank');
  return (
    <section aria-labelledby="office-bank-title" className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 sm:p-5" data-testid="office-bank">
      <h2 id="office-bank-title" className="text-sm font-medium text-slate-600">
        {t('office.bank.title')}
      </h2>
      {bank ? (
        <>
          <p className="break-words">
            <span className="font-semibold">{bankName(bank.bank)}</span> <span className="tabular-nums">{bank.accountNumberMasked}</span>
            <span className="block text-sm text-slate-600">{bank.depositor}</span>
          </p>
          <Link to="/mypage/modify" className="inline-flex min-h-11 items-center text-sm font-medium text-brand-700 underline-offset-2 hover:underline sm:self-start">
            {t('office.bank.change')}
          </Link>
        </>
      ) : (
        <>
          <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="bank-missing">
            {t('office.bank.missing')}
          </p>
          <Link to="/mypage/modify" className={`${action} bg-brand-700 text-white hover:bg-brand-800 sm:self-start`}>
            {t('office.bank.add')}
          </Link>
        </>
      )}
    </section>
  );
}

function SettlementForm({ terms }: { terms: SettlementTerms }) {
  const bankText = useBankText();
  const { t } = useTranslation(['mileageHistory', 'common', 'errors']);
  const locale = useLocale();
  const formRef = useRef<HTMLFormElement>(null);
  const request = useRequestSettlement();
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState<SettlementBody | null>(null);

  // Start with the currency that holds earnings, KRW when both or neither do.
  const [currency, setCurrency] = useState<Currency>(() => (terms.earnings.KRW === 0 && terms.earnings.USD > 0 ? Currency.USD : Currency.KRW));
  const available = terms.earnings[currency];
  const schema = useMemo(() => settlementFormSchema(currency, available), [currency, available]);
  const {
    control,
    register,
    handleSubmit,
    setValue,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<SettlementFormValues, unknown, SettlementBody>({
    resolver: zodResolver(schema),
    defaultValues: {
      currency,
      amount: '',
      invoice: {
        businessNumber: terms.invoice.businessNumber ?? '',
        businessName: terms.invoice.businessName ?? '',
        representative: terms.invoice.representative ?? '',
        email: terms.invoice.email ?? '',
      },
    },
  });
  const amountText = useWatch({ control, name: 'amount' });

  const rate: ExchangeRate | null = terms.usdRate;
  const noRate = currency === Currency.USD && !rate;
  const blocked = !terms.bank || noRate;
  const typed = parseAmount(amountText, currency);
  const preview = typed && typed > 0 && !noRate ? settlementPayout(typed, currency, rate?.krwPerUnitHundredths) : null;

  const chooseCurrency = (next: Currency) => {
    if (next === currency) return;
    setCurrency(next);
    setValue('currency', next);
    setValue('amount', '');
    clearErrors('amount');
    setFormError(null);
  };

  const showServerError = (error: unknown) => {
    const placed: string[] = [];
    const unplaced: string[] = [];
    for (const [name, message] of Object.entries(fieldErrorsOf(error))) {
      if (isFormField(name)) {
        setError(name as FieldPath<SettlementFormValues>, { type: 'server', message });
        placed.push(name);
      } else unplaced.push(message);
    }
    if (unplaced.length > 0) setFormError(unplaced.join(' '));
    else setFormError(placed.length > 0 ? t('mileageHistory:office.fixErrors') : t(`errors:${errorCodeOf(error)}`, { defaultValue: t('errors:INTERNAL') }));
    setTimeout(() => focusFirstInvalid(formRef.current, placed), 0);
  };

  const send = () => {
    if (!pending || request.isPending) return;
    const body = pending;
    request.mutate(body, {
      onSuccess: () => {
        setPending(null);
        setValue('amount', '');
        toast.success(t('mileageHistory:office.requested', { amount: formatMoney(body.amount, body.currency, locale) }));
      },
      onError: (error) => {
        setPending(null);
        showServerError(error);
      },
    });
  };

  const onValid = (body: SettlementBody) => {
    setFormError(null);
    setPending(body);
  };
  const onInvalid = (found: FieldErrors<SettlementFormValues>) => {
    setFormError(null);
    focusFirstInvalid(formRef.current, errorNames(found));
  };

  const pendingPayout = pending ? settlementPayout(pending.amount, pending.currency, rate?.krwPerUnitHundredths) : null;

  return (
    <section aria-labelledby="office-form-title" className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id="office-form-title" className="text-lg font-bold">
        {t('mileageHistory:office.form.title')}
      </h2>
      <form ref={formRef} noValidate onSubmit={(e) => void handleSubmit(onValid, onInvalid)(e)} className="mt-4 flex flex-col gap-5" data-testid="settlement-form">
        <fieldset className="flex flex-col gap-1.5" data-field="currency">
          <legend className="mb-1.5 text-sm font-medium">{t('mileageHistory:office.form.currency')}</legend>
          <div className="grid grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1 sm:inline-grid sm:w-fit">
            {CURRENCIES.map((c) => (
              <label
                key={c}
                className={`flex min-h-11 cursor-pointer items-center justify-center rounded-lg px-5 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600 ${
                  c === currency ? 'bg-white font-semibold text-brand-800 shadow-sm' : 'text-slate-600 hover:text-slate-900'
                }`}
              >
                <input type="radio" name="currency" value={c} checked={c === currency} onChange={() => chooseCurrency(c)} className="sr-only" />
                {c}
              </label>
            ))}
          </div>
          {errors.currency && <p className="text-sm text-red-600">{fieldErrorText(t, errors.currency)}</p>}
        </fieldset>

        {noRate && (
          <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="rate-missing">
            {t('mileageHistory:office.form.noRate')}
          </p>
        )}

        <Field
          name="amount"
          label={t('mileageHistory:office.form.amount')}
          hint={t('mileageHistory:office.form.available', { amount: formatMoney(available, currency, locale) })}
          error={fieldErrorText(t, errors.amount)}
        >
          {(a11y) => (
            <div className="flex gap-2">
              <Controller
                control={control}
                name="amount"
                render={({ field }) => (
                  <AmountInput a11y={a11y} name={field.name} currency={currency} value={field.value} onChange={field.onChange} onBlur={field.onBlur} disabled={noRate} unit={currency} className="min-w-0 flex-1" />
                )}
              />
              <button
                type="button"
                disabled={noRate || available <= 0}
                onClick={() => {
                  setValue('amount', amountInputOf(available, currency), { shouldValidate: true });
                }}
                aria-label={t('mileageHistory:office.form.allLabel', { amount: formatMoney(available, currency, locale) })}
                className="min-h-11 shrink-0 rounded-lg border border-slate-300 px-4 text-sm font-medium hover:bg-slate-100 disabled:opacity-50"
              >
                {t('mileageHistory:office.form.all')}
              </button>
            </div>
          )}
        </Field>

        <Preview currency={currency} preview={preview} rate={currency === Currency.USD ? rate : null} />

        <InvoiceDetailsFields control={control} register={register} errors={errors.invoice} prefix="invoice." textKey="mileageHistory:office.invoice" />

        {formError && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700" data-testid="settlement-form-error">
            {formError}
          </p>
        )}
        {!terms.bank && <p className="text-sm text-slate-600">{t('mileageHistory:office.form.blocked')}</p>}

        <button type="submit" disabled={blocked || request.isPending} className="min-h-12 rounded-lg bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800 disabled:opacity-50 sm:self-end">
          {t('mileageHistory:office.form.submit')}
        </button>
      </form>

      {pending && pendingPayout && terms.bank && (
        <ConfirmDialog
          open
          onOpenChange={(next) => !next && setPending(null)}
          testId="settlement-confirm"
          title={t('mileageHistory:office.confirm.title')}
          body={t('mileageHistory:office.confirm.body', {
            amount: formatMoney(pending.amount, pending.currency, locale),
            payout: formatMoney(pendingPayout.payoutKrw, Currency.KRW, locale),
            bank: bankText(terms.bank),
          })}
          confirmLabel={request.isPending ? t('mileageHistory:office.confirm.sending') : t('mileageHistory:office.confirm.confirm')}
          cancelLabel={t('mileageHistory:office.confirm.cancel')}
          onConfirm={send}
          busy={request.isPending}
        />
      )}
    </section>
  );
}

/** What the amount typed so far pays out, by the same rule the server applies. */
function Preview({ currency, preview, rate }: { currency: Currency; preview: ReturnType<typeof settlementPayout> | null; rate: ExchangeRate | null }) {
  const { t } = useTranslation('mileageHistory');
  const locale = useLocale();
  return (
    <section aria-labelledby="office-preview-title" aria-live="polite" className="rounded-xl bg-slate-50 p-4" data-testid="settlement-preview">
      <h3 id="office-preview-title" className="text-sm font-semibold">
        {t('office.preview.title')}
      </h3>
      {preview ? (
        <dl className="mt-2 grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1.5 text-sm">
          <dt className="text-slate-600">{t('office.preview.amount')}</dt>
          <dd className="text-right tabular-nums">{formatMoney(preview.amount, currency, locale)}</dd>
          <dt className="text-slate-600">{t(currency === Currency.KRW ? 'office.preview.krwFee' : 'office.preview.usdFee')}</dt>
          <dd className="text-right tabular-nums" data-testid="preview-fee">
            −{formatMoney(preview.fee, currency, locale)}
          </dd>
          {rate && (
            <>
              <dt className="text-slate-600">{t('office.preview.rate', { day: formatDay(rate.day, locale) })}</dt>
              <dd className="text-right tabular-nums" data-testid="preview-rate">
                {t('office.preview.ratePerDollar', { rate: formatRate(rate.krwPerUnitHundredths, locale) })}
              </dd>
            </>
          )}
          <dt className="border-t border-slate-200 pt-1.5 font-semibold">{t('office.preview.payout')}</dt>
          <dd className="border-t border-slate-200 pt-1.5 text-right text-base font-bold tabular-nums" data-testid="preview-payout">
            {formatMoney(preview.payoutKrw, Currency.KRW, locale)}
          </dd>
        </dl>
      ) : (
        <p className="mt-1 text-sm text-slate-500">{t('office.preview.empty')}</p>
      )}
    </section>
  );
}

/** The member's settlement requests, newest first as the server lists them. */
function SettlementRequests() {
  const { t } = useTranslation(['mileageHistory', 'errors']);
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useSettlementList(page, LIST_PAGE_SIZE);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const toPage = (p: number) => {
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (p > 1) next.set('page', String(p));
        else next.delete('page');
        return next;
      },
    );
    headingRef.current?.scrollIntoView?.({ block: 'start' });
  };

  return (
    <section aria-labelledby="office-list-title" className="mt-10" aria-busy={list.isFetching}>
      <h2 id="office-list-title" ref={headingRef} className="scroll-mt-20 text-lg font-bold">
        {t('mileageHistory:office.list.title')}
      </h2>
      <div className="mt-3" aria-live="polite">
        {list.isPending ? (
          <p className="py-8 text-center text-sm text-slate-500">{t('mileageHistory:loading')}</p>
        ) : list.isError ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
            {t(`errors:${errorCodeOf(list.error)}`, { defaultValue: t('errors:INTERNAL') })}
          </p>
        ) : list.data.items.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-10 text-center text-sm text-slate-600" data-testid="settlements-empty">
            {t('mileageHistory:office.list.empty')}
          </p>
        ) : (
          <>
            <p className="mb-2 text-xs text-slate-500">{t('mileageHistory:office.list.total', { count: list.data.total })}</p>
            <ul className={`flex flex-col gap-3 ${list.isPlaceholderData ? 'opacity-60' : ''}`}>
              {list.data.items.map((settlement) => (
                <SettlementRow key={settlement.id} settlement={settlement} />
              ))}
            </ul>
            <Pagination page={page} size={LIST_PAGE_SIZE} total={list.data.total} onPage={toPage} />
          </>
        )}
      </div>
    </section>
  );
}

function SettlementRow({ settlement: s }: { settlement: Settlement }) {
  const bankText = useBankText();
  const { t } = useTranslation('mileageHistory');
  const locale = useLocale();
  const term = 'text-slate-500';
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4" data-testid="settlement-row" data-settlement={s.id}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <PayoutStatusBadge status={s.status} />
        <span className="text-sm text-slate-500">
          {t('office.list.requestedAt')} <time dateTime={s.requestedAt}>{formatDateTime(s.requestedAt, locale)}</time>
        </span>
      </div>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm sm:grid-cols-[auto_minmax(0,1fr)_auto_minmax(0,1fr)]">
        <dt className={term}>{t('office.list.amount')}</dt>
        <dd className="tabular-nums" data-testid="settlement-amount">
          {formatMoney(s.amount, s.currency, locale)}
        </dd>
        <dt className={term}>{t('office.list.fee')}</dt>
        <dd className="tabular-nums">{formatMoney(s.fee, s.currency, locale)}</dd>
        {s.rate && (
          <>
            <dt className={term}>{t('office.list.rate')}</dt>
            <dd className="tabular-nums" data-testid="settlement-rate">
              {formatRate(s.rate.krwPerUnitHundredths, locale)} ({formatDay(s.rate.day, locale)})
            </dd>
          </>
        )}
        <dt className={term}>{t('office.list.payout')}</dt>
        <dd className="font-semibold tabular-nums" data-testid="settlement-payout">
          {formatMoney(s.payoutKrw, Currency.KRW, locale)}
        </dd>
        <dt className={term}>{t('office.list.bank')}</dt>
        <dd className="break-words">{bankText(s.bank)}</dd>
        {s.decidedAt && (
          <>
            <dt className={term}>{t('office.list.decidedAt')}</dt>
            <dd>
              <time dateTime={s.decidedAt}>{formatDateTime(s.decidedAt, locale)}</time>
            </dd>
          </>
        )}
        {s.completedAt && (
          <>
            <dt className={term}>{t('office.list.completedAt')}</dt>
            <dd>
              <time dateTime={s.completedAt}>{formatDateTime(s.completedAt, locale)}</time>
            </dd>
          </>
        )}
      </dl>
      {s.status === PayoutStatus.rejected && s.reason && (
        <p className="break-words rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700" data-testid="settlement-reason">
          {t('office.list.reason', { reason: s.reason })}
        </p>
      )}
    </li>
  );
}
