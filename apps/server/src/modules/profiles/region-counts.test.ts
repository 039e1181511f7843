import { ApprovalStatus, MemberType, type CodeItem, type LabPage, type LabRegionCounts } from '@dcm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { designerProfiles, labProfiles } from '../../db/schema/index.ts';
import { createQueryCounter } from '../../perf/query-counter.ts';
import { insertMember } from '../../test/admin-fixtures.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { callAs } from './test-support.ts';

const counter = createQueryCounter();
let t: TestApp;
let call: ReturnType<typeof callAs>;

beforeAll(async () => {
  t = await buildTestApp({}, { onQuery: counter.onQuery });
  call = callAs(t);
});
afterAll(() => t.close());

/** A lab member (approved unless told) with a saved lab profile in `region`. */
async function labIn(region: string | null, fields: { isPublic?: boolean; approvalSe?: string } = {}): Promise<number> {
  const member = await insertMember(t.app.db, { memberSe: MemberType.Lab, approvalSe: fields.approvalSe ?? ApprovalStatus.Approved });
  await t.app.db.insert(labProfiles).values({ memberNo: member.memberNo, businessName: '한빛치과기공소', prosthesisTypes: ['zirconia_crown'], region, isPublic: fields.isPublic ?? true });
  return member.memberNo;
}

async function regionCounts(): Promise<{ counts: LabRegionCounts; queries: string[] }> {
  const { result, queries } = await counter.count(() => call(null, 'GET', '/api/v1/profiles/labs/regions'));
  expect(result.statusCode, result.body).toBe(200);
  return { counts: result.json(), queries };
}

const countOf = (counts: LabRegionCounts, code: string) => counts.items.find((i) => i.code === code)?.count;

describe('the labs per region on the main page', () => {
  it('counts only the labs the search lists, answers every region of the code table with its zeros, in one grouped statement, and keeps the answer a minute', async () => {
    await labIn('seoul');
    await labIn('seoul');
    await labIn('busan');
    await labIn('seoul', { isPublic: false });
    await labIn('seoul', { approvalSe: ApprovalStatus.Pending });
    await labIn('seoul', { approvalSe: ApprovalStatus.Suspended });
    await labIn(null);
    await labIn('atlantis'); // not a region of the table: no tile to put it on
    const designer = await insertMember(t.app.db, { memberSe: MemberType.Designer, approvalSe: ApprovalStatus.Approved });
    await t.app.db.insert(designerProfiles).values({ memberNo: designer.memberNo, region: 'seoul', editCount: 3, warrantyDays: 30, prosthesisTypes: ['zirconia_crown'], isPublic: true });

    const { counts, queries } = await regionCounts();

    const regions = (await call(null, 'GET', '/api/v1/common/code/region?type=A')).json<CodeItem[]>();
    expect(counts.items.map((i) => i.code)).toEqual(regions.map((r) => r.code));
    expect(counts.items).toHaveLength(21);
    expect([countOf(counts, 'seoul'), countOf(counts, 'busan'), countOf(counts, 'jeju'), countOf(counts, 'chuncheon')]).toEqual([2, 1, 0, 0]);
    expect(counts.items.reduce((sum, i) => sum + i.count, 0)).toBe(3);
    // The figure on a tile is the total of the search it opens.
    for (const region of ['seoul', 'busan', 'jeju']) {
      const page = (await call(null, 'GET', `/api/v1/profiles/labs?region=${region}`)).json<LabPage>();
      expect(page.total, region).toBe(countOf(counts, region));
    }

    // The code list and one grouped count, however many labs and regions there are.
    expect(queries.filter((q) => q.includes('"lab_profiles"')), queries.join('\n')).toHaveLength(1);
    expect(queries).toHaveLength(2);

    // Kept: a lab listed now shows on the map within the minute, not on this visit.
    await labIn('seoul');
    const again = await regionCounts();
    expect(again.queries).toEqual([]);
    expect(countOf(again.counts, 'seoul')).toBe(2);
  });
});
