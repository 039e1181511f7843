// /payment/reqeust/charges/view/:id (id: the order): the surcharges of an order (SPEC §4 step 9).
// The client reads the one waiting and pays it (on /payment/charges/:id) or declines it with an
// optional word; the T-esigner may withdraw it while it waits, or ask one when none does. Earlier
// ones stay listed with how they ended.
import { SURCHARGE_ORDER_STATUSES, SurchargeStatus, type OrderDetail, type OrderSurcharge } from '@dcm/shared';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import * as Dialog from '@radix-ui/react-dialog';
import { toast } from '../../../lib/toast.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { inputClass } from '../../../components/Field.tsx';
import { PageSkeleton } from '../../../components/PageStates.tsx';
import { CAD_READABLE, useDeclineSurcharge, useOrderCad, useWithdrawSurcharge } from '../api.ts';
import { orderErrorText, withdrawalErrorText } from '../messages.ts';
import { BackToOrder, OrderPageFrame, OrderStepGate } from '../components/OrderPageFrame.tsx';
import { SurchargeCard } from '../components/SurchargeCard.tsx';

const primary = 'inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800 disabled:opacity-60';
const secondary = 'inline-flex min-h-11 items-center justify-center rounded-lg border border-line-strong bg-white px-4 font-medium text-ink hover:bg-sunken disabled:opacity-60';
const danger = 'inline-flex min-h-11 items-center justify-center rounded-lg border border-red-300 bg-white px-4 font-medium text-red-700 hover:bg-red-50 disabled:opacity-60';

/** The client declines with an optional word for the T-esigner (up to 300 characters). */
function DeclineSurchargeDialog({ order, surcharge, onClose }: { order: OrderDetail; surcharge: OrderSurcharge; onClose: () => void }) {
  const { t } = useTranslation(['orders', 'errors']);
  const decline = useDeclineSurcharge(order.id);
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const sending = useRef(false);

  const send = () => {
    if (sending.current) return;
    sending.current = true;
    // The promise, not mutate's callbacks: a declined surcharge has no actions, and this unmounts.
    decline
      .mutateAsync({ surchargeId: surcharge.id, reason: reason.trim() || undefined })
      .then(
        () => {
          toast.success(t('orders:surchargeView.declined'));
          onClose();
        },
        (error: unknown) => setProblem(orderErrorText(t, error)),
      )
      .finally(() => {
        sending.current = false;
      });
  };

  return (
    <Dialog.Root open onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-ink/40" />
        <Dialog.Content
          className="fixed left-1/2 top-1/2 z-[60] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-5 shadow-xl sm:p-6"
          data-testid="surcharge-decline-dialog"
        >
          <Dialog.Title className="text-lg font-bold">{t('orders:surchargeView.declineTitle')}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-ink-muted">{t('orders:surchargeView.declineBody')}</Dialog.Description>
          <label htmlFor={reasonId} className="mt-4 block text-sm font-medium">
            {t('orders:surchargeView.declineReason')} <span className="font-normal text-ink-subtle">{t('orders:cadUpload.optional')}</span>
          </label>
          <textarea id={reasonId} rows={3} maxLength={300} value={reason} onChange={(event) => setReason(event.target.value)} className={`${inputClass} mt-1.5 w-full resize-y py-2.5`} />
          {problem && (
            <p role="alert" className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
              {problem}
            </p>
          )}
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Dialog.Close asChild>
              <button type="button" disabled={decline.isPending} className={secondary}>
                {t('orders:accept.back')}
              </button>
            </Dialog.Close>
            <button type="button" onClick={send} disabled={decline.isPending} className={danger} data-testid="surcharge-decline-confirm">
              {decline.isPending ? t('orders:surchargeView.declining') : t('orders:surchargeView.decline')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** What the viewer may do with the surcharge that waits: pay or decline (client), withdraw (T-esigner). */
function OpenActions({ order, surcharge }: { order: OrderDetail; surcharge: OrderSurcharge }) {
  const { t } = useTranslation(['orders', 'errors']);
  const withdraw = useWithdrawSurcharge(order.id);
  const [dialog, setDialog] = useState<'decline' | 'withdraw' | null>(null);
  const sending = useRef(false);

  if (order.viewerRole === 'client') {
    return (
      <>
        <button type="button" onClick={() => setDialog('decline')} className={danger} data-testid="surcharge-decline">
          {t('orders:surchargeView.decline')}
        </button>
        <Link to={`/payment/charges/${order.id}`} className={primary} data-testid="surcharge-pay-link">
          {t('orders:surchargeView.pay')}
        </Link>
        {dialog === 'decline' && <DeclineSurchargeDialog order={order} surcharge={surcharge} onClose={() => setDialog(null)} />}
      </>
    );
  }
  if (order.viewerRole !== 'designer') return null;
  const send = () => {
    if (sending.current) return;
    sending.current = true;
    // The promise, not mutate's callbacks: a withdrawn surcharge has no actions, and this unmounts.
    withdraw
      .mutateAsync(surcharge.id)
      .then(
        () => toast.success(t('orders:surchargeView.withdrawn')),
        (error: unknown) => toast.error(withdrawalErrorText(t, error, 'surcharge')),
      )
      .finally(() => {
        sending.current = false;
        setDialog(null);
      });
  };
  return (
    <>
      <button type="button" onClick={() => setDialog('withdraw')} className={danger} data-testid="surcharge-withdraw">
        {t('orders:surchargeView.withdraw')}
      </button>
      <ConfirmDialog
        open={dialog === 'withdraw'}
        onOpenChange={(next) => !next && setDialog(null)}
        title={t('orders:surchargeView.withdrawTitle')}
        body={t('orders:surchargeView.withdrawBody')}
        confirmLabel={withdraw.isPending ? t('orders:surchargeView.withdrawing') : t('orders:surchargeView.withdraw')}
        cancelLabel={t('orders:accept.back')}
        onConfirm={send}
        busy={withdraw.isPending}
        danger
        testId="surcharge-withdraw-dialog"
      />
    </>
  );
}

function Surcharges({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  const cad = useOrderCad(order.id, CAD_READABLE.includes(order.status));
  const title = t('surchargeView.title');
  const designer = order.viewerRole === 'designer';
  const mayAsk = designer && SURCHARGE_ORDER_STATUSES.includes(order.status) && !order.openSurcharge;
  const intro = t(designer ? 'surchargeView.intro.designer' : 'surchargeView.intro.client', { designer: order.designer.nickname, client: order.client.nickname });
  const surcharges = cad.data?.surcharges ?? [];

  return (
    <OrderPageFrame title={title} intro={intro} back={<BackToOrder order={order} to={`/payment/cad/${order.id}`} label={t('surchargeView.back')} />}>
      {cad.isLoading && <PageSkeleton label={t('loading')} testId="surcharges-skeleton" shape="sections" blocks={1} />}
      {!cad.isLoading && surcharges.length === 0 && (
        <p className="rounded-2xl border border-dashed border-line-strong bg-white px-4 py-8 text-center text-sm text-ink-muted" data-testid="surcharges-empty">
          {t('surchargeView.none')}
        </p>
      )}
      {surcharges.map((surcharge) => (
        <SurchargeCard key={surcharge.id} surcharge={surcharge}>
          {surcharge.status === SurchargeStatus.requested && <OpenActions order={order} surcharge={surcharge} />}
        </SurchargeCard>
      ))}
      {mayAsk && (
        <Link to={`/payment/reqeust/charges/${order.id}`} className={`${secondary} self-start`} data-testid="surcharge-ask-link">
          {t('surchargeView.ask')}
        </Link>
      )}
    </OrderPageFrame>
  );
}

export default function SurchargeViewPage() {
  const { t } = useTranslation('orders');
  return (
    <OrderStepGate title={t('surchargeView.title')} testId="surcharges">
      {(order) => <Surcharges order={order} />}
    </OrderStepGate>
  );
}
