// The member's mileage in the charge's currency, at the top of the charge page.
import type { Currency } from '@dcm/shared';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/format.ts';
import { formatMoney } from '../../../lib/money.ts';

export function BalanceCard({ currency, balance }: { currency: Currency; balance: number | undefined }) {
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
