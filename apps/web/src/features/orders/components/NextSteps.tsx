// The ways from an order's page to the step's own page, for the viewer's side and the order's
// status: the referral and the CAD upload (or its replacement) for the T-esigner, the CAD result and a waiting surcharge
// for the client, an open rework for both, and the review once the order is complete. The step the
// viewer should take now comes first, as the stage card's primary button; the others follow quietly.
import { OrderAction, OrderStatus, type OrderDetail } from '@dcm/shared';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../../lib/format.ts';
import { formatMoney } from '../../../lib/money.ts';
// The review step is the reviews module's: its link knows whether one was written.
import { ReviewLink } from '../../reviews/index.ts';
import { CAD_READABLE, REFERRAL_OPEN_TO_DESIGNER } from '../api.ts';
import { nextStepButton, otherStepButton } from './order-page.ts';


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
    // Replacing a delivery the client has not answered is the T-esigner's to choose, never the step of now.
    if (order.actions.includes(OrderAction.replaceCad)) {
      steps.push({ to: `/payment/reqeust/${order.id}/cad`, label: t('next.replaceCad'), now: false, testId: 'replace-cad-link' });
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

  // The step of now first, whatever order the list was built in.
  const ordered = [...steps.filter((step) => step.now), ...steps.filter((step) => !step.now)];
  return (
    <>
      {ordered.map((step) => (
        <Link key={step.testId} to={step.to} className={step.now ? nextStepButton : otherStepButton} data-testid={step.testId}>
          {step.label}
          {step.now && <ArrowRight aria-hidden className="size-4" />}
        </Link>
      ))}
      <ReviewLink order={order} />
    </>
  );
}
