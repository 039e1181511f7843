// /mileageOffice (SPEC §2, §9 settlement): the T-esigner's settlement office. Earnings per currency,
// the bank account they are paid into, a settlement request with what it pays out worked out as they
// type (the shared settlementPayout the server uses: KRW less the provider's fee with VAT, USD less 10%
// at the day's rate), the electronic tax invoice details, and below, the requests made so far (?page=).
import { useTranslation } from 'react-i18next';
import { errorCodeOf } from '../../../lib/http.ts';
import { BankAccountCard } from '../components/BankAccountCard.tsx';
import { Earnings } from '../components/Earnings.tsx';
import { SettlementForm } from '../components/SettlementForm.tsx';
import { SettlementRequests } from '../components/SettlementRequests.tsx';
import { useSettlementTerms } from '../history-api.ts';

export default function MileageOfficePage() {
  const { t } = useTranslation(['mileageHistory', 'common', 'errors']);
  const terms = useSettlementTerms();

  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-6 sm:py-10" data-testid="mileage-office-page">
      <header className="mb-5">
        <h1 className="text-2xl font-bold">{t('mileageHistory:office.title')}</h1>
        <p className="mt-1 text-sm text-slate-600">{t('mileageHistory:office.intro')}</p>
      </header>

      {terms.isPending ? (
        <p className="py-10 text-center text-sm text-slate-500">{t('mileageHistory:loading')}</p>
      ) : terms.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {t(`errors:${errorCodeOf(terms.error)}`, { defaultValue: t('errors:INTERNAL') })}
        </p>
      ) : (
        <div className="flex flex-col gap-6">
          <div className="grid gap-3 sm:grid-cols-2">
            <Earnings earnings={terms.data.earnings} />
            <BankAccountCard bank={terms.data.bank} />
          </div>
          <SettlementForm terms={terms.data} />
        </div>
      )}

      <SettlementRequests />
    </section>
  );
}
