// The demo's marketplace (DEMO=1): what the demo members find when they first sign in, made by the
// product's own use cases, as if the members had clicked through the pages. The T-esigner and the
// lab show public profiles (the T-esigner with a 3D portfolio item); the client has charged mileage,
// had one order designed, delivered, confirmed and reviewed, has one order under way and one public
// request waiting for quotations. Files are generated here (a crown as a binary STL, its picture as
// a PNG) and stored through the files module, as an upload would be.
//
// A composition file beside app.ts (decision 0038): it may call any module's use cases, and writes
// no table itself. Built once, in one transaction: a second start finds the demo client's requests
// and stops; several instances starting at once take turns on an advisory lock.
import { Readable } from 'node:stream';
import {
  CreateRequestBody,
  DeliverCadBody,
  DesignerProfileBody,
  koreanDayOf,
  LabProfileBody,
  PortfolioBody,
  ReviewBody,
  SaveReferralBody,
  SignOrderBody,
  SubmitQuotationBody,
  type UploadKind,
} from '@dcm/shared';
import { sql } from 'drizzle-orm';
import type { Db } from './db/client.ts';
import { crownPng, crownStl, stumpStl } from './demo-files.ts';
import { storeUpload } from './modules/files/service.ts';
import { demoMembers } from './modules/members/service.ts';
import { findMemberByEmail } from './modules/members/index.ts';
import { seedDemoCharge } from './modules/mileage/demo.ts';
import { deliverCad, confirmReceipt, deliveredFileIdsAmong, type LinkIssuer } from './modules/orders/delivery.ts';
import { completedOrdersSql } from './modules/orders/profile-facts.ts';
import { openUnpaidOrder } from './modules/orders/quotation-facts.ts';
import { linkOrderFile } from './modules/orders/referral.ts';
import { acceptOrder } from './modules/orders/service.ts';
import { getContract, signOrder } from './modules/orders/signing.ts';
import { createPortfolioItem } from './modules/profiles/portfolio.ts';
import { saveDesignerProfile, saveLabProfile } from './modules/profiles/service.ts';
import type { ProfileFigures } from './modules/profiles/stats.ts';
import { quickMissedSql } from './modules/quick/profile-facts.ts';
import { responseMinutesSql } from './modules/quotations/profile-facts.ts';
import { selectQuotation, submitQuotation } from './modules/quotations/service.ts';
import { createReferral } from './modules/referrals/service.ts';
import { requestCountsOf } from './modules/requests/index.ts';
import { createRequest } from './modules/requests/service.ts';
import { ratingSql, reviewCountSql } from './modules/reviews/profile-facts.ts';
import { ratingsOf } from './modules/reviews/ratings.ts';
import { writeReview } from './modules/reviews/service.ts';
import type { TokenMember } from './platform/auth.ts';
import { holidaysAmong } from './platform/holidays.ts';
import type { Storage } from './platform/storage.ts';

export interface DemoWorldDeps {
  db: Db;
  storage: Storage;
  downloadLinks: LinkIssuer;
  /** The order's automatic completion after delivery (config.orderAutoCompleteBusinessDays). */
  orderAutoCompleteBusinessDays: number;
}

/** The transaction-level advisory lock two starting instances take turns on (any fixed number no job uses). */
const DEMO_WORLD_LOCK_KEY = 720_451_003;

/** The figures a saved profile answers with, as app.ts hands them to the profile routes. */
const figures: ProfileFigures = { ratingSql, reviewCountSql, completedOrdersSql, responseMinutesSql, quickMissedSql };

/** Where a call "from the browser" of the demo says it came from (the signed contract keeps both). */
const SIGNED_FROM = { ip: '127.0.0.1', userAgent: 'DEMO=1 (demo world, server start)' };

/**
 * Builds the demo world unless it is there: answers whether it was built now. The demo members
 * (seedDemoMembers) must exist; without them there is nothing to build.
 */
export async function buildDemoWorld(deps: DemoWorldDeps): Promise<boolean> {
  const [client, lab, designer] = await Promise.all(demoMembers.slice(0, 3).map((m) => tokenOf(deps.db, m.email)));
  if (!client || !lab || !designer) return false;
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_WORLD_LOCK_KEY})`);
    await seedDemoCharge(tx, client.memberNo);
    // The world's every order starts with a request of the demo client: having one, it is built.
    if ((await requestCountsOf(tx, [client.memberNo])).has(client.memberNo)) return false;
    const world = { ...deps, db: tx };
    await publicProfiles(world, designer, lab);
    await completedOrder(world, client, designer);
    await orderUnderWay(world, client, designer);
    await openRequest(world, client);
    return true;
  });
}

async function tokenOf(db: Db, email: string): Promise<TokenMember | undefined> {
  const row = await findMemberByEmail(db, email);
  return row && { memberNo: row.memberNo, role: row.role };
}

// --- The world, step by step ---

/** The T-esigner's profile (Seoul) with one portfolio item, and the lab's (Gyeonggi), both public. */
async function publicProfiles(deps: DemoWorldDeps, designer: TokenMember, lab: TokenMember): Promise<void> {
  await saveDesignerProfile(
    deps.db,
    figures,
    designer,
    DesignerProfileBody.parse({
      briefIntro: '전치부 심미 크라운과 임플란트 보철을 정밀하게 디자인합니다.',
      companyIntro:
        '2016년부터 서울에서 exocad와 3Shape로 디지털 보철을 디자인해 온 CAD 스튜디오입니다. 스캔 파일을 받은 날 디자인을 시작하고, 인접치와 교합을 맞춘 STL로 납품합니다. 수정은 세 번까지, 납품 후 30일 동안 보증합니다.',
      foundedYear: 2016,
      technicianCount: 3,
      region: 'seoul',
      cadSoftware: ['exocad', '3shape'],
      editCount: 3,
      warrantyDays: 30,
      prosthesisTypes: ['zirconia_crown', 'emax_crown', 'custom_abutment', 'implant_crown_screw'],
      prices: [
        { prosthesis: 'zirconia_crown', price: 60_000 },
        { prosthesis: 'emax_crown', price: 75_000 },
        { prosthesis: 'custom_abutment', price: 50_000 },
        { prosthesis: 'implant_crown_screw', price: 70_000 },
      ],
      isPublic: true,
    }),
  );
  const picture = await store(deps, designer, '상악 중절치 크라운.png', crownPng(), 'document');
  const mesh = await store(deps, designer, 'crown-11.stl', crownStl(), 'portfolio');
  await createPortfolioItem(
    { db: deps.db, storage: deps.storage, deliveredFilesAmong: deliveredFileIdsAmong },
    designer,
    PortfolioBody.parse({
      title: '상악 중절치 e.max 크라운',
      description: '#11, #21 전치부 심미 크라운입니다. 인접치의 절단연 형태에 맞추고 교합 접촉을 0.05 mm로 조정했습니다.',
      mainImageId: picture,
      stlFileIds: [mesh],
    }),
  );
  const photo = await store(deps, lab, '밀링 완료 크라운.png', crownPng({ turn: 2.2, backdrop: [232, 240, 238] }), 'document');
  await saveLabProfile(
    deps.db,
    deliveredFileIdsAmong,
    lab,
    LabProfileBody.parse({
      businessName: '미소치과기공소',
      introduction:
        '경기 성남의 디지털 치과기공소입니다. 밀링기와 3D 프린터를 갖추고 지르코니아 크라운·브릿지와 임플란트 보철을 제작합니다. 디자인 파일로 의뢰하시면 다음 날 발송합니다.',
      region: 'gyeonggi',
      prosthesisTypes: ['zirconia_crown', 'emax_crown', 'implant_crown_screw', 'custom_abutment'],
      specializations: ['crown_bridge', 'implant', 'cad_cam'],
      photoIds: [photo],
      isPublic: true,
    }),
  );
}

/** 2026-001: two e.max crowns on 11 and 21, quoted at 150,000원, paid, delivered, confirmed and reviewed. */
async function completedOrder(deps: DemoWorldDeps, client: TokenMember, designer: TokenMember): Promise<void> {
  const { orderId, scanFileId } = await chosenOrder(deps, client, designer, {
    referralNumber: '2026-001',
    prosthesis: [{ type: 'emax_crown', count: 2 }],
    teeth: { teeth: [11, 21], bridges: [], bundles: [] },
    details: '상악 중절치 두 개입니다. 절단연은 살짝 투명하게, 색조는 A2로 부탁드립니다.',
    notes: '전치부라 심미가 중요합니다. 인접치 형태에 맞춰 주세요.',
    unitPrice: 75_000,
    quotationNote: '스캔 확인했습니다. 인접치 절단연에 맞춰 디자인하고 사흘 안에 납품하겠습니다.',
  });
  await acceptOrder(deps.db, designer, orderId);
  await linkOrderFile(deps.db, deps.downloadLinks, designer, orderId, scanFileId);
  const cad = await store(deps, designer, 'crown 11 21.stl', crownStl(), 'cad');
  await deliverCad(
    deps.db,
    designer,
    orderId,
    DeliverCadBody.parse({ fileIds: [cad], message: '#11, #21 크라운 디자인 파일입니다. 확인 부탁드립니다.' }),
    deps.orderAutoCompleteBusinessDays,
  );
  await confirmReceipt(deps.db, client, orderId);
  await writeReview(
    deps.db,
    client,
    orderId,
    ReviewBody.parse({ rating: 9, text: '절단연과 형태가 인접치와 자연스럽게 맞아서 수정 없이 바로 밀링했습니다. 납품도 약속보다 빨랐어요.' }),
  );
}

/** 2026-003: one zirconia crown on 36 at 60,000원, paid and accepted; the design is the T-esigner's next step. */
async function orderUnderWay(deps: DemoWorldDeps, client: TokenMember, designer: TokenMember): Promise<void> {
  const { orderId } = await chosenOrder(deps, client, designer, {
    referralNumber: '2026-003',
    prosthesis: [{ type: 'zirconia_crown', count: 1 }],
    teeth: { teeth: [36], bridges: [], bundles: [] },
    details: '하악 좌측 제1대구치 풀 지르코니아 크라운입니다. 대합치 교합 공간이 좁습니다.',
    notes: '교합 공간이 좁으니 최소 두께를 지켜 주세요.',
    unitPrice: 60_000,
    quotationNote: '최소 두께 0.8 mm를 지키면서 교합을 맞추겠습니다.',
  });
  await acceptOrder(deps.db, designer, orderId);
}

/** 2026-002: a three-unit zirconia bridge 14–16, public, waiting for quotations for two weeks. */
async function openRequest(deps: DemoWorldDeps, client: TokenMember): Promise<void> {
  const referral = await completeReferral(deps, client, {
    referralNumber: '2026-002',
    prosthesis: [{ type: 'zirconia_crown', count: 3 }],
    teeth: { teeth: [14, 15, 16], bridges: [{ from: 14, to: 16 }], bundles: [] },
    details: '상악 우측 14–16 3본 브릿지입니다. 15번이 폰틱이고, 연결부 단면적을 충분히 확보해 주세요.',
  });
  await createRequest(
    deps.db,
    client,
    CreateRequestBody.parse({
      type: 'public',
      referralIds: [referral.id],
      notes: '3본 지르코니아 브릿지 견적 부탁드립니다. 스캔 파일 첨부했습니다.',
      quoteExpiresAt: await pickableDay(deps.db, 14),
      deadlineAt: await pickableDay(deps.db, 21),
    }),
  );
}

// --- The steps the pages take ---

interface CaseOf {
  referralNumber: string;
  prosthesis: Array<{ type: string; count: number }>;
  teeth: { teeth: number[]; bridges: Array<{ from: number; to: number }>; bundles: number[][] };
  details: string;
}

/** The scan uploaded and a complete referral saved with it, as the referral form does. */
async function completeReferral(deps: DemoWorldDeps, client: TokenMember, about: CaseOf) {
  const scanFileId = await store(deps, client, `scan ${about.referralNumber}.stl`, stumpStl(), 'referral');
  const body = SaveReferralBody.parse({
    mode: 'detail',
    status: 'complete',
    data: { ...about, processing: 'milling', implant: null, values: [], pontic: null, scanFileId, otherFileIds: [], confirmed: true },
  });
  return { ...(await createReferral(deps.db, client.memberNo, body)), scanFileId };
}

/**
 * A public request of one referral, quoted by the T-esigner at `unitPrice` a unit, chosen by the
 * client and signed and paid from mileage (the escrow holds it): the order waits for the T-esigner.
 */
async function chosenOrder(
  deps: DemoWorldDeps,
  client: TokenMember,
  designer: TokenMember,
  about: CaseOf & { notes: string; unitPrice: number; quotationNote: string },
): Promise<{ orderId: string; scanFileId: string }> {
  const { notes, unitPrice, quotationNote, ...referralCase } = about;
  const referral = await completeReferral(deps, client, referralCase);
  const request = await createRequest(
    deps.db,
    client,
    CreateRequestBody.parse({
      type: 'public',
      referralIds: [referral.id],
      notes,
      quoteExpiresAt: await pickableDay(deps.db, 2),
      deadlineAt: await pickableDay(deps.db, 7),
    }),
  );
  const quotation = await submitQuotation(
    deps.db,
    ratingsOf,
    designer,
    request.id,
    SubmitQuotationBody.parse({
      items: about.prosthesis.map(({ type, count }) => ({ type, count, unitPrice })),
      deliveryAt: await pickableDay(deps.db, 5),
      note: quotationNote,
    }),
  );
  const { orderId } = await selectQuotation(deps.db, openUnpaidOrder, client, quotation.id);
  const contract = await getContract(deps.db, client, orderId, 'ko');
  await signOrder(deps.db, client, orderId, SignOrderBody.parse({ name: '김지우', agreed: true, locale: 'ko', hash: contract.hash }), {
    idempotencyKey: `demo-world-sign-${orderId}`,
    ...SIGNED_FROM,
  });
  return { orderId, scanFileId: referral.scanFileId };
}

/** Generated bytes stored as `owner`'s upload of `kind`, through the same checks as an upload; answers the file id. */
async function store(deps: DemoWorldDeps, owner: TokenMember, filename: string, bytes: Buffer, kind: UploadKind): Promise<string> {
  return (await storeUpload(deps, { filename, stream: Readable.from([bytes]), ownerNo: owner.memberNo, kind })).id;
}

const DAY_MS = 86_400_000;

/**
 * 18:00 in Seoul `days` from today, on a working day the date picker offers (no weekend, no holiday
 * of the table), as a member would pick it.
 */
async function pickableDay(db: Db, days: number): Promise<string> {
  let at = new Date(`${koreanDayOf(new Date(Date.now() + days * DAY_MS))}T18:00:00+09:00`);
  for (;;) {
    const day = koreanDayOf(at);
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6 && (await holidaysAmong(db, [day])).size === 0) return at.toISOString();
    at = new Date(at.getTime() + DAY_MS);
  }
}
