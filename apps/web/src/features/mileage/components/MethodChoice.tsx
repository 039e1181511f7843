// The charge form's choice of how to pay; the card registration it links to comes back to this page.
import type { PaymentCard, PaymentOptions } from '@dcm/shared';
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

/** A registered card, or the provider's window; registering a card is one link away. */
export function MethodChoice({ options, cards, cardsLoading, value, onChange, disabled }: MethodProps) {
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
