// The title and lead sentence of both order pages for the stage the order is in now and the
// viewer's side (the stage table of @dcm/shared orders/stages.ts), followed by whose move it is,
// the viewer's next action and by when. An admin reads the page of the side they opened.
import { orderStageOf, type OrderDetail, type StageParty } from '@dcm/shared';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { StageNext } from '../../components/StageNext.tsx';

export function orderStageFrame(t: TFunction, order: OrderDetail, side: StageParty): { title: string; intro: ReactNode } {
  const admin = order.viewerRole === 'admin';
  const party: StageParty = order.viewerRole === 'admin' ? side : order.viewerRole;
  const stage = orderStageOf(order, party);
  const key = `orders:stages.${stage.id}.${party}`;
  const values = { designer: order.designer.nickname, client: order.client.nickname };
  return {
    title: t(`${key}.title`, values),
    intro: (
      <>
        <span data-testid="stage-lead">{admin ? t('orders:stage.admin.body') : t(`${key}.lead`, values)}</span>
        <StageNext stage={stage} party={admin ? null : party} action={stage.next ? t(`${key}.action`) : undefined} />
      </>
    ),
  };
}
