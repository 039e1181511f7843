// /payment: the member's transactions, as client or T-esigner (the list is TransactionList).
import { useTranslation } from 'react-i18next';
import { TransactionList } from '../components/TransactionList.tsx';

export default function TransactionsPage() {
  const { t } = useTranslation('orders');
  return (
    <section className="mx-auto w-full max-w-4xl px-4 py-6 sm:py-10" data-testid="transactions-page">
      <header className="mb-5">
        <h1 className="text-2xl font-bold">{t('list.title')}</h1>
        <p className="mt-1 text-sm text-ink-muted">{t('list.intro')}</p>
      </header>
      <TransactionList />
    </section>
  );
}
