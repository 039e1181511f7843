// /mileage and /mypage/payment (SPEC §2, §3 Mileage): the member's balances, every movement of them
// with the balance after it, and the charges with their refunds (SPEC §9: a whole charge, to the same
// card, asked within 10 business days, processed within 10). The tab, the filters and the page are
// in the address (?tab=&kind=&from=&to=&page=), so back, forward and reload keep them.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSearchParamsUpdate } from '../../../lib/search-params.ts';
import { Balances } from '../components/Balances.tsx';
import { ChargesTab } from '../components/ChargesTab.tsx';
import { HistoryTab } from '../components/HistoryTab.tsx';
// The transactions tab of /mypage/payment is the orders module's list.
import { TransactionList } from '../../orders/index.ts';

/** `orders`: the member's transactions, a tab of My page's /mypage/payment only. */
const Tab = { history: 'history', charges: 'charges', orders: 'orders' } as const;
type Tab = (typeof Tab)[keyof typeof Tab];

interface Props {
  /** /mileage ('mileage', the default) or My page's /mypage/payment ('payment'): the heading, and the transactions tab first. */
  place?: 'mileage' | 'payment';
}

export default function MileageHistoryPage({ place = 'mileage' }: Props) {
  const { t } = useTranslation(['mileageHistory', 'orders', 'common', 'errors']);
  const [params] = useSearchParams();
  const tabs: Tab[] = place === 'payment' ? [Tab.orders, Tab.history, Tab.charges] : [Tab.history, Tab.charges];
  const asked = tabs.find((name) => name === params.get('tab'));
  const tab: Tab = asked ?? tabs[0]!;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const tabsId = useId();

  const update = useSearchParamsUpdate();

  return (
    <section className="mx-auto w-full max-w-4xl px-4 py-6 sm:py-10" data-testid="mileage-history-page">
      <header className="mb-5">
        <h1 className="text-2xl font-bold">{t(`mileageHistory:title.${place}`)}</h1>
        <p className="mt-1 text-sm text-slate-600">{t('mileageHistory:intro')}</p>
      </header>

      <Balances />

      <div role="tablist" aria-label={t('mileageHistory:tabs.label')} className="mt-8 grid grid-cols-2 border-b border-slate-200 sm:flex sm:gap-1">
        {tabs.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`${tabsId}-${name}`}
            aria-selected={name === tab}
            aria-controls={`${tabsId}-panel`}
            data-testid={`tab-${name}`}
            onClick={() => name !== tab && update({ tab: name === tabs[0] ? null : name, page: null, status: null })}
            className={`-mb-px min-h-11 border-b-2 px-4 text-sm ${name === tab ? 'border-brand-700 font-semibold text-brand-800' : 'border-transparent text-slate-600 hover:text-slate-900'}`}
          >
            {t(`mileageHistory:tabs.${name}`)}
          </button>
        ))}
      </div>

      <div role="tabpanel" id={`${tabsId}-panel`} aria-labelledby={`${tabsId}-${tab}`} className="mt-4">
        {tab === Tab.orders && <TransactionList />}
        {tab === Tab.history && <HistoryTab page={page} update={update} />}
        {tab === Tab.charges && <ChargesTab page={page} onPage={(p) => update({ page: p === 1 ? null : p })} />}
      </div>
    </section>
  );
}
