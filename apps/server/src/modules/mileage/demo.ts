// The demo's money (DEMO=1): the demo client has charged 500,000원 of mileage in test mode, which
// the demo world (demo-world.ts) then spends on its orders through the orders' own use cases.
// Written through the same ledger as real money, once: a second start finds the charge and stops.
import { ChargeStatus, Currency, PaymentProviderName } from '@dcm/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mileageCharges } from '../../db/schema/mileage.ts';
import { recordCharge } from './service.ts';

const DEMO_CHARGE_KEY = 'demo-charge';
export const DEMO_CHARGE = { amount: 500_000, currency: Currency.KRW } as const;

/** The demo client's confirmed test-mode charge; nothing when it is there already. */
export async function seedDemoCharge(db: Db, clientNo: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [seeded] = await tx
      .select({ id: mileageCharges.id })
      .from(mileageCharges)
      .where(and(eq(mileageCharges.memberNo, clientNo), eq(mileageCharges.idempotencyKey, DEMO_CHARGE_KEY)));
    if (seeded) return;
    const [charge] = await tx
      .insert(mileageCharges)
      .values({ memberNo: clientNo, idempotencyKey: DEMO_CHARGE_KEY, provider: PaymentProviderName.test, ...DEMO_CHARGE, status: ChargeStatus.confirmed, confirmedAt: new Date() })
      .returning();
    const paymentKey = `test_demo_${charge!.id.slice(0, 8)}`;
    const entry = await recordCharge(tx, clientNo, DEMO_CHARGE, paymentKey);
    await tx.update(mileageCharges).set({ paymentKey, journalEntryId: entry.id }).where(eq(mileageCharges.id, charge!.id));
  });
}
