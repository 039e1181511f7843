// /payment/contract/:id and /payment/reqeust/:id (id: the order): the client's page of an order. It
// leads with the stage and the client's next action; the e-contract generated from the chosen
// quotation is folded away except while it is to be signed: the client reads it, signs it with their
// name and pays from mileage into escrow, then waits for the T-esigner's answer. Before that answer
// they may still cancel with a full refund (the "more" menu), after it only by agreement with 50%
// deducted (SPEC §9, the cancellation panel). The title and lead follow the order's stage
// (stage-frame.tsx). The T-esigner is sent to their own view of the same order.
import { OrderAction } from '@dcm/shared';
import { ArrowDown } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { useLocale } from '../../../lib/format.ts';
import { useOrder, useOrderContract } from '../api.ts';
import { cancellationShown } from '../cancellation.ts';
import { CancellationPanel } from '../components/CancellationPanel.tsx';
import { useCaseName } from '../components/CaseName.tsx';
import { ContractFold } from '../components/ContractFold.tsx';
import { NextSteps } from '../components/NextSteps.tsx';
// The viewer communication step is the viewer module's page (the link loads no three.js).
import { CommsLink } from '../../viewer/index.ts';
import { ChatButton } from '../../chat/index.ts';
import { OrderLayout } from '../components/OrderLayout.tsx';
import { OrderDesignCheck } from '../components/OrderDesignCheck.tsx';
import { OrderMore } from '../components/OrderMore.tsx';
import { OrderStage } from '../components/OrderStage.tsx';
import { OrderStatusBadge } from '../components/OrderStatusBadge.tsx';
import { OrderSummary } from '../components/OrderSummary.tsx';
import { ProgressSteps } from '../components/ProgressSteps.tsx';
import { moreActionsOf, nextStepButton } from '../components/order-page.ts';
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
  const caseName = useCaseName(order.data);
  const { stageHeading, notice, setNotice, moved } = useStageFocus();
  const signForm = useRef<HTMLDivElement>(null);

  // Until the order is read its stage is unknown: the page's name, no lead.
  if (!order.data) return <OrderPending order={order} frame={{ title: t('orders:title.contract'), intro: '' }} />;
  const detail = order.data;
  if (detail.viewerRole === 'designer') return <Navigate to={`/payment/${detail.id}/designer`} replace />;

  const signing = detail.actions.includes(OrderAction.signAndPay);
  /** The stage card's next action while signing: down to the form under the contract, its first field focused. */
  const toSignForm = () => {
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    signForm.current?.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
    signForm.current?.querySelector('input')?.focus({ preventScroll: true });
  };

  return (
    <OrderLayout
      {...orderStageFrame(t, detail, 'client')}
      eyebrow={caseName}
      badge={<OrderStatusBadge status={detail.status} />}
      more={moreActionsOf(detail).length > 0 && <OrderMore order={detail} onCancelled={moved} onFailure={setNotice} />}
      aside={<OrderSummary order={detail} />}
    >
      <OrderStage order={detail} notice={notice} headingRef={stageHeading} badge={false} footer={<ProgressSteps order={detail} />}>
        {signing && (
          <button type="button" onClick={toSignForm} className={nextStepButton}>
            {t('orders:page.toSign')}
            <ArrowDown aria-hidden className="size-4" />
          </button>
        )}
        <NextSteps order={detail} />
        <CommsLink order={detail} />
        <ChatButton partnerNo={detail.designer.memberNo} orderId={detail.id} />
      </OrderStage>
      <OrderDesignCheck order={detail} />
      <ContractFold orderId={detail.id} contract={contract} open={signing} />
      {signing ? (
        <div ref={signForm} className="scroll-mt-24">
          <SignForm order={detail} contract={contract.data} onSigned={moved} onStale={setNotice} />
        </div>
      ) : (
        cancellationShown(detail) && <CancellationPanel order={detail} onCancelled={moved} onFailure={setNotice} />
      )}
    </OrderLayout>
  );
}
