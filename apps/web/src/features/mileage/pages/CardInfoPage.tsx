// /cardInfo (SPEC §3 Card, §8 "card registration failed with wrong info"): the client's registered
// cards, and registering one for charges without the provider's window. The number goes to the
// payment provider once and is never kept: not here after the answer, not on our server (only the
// last four digits). The form checks with the shared CardBody first; the provider has the last word.
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
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
    <section className="mx-auto flex w-full max-w-xl flex-col gap-6 px-4 py-6 sm:py-10" data-testid="card-info">
      <header className="flex flex-col gap-3">
        <h1 className="text-2xl font-bold">{t('mileage:cards.pageTitle')}</h1>
        <p className="text-slate-600">{t('mileage:cards.intro')}</p>
        {options.data?.testMode && <TestModeNotice what="cards" />}
      </header>

      {cardsSupported ? (
        <>
          <CardList cards={cards.data ?? []} loading={cards.isPending} error={cards.error} />
          <RegisterCardForm />
        </>
      ) : (
        <p className="rounded-xl border border-slate-200 bg-white p-4 text-slate-700" data-testid="cards-unsupported">
          {t('mileage:cards.unsupported')}
        </p>
      )}

      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        <Link to={returnTo ?? '/mileageCharge'} className="inline-flex min-h-11 items-center justify-center rounded-lg border border-slate-300 bg-white px-4 font-medium hover:bg-slate-100">
          {returnTo ? t('mileage:cards.back') : t('mileage:cards.toCharge')}
        </Link>
      </div>
    </section>
  );
}
