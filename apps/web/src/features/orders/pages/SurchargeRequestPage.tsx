// /payment/reqeust/charges/:id (id: the order): the T-esigner asks a surcharge on its own (SPEC §3:
// reason ≤ 300, amount), e.g. after a changed prescription; one may wait for the client at a time.
// A surcharge can also go with a delivery, on the upload page.
import { SURCHARGE_ORDER_STATUSES, type OrderDetail } from '@dcm/shared';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { toast } from '../../../lib/toast.tsx';
import { fieldErrorsOf } from '../../../lib/http.ts';
import { useRequestSurcharge } from '../api.ts';
import { orderErrorText } from '../messages.ts';
import { BackToOrder, OrderPageFrame, OrderStepGate } from '../components/OrderPageFrame.tsx';
import { SurchargeFields } from '../components/SurchargeFields.tsx';
import { checkSurcharge, EMPTY_SURCHARGE, type SurchargeInput } from '../surcharge.ts';

const primary = 'inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60';

function AskForm({ order }: { order: OrderDetail }) {
  const { t } = useTranslation(['orders', 'common', 'errors']);
  const navigate = useNavigate();
  const ask = useRequestSurcharge(order.id);
  const [value, setValue] = useState<SurchargeInput>(EMPTY_SURCHARGE);
  const [errors, setErrors] = useState<Partial<Record<keyof SurchargeInput, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const sending = useRef(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const checked = checkSurcharge(value, order);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    if (sending.current) return;
    sending.current = true;
    // The promise, not mutate's callbacks: once asked, a surcharge waits and the form unmounts.
    ask
      .mutateAsync(checked.body)
      .then(
        () => {
          toast.success(t('orders:surchargeAsk.sent'));
          void navigate(`/payment/reqeust/charges/view/${order.id}`);
        },
        (error: unknown) => {
          const fields = fieldErrorsOf(error);
          if (Object.keys(fields).length > 0) setErrors({ amount: fields.amount ? 'surchargeTooHigh' : undefined, reason: fields.reason ? 'reasonTooLong' : undefined });
          else setProblem(orderErrorText(t, error));
        },
      )
      .finally(() => {
        sending.current = false;
      });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5 rounded-2xl border border-line bg-white p-4 sm:p-6" data-testid="surcharge-form">
      <SurchargeFields order={order} value={value} onChange={setValue} errors={errors} disabled={ask.isPending} />
      {problem && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700" data-testid="surcharge-problem">
          {problem}
        </p>
      )}
      <button type="submit" disabled={ask.isPending} className={`${primary} sm:self-end`} data-testid="surcharge-submit">
        {ask.isPending ? t('orders:surchargeAsk.sending') : t('orders:surchargeAsk.send')}
      </button>
    </form>
  );
}

export default function SurchargeRequestPage() {
  const { t } = useTranslation('orders');
  const title = t('surchargeAsk.title');
  return (
    <OrderStepGate title={title} testId="surcharge">
      {(order) => {
        if (order.viewerRole !== 'designer') return <Navigate to={`/payment/reqeust/charges/view/${order.id}`} replace />;
        const open = SURCHARGE_ORDER_STATUSES.includes(order.status) && !order.openSurcharge;
        return (
          <OrderPageFrame title={title} intro={t('surchargeAsk.intro', { client: order.client.nickname })} back={<BackToOrder order={order} />}>
            {open ? (
              <AskForm order={order} />
            ) : (
              <p className="rounded-2xl border border-dashed border-line-strong bg-white px-4 py-8 text-center text-sm text-ink-muted" data-testid="surcharge-closed">
                {t(order.openSurcharge ? 'surchargeAsk.oneOpen' : 'surchargeAsk.notNow')}
              </p>
            )}
          </OrderPageFrame>
        );
      }}
    </OrderStepGate>
  );
}
