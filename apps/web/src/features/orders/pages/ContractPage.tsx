// /payment/contract/:id and /payment/reqeust/:id (id: the order): the client reads the e-contract
// generated from the chosen quotation, signs it with their name and pays from mileage into escrow,
// then waits for the T-esigner's answer; before that answer they may still cancel with a full
// refund, after it only by agreement with 50% deducted (SPEC §9). The T-esigner is sent to their
// own view of the same order.
import { OrderAction } from '@dcm/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { PageProblem, PageSkeleton } from '../../../components/PageStates.tsx';
import { useLocale } from '../../../lib/format.ts';
import { useOrder, useOrderContract } from '../api.ts';
import { cancellationShown } from '../cancellation.ts';
import { CancellationPanel } from '../components/CancellationPanel.tsx';
import { CancelOrder } from '../components/CancelOrder.tsx';
import { ContractDocument } from '../components/ContractDocument.tsx';
import { NextSteps } from '../components/NextSteps.tsx';
// The viewer communication step is the viewer module's page (the link loads no three.js).
import { CommsLink } from '../../viewer/components/CommsLink.tsx';
import { OrderLayout } from '../components/OrderLayout.tsx';
import { OrderStage } from '../components/OrderStage.tsx';
import { ProgressSteps } from '../components/ProgressSteps.tsx';
import { OrderSummary } from '../components/OrderSummary.tsx';
import { SignForm } from '../components/SignForm.tsx';

export default function ContractPage() {
  // `mileage` loads the catalogue of the shortfall prompt the sign form may show, `timeline` the progress steps'.
  const { t } = useTranslation(['orders', 'mileage', 'timeline', 'reviews', 'viewer', 'common', 'errors']);
  const { id } = useParams();
  const locale = useLocale();
  const order = useOrder(id);
  const contract = useOrderContract(id, locale);
  const stageHeading = useRef<HTMLHeadingElement>(null);
  /** Counts the client's moves (signed, cancelled, a cancellation approved): each brings the new state into focus. */
  const [moves, setMoves] = useState(0);
  /** A refused move the page keeps in view (see OrderStage). */
  const [notice, setNotice] = useState<string | null>(null);
  const moved = () => {
    setNotice(null);
    setMoves((n) => n + 1);
  };

  useEffect(() => {
    if (moves > 0) stageHeading.current?.focus();
  }, [moves]);

  const frame = { title: t('orders:title.contract'), intro: t('orders:intro.contract') };
  if (order.isPending) return <OrderLayout {...frame} instead={<PageSkeleton label={t('orders:loading')} testId="order-skeleton" shape="sections" blocks={2} />} />;
  if (order.isError) {
    const problem = <PageProblem error={order.error} testId="order" notFoundTitle={t('orders:notFound.title')} notFoundBody={t('orders:notFound.body')} backTo="/payment" backLabel={t('orders:notFound.back')} />;
    return <OrderLayout {...frame} instead={problem} />;
  }
  const detail = order.data;
  if (detail.viewerRole === 'designer') return <Navigate to={`/payment/${detail.id}/designer`} replace />;

  return (
    <OrderLayout
      {...frame}
      stage={
        <>
          <OrderStage order={detail} notice={notice} headingRef={stageHeading}>
            {detail.actions.includes(OrderAction.cancel) && <CancelOrder order={detail} onCancelled={moved} onFailure={setNotice} />}
            <NextSteps order={detail} />
          <CommsLink order={detail} />
          </OrderStage>
          <ProgressSteps order={detail} />
        </>
      }
      summary={<OrderSummary order={detail} />}
      contract={<ContractDocument orderId={detail.id} contract={contract} />}
      contractFirst={!!contract.data?.signature}
      form={
        detail.actions.includes(OrderAction.signAndPay) ? (
          <SignForm order={detail} contract={contract.data} onSigned={moved} onStale={setNotice} />
        ) : (
          cancellationShown(detail) && <CancellationPanel order={detail} onCancelled={moved} onFailure={setNotice} />
        )
      }
    />
  );
}
