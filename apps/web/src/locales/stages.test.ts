// The messages of the stage tables (@dcm/shared orders/requests/quick stages.ts): every stage has a
// title and lead for each party in both languages, an action label exactly where the party has a
// next action, Korean without English product words, and no move that leaves a page on the title
// of the stage it left.
import {
  ORDER_STAGES,
  ORDER_TRANSITIONS,
  OrderStatus,
  orderStageOf,
  QUICK_STAGES,
  QUICK_TRANSITIONS,
  quickStageOf,
  REQUEST_STAGES,
  requestStageOf,
  requestTransitions,
  RequestType,
  type OrderStageFacts,
  type QuickStageFacts,
  type RequestStageFacts,
  type StageParty,
  type StageRow,
} from '@dcm/shared';
import { describe, expect, it } from 'vitest';

const files = import.meta.glob<Record<string, unknown>>('./*/*.json', { eager: true, import: 'default' });
const locales = ['ko', 'en'] as const;
const parties: StageParty[] = ['client', 'designer'];
type Locale = (typeof locales)[number];

const message = (locale: Locale, namespace: string, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], files[`./${locale}/${namespace}.json`]);

const tables: [string, Record<string, StageRow<string, string>>][] = [
  ['orders', ORDER_STAGES],
  ['requestView', REQUEST_STAGES],
  ['quick', QUICK_STAGES],
];

const ID = '00000000-0000-4000-8000-000000000001';
const order = (status: OrderStatus, paid: boolean): OrderStageFacts => ({ id: ID, status, paidAt: paid ? '2027-03-02T05:30:00.000Z' : null, openSurcharge: null, reviewed: false, completesAt: null });
const quick = (status: QuickStageFacts['status']): QuickStageFacts => ({ id: ID, status, deadlineAt: '2027-03-10T09:00:00.000Z', autoCompleteAt: null, reviewed: false });
const request = (status: RequestStageFacts['status'], type: RequestType): RequestStageFacts => ({
  id: ID,
  type,
  status,
  quoteExpiresAt: '2027-03-10T09:00:00.000Z',
  quotationCount: 0,
  canQuote: false,
  myQuotation: null,
  orderId: ID,
});

/** Each move of the three machines as the stage it leaves and the one it reaches, for each party. */
function moves(): { namespace: string; party: StageParty; from: string; to: string; move: string }[] {
  const all: { namespace: string; party: StageParty; from: string; to: string; move: string }[] = [];
  for (const party of parties) {
    for (const m of ORDER_TRANSITIONS) {
      const paid = m.from !== OrderStatus.awaitingPayment;
      all.push({ namespace: 'orders', party, from: orderStageOf(order(m.from, paid), party).id, to: orderStageOf(order(m.to, paid), party).id, move: m.action });
    }
    for (const m of QUICK_TRANSITIONS) {
      if (m.from) all.push({ namespace: 'quick', party, from: quickStageOf(quick(m.from), party).id, to: quickStageOf(quick(m.to), party).id, move: m.action });
    }
    for (const type of [RequestType.Public, RequestType.Designated]) {
      for (const m of requestTransitions.filter((t) => (t.type ?? type) === type)) {
        all.push({ namespace: 'requestView', party, from: requestStageOf(request(m.from, type), party).id, to: requestStageOf(request(m.to, type), party).id, move: m.action });
      }
    }
  }
  return all.filter(({ from, to }) => from !== to);
}

describe('the stage messages', () => {
  describe.each(locales)('in %s', (locale) => {
    it.each(tables)('give every stage of the %s table a title and a lead for each party, and an action label exactly where that party has a next action', (namespace, table) => {
      for (const [stage, row] of Object.entries(table)) {
        for (const party of parties) {
          const key = `stages.${stage}.${party}`;
          expect(message(locale, namespace, `${key}.title`), key).toEqual(expect.stringMatching(/\S/));
          expect(message(locale, namespace, `${key}.lead`), key).toEqual(expect.stringMatching(/\S/));
          expect(typeof message(locale, namespace, `${key}.action`), key).toBe(row.next[party] ? 'string' : 'undefined');
        }
      }
    });

    it('give each party a new title whenever an order, request or quick request moves to another stage', () => {
      for (const { namespace, party, from, to, move } of moves()) {
        const title = (stage: string) => message(locale, namespace, `stages.${stage}.${party}.title`);
        expect(title(to), `${namespace} ${move}: ${from} → ${to}, for the ${party}`).not.toBe(title(from));
      }
    });
  });

  it('say in Korean every product word in Korean: no Latin letters but CAD, 3D and ZIP', () => {
    for (const [namespace] of tables) {
      const stages = message('ko', namespace, 'stages') as Record<string, unknown>;
      const texts = JSON.stringify(stages).replace(/\{\{\w+\}\}/g, '').replace(/"[A-Za-z]+":/g, '');
      expect(texts.replace(/CAD|3D|ZIP/g, '').match(/[A-Za-z]+/g), namespace).toBeNull();
    }
    for (const key of ['stage.yourTurn', 'stage.turn.client', 'stage.turn.designer', 'stage.next', 'stage.due']) {
      expect(String(message('ko', 'common', key)).replace(/\{\{\w+\}\}/g, '')).not.toMatch(/[A-Za-z]/);
    }
  });
});
