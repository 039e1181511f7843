// The client's signature and payment in one step: the name typed as a signature (nothing prefilled),
// consent to the text shown, the balance beside the amount, then "Sign and pay". The hash of the text
// on screen goes with the signature, so a contract that changed meanwhile is never signed unread.
import { ErrorCode, SignOrderBody, type OrderContract, type OrderDetail } from '@dcm/shared';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, inputClass } from '../../../components/Field.tsx';
import { focusFirstInvalid } from '../../../lib/form-errors.ts';
import { useLocale } from '../../../lib/format.ts';
import { errorCodeOf, fieldErrorsOf } from '../../../lib/http.ts';
import { formatMoney } from '../../../lib/money.ts';
// The one component orders takes from another feature: the shortfall prompt of SPEC §8 is the mileage module's.
import { InsufficientMileage, shortfallOf } from '../../mileage/index.ts';
import { useMileageBalances, useSignOrder } from '../api.ts';
import { contractErrorText, orderErrorText } from '../messages.ts';
import { submitButton } from '../../../components/buttons.ts';

interface Props {
  order: OrderDetail;
  /** The contract on screen; signing waits until it is there. */
  contract: OrderContract | undefined;
  onSigned: () => void;
  /**
   * The order moved on meanwhile (signed in another tab, cancelled): the page keeps the message, as
   * this form leaves once the order is read again.
   */
  onStale: (message: string) => void;
}

type Errors = { name?: string; agreed?: string };

export function SignForm({ order, contract, onSigned, onStale }: Props) {
  const { t } = useTranslation(['orders', 'common', 'errors']);
  const locale = useLocale();
  const id = useId();
  const sign = useSignOrder(order.id);
  const balances = useMileageBalances();
  const [name, setName] = useState('');
  /** The hash of the text the client agreed to: a new text (another language, a change) needs consent again. */
  const [agreedHash, setAgreedHash] = useState<string | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [changed, setChanged] = useState(false);
  // One payment however often the button is pressed: the ref holds before the button shows busy.
  const sending = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);

  const agreed = contract !== undefined && agreedHash === contract.hash;
  const money = (amount: number) => formatMoney(amount, order.currency, locale);
  const balance = balances.data?.clientMileage[order.currency];
  const short = balance !== undefined && balance < order.amount;
  const busy = sign.isPending;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (sending.current || !contract) return;
    setFailure(null);
    const parsed = SignOrderBody.safeParse({ name, agreed, locale: contract.locale, hash: contract.hash });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'name' || field === 'agreed') found[field] ??= t(`common:validation.${issue.message}`, { defaultValue: t('common:validation.invalid') });
      }
      setErrors(found);
      focusFirstInvalid(formRef.current, Object.keys(found));
      return;
    }
    setErrors({});
    sending.current = true;
    sign.mutate(parsed.data, {
      onSuccess: () => {
        setChanged(false);
        onSigned();
      },
      onError: (error) => {
        const fields = fieldErrorsOf(error);
        if (fields.hash) {
          // The text was read again by the mutation; the client reads it and agrees once more.
          setChanged(true);
          setAgreedHash(null);
          return;
        }
        if (errorCodeOf(error) === ErrorCode.InvalidTransition) {
          onStale(orderErrorText(t, error));
          return;
        }
        if (fields.name) setErrors({ name: fields.name });
        setFailure(error);
      },
      onSettled: () => {
        sending.current = false;
      },
    });
  };

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4 rounded-card border border-brand-200 bg-surface p-4 shadow-card sm:p-6" data-testid="sign-form">
      <h2 id={`${id}-title`} className="text-heading font-bold text-ink">
        {t('orders:sign.title')}
      </h2>

      {changed && (
        <p role="alert" className="rounded-control bg-warning-50 px-3 py-2 text-sm text-warning-800 ring-1 ring-warning-200" data-testid="contract-changed">
          {t('orders:sign.changed')}
        </p>
      )}

      <form ref={formRef} onSubmit={submit} noValidate className="flex flex-col gap-5" aria-busy={busy}>
        <Field name="name" label={t('orders:sign.name')} hint={t('orders:sign.nameHint')} error={errors.name}>
          {(a11y) => (
            <input
              {...a11y}
              type="text"
              autoComplete="off"
              maxLength={100}
              value={name}
              disabled={busy}
              onChange={(e) => {
                setName(e.target.value);
                setErrors((prev) => ({ ...prev, name: undefined }));
              }}
              className={inputClass}
            />
          )}
        </Field>

        <div className="flex flex-col gap-1.5" data-field="agreed">
          <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-control border border-line px-3 py-2.5 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
            <input
              type="checkbox"
              checked={agreed}
              disabled={busy || !contract}
              onChange={(e) => {
                setAgreedHash(e.target.checked && contract ? contract.hash : null);
                setErrors((prev) => ({ ...prev, agreed: undefined }));
              }}
              aria-invalid={!!errors.agreed}
              aria-describedby={errors.agreed ? `${id}-agreed-error` : undefined}
              className="mt-0.5 h-5 w-5 shrink-0 accent-brand-700"
            />
            <span className="text-sm">{t('orders:sign.agree')}</span>
          </label>
          {errors.agreed && (
            <p id={`${id}-agreed-error`} className="text-sm text-danger-700">
              {errors.agreed}
            </p>
          )}
        </div>

        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 rounded-control bg-brand-50 px-4 py-3 text-sm">
          <dt className="text-brand-800">{t('orders:sign.balance')}</dt>
          <dd className="text-right tabular-nums text-brand-800" data-testid="sign-balance">
            {balance === undefined ? '…' : money(balance)}
          </dd>
          <dt className="font-medium text-brand-800">{t('orders:sign.amount')}</dt>
          <dd className="text-right text-lg font-bold tabular-nums text-brand-800" data-testid="sign-amount">
            {money(order.amount)}
          </dd>
        </dl>
        {short && !shortfallOf(failure) && (
          <p className="text-sm text-warning-800" data-testid="sign-short">
            {t('orders:sign.short', { amount: money(order.amount - balance) })}
          </p>
        )}
        <p className="text-sm text-ink-muted">{t('orders:sign.escrow')}</p>

        <InsufficientMileage error={failure} />
        {failure !== null && !shortfallOf(failure) && (
          <p role="alert" className="rounded-control bg-danger-50 px-3 py-2 text-sm text-danger-700" data-testid="sign-error">
            {contractErrorText(t, failure)}
          </p>
        )}

        <button
          type="submit"
          disabled={busy || !contract}
          className={submitButton}
          data-testid="sign-submit"
        >
          {busy ? t('orders:sign.busy') : t('orders:sign.submit', { amount: money(order.amount) })}
        </button>
      </form>
    </section>
  );
}
