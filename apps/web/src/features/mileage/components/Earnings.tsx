// The settlement office's earnings per currency as a balance card, with the way to their history.
import { CURRENCIES, Currency, type SettlementTerms } from '@dcm/shared';
import { HandCoins, History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMileageBalances } from '../api.ts';
import { BalancePanel } from './BalancePanel.tsx';

export function Earnings({ earnings }: { earnings: SettlementTerms['earnings'] }) {
  const { t } = useTranslation('mileageHistory');
  // The member's own currency always, first; the other only when it holds something.
  const home = useMileageBalances().data?.currency ?? Currency.KRW;
  const amounts = CURRENCIES.filter((c) => c === home || earnings[c] !== 0)
    .sort((a, b) => Number(b === home) - Number(a === home))
    .map((currency) => ({ currency, amount: earnings[currency] }));
  return (
    <BalancePanel
      icon={HandCoins}
      title={t('office.earnings.title')}
      amounts={amounts}
      testId="office-earnings"
      lead
      level={2}
      action={
        <Link to="/mileage" className="inline-flex min-h-11 items-center justify-center gap-1.5 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline">
          <History aria-hidden className="size-4" />
          {t('office.earnings.toHistory')}
        </Link>
      }
    />
  );
}
