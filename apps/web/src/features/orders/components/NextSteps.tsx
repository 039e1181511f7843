// The ways from an order's page to the step's own page, for the viewer's side and the order's
// status: the referral and the CAD upload for the T-esigner, the CAD result and a waiting surcharge
// for the client, an open rework for both, and the review once the order is complete. The step the viewer should take now is the primary button.
import { OrderAction, OrderStatus, type OrderDetail } from '@dcm/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../../lib/format.ts';
import { formatMoney } from '../../../lib/money.ts';
// The review step is the reviews module's: its link knows whether one was written.
import { ReviewLink } from '../../reviews/index.ts';
import { CAD_READABLE, REFERRAL_OPEN_TO_DESIGNER } from '../api.ts';

const base = 'inline-flex min-h-11 items-center justify-center rounded-lg px-4 font-semibold';
const primary = `${base} bg-brand-700 text-white hover:bg-brand-800`;
const secondary = `${base} border border-slate-300 bg-white font-medium text-slate-800 hover:bg-slate-100`;

interface Step {
  to: string;
  label: string;
  now: boolean;
  testId: string;
}

export function NextSteps({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  const locale = useLocale();
  const steps: Step[] = [];
  const cadReadable = CAD_READABLE.includes(order.status);

  if (order.viewerRole === 'designer') {
    if (REFERRAL_OPEN_TO_DESIGNER.includes(order.status)) {
      const now = order.status === OrderStatus.accepted;
      steps.push({ to: `/payment/receive/${order.id}`, label: t(now ? 'receive.open' : 'receive.files'), now, testId: 'receive-link' });
    }
    if (order.actions.includes(OrderAction.uploadCad)) {
      steps.push({ to: `/payment/reqeust/${order.id}/cad`, label: t(order.deliveryCount > 0 ? 'next.uploadAgain' : 'next.uploadCad'), now: true, testId: 'upload-cad-link' });
    }
    if (order.rework.open) steps.push({ to: `/payment/reqeust/rework/view/${order.id}`, label: t('next.reworks'), now: false, testId: 'reworks-link' });
    if (cadReadable) {
      steps.push({ to: `/payment/cad/${order.id}`, label: t('next.cad'), now: false, testId: 'cad-link' });
      steps.push({ to: `/payment/reqeust/charges/view/${order.id}`, label: t('next.surcharges'), now: false, testId: 'surcharges-link' });
    }
  } else if (order.viewerRole === 'client') {
    if (order.openSurcharge) {
      const amount = formatMoney(order.openSurcharge.amount, order.openSurcharge.currency, locale);
      steps.push({ to: `/payment/reqeust/charges/view/${order.id}`, label: t('next.answerSurcharge', { amount }), now: true, testId: 'surcharges-link' });
    }
    if (order.rework.open) steps.push({ to: `/payment/reqeust/rework/view/${order.id}`, label: t('next.reworks'), now: false, testId: 'reworks-link' });
    if (cadReadable) {
      const now = order.status === OrderStatus.cadUploaded && !order.openSurcharge;
      steps.push({ to: `/payment/cad/${order.id}`, label: t(order.status === OrderStatus.cadUploaded ? 'next.receiveCad' : 'next.cad'), now, testId: 'cad-link' });
    }
  }

  return (
    <>
      {steps.map((step) => (
        <Link key={step.testId} to={step.to} className={step.now ? primary : secondary} data-testid={step.testId}>
          {step.label}
        </Link>
      ))}
      <ReviewLink order={order} />
    </>
  );
}
