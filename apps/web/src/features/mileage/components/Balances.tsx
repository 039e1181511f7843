// The head of /mileage and /mypage/payment: the member's mileage as a balance card with its one
// action, charging, and the refund and the cards in its "more" menu; for T-esigners and labs their
// earnings beside it (never added together) with the way to settle them. A T-esigner, who does not
// charge, sees the earnings first.
import { CURRENCIES, type MileageBalances } from '@dcm/shared';
import { HandCoins, Landmark, Plus, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ErrorState } from '../../../components/ui/ErrorState.tsx';
import { ViewMoreDropdown } from '../../../components/ViewMoreDropdown.tsx';
import { useViewer } from '../../../lib/viewer.ts';
import { useMileageBalances } from '../api.ts';
import { BalancePanel } from './BalancePanel.tsx';
import { outline, primary } from './charge-buttons.ts';
import { MileageSkeleton } from './MileageSkeleton.tsx';

interface Props {
  /** Opens the charges tab, where each charge's refund is asked. */
  onRefund: () => void;
}

export function Balances({ onRefund }: Props) {
  const { t } = useTranslation(['mileageHistory', 'errors']);
  const navigate = useNavigate();
  const viewer = useViewer();
  const balances = useMileageBalances();
  const earns = viewer?.kind === 'designer' || viewer?.kind === 'lab';
  const charges = viewer?.kind === 'client' || viewer?.kind === 'lab';

  if (balances.isPending) return <MileageSkeleton label={t('mileageHistory:loading')} rows={2} />;
  if (balances.isError) return <ErrorState error={balances.error} onRetry={() => void balances.refetch()} retrying={balances.isFetching} testId="balances-error" />;

  const home = balances.data.currency;
  /** The member's own currency always, first; the other only when it holds something. */
  const shown = (per: MileageBalances['clientMileage']) =>
    CURRENCIES.filter((c) => c === home || per[c] !== 0)
      .sort((a, b) => Number(b === home) - Number(a === home))
      .map((currency) => ({ currency, amount: per[currency] }));
  const earningsFirst = viewer?.kind === 'designer';

  const mileage = (
    <BalancePanel
      key="mileage"
      icon={Wallet}
      title={t('mileageHistory:balances.clientMileage')}
      hint={t('mileageHistory:balances.clientMileageHint')}
      amounts={shown(balances.data.clientMileage)}
      testId="client-mileage"
      lead={!earningsFirst}
      action={
        charges && (
          <Link to="/mileageCharge" className={`${primary} min-h-12 text-base`}>
            <Plus aria-hidden className="size-5" />
            {t('mileageHistory:balances.charge')}
          </Link>
        )
      }
      more={
        charges && (
          <ViewMoreDropdown
            label={t('mileageHistory:balances.more')}
            labelHidden
            testId="balance-more"
            items={[
              { key: 'refund', label: t('mileageHistory:balances.refund'), onSelect: onRefund },
              { key: 'cards', label: t('mileageHistory:balances.cards'), onSelect: () => void navigate('/cardInfo') },
            ]}
          />
        )
      }
    />
  );
  const earnings = earns && (
    <BalancePanel
      key="earnings"
      icon={HandCoins}
      title={t('mileageHistory:balances.earnings')}
      hint={t('mileageHistory:balances.earningsHint')}
      amounts={shown(balances.data.designerEarnings)}
      testId="designer-earnings"
      lead={earningsFirst}
      action={
        <Link to="/mileageOffice" className={earningsFirst ? `${primary} min-h-12 text-base` : outline}>
          <Landmark aria-hidden className="size-5" />
          {t('mileageHistory:balances.office')}
        </Link>
      }
    />
  );

  return (
    <section aria-labelledby="mileage-balances-title" aria-busy={balances.isFetching} className={`grid gap-4 ${earns ? 'sm:grid-cols-2 lg:grid-cols-1' : ''}`}>
      <h2 id="mileage-balances-title" className="sr-only">
        {t('mileageHistory:balances.title')}
      </h2>
      {earningsFirst ? [earnings, mileage] : [mileage, earnings]}
    </section>
  );
}
