// The frame of an order's single-purpose pages (receive the referral, upload or receive the CAD
// result, the surcharges): the way back to the order, the title and intro, then the sections; and
// the gate that shows the frame while the order loads or when it cannot be read.
import type { OrderDetail } from '@dcm/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageProblem, PageSkeleton } from '../../../components/PageStates.tsx';
import { useOrder } from '../api.ts';

export function OrderPageFrame({ title, intro, back, children }: { title: string; intro?: string; back?: ReactNode; children: ReactNode }) {
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-6 sm:py-10">
      <header className="mb-5 flex flex-col gap-1">
        {back}
        <h1 className="text-2xl font-bold">{title}</h1>
        {intro && <p className="text-sm text-slate-600">{intro}</p>}
      </header>
      <div className="flex flex-col gap-5">{children}</div>
    </section>
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
      className="inline-flex min-h-11 items-center self-start text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
      data-testid="order-back"
    >
      ← {label ?? t('receive.back')}
    </Link>
  );
}
