// What the referrals module tells the requests module (ARCHITECTURE §6): what of a request's
// referrals names its case (issue 26), the numbers the client typed and the teeth charted. As SQL
// beside a request's row, so the request list stays one statement, and from referrals a request
// page has read already; either way `caseNameOf` makes the name, so both read the same.
import { Arch, chartOrder, type ReferralData } from '@dcm/shared';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { referrals } from '../../db/schema/referrals.ts';

/** One referral of a case: its number (empty when the client left it out of a draft) and its teeth. */
export type ReferralCase = { number: string; teeth: number[] };

/**
 * The cases of the referrals in `ids`, a uuid[] expression of the caller's row, in the array's
 * order. Drizzle strips the table from the columns at the top of a one-table selection, and
 * `referrals.id` would then meet `picked.id`: the statement is nested once to keep its names whole.
 */
export const referralCasesSql = (ids: SQLWrapper): SQL<ReferralCase[]> => {
  const cases = sql`select coalesce(jsonb_agg(jsonb_build_object('number', coalesce(${referrals.data} ->> 'referralNumber', ''), 'teeth', coalesce(${referrals.data} -> 'teeth' -> 'teeth', '[]'::jsonb)) order by picked.ord), '[]'::jsonb)
    from unnest(${ids}) with ordinality as picked(id, ord) join ${referrals} on ${referrals.id} = picked.id`;
  return sql<ReferralCase[]>`(${cases})`;
};

/** The cases of referrals already read, in their order. */
export const referralCasesOf = (list: readonly { data: Pick<ReferralData, 'referralNumber' | 'teeth'> }[]): ReferralCase[] =>
  list.map(({ data }) => ({ number: data.referralNumber, teeth: data.teeth.teeth }));

/** Where each tooth stands on the chart read left to right, upper arch first. */
const chartPosition = new Map([...chartOrder(Arch.Maxilla), ...chartOrder(Arch.Mandible)].map((tooth, i) => [tooth, i]));

/** A case's name: its referral numbers in referral order (empty ones left out), its teeth once each in chart order. */
export function caseNameOf(cases: readonly ReferralCase[]): { referralNumbers: string[]; teeth: number[] } {
  const teeth = new Set(cases.flatMap((c) => c.teeth).filter((tooth) => chartPosition.has(tooth)));
  return {
    referralNumbers: cases.map((c) => c.number.trim()).filter((n) => n !== ''),
    teeth: [...teeth].sort((a, b) => chartPosition.get(a)! - chartPosition.get(b)!),
  };
}
