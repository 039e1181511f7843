// /payment/contract/:id and /payment/reqeust/:id (id: the order): the client reads the e-contract
// generated from the chosen quotation, signs it with their name and pays from mileage into escrow,
// then waits for the T-esigner's answer; before that answer they may still cancel with a full
// refund, after it only by agreement with 50% deducted (SPEC §9). The title and lead follow the
// order's stage (stage-frame.tsx). The T-esigner is sent to their own view of the same order.
import { OrderAction } from '@dcm/shared';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { useLocale } from '../../../lib/format.ts';
import { useOrder, useOrderContract } from '../api.ts';
import { cancellationShown } from '../cancellation.ts';
import { CancellationPanel } from '../components/CancellationPanel.tsx';
import { CancelOrder } from '../components/CancelOrder.tsx';
import { ContractDocument } from '../components/ContractDocument.tsx';
import { NextSteps } from '../components/NextSteps.tsx';
// The viewer communication step is the viewer module's page (the link loads no three.js).
import { CommsLink } from '../../viewer/index.ts';
import { ChatButton } from '../../chat/index.ts';
import { OrderLayout } from '../components/OrderLayout.tsx';
import { OrderStage } from '../components/OrderStage.tsx';
import { ProgressSteps } from '../components/ProgressSteps.tsx';
import { OrderSummary } from '../components/OrderSummary.tsx';
import { SignForm } from '../components/SignForm.tsx';
import { orderStageFrame } from '../stage-frame.tsx';
import { OrderPending, useStageFocus } from '../stage-focus.tsx';

export default function ContractPage() {
  // `mileage` loads the catalogue of the shortfall prompt the sign form may show, `timeline` the progress steps'.
  const { t } = useTranslation(['orders', 'mileage', 'timeline', 'reviews', 'viewer', 'common', 'errors']);
  const { id } = useParams();
  const locale = useLocale();
  const order = useOrder(id);
  const contract = useOrderContract(id, locale);
  const { stageHeading, notice, setNotice, moved } = useStageFocus();

  // Until the order is read its stage is unknown: the page's name, no lead.
  if (!order.data) return <OrderPending order={order} frame={{ title: t('orders:title.contract'), intro: '' }} />;
  const detail = order.data;
  if (detail.viewerRole === 'designer') return <Navigate to={`/payment/${detail.id}/designer`} replace />;

  return (
    <OrderLayout
      {...orderStageFrame(t, detail, 'client')}
      stage={
        <>
          <OrderStage order={detail} notice={notice} headingRef={stageHeading}>
            {detail.actions.includes(OrderAction.cancel) && <CancelOrder order={detail} onCancelled={moved} onFailure={setNotice} />}
            <NextSteps order={detail} />
          <CommsLink order={detail} />
            <ChatButton partnerNo={detail.designer.memberNo} orderId={detail.id} />
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
