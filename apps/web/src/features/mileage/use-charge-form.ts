// The charge form's state and its one submission: the amount as typed, the method, and what happens to
// the charge the server answers — confirmed at once (a registered card), failed, or sent on to the
// provider's window, from which a closed or refused Toss window comes back here as a stop.
import { ChargeBody, ChargeStatus, type ChargeAnswer, type PaymentOptions } from '@dcm/shared';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { focusFirstInvalid } from '../../lib/form-errors.ts';
import { errorCodeOf, fieldErrorsOf } from '../../lib/http.ts';
import { amountInputOf, parseAmount } from '../../lib/money.ts';
import { checkoutWindow, useAbandonCharge, useCards, useCreateCharge } from './api.ts';
import { prefillOf, WINDOW } from './charge-form.ts';
import { forgetPageParams, keepPageParams, tossStop, type Stop } from './provider-return.ts';

interface Args {
  options: PaymentOptions;
  /** The page's parameters the form starts from (`amount`, `currency`, `returnTo`). */
  start: URLSearchParams;
  /** How the last charge stopped, when the provider's return said so. */
  initialStop: Stop | null;
  onConfirmed: (answer: ChargeAnswer) => void;
}

export function useChargeForm({ options, start, initialStop, onConfirmed }: Args) {
  const { t } = useTranslation(['mileage', 'common', 'errors']);
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

  return {
    formRef,
    submit,
    prefill,
    amountText,
    amount,
    amountError,
    changeAmount,
    registered,
    cardsLoading: options.cardsSupported && cards.isPending,
    method,
    chooseMethod: setChosenMethod,
    stop,
    formError,
    busy,
    leaving,
    submitting: create.isPending,
  };
}
