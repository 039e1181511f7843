// What both order pages share around their stage: a refused move kept in view (see OrderStage),
// the stage's heading brought into focus after each move of the viewer (a screen reader hears the
// new state at once), and the frame shown while the order loads or when it cannot be read.
import type { UseQueryResult } from '@tanstack/react-query';
import type { OrderDetail } from '@dcm/shared';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageProblem, PageSkeleton } from '../../components/PageStates.tsx';
import { OrderLayout } from './components/OrderLayout.tsx';

export function useStageFocus() {
  const stageHeading = useRef<HTMLHeadingElement>(null);
  const [moves, setMoves] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);
  /** The viewer's move went through: the refusal is gone and the new state comes into focus. */
  const moved = () => {
    setNotice(null);
    setMoves((n) => n + 1);
  };
  useEffect(() => {
    if (moves > 0) stageHeading.current?.focus();
  }, [moves]);
  return { stageHeading, notice, setNotice, moved };
}

/** The page's frame while the order loads, or its problem (not found, no access, offline); null once it is read. */
export function OrderPending({ order, frame }: { order: UseQueryResult<OrderDetail>; frame: { title: string; intro: string } }): ReactNode {
  const { t } = useTranslation('orders');
  if (order.isPending) return <OrderLayout {...frame} instead={<PageSkeleton label={t('loading')} testId="order-skeleton" shape="sections" blocks={2} />} />;
  if (order.isError) {
    const problem = <PageProblem error={order.error} testId="order" notFoundTitle={t('notFound.title')} notFoundBody={t('notFound.body')} backTo="/payment" backLabel={t('notFound.back')} />;
    return <OrderLayout {...frame} instead={problem} />;
  }
  return null;
}
