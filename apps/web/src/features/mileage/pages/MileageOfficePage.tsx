// /mileageOffice (SPEC §2, §9 settlement): the T-esigner's settlement office. Earnings per currency,
// the bank account they are paid into, a settlement request with what it pays out worked out as they
// type (the shared settlementPayout the server uses: KRW less the provider's fee with VAT, USD less 10%
// at the day's rate), the electronic tax invoice details, and below, the requests made so far (?page=).
// The earnings and the account lead: first on a phone, a sticky side column on desktop.
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/ui/Page.tsx';
import { PageHeader } from '../../../components/ui/PageHeader.tsx';
import { ErrorState } from '../../../components/ui/ErrorState.tsx';
import { BankAccountCard } from '../components/BankAccountCard.tsx';
import { Earnings } from '../components/Earnings.tsx';
import { MileageSkeleton } from '../components/MileageSkeleton.tsx';
import { SettlementForm } from '../components/SettlementForm.tsx';
import { SettlementRequests } from '../components/SettlementRequests.tsx';
import { useSettlementTerms } from '../history-api.ts';
import { holderVerifiedOf } from '../settlement-form.ts';

export default function MileageOfficePage() {
  const { t } = useTranslation(['mileageHistory', 'common', 'errors']);
  const terms = useSettlementTerms();

  return (
    <Page width="working" testId="mileage-office-page">
      <PageHeader title={t('mileageHistory:office.title')} subtitle={t('mileageHistory:office.intro')} />

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        {terms.isSuccess && (
          <div className="flex flex-col gap-4 lg:sticky lg:top-24 lg:col-start-2 lg:row-start-1">
            <Earnings earnings={terms.data.earnings} />
            <BankAccountCard bank={terms.data.bank} holderVerified={holderVerifiedOf(terms.data)} />
          </div>
        )}
        <div className="flex min-w-0 flex-col gap-8 lg:col-start-1 lg:row-start-1">
          {terms.isPending ? (
            <MileageSkeleton label={t('mileageHistory:loading')} rows={3} />
          ) : terms.isError ? (
            <ErrorState error={terms.error} onRetry={() => void terms.refetch()} retrying={terms.isFetching} testId="office-error" />
          ) : (
            <SettlementForm terms={terms.data} />
          )}
          <SettlementRequests />
        </div>
      </div>
    </Page>
  );
}
