// The server's answers for the order page tests: an order, its contract in each language, the
// client's balances, the referral files, cancellation requests, refusals.
import {
  CancellationStatus,
  Currency,
  SurchargeStatus,
  OrderAction,
  orderActionsFor,
  OrderEventKind,
  OrderStatus,
  type Locale,
  type MileageBalances,
  type OrderCancellation,
  type OrderCad,
  type OrderContract,
  type OrderDetail,
  type OrderPin,
  type OrderReferral,
  type OrderStage,
  type OrderSurcharge,
  type OrderTimeline,
} from '@dcm/shared';
import { codesFor, paramsOf } from '../../test/referral-fixtures.ts';
import { answeredError, networkError } from '../../lib/http.test-support.ts';
import { type HttpConfig, HttpError } from '../../lib/http.ts';

export const ORDER_ID = '20000000-0000-4000-8000-000000000007';
export const REQUEST_ID = '10000000-0000-4000-8000-000000000007';
export const CLIENT = { memberNo: 7, nickname: 'smileclinic' };
export const DESIGNER = { memberNo: 21, nickname: 'cadmaster' };

/** 3 × ₩120,000 + 1 × ₩50,000. */
export const AMOUNT = 410_000;

export function orderOf(extra: Partial<OrderDetail> = {}): OrderDetail {
  return {
    id: ORDER_ID,
    requestId: REQUEST_ID,
    status: OrderStatus.awaitingPayment,
    client: CLIENT,
    designer: DESIGNER,
    items: [
      { type: 'zirconia_crown', count: 3, unitPrice: 120_000 },
      { type: 'inlay', count: 1, unitPrice: 50_000 },
    ],
    amount: AMOUNT,
    currency: Currency.KRW,
    conversion: null,
    editCount: 2,
    warrantyDays: 14,
    referralCount: 2,
    referralNumbers: ['R-2027-031', 'R-2027-032'],
    createdAt: '2027-03-01T01:00:00.000Z',
    paidAt: null,
    acceptedAt: null,
    declineReason: null,
    deliveryCount: 0,
    openSurcharge: null,
    completesAt: null,
    completedAt: null,
    rework: { open: null, editsUsed: 0, warrantyEndsAt: null },
    surchargeAsked: false,
    reviewed: false,
    hasPins: false,
    actions: [OrderAction.signAndPay, OrderAction.cancel],
    viewerRole: 'client',
    cancellation: { latest: null, actions: [] },
    ...extra,
  };
}

export const hashOf = (digit: string) => digit.repeat(64);

const texts: Record<Locale, { title: string; text: string }> = {
  ko: { title: '전자계약서', text: '제1조 (목적)\n\n이 계약은 의뢰인 smileclinic과 티자이너 cadmaster 사이의 CAD 디자인 거래를 정합니다.' },
  en: { title: 'E-contract', text: 'Article 1 (Purpose)\n\nThis contract governs the CAD design transaction between the client smileclinic and the T-esigner cadmaster.' },
};

export function contractOf(locale: Locale, extra: Partial<OrderContract> = {}): OrderContract {
  return { locale, ...texts[locale], hash: hashOf(locale === 'ko' ? 'a' : 'b'), signature: null, ...extra };
}

/** The contract once signed in `locale`: the same text whatever language is asked. */
export function signedContractOf(locale: Locale, name = 'Kim Minji'): OrderContract {
  const contract = contractOf(locale);
  return { ...contract, signature: { name, signedAt: '2027-03-02T05:30:00.000Z', locale, hash: contract.hash } };
}

export const CANCELLATION_ID = '30000000-0000-4000-8000-000000000007';

/** A cancellation request as the server keeps it, open unless `extra` says otherwise. */
export function cancellationOf(extra: Partial<OrderCancellation> = {}): OrderCancellation {
  return {
    id: CANCELLATION_ID,
    requestedBy: 'client',
    reason: 'The patient moved abroad.',
    status: CancellationStatus.requested,
    createdAt: '2027-03-03T02:00:00.000Z',
    decidedAt: null,
    rejectReason: null,
    ...extra,
  };
}

export const SCAN_FILE_ID = '40000000-0000-4000-8000-000000000001';
export const OTHER_FILE_ID = '40000000-0000-4000-8000-000000000002';

/** Two referrals: one with a scan (Korean name) and a photo, one without files yet. */
export function referralOf(receivedAt: string | null = null): OrderReferral {
  return {
    referrals: [
      {
        id: '50000000-0000-4000-8000-000000000001',
        referralNumber: 'R-2027-031',
        files: [
          { id: SCAN_FILE_ID, name: '상악_스캔.stl', size: 3_355_443, kind: 'scan' },
          { id: OTHER_FILE_ID, name: 'shade-photo.jpg', size: 204_800, kind: 'other' },
        ],
      },
      { id: '50000000-0000-4000-8000-000000000002', referralNumber: 'R-2027-032', files: [] },
    ],
    receivedAt,
  };
}

export const balancesOf = (krw: number): MileageBalances => ({ currency: Currency.KRW, clientMileage: { KRW: krw, USD: 0 }, designerEarnings: { KRW: 0, USD: 0 } });

export function refusal(status: number, error: { code: string; message: string; fields?: Record<string, string>; details?: unknown }): HttpError {
  return answeredError(status, { error });
}

export { networkError };

/** What the mocked server holds now; a test changes it to stand for the server's next answer. */
export interface ServerState {
  order: OrderDetail | HttpError;
  contract: (locale: Locale) => OrderContract;
  balances: MileageBalances;
  /** The order's referrals; absent, the server answers 404. */
  referral?: OrderReferral | HttpError;
  /** The order's CAD result and surcharges; absent, the server answers 404. */
  cad?: OrderCad;
  /** The pins of the order's 3D viewer; none when absent. */
  pins?: OrderPin[];
}

/** A mocked `http.get` answering the order, its contract, the balances, the referrals and the code tables. */
export function answerGet(state: () => ServerState) {
  return async (url: string, config?: HttpConfig) => {
    const now = state();
    if (url === `/api/v1/orders/${ORDER_ID}`) {
      if (now.order instanceof HttpError) throw now.order;
      return { data: now.order };
    }
    if (url === `/api/v1/orders/${ORDER_ID}/contract`) return { data: now.contract(paramsOf(config).locale === 'ko' ? 'ko' : 'en') };
    if (url === '/api/v1/mileage') return { data: now.balances };
    if (url === `/api/v1/orders/${ORDER_ID}/referral` && now.referral) {
      if (now.referral instanceof HttpError) throw now.referral;
      return { data: now.referral };
    }
    if (url === `/api/v1/orders/${ORDER_ID}/cad` && now.cad) return { data: now.cad };
    if (url === `/api/v1/orders/${ORDER_ID}/pins`) return { data: { items: now.pins ?? [] } };
    const codes = codesFor(url, paramsOf(config).type);
    if (codes) return { data: codes };
    throw refusal(404, { code: 'NOT_FOUND', message: 'Not found' });
  };
}

export const keyOf = (config: unknown) => ((config as HttpConfig | undefined)?.headers as Record<string, string> | undefined)?.['Idempotency-Key'];

export const SURCHARGE_ID = '60000000-0000-4000-8000-000000000007';
export const CAD_FILE_IDS = ['70000000-0000-4000-8000-000000000001', '70000000-0000-4000-8000-000000000002'] as const;

/** A surcharge of ₩20,000 asked with version 1, waiting unless `extra` says otherwise. */
export function surchargeOf(extra: Partial<OrderSurcharge> = {}): OrderSurcharge {
  return {
    id: SURCHARGE_ID,
    amount: 20_000,
    currency: Currency.KRW,
    reason: 'The antagonist was re-scanned: the bridge was designed twice.',
    status: SurchargeStatus.requested,
    deliveryVersion: 1,
    createdAt: '2027-03-05T03:00:00.000Z',
    decidedAt: null,
    declineReason: null,
    ...extra,
  };
}

/** One delivered version of two files, due to complete by itself on 2027-03-14, with `surcharges`. */
export function cadOf(surcharges: OrderSurcharge[] = []): OrderCad {
  return {
    deliveries: [
      {
        id: '80000000-0000-4000-8000-000000000001',
        version: 1,
        message: 'Margins at 0.05 mm as asked.',
        createdAt: '2027-03-05T03:00:00.000Z',
        files: [
          { id: CAD_FILE_IDS[0], name: 'crown 11.stl', size: 2_400_000 },
          { id: CAD_FILE_IDS[1], name: 'bridge.stl', size: 5_100_000 },
        ],
        replaced: false,
      },
    ],
    surcharges,
    reworks: [],
    completesAt: '2027-03-14T14:59:59.999Z',
  };
}

/** The case timeline of an order taken through the main flow up to a surcharge paid (issue 7). */
export function timelineOf(): OrderTimeline {
  const client = { actor: CLIENT, actorRole: 'client' as const };
  const designer = { actor: DESIGNER, actorRole: 'designer' as const };
  return {
    events: [
      {
        id: 1,
        at: '2027-03-02T05:30:00.000Z',
        ...client,
        kind: OrderAction.signAndPay,
        fromStatus: OrderStatus.awaitingPayment,
        toStatus: OrderStatus.awaitingAcceptance,
        details: { amount: AMOUNT, currency: Currency.KRW, hash: hashOf('a'), escrow: 'hold' },
      },
      { id: 2, at: '2027-03-02T08:00:00.000Z', ...designer, kind: OrderAction.accept, fromStatus: OrderStatus.awaitingAcceptance, toStatus: OrderStatus.accepted, details: {} },
      {
        id: 3,
        at: '2027-03-03T01:00:00.000Z',
        ...designer,
        kind: OrderAction.receiveReferral,
        fromStatus: OrderStatus.accepted,
        toStatus: OrderStatus.referralReceived,
        details: { fileNames: ['상악_스캔.stl'] },
      },
      {
        id: 4,
        at: '2027-03-05T03:00:00.000Z',
        ...designer,
        kind: OrderAction.uploadCad,
        fromStatus: OrderStatus.referralReceived,
        toStatus: OrderStatus.cadUploaded,
        details: { version: 1, fileNames: ['crown 11.stl', 'bridge.stl'] },
      },
      {
        id: 5,
        at: '2027-03-05T03:00:00.000Z',
        ...designer,
        kind: OrderEventKind.surchargeRequested,
        fromStatus: OrderStatus.cadUploaded,
        toStatus: OrderStatus.cadUploaded,
        details: { amount: 20_000, currency: Currency.KRW, reason: 'The antagonist was re-scanned: the bridge was designed twice.' },
      },
      {
        id: 6,
        at: '2027-03-13T15:00:00.000Z',
        actor: null,
        actorRole: 'system',
        kind: OrderEventKind.completionNotice,
        fromStatus: OrderStatus.cadUploaded,
        toStatus: OrderStatus.cadUploaded,
        details: { completesAt: '2027-03-14T14:59:59.999Z' },
      },
    ],
  };
}

const PAID = { paidAt: '2027-03-02T05:30:00.000Z' };
const ACCEPTED = { ...PAID, acceptedAt: '2027-03-02T08:00:00.000Z' };
const DELIVERED = { ...ACCEPTED, deliveryCount: 1, completesAt: '2027-03-14T14:59:59.999Z' };
const COMPLETE = { ...ACCEPTED, deliveryCount: 1, completedAt: '2027-03-09T02:00:00.000Z' };

/** The status and facts of an order in each stage of the shared table (orders/stages.ts). */
const STAGE_FACTS: Record<OrderStage, Partial<OrderDetail> & { status: OrderStatus }> = {
  awaitingPayment: { status: OrderStatus.awaitingPayment },
  awaitingAcceptance: { status: OrderStatus.awaitingAcceptance, ...PAID },
  accepted: { status: OrderStatus.accepted, ...ACCEPTED },
  referralReceived: { status: OrderStatus.referralReceived, ...ACCEPTED },
  cadUploaded: { status: OrderStatus.cadUploaded, ...DELIVERED },
  surchargeOpen: { status: OrderStatus.cadUploaded, ...DELIVERED, openSurcharge: surchargeOf(), surchargeAsked: true },
  reworkRequested: { status: OrderStatus.reworkRequested, ...DELIVERED, completesAt: null },
  awaitingReview: { status: OrderStatus.complete, ...COMPLETE },
  reviewed: { status: OrderStatus.complete, ...COMPLETE, reviewed: true },
  declined: { status: OrderStatus.declined, ...PAID, declineReason: 'Fully booked until May.' },
  cancelled: { status: OrderStatus.cancelled, ...ACCEPTED },
  cancelledUnpaid: { status: OrderStatus.cancelled },
};

/** An order in `stage` as the server answers it to `viewerRole`, with the moves the machine allows them. */
export function orderInStage(stage: OrderStage, viewerRole: 'client' | 'designer'): OrderDetail {
  const facts = STAGE_FACTS[stage];
  return orderOf({ ...facts, viewerRole, actions: orderActionsFor(facts.status, viewerRole) });
}
