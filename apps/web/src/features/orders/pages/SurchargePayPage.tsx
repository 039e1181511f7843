// /payment/charges/:id (id: the order): the client pays the surcharge that waits (SPEC §4 step 9)
// from mileage into the order's escrow; it reaches the T-esigner with the rest at completion. Too
// little mileage → the prompt to charge exactly what is missing and come back here (SPEC §8).
import type { OrderDetail, OrderSurcharge } from '@dcm/shared';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { toast } from '../../../lib/toast.tsx';
import { useLocale } from '../../../lib/format.ts';
import { formatMoney } from '../../../lib/money.ts';
// The shortfall prompt of SPEC §8 is the mileage module's.
import { InsufficientMileage, shortfallOf } from '../../mileage/index.ts';
import { useMileageBalances, usePaySurcharge } from '../api.ts';
import { orderErrorText } from '../messages.ts';
import { BackToOrder, OrderPageFrame, OrderStepGate } from '../components/OrderPageFrame.tsx';
import { SurchargeCard } from '../components/SurchargeCard.tsx';
import { submitButton } from '../../../components/buttons.ts';

function PayForm({ order, surcharge }: { order: OrderDetail; surcharge: OrderSurcharge }) {
  const { t } = useTranslation(['orders', 'mileage', 'errors']);
  const locale = useLocale();
  const navigate = useNavigate();
  const balances = useMileageBalances();
  const pay = usePaySurcharge(order.id);
  const [failure, setFailure] = useState<unknown>(null);
  // One payment however often the button is pressed: the ref holds before the button shows busy.
  const sending = useRef(false);
  const money = (amount: number) => formatMoney(amount, surcharge.currency, locale);
  const balance = balances.data?.clientMileage[surcharge.currency];
  const short = balance !== undefined && balance < surcharge.amount;

  const send = () => {
    if (sending.current) return;
    sending.current = true;
    setFailure(null);
    // The promise, not mutate's callbacks: once paid no surcharge waits, and the form unmounts.
    pay
      .mutateAsync(surcharge.id)
      .then(() => {
        toast.success(t('orders:surchargePay.paid', { amount: money(surcharge.amount) }));
        void navigate(`/payment/cad/${order.id}`);
      }, setFailure)
      .finally(() => {
        sending.current = false;
      });
  };

  return (
    <section className="flex flex-col gap-4 rounded-2xl border border-line bg-white p-4 sm:p-6" data-testid="surcharge-pay">
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 rounded-xl bg-brand-50 px-4 py-3 text-sm">
        <dt className="text-brand-800">{t('orders:sign.balance')}</dt>
        <dd className="text-right tabular-nums text-brand-800" data-testid="surcharge-balance">
          {balance === undefined ? '…' : money(balance)}
        </dd>
        <dt className="font-medium text-brand-800">{t('orders:surchargePay.amount')}</dt>
        <dd className="text-right text-lg font-bold tabular-nums text-brand-800">{money(surcharge.amount)}</dd>
      </dl>
      {short && !shortfallOf(failure) && (
        <p className="text-sm text-amber-900" data-testid="surcharge-short">
          {t('orders:sign.short', { amount: money(surcharge.amount - balance) })}
        </p>
      )}
      <p className="text-sm text-ink-muted">{t('orders:surchargePay.escrow', { designer: order.designer.nickname })}</p>
      <InsufficientMileage error={failure} />
      {failure !== null && !shortfallOf(failure) && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700" data-testid="surcharge-pay-error">
          {orderErrorText(t, failure)}
        </p>
      )}
      <button
        type="button"
        onClick={send}
        disabled={pay.isPending}
        className={submitButton}
        data-testid="surcharge-pay-submit"
      >
        {pay.isPending ? t('orders:sign.busy') : t('orders:surchargePay.submit', { amount: money(surcharge.amount) })}
      </button>
    </section>
  );
}

export default function SurchargePayPage() {
  // `mileage` loads the catalogue of the shortfall prompt the form may show.
  const { t } = useTranslation(['orders', 'mileage']);
  const title = t('orders:surchargePay.title');
  return (
    <OrderStepGate title={title} testId="surcharge-pay">
      {(order) =>
        order.viewerRole !== 'client' ? (
          <Navigate to={`/payment/reqeust/charges/view/${order.id}`} replace />
        ) : (
          <OrderPageFrame
            title={title}
            intro={t('orders:surchargePay.intro', { designer: order.designer.nickname })}
            back={<BackToOrder order={order} to={`/payment/reqeust/charges/view/${order.id}`} label={t('orders:surchargePay.back')} />}
          >
            {order.openSurcharge ? (
              <>
                <SurchargeCard surcharge={order.openSurcharge} />
                <PayForm order={order} surcharge={order.openSurcharge} />
              </>
            ) : (
              <p className="rounded-2xl border border-dashed border-line-strong bg-white px-4 py-8 text-center text-sm text-ink-muted" data-testid="surcharge-pay-none">
                {t('orders:surchargePay.none')}
              </p>
            )}
          </OrderPageFrame>
        )
      }
    </OrderStepGate>
  );
}
