// /payment/:id/timeline (id: the order): the case timeline (issue 7), one screen for both parties and
// the admin. Every event oldest first with when, who (or the system) and on which side, what
// happened in plain words, and what it recorded: the reason quoted, the money, the files, the
// version, the contract's hash (shortened, the whole in its title). It is the record a dispute is
// settled on, so it shows the server's words for each event and nothing made up on the page.
import type { OrderDetail } from '@dcm/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSkeleton } from '../../../components/PageStates.tsx';
import { BackToOrder, OrderPageFrame, OrderStepGate } from '../components/OrderPageFrame.tsx';
import { TimelineEvents } from '../components/TimelineEvents.tsx';
import { useOrderTimeline } from '../timeline-api.ts';

function Timeline({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('timeline');
  const timeline = useOrderTimeline(order.id);
  let body: ReactNode;
  if (timeline.isPending) body = <PageSkeleton label={t('loading')} testId="timeline-skeleton" shape="sections" blocks={2} />;
  else if (timeline.isError) {
    body = (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-4 text-sm text-red-700" data-testid="timeline-error">
        <p>{t('failed')}</p>
        <button type="button" onClick={() => void timeline.refetch()} className="inline-flex min-h-11 items-center rounded-lg border border-red-300 bg-white px-4 font-medium">
          {t('retry')}
        </button>
      </div>
    );
  } else if (timeline.data.events.length === 0) {
    body = (
      <p className="rounded-2xl border border-dashed border-line-strong bg-white p-6 text-center text-sm text-ink-muted" data-testid="timeline-empty">
        {t('empty')}
      </p>
    );
  } else {
    body = <TimelineEvents events={timeline.data.events} className="rounded-2xl border border-line bg-white p-4 sm:p-6" />;
  }
  return (
    <OrderPageFrame title={t('title')} intro={t('intro')} back={<BackToOrder order={order} />}>
      {body}
    </OrderPageFrame>
  );
}

export default function TimelinePage() {
  const { t } = useTranslation(['timeline', 'orders']);
  return (
    <OrderStepGate title={t('timeline:title')} testId="timeline">
      {(order) => <Timeline order={order} />}
    </OrderStepGate>
  );
}
