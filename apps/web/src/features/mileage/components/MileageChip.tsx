// The header's mileage: the signed-in member's balance in their currency, a link to the history.
// A T-esigner sees their earnings (SPEC §3: designer mileage kept apart from member mileage).
import { Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../../lib/format.ts';
import { formatMoney } from '../../../lib/money.ts';
import { useViewer } from '../../../lib/viewer.ts';
import { useMileageBalances } from '../api.ts';

export function MileageChip() {
  const { t } = useTranslation();
  const locale = useLocale();
  const viewer = useViewer();
  const balances = useMileageBalances();
  if (!balances.data || !viewer || viewer.kind === 'admin') return null;
  const { currency } = balances.data;
  const amount = viewer.kind === 'designer' ? balances.data.designerEarnings[currency] : balances.data.clientMileage[currency];
  return (
    <Link to="/mileage" className="inline-flex items-center gap-1.5 rounded-full px-2.5 py-1.5 font-semibold text-ink hover:bg-sunken" data-testid="header-mileage">
      <Wallet aria-hidden className="hidden size-4 text-brand-700 sm:block" />
      <span className="sr-only sm:not-sr-only">{t('nav.mileage')} </span>
      <span className="tabular-nums">{formatMoney(amount, currency, locale)}</span>
    </Link>
  );
}
