// What the requests module tells the modules that write notices about a request or its order
// (issue 26): the referral numbers that name its case, read in the notice's transaction, as the
// request list and the order list name it (referrals' `caseNameOf`).
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { requests } from '../../db/schema/requests.ts';
import { caseNameOf, referralCasesSql } from '../referrals/index.ts';
import { requestReferralIdsSql } from './transitions.ts';

// Every notice about a request or an order reads it: built once (db/prepared.ts, decision 0035).
const casesOfRequest = prepared('request_referral_cases', (db, name) =>
  db
    .select({ cases: referralCasesSql(requestReferralIdsSql(sql.placeholder('requestId'))) })
    .from(requests)
    .where(eq(requests.id, sql.placeholder('requestId')))
    .prepare(name),
);

/** The referral numbers of request `requestId`, in the client's order, empty ones left out; none for no such request. */
export async function referralNumbersOf(db: Db, requestId: string): Promise<string[]> {
  const [row] = await casesOfRequest(db, { requestId });
  return row ? caseNameOf(row.cases).referralNumbers : [];
}
