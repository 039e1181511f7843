// /payment/:id/designer (id: the order): the T-esigner's view of a contract request. They read what
// the client signed and paid into escrow, then accept it (they receive the referral next, on
// /payment/receive/:id) or decline it with a reason the client reads (the client gets everything
// back). After acceptance either side may ask to cancel, the other approving or rejecting; later
// steps (the CAD upload, its surcharges) have their own pages, linked from the stage. The title and
// lead follow the order's stage (stage-frame.tsx). The client is sent to their own view of the same order.
import { OrderAction, type OrderDetail } from '@dcm/shared';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { useLocale } from '../../../lib/format.ts';
import { formatMoney } from '../../../lib/money.ts';
import { useAcceptOrder, useOrder, useOrderContract } from '../api.ts';
import { cancellationShown } from '../cancellation.ts';
import { CancellationPanel } from '../components/CancellationPanel.tsx';
import { ContractDocument } from '../components/ContractDocument.tsx';
import { DeclineDialog } from '../components/DeclineDialog.tsx';
import { NextSteps } from '../components/NextSteps.tsx';
// The viewer communication step is the viewer module's page (the link loads no three.js).
import { CommsLink } from '../../viewer/index.ts';
import { ChatButton } from '../../chat/index.ts';
import { OrderLayout } from '../components/OrderLayout.tsx';
import { OrderStage } from '../components/OrderStage.tsx';
import { ProgressSteps } from '../components/ProgressSteps.tsx';
import { OrderSummary } from '../components/OrderSummary.tsx';
import { orderErrorText } from '../messages.ts';
import { orderStageFrame } from '../stage-frame.tsx';
import { OrderPending, useStageFocus } from '../stage-focus.tsx';

const button = 'inline-flex min-h-11 items-center justify-center rounded-lg px-4 font-semibold disabled:opacity-60';

/** Accept or decline, as the state machine allows the T-esigner now; a refusal is said where they acted. */
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
      {order.actions.includes(OrderAction.decline) && (
        <button type="button" onClick={() => open('decline')} className={`${button} border border-red-300 bg-white text-red-700 hover:bg-red-50`}>
          {t('orders:decline.open')}
        </button>
      )}
      {order.actions.includes(OrderAction.accept) && (
        <button type="button" onClick={() => open('accept')} className={`${button} bg-brand-700 text-white hover:bg-brand-800`}>
          {t('orders:accept.open')}
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
  const { stageHeading, notice, setNotice, moved: answered } = useStageFocus();

  // Until the order is read its stage is unknown: the page's name, no lead.
  if (!order.data) return <OrderPending order={order} frame={{ title: t('orders:title.designer'), intro: '' }} />;
  const detail = order.data;
  if (detail.viewerRole === 'client') return <Navigate to={`/payment/contract/${detail.id}`} replace />;
  const answering = detail.actions.includes(OrderAction.accept) || detail.actions.includes(OrderAction.decline);
  return (
    <OrderLayout
      {...orderStageFrame(t, detail, 'designer')}
      stage={
        <>
          <OrderStage order={detail} notice={notice} headingRef={stageHeading}>
            {answering && <Answer order={detail} onAnswered={answered} onFailure={setNotice} />}
            <NextSteps order={detail} />
          <CommsLink order={detail} />
            <ChatButton partnerNo={detail.client.memberNo} partnerKind="client" orderId={detail.id} />
          </OrderStage>
          <ProgressSteps order={detail} />
        </>
      }
      summary={<OrderSummary order={detail} />}
      contract={<ContractDocument orderId={detail.id} contract={contract} />}
      contractFirst={!!contract.data?.signature}
      form={cancellationShown(detail) && <CancellationPanel order={detail} onCancelled={answered} onFailure={setNotice} />}
    />
  );
}
