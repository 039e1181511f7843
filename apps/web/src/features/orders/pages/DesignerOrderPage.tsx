// /payment/:id/designer (id: the order): the T-esigner's page of an order, led by its stage and
// their next action. They read what the client signed and paid into escrow (the contract is open
// while they are to answer, folded away after), then accept it (they receive the referral next, on
// /payment/receive/:id) or decline it with a reason the client reads (the client gets everything
// back). After acceptance either side may ask to cancel, the other approving or rejecting; later
// steps (the CAD upload, its surcharges) have their own pages, linked from the stage. The title and
// lead follow the order's stage (stage-frame.tsx). The client is sent to their own view of the same order.
import { OrderAction, type OrderDetail } from '@dcm/shared';
import { Check } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { useLocale } from '../../../lib/format.ts';
import { formatMoney } from '../../../lib/money.ts';
import { useAcceptOrder, useOrder, useOrderContract } from '../api.ts';
import { cancellationShown } from '../cancellation.ts';
import { CancellationPanel } from '../components/CancellationPanel.tsx';
import { useCaseName } from '../components/CaseName.tsx';
import { ContractFold } from '../components/ContractFold.tsx';
import { DeclineDialog } from '../components/DeclineDialog.tsx';
import { NextSteps } from '../components/NextSteps.tsx';
// The viewer communication step is the viewer module's page (the link loads no three.js).
import { CommsLink } from '../../viewer/index.ts';
import { ChatButton } from '../../chat/index.ts';
import { OrderLayout } from '../components/OrderLayout.tsx';
import { OrderDesignCheck } from '../components/OrderDesignCheck.tsx';
import { OrderMore } from '../components/OrderMore.tsx';
import { moreActionsOf, nextStepButton, refuseStepButton } from '../components/order-page.ts';
import { OrderStage } from '../components/OrderStage.tsx';
import { OrderStatusBadge } from '../components/OrderStatusBadge.tsx';
import { OrderSummary } from '../components/OrderSummary.tsx';
import { ProgressSteps } from '../components/ProgressSteps.tsx';
import { orderErrorText } from '../messages.ts';
import { orderStageFrame } from '../stage-frame.tsx';
import { OrderPending, useStageFocus } from '../stage-focus.tsx';

/** Accept (the stage's primary action) or decline, as the state machine allows the T-esigner now; a refusal is said where they acted. */
function Answer({ order, onAnswered, onFailure }: { order: OrderDetail; onAnswered: () => void; onFailure: (message: string | null) => void }) {
  const { t } = useTranslation(['orders', 'errors']);
  const locale = useLocale();
  const accept = useAcceptOrder(order.id);
  const [dialog, setDialog] = useState<'accept' | 'decline' | null>(null);
  // One acceptance however often the button is pressed: the ref holds before the dialog shows busy.
  const sending = useRef(false);

  const confirmAccept = () => {
    if (sending.current) return;
    sending.current = true;
    accept.mutate(undefined, {
      onSuccess: () => {
        setDialog(null);
        onAnswered();
      },
      onError: (error) => {
        setDialog(null);
        onFailure(orderErrorText(t, error));
      },
      onSettled: () => {
        sending.current = false;
      },
    });
  };

  const open = (which: 'accept' | 'decline') => {
    onFailure(null);
    setDialog(which);
  };

  return (
    <>
      {order.actions.includes(OrderAction.accept) && (
        <button type="button" onClick={() => open('accept')} className={nextStepButton}>
          <Check aria-hidden className="size-4" />
          {t('orders:accept.open')}
        </button>
      )}
      {order.actions.includes(OrderAction.decline) && (
        <button type="button" onClick={() => open('decline')} className={refuseStepButton}>
          {t('orders:decline.open')}
        </button>
      )}
      <ConfirmDialog
        open={dialog === 'accept'}
        onOpenChange={(next) => !next && setDialog(null)}
        title={t('orders:accept.title')}
        body={t('orders:accept.body', { amount: formatMoney(order.amount, order.currency, locale), client: order.client.nickname })}
        confirmLabel={accept.isPending ? t('orders:accept.busy') : t('orders:accept.confirm')}
        cancelLabel={t('orders:accept.back')}
        onConfirm={confirmAccept}
        busy={accept.isPending}
        testId="accept-dialog"
      />
      {dialog === 'decline' && (
        <DeclineDialog
          order={order}
          onClose={() => setDialog(null)}
          onDeclined={() => {
            setDialog(null);
            onAnswered();
          }}
          onStale={(message) => {
            setDialog(null);
            onFailure(message);
          }}
        />
      )}
    </>
  );
}

export default function DesignerOrderPage() {
  // `timeline` loads with the page the catalogue of the progress steps under the stage.
  const { t } = useTranslation(['orders', 'timeline', 'reviews', 'viewer', 'common', 'errors']);
  const { id } = useParams();
  const locale = useLocale();
  const order = useOrder(id);
  const contract = useOrderContract(id, locale);
  const caseName = useCaseName(order.data);
  const { stageHeading, notice, setNotice, moved: answered } = useStageFocus();

  // Until the order is read its stage is unknown: the page's name, no lead.
  if (!order.data) return <OrderPending order={order} frame={{ title: t('orders:title.designer'), intro: '' }} />;
  const detail = order.data;
  if (detail.viewerRole === 'client') return <Navigate to={`/payment/contract/${detail.id}`} replace />;
  // Accepting is agreeing to the contract the client signed ("under the contract above"): it is open while they answer.
  const answering = detail.actions.includes(OrderAction.accept) || detail.actions.includes(OrderAction.decline);

  return (
    <OrderLayout
      {...orderStageFrame(t, detail, 'designer')}
      eyebrow={caseName}
      badge={<OrderStatusBadge status={detail.status} />}
      more={moreActionsOf(detail).length > 0 && <OrderMore order={detail} onCancelled={answered} onFailure={setNotice} />}
      aside={<OrderSummary order={detail} />}
    >
      <OrderStage order={detail} notice={notice} headingRef={stageHeading} badge={false} footer={<ProgressSteps order={detail} />}>
        {answering && <Answer order={detail} onAnswered={answered} onFailure={setNotice} />}
        <NextSteps order={detail} />
        <CommsLink order={detail} />
        <ChatButton partnerNo={detail.client.memberNo} partnerKind="client" orderId={detail.id} />
      </OrderStage>
      <OrderDesignCheck order={detail} />
      <ContractFold orderId={detail.id} contract={contract} open={answering} />
      {cancellationShown(detail) && <CancellationPanel order={detail} onCancelled={answered} onFailure={setNotice} />}
    </OrderLayout>
  );
}
