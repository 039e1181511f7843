import crypto from 'node:crypto';
import { Currency, ErrorCode, koreanDayOf, OrderStatus, type OrderEstimate } from '@dcm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import type { Session } from '../../test/members.ts';
import { completeReferral, freshMember } from '../requests/test-support.ts';
import * as o from './test-support.ts';
import { expectError, TOTAL, UNIT_PRICE } from './test-support.ts';

let t: TestApp;
let client: Session & { nickname: string };
let designer: Session & { nickname: string };
let otherClient: Session;
let otherDesigner: Session;
let admin: Session;

beforeAll(async () => {
  t = await buildTestApp();
  ({ client, designer, otherClient, otherDesigner, admin } = await o.orderCast(t));
});
afterAll(() => t.close());

const readEstimate = (who: Session, orderId: string) => o.callRoute(t, who, 'GET', `/api/v1/orders/${orderId}/estimate`);

describe('the quotation document of an order', () => {
  it('shows both parties the quotation the order was made from: its number and dates, the referrals with their teeth, the lines, the total and the terms', async () => {
    const referrals = [
      await completeReferral(t, client, { referralNumber: '2030-101' }),
      await completeReferral(t, client, { referralNumber: '2030-102', teeth: { teeth: [37, 35, 36], bridges: [], bundles: [] } }),
    ];
    const { orderId, requestId, quotation } = await o.selectedOrder(t, client, designer, { referrals });

    const res = await readEstimate(client, orderId);
    expect(res.statusCode, res.body).toBe(200);
    const estimate = res.json<OrderEstimate>();
    expect(estimate).toMatchObject({
      id: orderId,
      requestId,
      status: OrderStatus.awaitingPayment,
      viewerRole: 'client',
      client: { memberNo: client.memberNo, nickname: client.nickname },
      designer: { memberNo: designer.memberNo, nickname: designer.nickname },
      items: [{ type: 'zirconia_crown', count: 6, unitPrice: UNIT_PRICE }],
      amount: 2 * TOTAL,
      currency: Currency.KRW,
      conversion: null,
      referralNumbers: ['2030-101', '2030-102'],
      quotation: { id: quotation.id, deliveryAt: quotation.deliveryAt, total: 2 * TOTAL, note: '' },
      referrals: [
        { referralNumber: '2030-101', prosthesis: [{ type: 'zirconia_crown', count: 3 }], teeth: [14, 15, 16] },
        { referralNumber: '2030-102', prosthesis: [{ type: 'zirconia_crown', count: 3 }], teeth: [35, 36, 37] },
      ],
    });
    expect(estimate.editCount).toBeGreaterThan(0);
    expect(estimate.warrantyDays).toBeGreaterThan(0);
    const day = koreanDayOf(new Date(estimate.quotation.createdAt)).replaceAll('-', '');
    expect(estimate.quotation.number).toBe(`Q-${day}-${quotation.id.replaceAll('-', '').slice(0, 6).toUpperCase()}`);
    // Nicknames only: no e-mail address of either party goes out.
    expect(res.body).not.toContain('@');

    const theirs = await readEstimate(designer, orderId);
    expect(theirs.statusCode, theirs.body).toBe(200);
    expect(theirs.json<OrderEstimate>()).toEqual({ ...estimate, viewerRole: 'designer' });
  });

  it('is refused to anyone but the two parties: strangers are told nothing exists, the admin reads the order’s own page', async () => {
    const { orderId } = await o.selectedOrder(t, client, designer);
    expectError(await readEstimate(otherClient, orderId), 404, ErrorCode.NotFound);
    expectError(await readEstimate(otherDesigner, orderId), 404, ErrorCode.NotFound);
    expectError(await readEstimate(admin, orderId), 403, ErrorCode.Forbidden);
    expectError(await o.callRoute(t, null, 'GET', `/api/v1/orders/${orderId}/estimate`), 401, ErrorCode.Unauthorized);
  });

  it('answers 404 for an order that does not exist', async () => {
    expectError(await readEstimate(client, crypto.randomUUID()), 404, ErrorCode.NotFound);
  });

  it('follows the order’s stage and stays readable after it moved on', async () => {
    const { orderId } = await o.acceptedOrder(t, client, designer);
    expect((await readEstimate(client, orderId)).json<OrderEstimate>().status).toBe(OrderStatus.accepted);
    expect((await readEstimate(designer, orderId)).json<OrderEstimate>().status).toBe(OrderStatus.accepted);
  });

  it('gives a client who pays in USD the dollars the order asks, with the quotation’s won and the rate', async () => {
    const abroad = await freshMember(t, { contactNation: 'US' });
    const rate = await o.callRoute(t, admin, 'POST', '/api/v1/admin/exchange-rates', { currency: 'USD', day: koreanDayOf(new Date()), krwPerUnit: '1385.20' });
    expect(rate.statusCode, rate.body).toBe(201);
    const { orderId } = await o.selectedOrder(t, abroad, designer);
    const estimate = (await readEstimate(abroad, orderId)).json<OrderEstimate>();
    // 90,000 won at 1,385.20 won per dollar: 64.97 dollars; the lines stay in won.
    expect(estimate).toMatchObject({ currency: Currency.USD, amount: 6_497, conversion: { krwAmount: TOTAL, krwPerUnitHundredths: 138_520 }, quotation: { total: TOTAL } });
  });
});
