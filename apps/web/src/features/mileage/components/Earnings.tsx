// The settlement office's earnings per currency, with the way to their history.
import { CURRENCIES, Currency, type SettlementTerms } from '@dcm/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../../lib/format.ts';
import { formatMoney } from '../../../lib/money.ts';
import { useMileageBalances } from '../api.ts';

export function Earnings({ earnings }: { earnings: SettlementTerms['earnings'] }) {
  const { t } = useTranslation('mileageHistory');
  const locale = useLocale();
  // The member's own currency always, the other only when it holds something.
  const home = useMileageBalances().data?.currency ?? Currency.KRW;
  return (
    <section aria-labelledby="office-earnings-title" className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <h2 id="office-earnings-title" className="text-sm font-medium text-slate-600">
        {t('office.earnings.title')}
      </h2>
      <ul className="flex flex-col gap-0.5" data-testid="office-earnings">
        {CURRENCIES.filter((c) => c === home || earnings[c] !== 0).map((c) => (
          <li key={c} className="text-2xl font-bold tabular-nums" data-currency={c}>
            {formatMoney(earnings[c], c, locale)}
          </li>
        ))}
      </ul>
      <Link to="/mileage" className="inline-flex min-h-11 items-center text-sm font-medium text-brand-700 underline-offset-2 hover:underline sm:self-start">
        {t('office.earnings.toHistory')}
      </Link>
    </section>
  );
}
