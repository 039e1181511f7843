// Seeds the request list of the "request list with filters" scenario (issue 5): 100,000 requests in
// one INSERT … SELECT generate_series, spread over statuses, types, clients and expiries the way a
// busy marketplace would hold them, plus a few blocks and the listing T-esigner's own quotations, so
// the measured page pays for every part of its query (scope, due-soon window, blocks, myQuotation).
import { sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client.ts';

export const SEEDED_REQUESTS = 100_000;

/** The list call measured, as the demo T-esigner: open requests due within 12 hours, page 3. */
export const REQUEST_LIST_PATH = '/api/v1/requests?scope=all&dueWithinHours=12&page=3';

export async function seedRequests(db: Db, designerEmail: string): Promise<{ dueSoon: number }> {
  await db.execute(sql`
    insert into members (email, password_hash, member_se, approval_se, nickname)
    select 'bench-client-' || g || '@bench.test', 'not-a-hash', 'A', 'B', 'benchc' || g from generate_series(1, 50) g
    union all
    select 'bench-designer-' || g || '@bench.test', 'not-a-hash', 'C', 'B', 'benchd' || g from generate_series(1, 10) g`);

  // One request in ten is designated (half still waiting); the public ones cycle through every status.
  // Expiries run from a day ago to a month ahead, one hour apart, so 12 hours hold about 1/60 of them.
  await db.execute(sql`
    with c as (select array_agg(member_no order by member_no) as nos from members where email like 'bench-client-%'),
         d as (select array_agg(member_no order by member_no) as nos from members where email like 'bench-designer-%')
    insert into requests (type, status, client_no, designer_no, quote_expires_at, deadline_at, notes, units, referral_count, search_text, created_at, updated_at)
    select
      case when g % 10 = 0 then 'designated' else 'public' end,
      case when g % 10 = 0 then (case when g % 20 = 0 then 'waitingForRequest' else 'requestClosed' end)
           else (array['quoteRequested','quoteRequested','choosing','requestClosed','transactionOngoing','complete','cancelled'])[1 + g % 7] end,
      c.nos[1 + g % array_length(c.nos, 1)],
      case when g % 10 = 0 then d.nos[1 + g % array_length(d.nos, 1)] end,
      now() + ((g % 720) - 24) * interval '1 hour',
      now() + ((g % 720) + 72) * interval '1 hour',
      'bench request ' || g,
      '[{"type":"zirconia_crown","count":2}]'::jsonb,
      1,
      'bench request ' || g || ' 2024-' || g,
      now() - g * interval '10 seconds',
      now() - g * interval '10 seconds'
    from generate_series(1, ${SEEDED_REQUESTS}) g, c, d`);

  // Two clients blocked the listing T-esigner (their requests are hidden from it), and it has quoted
  // on a thousand of the requests in choice.
  await db.execute(sql`
    insert into member_blocks (blocker_no, blocked_no)
    select m.member_no, (select member_no from members where email = ${designerEmail})
    from members m where m.email in ('bench-client-1@bench.test', 'bench-client-2@bench.test')`);
  await db.execute(sql`
    insert into quotations (request_id, designer_no, status, items, total, delivery_at)
    select r.id, (select member_no from members where email = ${designerEmail}), 'submitted', '[]'::jsonb, 0, r.deadline_at
    from requests r where r.status = 'choosing' order by r.created_at desc limit 1000`);
  for (const table of ['requests', 'quotations', 'member_blocks', 'members']) await db.execute(sql.raw(`analyze ${table}`));

  const result = (await db.execute(sql`
    select count(*)::int as n from requests
    where type = 'public' and status in ('quoteRequested', 'choosing') and quote_expires_at > now() and quote_expires_at <= now() + interval '12 hours'`)) as unknown as {
    rows: Array<{ n: number }>;
  };
  return { dueSoon: result.rows[0]?.n ?? 0 };
}
