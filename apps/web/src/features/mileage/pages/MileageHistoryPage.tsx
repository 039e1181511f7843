// /mileage and /mypage/payment (SPEC §2, §3 Mileage): the member's balances, every movement of them
// with the balance after it, and the charges with their refunds (SPEC §9: a whole charge, to the same
// card, asked within 10 business days, processed within 10). The tab, the filters and the page are
// in the address (?tab=&kind=&from=&to=&page=), so back, forward and reload keep them.
// The balance leads: first on a phone, a sticky side column on desktop beside the lists.
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page } from '../../../components/ui/Page.tsx';
import { PageHeader } from '../../../components/ui/PageHeader.tsx';
import { ScrollTabs } from '../../../components/ui/ScrollTabs.tsx';
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

  const update = useSearchParamsUpdate();
  const select = (name: Tab) => name !== tab && update({ tab: name === tabs[0] ? null : name, page: null, status: null });

  return (
    <Page width="working" testId="mileage-history-page">
      <PageHeader title={t(`mileageHistory:title.${place}`)} subtitle={t('mileageHistory:intro')} />

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="flex flex-col gap-4 lg:sticky lg:top-24 lg:col-start-2 lg:row-start-1">
          <Balances onRefund={() => select(Tab.charges)} />
        </div>

        <div className="flex min-w-0 flex-col gap-4 lg:col-start-1 lg:row-start-1">
          <ScrollTabs
            label={t('mileageHistory:tabs.label')}
            items={tabs.map((name) => ({ key: name, label: t(`mileageHistory:tabs.${name}`) }))}
            value={tab}
            onSelect={select}
            previousLabel={t('common:tabs.previous')}
            nextLabel={t('common:tabs.next')}
            testId="mileage-tabs"
          />
          <div role="tabpanel" aria-label={t(`mileageHistory:tabs.${tab}`)}>
            {tab === Tab.orders && <TransactionList />}
            {tab === Tab.history && <HistoryTab page={page} update={update} />}
            {tab === Tab.charges && <ChargesTab page={page} onPage={(p) => update({ page: p === 1 ? null : p })} />}
          </div>
        </div>
      </div>
    </Page>
  );
}
