// The design check on an order's pages (issue 29), for both parties, once a version was delivered.
// The T-esigner is offered a new delivery beside a report that needs a look when the order's state
// machine allows one now: replacing a delivery the client has not answered yet (decision 0044), or
// delivering again after a rework. Once the client answered, they are told what happens next.
import { OrderAction, type OrderDetail } from '@dcm/shared';
import { CAD_READABLE } from '../api.ts';
import { useDesignChecks } from '../design-check-api.ts';
import { DesignCheckPanel } from './DesignCheckPanel.tsx';

export function OrderDesignCheck({ order }: { order: OrderDetail }) {
  const delivered = order.deliveryCount > 0 && CAD_READABLE.includes(order.status);
  const checks = useDesignChecks({ kind: 'order', id: order.id }, delivered);
  if (!delivered) return null;
  const replacing = order.actions.includes(OrderAction.replaceCad);
  const canDeliver = order.viewerRole === 'designer' && (replacing || order.actions.includes(OrderAction.uploadCad));
  return (
    <DesignCheckPanel
      checks={checks}
      role={order.viewerRole}
      replaceTo={canDeliver ? `/payment/reqeust/${order.id}/cad` : null}
      beforeAnswer={replacing}
      // Every status with a delivery opens the 3D viewer (CommsLink), where the places are marked.
      viewerTo={`/payment/comms/${order.id}/cad`}
    />
  );
}
