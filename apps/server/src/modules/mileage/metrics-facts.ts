// What the mileage module tells the operator's metrics (GET /metrics, platform/metrics.ts): the
// journal's size, and charges and refunds per payment provider and status. Counting only.
import { ChargeStatus, PaymentProviderName, PayoutStatus } from '@dcm/shared';
import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { chargeRefunds, journalEntries, mileageCharges } from '../../db/schema/mileage.ts';

/** Journal entries ever written (the ledger is append-only, so this only grows). */
export const countLedgerEntries = (db: Db): Promise<number> => db.$count(journalEntries);

export interface ProviderCount<S extends string> {
  provider: PaymentProviderName;
  status: S;
  count: number;
}

/** Every provider and status present (0 when none), so each series exists before its first row. */
function everyPair<S extends string>(statuses: readonly S[], rows: Array<{ provider: PaymentProviderName; status: S; n: number }>): Array<ProviderCount<S>> {
  const counted = new Map(rows.map((r) => [`${r.provider} ${r.status}`, Number(r.n)]));
  const pairs = Object.values(PaymentProviderName).flatMap((provider) => statuses.map((status) => ({ provider, status })));
  // A row with a value the constants no longer name (an old provider or status) still counts.
  for (const r of rows) if (!pairs.some((p) => p.provider === r.provider && p.status === r.status)) pairs.push({ provider: r.provider, status: r.status });
  return pairs.map((p) => ({ ...p, count: counted.get(`${p.provider} ${p.status}`) ?? 0 }));
}

/** Mileage charges per provider and status (pending, confirmed, failed). */
export async function countChargesByProvider(db: Db): Promise<Array<ProviderCount<ChargeStatus>>> {
  const rows = await db
    .select({ provider: mileageCharges.provider, status: mileageCharges.status, n: count() })
    .from(mileageCharges)
    .groupBy(mileageCharges.provider, mileageCharges.status);
  return everyPair(Object.values(ChargeStatus), rows);
}

/** Refunds of charges per provider of the charge and status of the refund (requested … complete, rejected). */
export async function countRefundsByProvider(db: Db): Promise<Array<ProviderCount<PayoutStatus>>> {
  const rows = await db
    .select({ provider: mileageCharges.provider, status: chargeRefunds.status, n: count() })
    .from(chargeRefunds)
    .innerJoin(mileageCharges, eq(mileageCharges.id, chargeRefunds.chargeId))
    .groupBy(mileageCharges.provider, chargeRefunds.status);
  return everyPair(Object.values(PayoutStatus), rows);
}
