// What the mileage module tells orders (ARCHITECTURE §6: a module owns its tables): the exchange
// rate an order in USD was priced at, which its contract states. Quick's settlement statement reads
// a settlement's rate through it too.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { exchangeRates } from '../../db/schema/mileage.ts';

/** The day and the won per unit (in hundredths) of exchange rate `id`, or undefined when there is none. */
export async function exchangeRateOf(db: Db, id: string): Promise<{ day: string; krwPerUnitHundredths: number } | undefined> {
  const [rate] = await db.select({ day: exchangeRates.day, krwPerUnitHundredths: exchangeRates.krwPerUnitHundredths }).from(exchangeRates).where(eq(exchangeRates.id, id));
  return rate;
}
