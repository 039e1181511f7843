// The order page's "more" menu (issue 26): the moves that end or leave an order, kept out of the way
// of the next step, never beside the primary action. Today: the client's cancellation before the
// T-esigner answers. (Cancellation by agreement after acceptance keeps its own panel, where the
// request, its reason and the other side's answer are read together.) The page leaves the menu out
// when nothing is in it (moreActionsOf).
import { OrderAction, type OrderDetail } from '@dcm/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ViewMoreDropdown, type ViewMoreItem } from '../../../components/ViewMoreDropdown.tsx';
import { CancelOrder } from './CancelOrder.tsx';
import { moreActionsOf } from './order-page.ts';

interface Props {
  order: OrderDetail;
  onCancelled: () => void;
  /** A refusal in the member's words, for the page to keep; null clears it. */
  onFailure: (message: string | null) => void;
}

export function OrderMore({ order, onCancelled, onFailure }: Props) {
  const { t } = useTranslation('orders');
  const [cancelling, setCancelling] = useState(false);
  const cancellable = moreActionsOf(order).includes(OrderAction.cancel);
  const items: ViewMoreItem[] = [];
  if (cancellable) {
    items.push({
      key: 'cancel',
      label: t('cancel.open'),
      onSelect: () => {
        onFailure(null);
        setCancelling(true);
      },
    });
  }
  if (items.length === 0) return null;

  return (
    <>
      <ViewMoreDropdown label={t('page.more')} labelHidden items={items} testId="order-more" />
      {cancellable && <CancelOrder order={order} open={cancelling} onOpenChange={setCancelling} onCancelled={onCancelled} onFailure={onFailure} />}
    </>
  );
}
