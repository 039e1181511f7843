// /mileageCharge: the client charges mileage in their currency, with a registered card (confirmed at
// once) or in the provider's payment window (Toss for KRW, PayPal for USD), or with the test provider
// when no keys are set. `?amount&currency` fill in an amount (what a payment lacked) and `?returnTo`
// leads back to that payment. The provider sends the browser back here with `?chargeId` and either
// its success parameters (→ confirm) or a cancel or failure (→ abandon: no mileage is charged).
import { ChargeBody, ChargeStatus, Currency, type ChargeAnswer, type ChargeConfirmBody, type PaymentCard, type PaymentOptions } from '@dcm/shared';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Field } from '../../../components/Field.tsx';
import { focusFirstInvalid } from '../../../lib/form-errors.ts';
import { useLocale } from '../../../lib/format.ts';
import { errorCodeOf, fieldErrorsOf } from '../../../lib/http.ts';
import { AmountInput } from '../components/AmountInput.tsx';
import { checkoutWindow, useAbandonCharge, useCards, useConfirmCharge, useCreateCharge, useMileageBalances, usePaymentOptions } from '../api.ts';
import { amountInputOf, formatMoney, parseAmount } from '../../../lib/money.ts';
import { safeReturnPath } from '../return-path.ts';

/** Quick-add steps in minor units: 10,000 / 50,000 / 100,000 won; 10 / 50 / 100 dollars. */
const QUICK_ADD: Record<Currency, readonly number[]> = { [Currency.KRW]: [10_000, 50_000, 100_000], [Currency.USD]: [1_000, 5_000, 10_000] };

/** Toss's codes for a payment the member called off themselves, rather than one that failed. */
const CANCEL_CODES = ['PAY_PROCESS_CANCELED', 'USER_CANCEL'];

/** The parameters that are this page's own; the provider's are dropped once read. */
const PAGE_PARAMS = ['amount', 'currency', 'returnTo'];

/** How the charge ended when nothing was charged. */
type Stop = 'cancelled' | 'failed';

const WINDOW = 'window';

// ---- The page's own parameters, kept in this tab while the provider's window is open ----

const keptKey = (chargeId: string) => `dcm.mileage-charge:${chargeId}`;

function pageParamsOf(params: URLSearchParams): URLSearchParams {
  const kept = new URLSearchParams();
  for (const name of PAGE_PARAMS) {
    const value = params.get(name);
    if (value !== null) kept.set(name, value);
  }
  return kept;
}

function keepPageParams(chargeId: string, params: URLSearchParams): void {
  try {
    sessionStorage.setItem(keptKey(chargeId), pageParamsOf(params).toString());
  } catch {
    // A full or blocked storage only loses the way back; the charge itself goes on.
  }
}

function keptPageParams(chargeId: string): URLSearchParams {
  try {
    return new URLSearchParams(sessionStorage.getItem(keptKey(chargeId)) ?? '');
  } catch {
    return new URLSearchParams();
  }
}

function forgetPageParams(chargeId: string): void {
  try {
    sessionStorage.removeItem(keptKey(chargeId));
  } catch {
    // Nothing kept, nothing to forget.
  }
}

// ---- The provider's return ----

type ProviderReturn = { chargeId: string; page: URLSearchParams } & ({ kind: 'confirm'; body: ChargeConfirmBody } | { kind: 'abandon'; stop: Stop });

/** What the provider's return asks of this page: Toss `paymentKey&amount`, PayPal `token`, or a cancel or failure. */
function providerReturnOf(params: URLSearchParams): ProviderReturn | null {
  const chargeId = params.get('chargeId');
  if (!chargeId) return null;
  const page = keptPageParams(chargeId);
  const code = params.get('code');
  if (params.has('failed') || params.has('cancelled') || code) {
    return { kind: 'abandon', chargeId, page, stop: params.has('cancelled') || (code !== null && CANCEL_CODES.includes(code)) ? 'cancelled' : 'failed' };
  }
  const paymentKey = params.get('paymentKey');
  if (paymentKey) {
    const amount = Number(params.get('amount'));
    return { kind: 'confirm', chargeId, page, body: Number.isInteger(amount) && amount > 0 ? { paymentKey, amount } : { paymentKey } };
  }
  const token = params.get('token');
  if (token) return { kind: 'confirm', chargeId, page, body: { paymentKey: token } };
  return null;
}

/** How a Toss window that did not go through ended: closed by the member, refused, or never opened. */
function tossStop(error: unknown): Stop | 'unavailable' {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : null;
  if (code === null) return 'unavailable';
  return CANCEL_CODES.includes(code) ? 'cancelled' : 'failed';
}

// ---- Pieces ----

const button = 'inline-flex min-h-11 items-center justify-center rounded-lg px-4 font-semibold';
const primary = `${button} bg-brand-700 text-white hover:bg-brand-800 disabled:opacity-60`;
const secondary = `${button} border border-slate-300 bg-white font-medium text-slate-800 hover:bg-slate-100 disabled:opacity-60`;

function BalanceCard({ currency, balance }: { currency: Currency; balance: number | undefined }) {
  const { t } = useTranslation('mileage');
  const locale = useLocale();
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-2 rounded-xl bg-brand-50 px-4 py-3">
      <span className="text-sm font-medium text-brand-800">{t('balance.label')}</span>
      <span className="text-xl font-bold tabular-nums text-brand-800" data-testid="mileage-balance">
        {balance === undefined ? '…' : formatMoney(balance, currency, locale)}
      </span>
    </div>
  );
}

function TestModeNotice() {
  const { t } = useTranslation('mileage');
  return (
    <aside className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900" data-testid="test-mode">
      <p className="font-bold">{t('testMode.title')}</p>
      <p className="mt-1">{t('testMode.charge')}</p>
    </aside>
  );
}

interface MethodProps {
  options: PaymentOptions;
  cards: PaymentCard[];
  cardsLoading: boolean;
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
}

/** A registered card, or the provider's window; registering a card is one link away. */
function MethodChoice({ options, cards, cardsLoading, value, onChange, disabled }: MethodProps) {
  const { t } = useTranslation('mileage');
  const location = useLocation();
  const choice = 'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border px-3 py-2.5 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50';
  const cardInfo = `/cardInfo?${new URLSearchParams({ returnTo: location.pathname + location.search }).toString()}`;

  return (
    <fieldset className="flex flex-col gap-2" data-field="cardId">
      <legend className="mb-1.5 text-sm font-medium">{t('charge.method.label')}</legend>
      {cards.map((card) => (
        <label key={card.id} className={`${choice} border-slate-300 bg-white`}>
          <input type="radio" name="method" value={card.id} checked={value === card.id} onChange={() => onChange(card.id)} disabled={disabled} className="h-5 w-5 shrink-0 accent-brand-700" />
          <span className="min-w-0 break-words">
            <span className="font-medium">{card.issuer ?? t('cards.issuerUnknown')}</span>{' '}
            <span className="tabular-nums text-slate-600">•••• {card.lastFour}</span>
          </span>
        </label>
      ))}
      <label className={`${choice} border-slate-300 bg-white`}>
        <input type="radio" name="method" value={WINDOW} checked={value === WINDOW} onChange={() => onChange(WINDOW)} disabled={disabled} className="h-5 w-5 shrink-0 accent-brand-700" />
        <span className="min-w-0">
          <span className="block font-medium">{t(`charge.method.window.${options.provider}`)}</span>
          <span className="block text-sm text-slate-500">{t(`charge.method.windowHint.${options.provider}`)}</span>
        </span>
      </label>
      {options.cardsSupported && (
        <p className="flex flex-wrap items-center gap-x-2 text-sm text-slate-600">
          {cardsLoading ? t('charge.method.cardsLoading') : cards.length === 0 ? t('charge.method.noCards') : null}
          <Link to={cardInfo} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline-offset-2 hover:underline">
            {t('charge.method.manageCards')}
          </Link>
        </p>
      )}
    </fieldset>
  );
}

function ChargeDone({ answer, returnTo, onAgain }: { answer: ChargeAnswer; returnTo: string | null; onAgain: () => void }) {
  const { t } = useTranslation('mileage');
  const locale = useLocale();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  return (
    <div className="flex flex-col items-center gap-4 rounded-2xl border border-slate-200 bg-white px-4 py-8 text-center sm:px-8" data-testid="charge-done">
      <span aria-hidden className="flex h-14 w-14 items-center justify-center rounded-full bg-brand-100 text-brand-700">
        <svg viewBox="0 0 24 24" className="h-7 w-7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round">
          <path d="M5 12.5l4.5 4.5L19 7.5" />
        </svg>
      </span>
      <h2 ref={heading} tabIndex={-1} className="text-xl font-bold focus:outline-none">
        {t('done.title', { amount: formatMoney(answer.amount, answer.currency, locale) })}
      </h2>
      <p className="text-slate-600">
        {t('done.balance')}{' '}
        <strong className="tabular-nums text-slate-900" data-testid="charge-done-balance">
          {formatMoney(answer.balance, answer.currency, locale)}
        </strong>
      </p>
      <div className="mt-2 flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
        {returnTo && (
          <Link to={returnTo} className={primary}>
            {t('done.back')}
          </Link>
        )}
        <Link to="/mileage" className={returnTo ? secondary : primary}>
          {t('done.history')}
        </Link>
        <button type="button" onClick={onAgain} className={secondary}>
          {t('done.again')}
        </button>
      </div>
    </div>
  );
}

// ---- The form ----

interface FormProps {
  options: PaymentOptions;
  /** The page's parameters the form starts from (`amount`, `currency`, `returnTo`). */
  start: URLSearchParams;
  stop: Stop | null;
  onConfirmed: (answer: ChargeAnswer) => void;
}

/** The amount to start with: what a payment lacked, raised to one charge's minimum; only in the member's currency. */
function prefillOf(start: URLSearchParams, options: PaymentOptions): { amount: number; raised: boolean } | null {
  const amount = Number(start.get('amount'));
  if (start.get('currency') !== options.currency || !Number.isInteger(amount) || amount <= 0) return null;
  return amount < options.min ? { amount: options.min, raised: true } : { amount, raised: false };
}

function ChargeForm({ options, start, stop: initialStop, onConfirmed }: FormProps) {
  const { t } = useTranslation(['mileage', 'common', 'errors']);
  const locale = useLocale();
  const [params] = useSearchParams();
  const currency = options.currency;
  const cards = useCards(options.cardsSupported);
  const create = useCreateCharge();
  const { mutate: abandonCharge } = useAbandonCharge();

  const [prefill] = useState(() => prefillOf(start, options));
  const [amountText, setAmountText] = useState(() => (prefill ? amountInputOf(prefill.amount, currency) : ''));
  const [chosenMethod, setChosenMethod] = useState<string | null>(null);
  const [amountError, setAmountError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const [stop, setStop] = useState<Stop | null>(initialStop);
  /** The browser is on its way to the provider's window: the form stays closed. */
  const [leaving, setLeaving] = useState(false);
  const sending = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);

  const registered = options.cardsSupported ? (cards.data ?? []) : [];
  // A registered card pays at once, so it is the first choice when there is one.
  const method = chosenMethod ?? registered[0]?.id ?? WINDOW;
  const amount = parseAmount(amountText, currency);
  const busy = create.isPending || leaving;
  const money = (minor: number, whole = false) => formatMoney(minor, currency, locale, { whole });

  const changeAmount = (kept: string) => {
    setAmountText(kept);
    setAmountError(undefined);
  };

  /** The page's checks, in the shared schema's words; the server checks the same again. */
  const check = (): { body: ChargeBody } | { error: string } => {
    if (amountText.trim() === '') return { error: t('common:validation.required') };
    if (amount === null || amount > options.max) return { error: t('common:validation.amountInvalid') };
    if (amount < options.min) return { error: t('common:validation.amountBelowMin') };
    const parsed = ChargeBody.safeParse({ amount, currency, ...(method === WINDOW ? {} : { cardId: method }) });
    if (!parsed.success) return { error: t(`common:validation.${parsed.error.issues[0]?.message ?? 'invalid'}`, { defaultValue: t('common:validation.invalid') }) };
    return { body: parsed.data };
  };

  const leaveFor = (answer: ChargeAnswer) => {
    const { redirectUrl, toss } = answer.checkout ?? {};
    if (!redirectUrl && !toss) {
      sending.current = false;
      setFormError(t('errors:INTERNAL'));
      return;
    }
    keepPageParams(answer.chargeId, params);
    setLeaving(true);
    if (redirectUrl) {
      checkoutWindow.redirect(redirectUrl);
      return;
    }
    if (toss)
      checkoutWindow.openToss(toss, answer.chargeId).catch((error: unknown) => {
        abandonCharge(answer.chargeId);
        forgetPageParams(answer.chargeId);
        sending.current = false;
        setLeaving(false);
        const outcome = tossStop(error);
        if (outcome === 'unavailable') setFormError(t('errors:PAYMENT_PROVIDER_UNAVAILABLE'));
        else setStop(outcome);
      });
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    // One charge however often the button is pressed: the ref holds before the button shows busy.
    if (sending.current) return;
    setFormError(undefined);
    setStop(null);
    const checked = check();
    if ('error' in checked) {
      setAmountError(checked.error);
      focusFirstInvalid(formRef.current, ['amount']);
      return;
    }
    sending.current = true;
    create.mutate(checked.body, {
      onSuccess: (answer) => {
        if (answer.status === ChargeStatus.confirmed) {
          sending.current = false;
          onConfirmed(answer);
        } else if (answer.status === ChargeStatus.failed) {
          sending.current = false;
          setStop('failed');
        } else leaveFor(answer);
      },
      onError: (error) => {
        sending.current = false;
        const fields = fieldErrorsOf(error);
        if (fields.amount) {
          setAmountError(fields.amount);
          // After the render that enables the field again (it is disabled while the charge is sent).
          setTimeout(() => focusFirstInvalid(formRef.current, ['amount']), 0);
        }
        setFormError(t(`errors:${errorCodeOf(error)}`, { defaultValue: t('errors:INTERNAL') }));
      },
    });
  };

  const hint = (
    <>
      <span className="block">{t('mileage:charge.amount.limits', { min: money(options.min), max: money(options.max) })}</span>
      {prefill && (
        <span className="block text-brand-800" data-testid="charge-prefill">
          {prefill.raised ? t('mileage:charge.amount.prefillRaised', { min: money(options.min) }) : t('mileage:charge.amount.prefill')}
        </span>
      )}
    </>
  );

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="flex flex-col gap-6" aria-busy={busy}>
      {stop && (
        <p role="alert" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="charge-stopped">
          {t(`mileage:charge.stopped.${stop}`)}
        </p>
      )}

      <div className="flex flex-col gap-3">
        <Field name="amount" label={t('mileage:charge.amount.label', { currency })} hint={hint} error={amountError}>
          {(a11y) => (
            <AmountInput
              a11y={a11y}
              value={amountText}
              currency={currency}
              onChange={changeAmount}
              disabled={busy}
              unit={t(`mileage:charge.amount.unit.${currency}`)}
              placeholder={currency === Currency.KRW ? '50,000' : '50.00'}
              large
            />
          )}
        </Field>
        <div className="grid grid-cols-3 gap-2" role="group" aria-label={t('mileage:charge.quickAdd.label')}>
          {QUICK_ADD[currency].map((step) => (
            <button
              key={step}
              type="button"
              disabled={busy}
              onClick={() => changeAmount(amountInputOf(Math.min((amount ?? 0) + step, options.max), currency))}
              className="min-h-11 rounded-lg border border-slate-300 bg-white px-1 text-sm font-medium tabular-nums hover:bg-slate-100 disabled:opacity-60"
            >
              {t('mileage:charge.quickAdd.add', { amount: money(step, true) })}
            </button>
          ))}
        </div>
      </div>

      <MethodChoice options={options} cards={registered} cardsLoading={options.cardsSupported && cards.isPending} value={method} onChange={setChosenMethod} disabled={busy} />

      {formError && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700" data-testid="form-error">
          {formError}
        </p>
      )}

      <button type="submit" disabled={busy} aria-busy={busy} className={`${primary} min-h-12 w-full text-base sm:w-auto sm:self-end`}>
        {leaving
          ? t('mileage:charge.leaving')
          : create.isPending
            ? t('mileage:charge.submitting')
            : amount !== null && amount >= options.min && amount <= options.max
              ? t('mileage:charge.submitAmount', { amount: money(amount) })
              : t('mileage:charge.submit')}
      </button>
    </form>
  );
}

// ---- The page ----

export default function MileageChargePage() {
  const { t } = useTranslation(['mileage', 'common', 'errors']);
  const [params, setParams] = useSearchParams();
  const options = usePaymentOptions();
  const balances = useMileageBalances();
  const confirm = useConfirmCharge();
  const { mutate: confirmCharge } = confirm;
  const { mutate: abandonCharge } = useAbandonCharge();

  // Read once: the provider's parameters leave the address as soon as they are handled.
  const [providerReturn, setProviderReturn] = useState(() => providerReturnOf(params));
  /** The parameters the form starts from: the page's own, also those kept while the provider's window was open. */
  const [start, setStart] = useState(() => providerReturn?.page ?? params);
  const [done, setDone] = useState<ChargeAnswer | null>(null);
  const handled = useRef(false);

  useEffect(() => {
    // Once per return, even when StrictMode runs effects twice: the ref outlives the second run.
    if (!providerReturn || handled.current) return;
    handled.current = true;
    forgetPageParams(providerReturn.chargeId);
    setParams(providerReturn.page, { replace: true });
    if (providerReturn.kind === 'confirm') confirmCharge({ chargeId: providerReturn.chargeId, body: providerReturn.body });
    else abandonCharge(providerReturn.chargeId);
  }, [providerReturn, confirmCharge, abandonCharge, setParams]);

  const confirmedByReturn = confirm.data?.status === ChargeStatus.confirmed ? confirm.data : null;
  const finished = done ?? confirmedByReturn;
  const returnTo = safeReturnPath(params.get('returnTo') ?? providerReturn?.page.get('returnTo') ?? null);
  const currency = options.data?.currency;

  const chargeAgain = () => {
    // What a payment lacked is paid now: the next charge starts empty, with the same way back.
    const next = new URLSearchParams(returnTo ? { returnTo } : {});
    setStart(next);
    setParams(next, { replace: true });
    setDone(null);
    setProviderReturn(null);
    confirm.reset();
  };
  /** After a confirmation that failed: the form again, with the amount the member came with. */
  const backToForm = () => {
    setProviderReturn(null);
    confirm.reset();
  };
  const retryConfirm = () => {
    if (providerReturn?.kind === 'confirm' && !confirm.isPending) confirmCharge({ chargeId: providerReturn.chargeId, body: providerReturn.body });
  };

  let content;
  if (finished) {
    content = <ChargeDone answer={finished} returnTo={returnTo} onAgain={chargeAgain} />;
  } else if (providerReturn?.kind === 'confirm' && (confirm.isError || confirm.isSuccess)) {
    content = (
      <div role="alert" className="flex flex-col items-center gap-4 rounded-2xl border border-slate-200 bg-white px-4 py-8 text-center" data-testid="confirm-failed">
        <p className="font-semibold text-red-700">
          {confirm.isError ? t(`errors:${errorCodeOf(confirm.error)}`, { defaultValue: t('errors:INTERNAL') }) : t('errors:PAYMENT_FAILED')}
        </p>
        <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
          {confirm.isError && (
            <button type="button" onClick={retryConfirm} className={primary}>
              {t('mileage:confirm.retry')}
            </button>
          )}
          <button type="button" onClick={backToForm} className={secondary}>
            {t('mileage:confirm.backToForm')}
          </button>
        </div>
      </div>
    );
  } else if (providerReturn?.kind === 'confirm') {
    content = (
      <div role="status" className="flex flex-col items-center gap-4 rounded-2xl border border-slate-200 bg-white px-4 py-10 text-center" data-testid="confirming">
        <span aria-hidden className="h-10 w-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700" />
        <p className="font-semibold">{t('mileage:confirm.progress')}</p>
        <p className="text-sm text-slate-500">{t('mileage:confirm.wait')}</p>
      </div>
    );
  } else if (options.isError) {
    content = (
      <div role="alert" className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-slate-300 bg-white px-4 py-10 text-center" data-testid="options-error">
        <p className="font-semibold">{t(`errors:${errorCodeOf(options.error)}`, { defaultValue: t('errors:INTERNAL') })}</p>
        <button type="button" onClick={() => void options.refetch()} className={secondary}>
          {t('mileage:retry')}
        </button>
      </div>
    );
  } else if (options.isPending) {
    content = <p className="py-10 text-center text-sm text-slate-500">{t('mileage:loading')}</p>;
  } else {
    content = (
      <ChargeForm
        options={options.data}
        start={start}
        stop={providerReturn?.kind === 'abandon' ? providerReturn.stop : null}
        onConfirmed={setDone}
      />
    );
  }

  return (
    <section className="mx-auto w-full max-w-xl px-4 py-6 sm:py-10" data-testid="mileage-charge">
      <header className="mb-6 flex flex-col gap-4">
        <div>
          <h1 className="text-2xl font-bold">{t('mileage:charge.title')}</h1>
          <p className="mt-2 text-slate-600">{t('mileage:charge.intro')}</p>
        </div>
        {currency && <BalanceCard currency={currency} balance={finished?.currency === currency ? finished.balance : balances.data?.clientMileage[currency]} />}
        {options.data?.testMode && <TestModeNotice />}
      </header>
      {content}
    </section>
  );
}
