// What the quotations module tells a profile's figures (profiles/stats.ts, handed in by app.ts): how
// fast a T-esigner answers requests, as SQL beside the member's row, so the search sorts on it in
// one statement.
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { quotations } from '../../db/schema/quotations.ts';
import { requestTimes } from '../requests/index.ts';

/**
 * The median minutes from a request's creation to the quotation of `designerNo` (a column of the
 * caller's row) on it (a withdrawn quotation was an answer too), rounded half up; null before any.
 */
export const responseMinutesSql = (designerNo: SQLWrapper): SQL<number | null> =>
  sql<number | null>`(select case when count(*) = 0 then null
      else greatest(0, round((percentile_cont(0.5) within group (order by extract(epoch from (${quotations.createdAt} - ${requestTimes.createdAt})) / 60))::numeric))::int end
    from ${quotations} inner join ${requestTimes} on ${requestTimes.id} = ${quotations.requestId} where ${quotations.designerNo} = ${designerNo})`;
