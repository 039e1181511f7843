import { OrderStatus, RequestStatus, type DesignerPage, type DesignerProfile, type OrderList, type OrderReview, type RequestList } from '@dcm/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDemoWorld } from './demo-world.ts';
import { ledgerInvariants } from './modules/mileage/test-support.ts';
import { buildTestApp, type TestApp } from './test/app.ts';
import { sessionOf, type Session } from './test/members.ts';

let t: TestApp;
let client: Session;
let designer: Session;

beforeAll(async () => {
  // DEMO=1: buildApp builds the world at start, as `npm run demo` does.
  t = await buildTestApp({ DEMO: '1' });
  client = await sessionOf(t.app, 'client@demo.dcm');
  designer = await sessionOf(t.app, 'designer@demo.dcm');
});
afterAll(() => t.close());

const get = async <T>(who: Session | null, url: string): Promise<T> => {
  const res = await t.app.inject({ method: 'GET', url, headers: who ? { authorization: `Bearer ${who.token}` } : {} });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
};

/** How many rows each table of the world holds. */
async function rowCounts(): Promise<Record<string, number>> {
  const tables = [
    'files',
    'referrals',
    'requests',
    'quotations',
    'orders',
    'order_events',
    'order_deliveries',
    'reviews',
    'designer_profiles',
    'lab_profiles',
    'portfolio_items',
    'mileage_charges',
    'journal_entries',
    'notification_events',
  ];
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const { rows } = (await t.app.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`)) as unknown as { rows: Array<{ n: number }> };
    counts[table] = rows[0]!.n;
  }
  return counts;
}

describe('the demo world', () => {
  it('is built again on the same database without adding anything', async () => {
    const before = await rowCounts();
    expect(before.orders).toBe(2);
    const deps = { db: t.app.db, storage: t.app.storage, downloadLinks: t.app.downloadLinks, orderAutoCompleteBusinessDays: t.config.orderAutoCompleteBusinessDays };
    expect(await buildDemoWorld(deps)).toBe(false);
    expect(await rowCounts()).toEqual(before);
  });

  it('holds a completed and reviewed order of 150,000원 and one under way, paid from the charged mileage, the ledger balanced', async () => {
    const orders = await get<OrderList>(client, '/api/v1/orders');
    const byCase = new Map(orders.items.map((o) => [o.referralNumbers[0], o]));
    expect(byCase.get('2026-001')).toMatchObject({ status: OrderStatus.complete, amount: 150_000 });
    expect(byCase.get('2026-003')).toMatchObject({ status: OrderStatus.accepted, amount: 60_000 });
    const review = await get<OrderReview>(client, `/api/v1/orders/${byCase.get('2026-001')!.id}/review`);
    expect(review.review).toMatchObject({ rating: 9 });

    // 500,000 charged, 150,000 paid for the completed order and 60,000 held for the one under way.
    expect(await get(client, '/api/v1/mileage')).toMatchObject({ clientMileage: { KRW: 290_000 } });
    expect(await get(designer, '/api/v1/mileage')).toMatchObject({ designerEarnings: { KRW: 150_000 } });
    const ledger = await ledgerInvariants(t.app.db);
    expect(ledger.unbalancedEntries).toEqual([]);
    expect(ledger.negativeBalances).toEqual([]);
    expect(ledger.balancesOffPostings).toEqual([]);
  });

  it('leaves the 3-unit bridge 2026-002 open for the T-esigner to quote', async () => {
    const list = await get<RequestList>(designer, '/api/v1/requests?scope=all');
    const open = list.items.find((r) => r.referralNumbers.includes('2026-002'));
    expect(open).toMatchObject({ type: 'public', status: RequestStatus.QuoteRequested, quotationCount: 0, units: [{ type: 'zirconia_crown', count: 3 }] });
  });

  it('shows the T-esigner (Seoul, with a portfolio) and the lab (Gyeonggi) to a signed-out visitor', async () => {
    const designers = await get<DesignerPage>(null, '/api/v1/profiles/designers');
    const card = designers.items.find((d) => d.memberNo === designer.memberNo);
    expect(card).toMatchObject({ region: 'seoul', stats: { completedOrders: 1, reviewCount: 1 } });
    expect(card?.coverUrl).toBeTruthy();
    const profile = await get<DesignerProfile>(null, `/api/v1/profiles/designers/${designer.memberNo}`);
    expect(profile.portfolio).toHaveLength(1);
    // The generated crown is a real STL, public with the profile.
    const mesh = await t.app.inject({ method: 'GET', url: profile.portfolio[0]!.files[0]!.url });
    expect(mesh.statusCode).toBe(200);
    expect(mesh.rawPayload.length).toBe(84 + 50 * mesh.rawPayload.readUInt32LE(80));
    const regions = await get<{ items: Array<{ code: string; count: number }> }>(null, '/api/v1/profiles/labs/regions');
    expect(regions.items.find((r) => r.code === 'gyeonggi')?.count).toBe(1);
  });
});
