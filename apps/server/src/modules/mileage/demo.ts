// The demo's money (DEMO=1): the demo client has charged mileage and paid one order, which the demo
// T-esigner completed, so the history, the refund and the settlement office have something to show.
// Written through the same service as real money, once: a second start finds the charge and stops.
import { ChargeStatus, Currency, PaymentProviderName } from '@dcm/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mileageCharges } from '../../db/schema/mileage.ts';
import { findMemberByEmail } from '../members/index.ts';
import { hold, recordCharge, release } from './service.ts';

const DEMO_CHARGE_KEY = 'demo-charge';
const CHARGED = { amount: 500_000, currency: Currency.KRW };
const ORDER_PAID = { amount: 150_000, currency: Currency.KRW };

export async function seedDemoMileage(db: Db, emails: { client: string; designer: string }): Promise<void> {
  const [client, designer] = [await findMemberByEmail(db, emails.client), await findMemberByEmail(db, emails.designer)];
  if (!client || !designer) return;
  const [seeded] = await db
    .select({ id: mileageCharges.id })
    .from(mileageCharges)
    .where(and(eq(mileageCharges.memberNo, client.memberNo), eq(mileageCharges.idempotencyKey, DEMO_CHARGE_KEY)));
  if (seeded) return;
  await db.transaction(async (tx) => {
    const [charge] = await tx
      .insert(mileageCharges)
      .values({ memberNo: client.memberNo, idempotencyKey: DEMO_CHARGE_KEY, provider: PaymentProviderName.test, ...CHARGED, status: ChargeStatus.confirmed, confirmedAt: new Date() })
      .returning();
    const paymentKey = `test_demo_${charge!.id.slice(0, 8)}`;
    const entry = await recordCharge(tx, client.memberNo, CHARGED, paymentKey);
    await tx.update(mileageCharges).set({ paymentKey, journalEntryId: entry.id }).where(eq(mileageCharges.id, charge!.id));
    const orderId = crypto.randomUUID();
    await hold(tx, orderId, client.memberNo, ORDER_PAID, `demo-order-${orderId}`);
    await release(tx, orderId, designer.memberNo);
  });
}
