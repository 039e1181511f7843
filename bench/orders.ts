// The order behind the order-detail row and the mileage behind the history row (issue 27): made
// through the routes exactly as the orders tests make them (a complete referral, a public request,
// a quotation chosen, charged, signed and paid, accepted), then a client's month of charges, so the
// history page has a page to show.
import { MemberType } from '@dcm/shared';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../apps/server/src/config.ts';
import { acceptedOrder, charge } from '../apps/server/src/modules/orders/test-support.ts';
import { freshMember } from '../apps/server/src/modules/requests/test-support.ts';
import type { Session } from '../apps/server/src/test/members.ts';

/** Charges on top of the order's own payment: more than one page of history (20 a page). */
const HISTORY_CHARGES = 30;

export interface SeededOrder {
  orderId: string;
  client: Session;
  designer: Session;
}

export async function seedOrder(app: FastifyInstance, config: Config): Promise<SeededOrder> {
  const t = { app, config, close: async () => undefined };
  const client = await freshMember(t);
  const designer = await freshMember(t, { memberSe: MemberType.Designer });
  const { orderId } = await acceptedOrder(t, client, designer);
  for (let i = 0; i < HISTORY_CHARGES; i++) await charge(t, client, 10_000);
  return { orderId, client, designer };
}
