// The header's mileage: the signed-in member's balance in their currency, a link to the history.
// A T-esigner sees their earnings (SPEC §3: designer mileage kept apart from member mileage).
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
    <Link to="/mileage" className="rounded-md px-2 py-1.5 font-medium text-slate-700 hover:bg-slate-100" data-testid="header-mileage" aria-label={t('nav.mileage')}>
      <span className="hidden sm:inline">{t('nav.mileage')} </span>
      <span className="tabular-nums">{formatMoney(amount, currency, locale)}</span>
    </Link>
  );
}
