// /cardInfo (SPEC §3 Card, §8 "card registration failed with wrong info"): the client's registered
// cards, and registering one for charges without the provider's window. The number goes to the
// payment provider once and is never kept: not here after the answer, not on our server (only the
// last four digits). The form checks with the shared CardBody first; the provider has the last word.
import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page } from '../../../components/ui/Page.tsx';
import { PageHeader } from '../../../components/ui/PageHeader.tsx';
import { useCards, usePaymentOptions } from '../api.ts';
import { CardList } from '../components/CardList.tsx';
import { RegisterCardForm } from '../components/RegisterCardForm.tsx';
import { TestModeNotice } from '../components/TestModeNotice.tsx';
import { safeReturnPath } from '../return-path.ts';

export default function CardInfoPage() {
  const { t } = useTranslation(['mileage', 'common', 'errors']);
  const [params] = useSearchParams();
  const options = usePaymentOptions();
  // Until the options say otherwise, cards are offered: KRW members, the most, use them.
  const cardsSupported = options.data?.cardsSupported ?? true;
  const cards = useCards(cardsSupported);
  const returnTo = safeReturnPath(params.get('returnTo'));

  return (
    <Page width="reading" testId="card-info">
      <PageHeader
        back={{ to: returnTo ?? '/mileageCharge', label: returnTo ? t('mileage:cards.back') : t('mileage:cards.toCharge') }}
        title={t('mileage:cards.pageTitle')}
        subtitle={t('mileage:cards.intro')}
      />
      {options.data?.testMode && <TestModeNotice what="cards" />}

      {cardsSupported ? (
        <>
          <CardList cards={cards.data ?? []} loading={cards.isPending} error={cards.error} onRetry={() => void cards.refetch()} />
          <RegisterCardForm />
        </>
      ) : (
        <p className="flex gap-3 rounded-card bg-info-50 p-4 text-info-800 ring-1 ring-info-200" data-testid="cards-unsupported">
          <Info aria-hidden className="mt-0.5 size-5 shrink-0" />
          {t('mileage:cards.unsupported')}
        </p>
      )}
    </Page>
  );
}
