// /cardInfo (SPEC §3 Card, §8 "card registration failed with wrong info"): the client's registered
// cards, and registering one for charges without the provider's window. The number goes to the
// payment provider once and is never kept: not here after the answer, not on our server (only the
// last four digits). The form checks with the shared CardBody first; the provider has the last word.
import { CardBody, cardExpiryValid, CardIdentity, type PaymentCard } from '@dcm/shared';
import { useLayoutEffect, useRef, useState, type FormEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { Field, inputClass, type FieldA11y } from '../../../components/Field.tsx';
import { focusFirstInvalid } from '../../../lib/form-errors.ts';
import { dateFormat, useLocale } from '../../../lib/format.ts';
import { errorCodeOf, fieldErrorsOf } from '../../../lib/http.ts';
import { useCards, useDeleteCard, usePaymentOptions, useRegisterCard } from '../api.ts';
import { caretAfter } from '../../../lib/money.ts';
import { safeReturnPath } from '../return-path.ts';

type FieldName = 'number' | 'expiry' | 'passwordFirstTwo' | 'identityType' | 'identityNumber';
type FieldErrors = Partial<Record<FieldName, string>>;

const FIELDS: readonly FieldName[] = ['number', 'expiry', 'passwordFirstTwo', 'identityType', 'identityNumber'];

/** The form's field for a path of CardBody (month and year share one field). */
const fieldOf = (path: string): FieldName | null => {
  if (path === 'expiryMonth' || path === 'expiryYear') return 'expiry';
  return (FIELDS as readonly string[]).includes(path) ? (path as FieldName) : null;
};

interface Draft {
  number: string;
  expiry: string;
  passwordFirstTwo: string;
  identityType: CardIdentity;
  identityNumber: string;
}

const EMPTY: Draft = { number: '', expiry: '', passwordFirstTwo: '', identityType: CardIdentity.birthDate, identityNumber: '' };

const digitsOf = (text: string, max: number) => text.replace(/\D/g, '').slice(0, max);

/** "1234 5678 9012 3456": the number in groups of four, as printed on most cards. */
const groupCardNumber = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

/** MMYY from what was typed or filled in; a browser's "MM/YYYY" autofill keeps the year's last two digits. */
function expiryDigits(text: string): string {
  const filled = /^(\d{1,2})\s*\/\s*(\d{4})$/.exec(text.trim());
  if (filled) return `${filled[1]!.padStart(2, '0')}${filled[2]!.slice(2)}`;
  return digitsOf(text, 4);
}

const showExpiry = (digits: string) => (digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits);

interface DigitsInputProps extends Pick<InputHTMLAttributes<HTMLInputElement>, 'autoComplete' | 'placeholder' | 'disabled' | 'name'> {
  /** Digits only, as the form keeps them. */
  value: string;
  show: (digits: string) => string;
  /** The digits kept of what was typed or filled in. */
  keep: (text: string) => string;
  onChange: (digits: string) => void;
  a11y: FieldA11y;
}

/** A text field that shows its digits formatted; the caret stays after the digit it followed. */
function DigitsInput({ value, show, keep, onChange, a11y, ...attributes }: DigitsInputProps) {
  const input = useRef<HTMLInputElement>(null);
  const digitsBeforeCaret = useRef<number | null>(null);
  const shown = show(value);

  useLayoutEffect(() => {
    const el = input.current;
    const wanted = digitsBeforeCaret.current;
    if (!el || wanted === null || document.activeElement !== el) return;
    digitsBeforeCaret.current = null;
    const position = caretAfter(shown, wanted);
    el.setSelectionRange(position, position);
  }, [shown]);

  return (
    <input
      ref={input}
      {...a11y}
      {...attributes}
      type="text"
      inputMode="numeric"
      value={shown}
      onChange={(e) => {
        const caret = e.target.selectionStart ?? e.target.value.length;
        digitsBeforeCaret.current = e.target.value.slice(0, caret).replace(/\D/g, '').length;
        onChange(keep(e.target.value));
      }}
      className={`${inputClass} tabular-nums`}
    />
  );
}

function CardRow({ card, onDelete }: { card: PaymentCard; onDelete: () => void }) {
  const { t } = useTranslation('mileage');
  const locale = useLocale();
  const registered = new Date(card.createdAt);
  return (
    <li className="flex items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4" data-testid="card-row">
      <div className="min-w-0">
        <p className="break-words font-semibold">
          {card.issuer ?? t('cards.issuerUnknown')} <span className="tabular-nums text-slate-600">•••• {card.lastFour}</span>
        </p>
        <p className="mt-0.5 text-sm text-slate-500">
          {t('cards.registeredOn', { date: Number.isNaN(registered.getTime()) ? card.createdAt : dateFormat(locale, { dateStyle: 'medium' }).format(registered) })}
        </p>
      </div>
      <button
        type="button"
        onClick={onDelete}
        className="inline-flex min-h-11 shrink-0 items-center rounded-lg border border-red-300 px-3 text-sm font-medium text-red-700 hover:bg-red-50"
        aria-label={t('cards.deleteCard', { card: `${card.issuer ?? t('cards.issuerUnknown')} ${card.lastFour}` })}
      >
        {t('cards.delete')}
      </button>
    </li>
  );
}

function CardList({ cards, loading, error }: { cards: PaymentCard[]; loading: boolean; error: unknown }) {
  const { t } = useTranslation(['mileage', 'errors']);
  const remove = useDeleteCard();
  const [deleting, setDeleting] = useState<PaymentCard | null>(null);
  const name = (card: PaymentCard) => `${card.issuer ?? t('mileage:cards.issuerUnknown')} •••• ${card.lastFour}`;

  const confirmDelete = () => {
    if (!deleting || remove.isPending) return;
    const card = deleting;
    remove.mutate(card.id, {
      onSuccess: () => toast.success(t('mileage:cards.deleted', { card: name(card) })),
      onError: (e) => toast.error(t(`errors:${errorCodeOf(e)}`, { defaultValue: t('errors:INTERNAL') })),
      onSettled: () => setDeleting(null),
    });
  };

  let body: ReactNode;
  if (error) body = <p role="alert" className="text-sm text-red-700">{t(`errors:${errorCodeOf(error)}`, { defaultValue: t('errors:INTERNAL') })}</p>;
  else if (loading) body = <p className="text-sm text-slate-500">{t('mileage:loading')}</p>;
  else if (cards.length === 0) body = <p className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-6 text-center text-sm text-slate-600" data-testid="no-cards">{t('mileage:cards.none')}</p>;
  else
    body = (
      <ul className="flex flex-col gap-2">
        {cards.map((card) => (
          <CardRow key={card.id} card={card} onDelete={() => setDeleting(card)} />
        ))}
      </ul>
    );

  return (
    <section aria-labelledby="cards-title" className="flex flex-col gap-3">
      <h2 id="cards-title" className="text-lg font-bold">
        {t('mileage:cards.title')}
      </h2>
      {body}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('mileage:cards.deleteTitle')}
        body={deleting ? t('mileage:cards.deleteBody', { card: name(deleting) }) : ''}
        confirmLabel={remove.isPending ? t('mileage:cards.deleting') : t('mileage:cards.delete')}
        cancelLabel={t('mileage:cancel')}
        onConfirm={confirmDelete}
        danger
        busy={remove.isPending}
        testId="delete-card-dialog"
      />
    </section>
  );
}

function RegisterCardForm() {
  const { t } = useTranslation(['mileage', 'common', 'errors']);
  const register = useRegisterCard();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string>();
  const sending = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const busy = register.isPending;

  const update = <K extends keyof Draft>(field: K, value: Draft[K]) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const chooseIdentity = (identityType: CardIdentity) => {
    setDraft((d) => ({ ...d, identityType, identityNumber: '' }));
    setErrors((e) => ({ ...e, identityType: undefined, identityNumber: undefined }));
  };

  const focusFirstError = (found: FieldErrors) => focusFirstInvalid(formRef.current, FIELDS.filter((f) => found[f] !== undefined));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (sending.current) return;
    setFormError(undefined);
    const body = {
      number: draft.number,
      expiryMonth: draft.expiry.slice(0, 2),
      expiryYear: draft.expiry.slice(2, 4),
      passwordFirstTwo: draft.passwordFirstTwo,
      identityType: draft.identityType,
      identityNumber: draft.identityNumber,
    };
    const parsed = CardBody.safeParse(body);
    const found: FieldErrors = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = fieldOf(String(issue.path[0] ?? ''));
        if (field && !found[field]) found[field] = t(`common:validation.${issue.message}`, { defaultValue: t('common:validation.invalid') });
      }
    } else if (!cardExpiryValid(parsed.data, new Date())) {
      found.expiry = t('common:validation.cardExpiryInvalid');
    }
    if (!parsed.success || Object.keys(found).length > 0) {
      setErrors(found);
      focusFirstError(found);
      return;
    }
    sending.current = true;
    register.mutate(parsed.data, {
      onSuccess: (card) => {
        // The card's digits leave the page with the answer.
        setDraft(EMPTY);
        setErrors({});
        register.reset();
        toast.success(t('mileage:register.done', { card: `${card.issuer ?? t('mileage:cards.issuerUnknown')} •••• ${card.lastFour}` }));
      },
      onError: (error) => {
        // The password digits are never kept for another try; the rest stays to be corrected.
        setDraft((d) => ({ ...d, passwordFirstTwo: '' }));
        const onFields: FieldErrors = {};
        for (const [path, message] of Object.entries(fieldErrorsOf(error))) {
          const field = fieldOf(path);
          if (field) onFields[field] ??= message;
        }
        setErrors(onFields);
        // After the render that enables the fields again (they are disabled while the card is sent).
        if (Object.keys(onFields).length > 0) setTimeout(() => focusFirstError(onFields), 0);
        setFormError(t(`errors:${errorCodeOf(error)}`, { defaultValue: t('errors:INTERNAL') }));
      },
      onSettled: () => {
        sending.current = false;
      },
    });
  };

  const birthDate = draft.identityType === CardIdentity.birthDate;
  const identityChoice = 'flex min-h-11 flex-1 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50';

  return (
    <section aria-labelledby="register-title" className="flex flex-col gap-3">
      <h2 id="register-title" className="text-lg font-bold">
        {t('mileage:register.title')}
      </h2>
      <p className="rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700" data-testid="card-privacy">
        {t('mileage:register.privacy')}
      </p>
      <form ref={formRef} onSubmit={submit} noValidate autoComplete="off" className="flex flex-col gap-5 rounded-xl border border-slate-200 bg-white p-4 sm:p-5" aria-busy={busy}>
        <Field name="number" label={t('mileage:register.number')} hint={t('mileage:register.numberHint')} error={errors.number}>
          {(a11y) => (
            <DigitsInput
              a11y={a11y}
              name="cardNumber"
              autoComplete="cc-number"
              placeholder="0000 0000 0000 0000"
              value={draft.number}
              show={groupCardNumber}
              keep={(text) => digitsOf(text, 16)}
              onChange={(digits) => update('number', digits)}
              disabled={busy}
            />
          )}
        </Field>

        <div className="grid grid-cols-2 gap-3">
          <Field name="expiry" label={t('mileage:register.expiry')} hint={t('mileage:register.expiryHint')} error={errors.expiry}>
            {(a11y) => (
              <DigitsInput
                a11y={a11y}
                name="cardExpiry"
                autoComplete="cc-exp"
                placeholder="MM/YY"
                value={draft.expiry}
                show={showExpiry}
                keep={expiryDigits}
                onChange={(digits) => update('expiry', digits)}
                disabled={busy}
              />
            )}
          </Field>
          <Field name="passwordFirstTwo" label={t('mileage:register.password')} hint={t('mileage:register.passwordHint')} error={errors.passwordFirstTwo}>
            {(a11y) => (
              <input
                {...a11y}
                name="cardPassword"
                type="password"
                inputMode="numeric"
                autoComplete="off"
                maxLength={2}
                placeholder="••"
                value={draft.passwordFirstTwo}
                onChange={(e) => update('passwordFirstTwo', digitsOf(e.target.value, 2))}
                disabled={busy}
                className={`${inputClass} tabular-nums`}
              />
            )}
          </Field>
        </div>

        <fieldset className="flex flex-col gap-2" data-field="identityType">
          <legend className="mb-1.5 text-sm font-medium">{t('mileage:register.identity.label')}</legend>
          <div className="flex flex-col gap-2 sm:flex-row">
            {[CardIdentity.birthDate, CardIdentity.businessNumber].map((kind) => (
              <label key={kind} className={identityChoice}>
                <input type="radio" name="identityType" value={kind} checked={draft.identityType === kind} onChange={() => chooseIdentity(kind)} disabled={busy} className="h-5 w-5 shrink-0 accent-brand-700" />
                <span>{t(`mileage:register.identity.${kind}`)}</span>
              </label>
            ))}
          </div>
        </fieldset>

        <Field
          name="identityNumber"
          label={t(birthDate ? 'mileage:register.birthDate' : 'mileage:register.businessNumber')}
          hint={t(birthDate ? 'mileage:register.birthDateHint' : 'mileage:register.businessNumberHint')}
          error={errors.identityNumber}
        >
          {(a11y) => (
            <input
              {...a11y}
              name="identityNumber"
              type="text"
              inputMode="numeric"
              autoComplete="off"
              placeholder={birthDate ? 'YYMMDD' : '0000000000'}
              value={draft.identityNumber}
              onChange={(e) => update('identityNumber', digitsOf(e.target.value, birthDate ? 6 : 10))}
              disabled={busy}
              className={`${inputClass} tabular-nums`}
            />
          )}
        </Field>

        {formError && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700" data-testid="form-error">
            {formError}
          </p>
        )}

        <button type="submit" disabled={busy} aria-busy={busy} className="min-h-11 rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60 sm:self-end">
          {busy ? t('mileage:register.submitting') : t('mileage:register.submit')}
        </button>
      </form>
    </section>
  );
}

export default function CardInfoPage() {
  const { t } = useTranslation(['mileage', 'common', 'errors']);
  const [params] = useSearchParams();
  const options = usePaymentOptions();
  // Until the options say otherwise, cards are offered: KRW members, the most, use them.
  const cardsSupported = options.data?.cardsSupported ?? true;
  const cards = useCards(cardsSupported);
  const returnTo = safeReturnPath(params.get('returnTo'));

  return (
    <section className="mx-auto flex w-full max-w-xl flex-col gap-6 px-4 py-6 sm:py-10" data-testid="card-info">
      <header className="flex flex-col gap-3">
        <h1 className="text-2xl font-bold">{t('mileage:cards.pageTitle')}</h1>
        <p className="text-slate-600">{t('mileage:cards.intro')}</p>
        {options.data?.testMode && (
          <aside className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900" data-testid="test-mode">
            <p className="font-bold">{t('mileage:testMode.title')}</p>
            <p className="mt-1">{t('mileage:testMode.cards')}</p>
          </aside>
        )}
      </header>

      {cardsSupported ? (
        <>
          <CardList cards={cards.data ?? []} loading={cards.isPending} error={cards.error} />
          <RegisterCardForm />
        </>
      ) : (
        <p className="rounded-xl border border-slate-200 bg-white p-4 text-slate-700" data-testid="cards-unsupported">
          {t('mileage:cards.unsupported')}
        </p>
      )}

      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        <Link to={returnTo ?? '/mileageCharge'} className="inline-flex min-h-11 items-center justify-center rounded-lg border border-slate-300 bg-white px-4 font-medium hover:bg-slate-100">
          {returnTo ? t('mileage:cards.back') : t('mileage:cards.toCharge')}
        </Link>
      </div>
    </section>
  );
}
