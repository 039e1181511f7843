import { koreanDayOf, Currency, ErrorCode, OrderStatus, RequestStatus, type OrderDetail } from '@dcm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import type { Session } from '../../test/members.ts';
import { freshMember, pickable, sendRequest } from '../requests/test-support.ts';
import * as o from './test-support.ts';
import { expectError, TOTAL } from './test-support.ts';

let t: TestApp;
let abroad: Session;
let designer: Session;
let admin: Session;

beforeAll(async () => {
  t = await buildTestApp();
  ({ designer, admin } = await o.orderCast(t));
  abroad = await freshMember(t, { contactNation: 'US' });
});
afterAll(() => t.close());

/** A request of the client abroad with the T-esigner's quotation on it, not chosen yet. */
async function quotedAbroad() {
  const request = await sendRequest(t, abroad);
  const quoted = await o.callRoute(t, designer, 'POST', `/api/v1/requests/${request.id}/quotations`, {
    items: [{ type: 'zirconia_crown', count: 3, unitPrice: o.UNIT_PRICE }],
    deliveryAt: await pickable(t, 3),
    note: '',
  });
  expect(quoted.statusCode, quoted.body).toBe(201);
  return { requestId: request.id, quotationId: quoted.json<{ id: string }>().id };
}

describe('a client who pays in USD', () => {
  it('cannot choose before there is a USD rate, and nothing is chosen', async () => {
    const { requestId, quotationId } = await quotedAbroad();
    expectError(await o.callRoute(t, abroad, 'POST', `/api/v1/quotations/${quotationId}/select`), 422, ErrorCode.ExchangeRateMissing);
    expect((await o.callRoute(t, abroad, 'GET', `/api/v1/requests/${requestId}`)).json().status).toBe(RequestStatus.Choosing);
  });

  it('is priced in US cents at the latest rate, which the contract states with the quotation’s won, and pays into escrow in USD', async () => {
    const rate = await o.callRoute(t, admin, 'POST', '/api/v1/admin/exchange-rates', { currency: 'USD', day: koreanDayOf(new Date()), krwPerUnit: '1385.20' });
    expect(rate.statusCode, rate.body).toBe(201);
    const made = await o.selectedOrder(t, abroad, designer);
    const order = await o.readOrder(t, abroad, made.orderId);
    // 90,000 won at 1,385.20 won per dollar: 64.97 dollars.
    expect(order).toMatchObject({ currency: Currency.USD, amount: 6_497, conversion: { krwAmount: TOTAL, krwPerUnitHundredths: 138_520 } });
    const contract = await o.readContract(t, abroad, made.orderId, 'en');
    expect(contract.text).toContain("Total: $64.97 (the quotation's ₩90,000 at ₩1,385.20 per USD, the rate of");

    const charged = await o.callRoute(t, abroad, 'POST', '/api/v1/mileage/charges', { amount: 6_497, currency: 'USD' }, { 'idempotency-key': o.newKey() });
    expect(charged.statusCode, charged.body).toBe(201);
    const signed = await o.sign(t, abroad, made.orderId, await o.signingBody(t, abroad, made.orderId, 'en', 'Jane Doe'));
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json<OrderDetail>().status).toBe(OrderStatus.awaitingAcceptance);
    expect(await o.escrowOf(t, made.orderId)).toBe(6_497);
    expect((await o.callRoute(t, abroad, 'GET', `/api/v1/requests/${made.requestId}`)).json().status).toBe(RequestStatus.TransactionOngoing);
  });

  it('is refused a KRW charge: the mileage currency is fixed by country', async () => {
    const res = await o.callRoute(t, abroad, 'POST', '/api/v1/mileage/charges', { amount: 90_000, currency: 'KRW' }, { 'idempotency-key': o.newKey() });
    expectError(res, 422, ErrorCode.CurrencyNotUsed);
  });
});
