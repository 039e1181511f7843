// The frame of an order's single-purpose pages (receive the referral, upload or receive the CAD
// result, the surcharges), on the reading width: the way back to the order, the title and intro,
// then the sections; and the gate that shows the frame while the order loads or when it cannot be read.
import type { OrderDetail } from '@dcm/shared';
import { ChevronLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageProblem, PageSkeleton } from '../../../components/PageStates.tsx';
import { Page } from '../../../components/ui/Page.tsx';
import { useOrder } from '../api.ts';

export function OrderPageFrame({ title, intro, back, children }: { title: string; intro?: string; back?: ReactNode; children: ReactNode }) {
  return (
    <Page width="reading">
      <header className="flex flex-col gap-1.5">
        {back}
        <h1 className="text-title font-bold break-words text-ink">{title}</h1>
        {intro && <p className="text-ink-muted">{intro}</p>}
      </header>
      {children}
    </Page>
  );
}

interface GateProps {
  title: string;
  /** Prefix of the skeleton's and the problem's test ids. */
  testId: string;
  /** The page once the order (`:id` of the path) is read. */
  children: (order: OrderDetail) => ReactNode;
}

/** The order of the page's path, read once; its frame with a skeleton meanwhile, or the problem (not found, no access, offline). */
export function OrderStepGate({ title, testId, children }: GateProps) {
  const { t } = useTranslation(['orders', 'common', 'errors']);
  const { id } = useParams();
  const order = useOrder(id);
  if (order.isPending) {
    return (
      <OrderPageFrame title={title}>
        <PageSkeleton label={t('orders:loading')} testId={`${testId}-skeleton`} shape="sections" blocks={1} />
      </OrderPageFrame>
    );
  }
  if (order.isError) {
    return (
      <OrderPageFrame title={title}>
        <PageProblem error={order.error} testId={testId} notFoundTitle={t('orders:notFound.title')} notFoundBody={t('orders:notFound.body')} backTo="/payment" backLabel={t('orders:notFound.back')} />
      </OrderPageFrame>
    );
  }
  return children(order.data);
}

/** The link back to the viewer's own page of the order, above a step page's title. */
export function BackToOrder({ order, to, label }: { order: OrderDetail; to?: string; label?: string }) {
  const { t } = useTranslation('orders');
  const orderPage = order.viewerRole === 'designer' ? `/payment/${order.id}/designer` : `/payment/contract/${order.id}`;
  return (
    <Link
      to={to ?? orderPage}
      className="-ml-1 inline-flex min-h-11 items-center gap-1 self-start rounded-control pr-2 text-sm font-medium text-ink-muted hover:text-ink"
      data-testid="order-back"
    >
      <ChevronLeft aria-hidden className="size-4" />
      {label ?? t('receive.back')}
    </Link>
  );
}
