// The charge form's choice of how to pay, each way a card to pick: a registered card (paid at once)
// or the provider's window. Registering a card is one link away and comes back to this page.
import { PaymentProviderName, type PaymentCard, type PaymentOptions } from '@dcm/shared';
import { AppWindow, CreditCard, FlaskConical, Globe, Settings2, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { WINDOW } from '../charge-form.ts';

interface MethodProps {
  options: PaymentOptions;
  cards: PaymentCard[];
  cardsLoading: boolean;
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
}

const WINDOW_ICONS: Record<PaymentProviderName, LucideIcon> = {
  [PaymentProviderName.test]: FlaskConical,
  [PaymentProviderName.toss]: AppWindow,
  [PaymentProviderName.paypal]: Globe,
};

/** A registered card, or the provider's window; registering a card is one link away. */
export function MethodChoice({ options, cards, cardsLoading, value, onChange, disabled }: MethodProps) {
  const { t } = useTranslation('mileage');
  const location = useLocation();
  const cardInfo = `/cardInfo?${new URLSearchParams({ returnTo: location.pathname + location.search }).toString()}`;

  return (
    <fieldset className="flex flex-col gap-3" data-field="cardId">
      <legend className="mb-3 text-heading font-bold text-ink">{t('charge.method.label')}</legend>
      <div className="grid gap-2.5 sm:grid-cols-2">
        {cards.map((card) => (
          <Choice key={card.id} value={card.id} checked={value === card.id} onChange={onChange} disabled={disabled} icon={CreditCard}>
            <span className="block font-semibold text-ink">{card.issuer ?? t('cards.issuerUnknown')}</span>
            <span className="block text-sm tabular-nums text-ink-muted">•••• {card.lastFour}</span>
          </Choice>
        ))}
        <Choice value={WINDOW} checked={value === WINDOW} onChange={onChange} disabled={disabled} icon={WINDOW_ICONS[options.provider]}>
          <span className="block font-semibold text-ink">{t(`charge.method.window.${options.provider}`)}</span>
          <span className="block text-sm text-ink-muted">{t(`charge.method.windowHint.${options.provider}`)}</span>
        </Choice>
      </div>
      {options.cardsSupported && (
        <p className="flex flex-wrap items-center justify-between gap-x-3 text-sm text-ink-muted">
          {cardsLoading ? t('charge.method.cardsLoading') : cards.length === 0 ? t('charge.method.noCards') : null}
          <Link to={cardInfo} className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-700 underline-offset-2 hover:underline">
            <Settings2 aria-hidden className="size-4" />
            {t('charge.method.manageCards')}
          </Link>
        </p>
      )}
    </fieldset>
  );
}

interface ChoiceProps {
  value: string;
  checked: boolean;
  onChange: (value: string) => void;
  disabled: boolean;
  icon: LucideIcon;
  children: ReactNode;
}

/** One way to pay as a card: its radio, its picture, its name and a line under it. */
function Choice({ value, checked, onChange, disabled, icon: Icon, children }: ChoiceProps) {
  return (
    <label
      className={`flex min-h-16 cursor-pointer items-center gap-3 rounded-card border bg-surface p-4 transition-colors has-[:disabled]:cursor-default has-[:disabled]:opacity-60 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600 ${
        checked ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-600' : 'border-line hover:border-brand-300'
      }`}
    >
      <input type="radio" name="method" value={value} checked={checked} onChange={() => onChange(value)} disabled={disabled} className="size-5 shrink-0 accent-brand-700" />
      <span aria-hidden className={`flex size-10 shrink-0 items-center justify-center rounded-full ${checked ? 'bg-brand-700 text-white' : 'bg-sunken text-ink-muted'}`}>
        <Icon className="size-5" />
      </span>
      <span className="min-w-0 break-words">{children}</span>
    </label>
  );
}
