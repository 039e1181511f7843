import crypto from 'node:crypto';
import { ApprovalStatus, ErrorCode, type Referral } from '@dcm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_PASSWORD, insertFile, insertMember } from '../../test/admin-fixtures.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { sessionOf, type Session } from '../../test/members.ts';
import { drawReferralDocument } from './document-layout.ts';
import { buildReferralDocument, type DocumentBlock, type DocumentReferral, type ReferralDocument } from './document-model.ts';
import { loadDocumentContext } from './document.ts';
import { listGroupReferrals } from './service.ts';

let t: TestApp;
let client: Session;
let otherClient: Session;

const login = (email: string, password?: string): Promise<Session> => sessionOf(t.app, email, password);

beforeAll(async () => {
  t = await buildTestApp({ DEMO: '1' });
  client = await login('client@demo.dcm');
  const other = await insertMember(t.app.db, { approvalSe: ApprovalStatus.Approved });
  otherClient = await login(other.email, FIXTURE_PASSWORD);
});
afterAll(() => t.close());

const KOREAN_DETAILS = '교합면 두께 1.5mm 이상으로 해 주세요. 쉐이드는 A2입니다.';

/** A bridge 14–16 in zirconia with a PFM crown on 36, milled, with Korean details. */
const bridgeData = (overrides: object = {}) => ({
  referralNumber: '2024-001',
  processing: 'milling',
  prosthesis: [
    { type: 'zirconia_crown', count: 3 },
    { type: 'pfm_crown', count: 1 },
  ],
  teeth: { teeth: [14, 15, 16, 36], bridges: [{ from: 14, to: 16 }], bundles: [] },
  implant: { system: 'osstem_ts3', platform: 'Regular' },
  values: [
    { title: '시멘트 갭', value: '0.03 mm' },
    { title: '최소 두께', value: '0.8 mm' },
  ],
  pontic: 'ridge_lap',
  details: KOREAN_DETAILS,
  scanFileId: null,
  otherFileIds: [],
  confirmed: true,
  ...overrides,
});

const referralAt = (data: ReturnType<typeof bridgeData>, createdAt = '2025-03-04T00:05:00Z'): DocumentReferral => ({
  id: crypto.randomUUID(),
  mode: 'detail',
  status: 'complete',
  data,
  createdAt: new Date(createdAt),
  updatedAt: new Date('2025-03-05T14:30:00Z'),
});

const rowsOf = (doc: ReferralDocument, section = 0) =>
  Object.fromEntries(
    (doc.sections[section]?.blocks ?? []).flatMap((b) => (b.kind === 'rows' ? b.rows.map((r) => [r.label, r.value] as const) : [])),
  );
const block = <K extends DocumentBlock['kind']>(doc: ReferralDocument, kind: K, section = 0) =>
  doc.sections[section]?.blocks.find((b): b is Extract<DocumentBlock, { kind: K }> => b.kind === kind);

/** Pages of a PDF: each page object says `/Type /Page` (the page tree says `/Pages`). */
const pageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;

const call = (who: Session, method: 'GET' | 'POST', url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${who.token}`, ...headers } });

/** Saves `data` complete; a complete referral carries a scan, so one is attached when `data` has none. */
async function saveReferral(who: Session, data: { scanFileId: string | null }, groupId?: string): Promise<Referral> {
  const scanFileId = data.scanFileId ?? (await insertFile(t.app.db, who.memberNo, 'scan.stl', 'model/stl'));
  const res = await call(who, 'POST', '/api/v1/referrals', { mode: 'detail', status: 'complete', data: { ...data, scanFileId }, ...(groupId ? { groupId } : {}) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('what a referral document says', () => {
  it('says everything in natural Korean, codes by their Korean names, dates in the reader’s zone', async () => {
    const scan = await insertFile(t.app.db, client.memberNo, '스캔_상악.stl', 'model/stl');
    const referral = referralAt(bridgeData({ scanFileId: scan }));
    const doc = buildReferralDocument([referral], await loadDocumentContext(t.app.db, [referral], 'ko', 'Asia/Seoul'));

    expect(doc.heading).toBe('의뢰서');
    expect(doc.product).toBe('티자이너');
    expect(doc.title).toBe('티자이너 의뢰서 2024-001');
    expect(Object.fromEntries(doc.header.map((r) => [r.label, r.value]))).toEqual({
      '의뢰서 번호': '2024-001',
      작성일: '2025-03-04 09:05 (Asia/Seoul)',
      수정일: '2025-03-05 23:30 (Asia/Seoul)',
      상태: '작성 완료',
    });
    expect(doc.sections[0]).toMatchObject({ numberLabel: '의뢰서 번호', number: '2024-001' });
    expect(rowsOf(doc)).toEqual({
      상태: '작성 완료',
      '작성 방식': '상세 모드',
      '가공 방식': '밀링',
      '보철 종류': '지르코니아 크라운 3개\nPFM 크라운 1개',
      치식: '치아 36; 브릿지 14–16',
      '임플란트 시스템': '오스템 TS III',
      플랫폼: 'Regular',
      '폰틱 디자인': '치조정 덮개형 (리지랩)',
      '스캔 파일': '스캔_상악.stl (1.2 KB)',
      '기타 파일': '없음',
    });
    expect(block(doc, 'table')).toEqual({
      kind: 'table',
      title: '수치',
      columns: ['항목', '값'],
      rows: [
        ['시멘트 갭', '0.03 mm'],
        ['최소 두께', '0.8 mm'],
      ],
      empty: '없음',
    });
    expect(block(doc, 'text')).toEqual({ kind: 'text', title: '상세 내용', text: KOREAN_DETAILS });
  });

  it('says the same in English, with dates in UTC when the zone is not known', async () => {
    const referral = referralAt(bridgeData());
    const doc = buildReferralDocument([referral], await loadDocumentContext(t.app.db, [referral], 'en', 'UTC'));

    expect(doc.heading).toBe('Referral');
    expect(doc.title).toBe('T-esigner Referral 2024-001');
    expect(doc.header.find((r) => r.label === 'Created')?.value).toBe('2025-03-04 00:05 (UTC)');
    expect(rowsOf(doc)).toMatchObject({
      Status: 'Complete',
      Form: 'Detail mode',
      'Processing method': 'Milling',
      'Prosthesis types': 'Zirconia crown × 3\nPFM crown (porcelain-fused-to-metal) × 1',
      Teeth: 'Tooth 36; bridge 14–16',
      'Implant system': 'Osstem TS III',
      'Pontic design': 'Ridge lap',
      'Scan file': 'None',
    });
    expect(block(doc, 'text')?.title).toBe('Details');
  });

  it('draws a bridge over its span and labels bundles B1, B2 in the order of their first tooth', async () => {
    const referral = referralAt(
      bridgeData({ teeth: { teeth: [14, 15, 16, 35, 37, 46, 47], bridges: [{ from: 16, to: 14 }], bundles: [[47, 46], [35, 37]] } }),
    );
    const chart = block(buildReferralDocument([referral], await loadDocumentContext(t.app.db, [referral], 'ko', 'UTC')), 'chart')!.chart;

    expect(chart.arches.map((a) => a.label)).toEqual(['상악', '하악']);
    expect(chart.arches[0]!.teeth.map((tooth) => tooth.code)).toEqual([18, 17, 16, 15, 14, 13, 12, 11, 21, 22, 23, 24, 25, 26, 27, 28]);
    expect(chart.arches[1]!.teeth.map((tooth) => tooth.code)).toEqual([48, 47, 46, 45, 44, 43, 42, 41, 31, 32, 33, 34, 35, 36, 37, 38]);
    expect(chart.bridges).toEqual([{ arch: 'maxilla', teeth: [16, 15, 14] }]);
    const marked = chart.arches.flatMap((a) => a.teeth.filter((tooth) => tooth.selected).map((tooth) => [tooth.code, tooth.bundle]));
    expect(Object.fromEntries(marked)).toEqual({ 16: null, 15: null, 14: null, 47: 'B2', 46: 'B2', 35: 'B1', 37: 'B1' });
  });

  it('a draft prints what it has and says "none" for the rest', async () => {
    const draft: DocumentReferral = {
      ...referralAt(bridgeData()),
      status: 'draft',
      mode: 'simple',
      data: {
        ...bridgeData(),
        referralNumber: '',
        processing: null,
        prosthesis: [{ type: null, count: null }],
        teeth: { teeth: [], bridges: [], bundles: [] },
        implant: null,
        values: [],
        pontic: null,
        details: '',
        otherFileIds: [crypto.randomUUID()],
        confirmed: false,
      },
    };
    const doc = buildReferralDocument([draft], await loadDocumentContext(t.app.db, [draft], 'ko', 'UTC'));
    expect(doc.sections[0]?.number).toBe('번호 없음');
    expect(rowsOf(doc)).toMatchObject({
      상태: '임시저장',
      '가공 방식': '없음',
      '보철 종류': '없음',
      치식: '선택한 치아 없음',
      '임플란트 시스템': '없음',
      '기타 파일': '삭제된 파일',
    });
    expect(block(doc, 'text')?.text).toBe('없음');
  });
});

describe('drawing the document', () => {
  it('draws one referral as a valid one-page PDF with the Korean font subset embedded', async () => {
    const referral = referralAt(bridgeData());
    const pdf = await drawReferralDocument(buildReferralDocument([referral], await loadDocumentContext(t.app.db, [referral], 'ko', 'UTC')));

    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-6).toString('latin1')).toMatch(/%%EOF\s*$/);
    expect(pageCount(pdf)).toBe(1);
    expect(pdf.toString('latin1')).toContain('/FontFile3');
    // Two subsets of Pretendard, not two whole 1.5 MB fonts.
    expect(pdf.length).toBeLessThan(150_000);
  });

  it('flows long details and many values over further pages', async () => {
    const referral = referralAt(
      bridgeData({
        details: '교합 조정과 컨택 강도를 꼭 확인해 주세요. '.repeat(40).slice(0, 1000),
        values: Array.from({ length: 20 }, (_, i) => ({ title: `항목 ${i + 1}`, value: `${i}.0 mm` })),
        otherFileIds: [],
      }),
    );
    const pdf = await drawReferralDocument(buildReferralDocument([referral], await loadDocumentContext(t.app.db, [referral], 'ko', 'UTC')));
    expect(pageCount(pdf)).toBe(2);
  });
});

describe('the document routes', () => {
  it('downloads a referral as a PDF attachment named by its number', async () => {
    const referral = await saveReferral(client, bridgeData({ referralNumber: '2024/007' }));
    const res = await call(client, 'GET', `/api/v1/referrals/${referral.id}/document.pdf`);

    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="referral-2024-007\.pdf"/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pageCount(res.rawPayload)).toBe(1);
  });

  it('writes the document in the language asked for, else in the lang header’s', async () => {
    const referral = await saveReferral(client, bridgeData());
    const langOf = (pdf: Buffer) => pdf.toString('latin1').match(/\/Lang \((\w+)\)/)?.[1];

    expect(langOf((await call(client, 'GET', `/api/v1/referrals/${referral.id}/document.pdf`)).rawPayload)).toBe('ko');
    expect(langOf((await call(client, 'GET', `/api/v1/referrals/${referral.id}/document.pdf`, undefined, { lang: 'B' })).rawPayload)).toBe('en');
    expect(langOf((await call(client, 'GET', `/api/v1/referrals/${referral.id}/document.pdf?lang=ko`, undefined, { lang: 'B' })).rawPayload)).toBe('ko');
    expect((await call(client, 'GET', `/api/v1/referrals/${referral.id}/document.pdf?tz=Mars/Olympus`)).statusCode).toBe(400);
  });

  it('answers another member 404, for a referral and for its group', async () => {
    const referral = await saveReferral(client, bridgeData());
    for (const url of [`/api/v1/referrals/${referral.id}/document.pdf`, `/api/v1/referrals/groups/${referral.groupId}/document.pdf`]) {
      expect((await call(client, 'GET', url)).statusCode, url).toBe(200);
      const res = await call(otherClient, 'GET', url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.code).toBe(ErrorCode.NotFound);
    }
    expect((await call(client, 'GET', `/api/v1/referrals/groups/${crypto.randomUUID()}/document.pdf`)).statusCode).toBe(404);
  });

  it('a group document holds every referral of the group, oldest first, one page each', async () => {
    const first = await saveReferral(client, bridgeData({ referralNumber: '100' }));
    const second = await saveReferral(client, bridgeData({ referralNumber: '101' }), first.groupId);
    const third = await saveReferral(client, bridgeData({ referralNumber: '102' }), first.groupId);
    await saveReferral(client, bridgeData({ referralNumber: '200' }));

    const group = await listGroupReferrals(t.app.db, client.memberNo, first.groupId);
    expect(group.map((r) => r.id)).toEqual([first.id, second.id, third.id]);
    expect(await listGroupReferrals(t.app.db, otherClient.memberNo, first.groupId)).toEqual([]);

    const res = await call(client, 'GET', `/api/v1/referrals/groups/${first.groupId}/document.pdf?lang=en`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="referral-group-100\.pdf"/);
    expect(pageCount(res.rawPayload)).toBe(3);

    const doc = buildReferralDocument(group, await loadDocumentContext(t.app.db, group, 'en', 'UTC'));
    expect(doc.sections.map((s) => [s.numberLabel, s.number])).toEqual([
      ['Referral number · 1 of 3', '100'],
      ['Referral number · 2 of 3', '101'],
      ['Referral number · 3 of 3', '102'],
    ]);
    expect(doc.header[0]).toEqual({ label: 'Referral number', value: '100, 101, 102 (3 referrals)' });
  });
});
