// /payment/reqeust/rework/view/:id (id: the order): the reworks of an order, the open one first.
// The client may withdraw the open one before the T-esigner re-uploads; the T-esigner reads why and
// goes to upload again (with a surcharge, for a changed prescription, if they want one).
import { OrderAction, ReworkKind, ReworkStatus, type OrderDetail } from '@dcm/shared';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from '../../../lib/toast.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { PageSkeleton } from '../../../components/PageStates.tsx';
import { CAD_READABLE, useOrderCad, useWithdrawRework } from '../api.ts';
import { withdrawalErrorText } from '../messages.ts';
import { BackToOrder, OrderPageFrame, OrderStepGate } from '../components/OrderPageFrame.tsx';
import { ReworkCard } from '../components/ReworkCard.tsx';

const primary = 'inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800 disabled:opacity-60';
const danger = 'inline-flex min-h-11 items-center justify-center rounded-lg border border-red-300 bg-white px-4 font-medium text-red-700 hover:bg-red-50 disabled:opacity-60';

/** The client's withdrawal of the open rework, confirmed first. */
function Withdraw({ order }: { order: OrderDetail }) {
  const { t } = useTranslation(['orders', 'errors']);
  const withdraw = useWithdrawRework(order.id);
  const [open, setOpen] = useState(false);
  const sending = useRef(false);
  const send = () => {
    if (sending.current) return;
    sending.current = true;
    // The promise, not mutate's callbacks: a withdrawn rework offers no withdrawal, and this unmounts.
    withdraw
      .mutateAsync()
      .then(
        () => toast.success(t('orders:rework.withdrawn')),
        (error: unknown) => toast.error(withdrawalErrorText(t, error, 'rework')),
      )
      .finally(() => {
        sending.current = false;
        setOpen(false);
      });
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className={danger} data-testid="rework-withdraw">
        {t('orders:rework.withdraw')}
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => !next && setOpen(false)}
        title={t('orders:rework.withdrawTitle')}
        body={t('orders:rework.withdrawBody')}
        confirmLabel={withdraw.isPending ? t('orders:rework.withdrawing') : t('orders:rework.withdraw')}
        cancelLabel={t('orders:accept.back')}
        onConfirm={send}
        busy={withdraw.isPending}
        danger
        testId="rework-withdraw-dialog"
      />
    </>
  );
}

function Reworks({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  const cad = useOrderCad(order.id, CAD_READABLE.includes(order.status));
  const reworks = cad.data?.reworks ?? [];
  const client = order.viewerRole === 'client';

  return (
    <OrderPageFrame
      title={t('rework.viewTitle')}
      intro={t(client ? 'rework.viewIntro.client' : 'rework.viewIntro.other', { designer: order.designer.nickname, client: order.client.nickname })}
      back={<BackToOrder order={order} to={`/payment/cad/${order.id}`} label={t('surchargeView.back')} />}
    >
      {cad.isLoading && <PageSkeleton label={t('loading')} testId="reworks-skeleton" shape="sections" blocks={1} />}
      {!cad.isLoading && reworks.length === 0 && (
        <p className="rounded-2xl border border-dashed border-line-strong bg-white px-4 py-8 text-center text-sm text-ink-muted" data-testid="reworks-empty">
          {t('rework.none')}
        </p>
      )}
      {reworks.map((rework) => (
        <ReworkCard key={rework.id} rework={rework} orderId={order.id}>
          {rework.status === ReworkStatus.requested && client && order.actions.includes(OrderAction.withdrawRework) && <Withdraw order={order} />}
          {rework.status === ReworkStatus.requested && order.viewerRole === 'designer' && order.actions.includes(OrderAction.uploadCad) && (
            <Link to={`/payment/reqeust/${order.id}/cad`} className={primary} data-testid="rework-upload-link">
              {t(rework.kind === ReworkKind.changedPrescription ? 'rework.uploadWithSurcharge' : 'next.uploadAgain')}
            </Link>
          )}
        </ReworkCard>
      ))}
    </OrderPageFrame>
  );
}

export default function ReworkViewPage() {
  const { t } = useTranslation('orders');
  return (
    <OrderStepGate title={t('rework.viewTitle')} testId="reworks">
      {(order) => <Reworks order={order} />}
    </OrderStepGate>
  );
}
