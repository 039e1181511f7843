// The member's mileage in the charge's currency, at the top of the charge page: what they hold before
// they choose how much to add.
import type { Currency } from '@dcm/shared';
import { Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/format.ts';
import { formatMoney } from '../../../lib/money.ts';

export function BalanceCard({ currency, balance }: { currency: Currency; balance: number | undefined }) {
  const { t } = useTranslation('mileage');
  const locale = useLocale();
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-card border border-brand-100 bg-gradient-to-br from-brand-50 to-surface px-4 py-4 shadow-card sm:px-6">
      <span className="flex items-center gap-2.5 font-semibold text-brand-900">
        <span aria-hidden className="flex size-9 items-center justify-center rounded-full bg-brand-700 text-white">
          <Wallet className="size-5" />
        </span>
        {t('balance.label')}
      </span>
      <span className="text-2xl font-extrabold tracking-tight text-ink tabular-nums" data-testid="mileage-balance">
        {balance === undefined ? (
          <>
            <span className="sr-only">{t('loading')}</span>
            <span aria-hidden className="inline-block h-7 w-28 animate-pulse rounded-control bg-brand-100 align-middle" />
          </>
        ) : (
          formatMoney(balance, currency, locale)
        )}
      </span>
    </div>
  );
}
