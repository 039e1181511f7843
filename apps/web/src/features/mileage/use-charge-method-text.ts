// How a charge was paid, in the member's words: the registered card, or the provider's window.
import type { ChargeItem } from '@dcm/shared';
import { useTranslation } from 'react-i18next';

/** How the money was taken, which is how it goes back. */
export function useChargeMethodText() {
  const { t } = useTranslation('mileageHistory');
  return (charge: ChargeItem) => (charge.cardLastFour ? t('charges.card', { lastFour: charge.cardLastFour }) : t(`provider.${charge.provider}`));
}
