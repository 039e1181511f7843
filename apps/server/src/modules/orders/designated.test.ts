import { ErrorCode, OrderAction, OrderStatus, ReferralStatus, RequestStatus, type OrderDetail, type SelectionAnswer } from '@dcm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import type { Session } from '../../test/members.ts';
import { pickable, referralStatus, sendRequest } from '../requests/test-support.ts';
import * as o from './test-support.ts';
import { expectError, type Method } from './test-support.ts';

let t: TestApp;
let client: Session;
let designer: Session;

beforeAll(async () => {
  t = await buildTestApp();
  ({ client, designer } = await o.orderCast(t));
});
afterAll(() => t.close());

const call = (who: Session, method: Method, url: string, payload?: object) => o.callRoute(t, who, method, url, payload);
const price = async (unitPrice = 40_000) => ({ items: [{ type: 'zirconia_crown', count: 3, unitPrice }], deliveryAt: await pickable(t, 3), note: 'Ready in three days.' });

/** A designated request the T-esigner accepted with their price: the unpaid order. */
async function acceptedDesignated() {
  const request = await sendRequest(t, client, { designerNo: designer.memberNo });
  const res = await call(designer, 'POST', `/api/v1/requests/${request.id}/accept`, await price());
  expect(res.statusCode, res.body).toBe(200);
  return { request, ...res.json<SelectionAnswer>() };
}

describe('a designated request’s order', () => {
  it('is made when the T-esigner accepts with their price, and once paid is accepted without a second answer', async () => {
    const { request, orderId } = await acceptedDesignated();
    const unpaid = await o.readOrder(t, client, orderId);
    expect(unpaid).toMatchObject({ status: OrderStatus.awaitingPayment, amount: 120_000, actions: [OrderAction.signAndPay, OrderAction.cancel] });
    expect((await call(client, 'GET', `/api/v1/requests/${request.id}`)).json().status).toBe(RequestStatus.RequestAccepted);

    await o.charge(t, client, 120_000);
    const signed = await o.sign(t, client, orderId, await o.signingBody(t, client, orderId));
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json<OrderDetail>()).toMatchObject({ status: OrderStatus.accepted });
    expect((await call(client, 'GET', `/api/v1/requests/${request.id}`)).json().status).toBe(RequestStatus.TransactionOngoing);
    expect((await o.eventsOf(t, orderId)).map((e) => [e.action, e.actorNo])).toEqual([
      [OrderAction.signAndPay, client.memberNo],
      [OrderAction.accept, null],
    ]);
    expect(await o.escrowOf(t, orderId)).toBe(120_000);
  });

  it('is refused at a price that does not fit the request, and the request still waits for the answer', async () => {
    const request = await sendRequest(t, client, { designerNo: designer.memberNo });
    const body = { ...(await price()), items: [{ type: 'zirconia_crown', count: 2, unitPrice: 40_000 }] };
    expectError(await call(designer, 'POST', `/api/v1/requests/${request.id}/accept`, body), 400, ErrorCode.ValidationFailed);
    expect((await call(client, 'GET', `/api/v1/requests/${request.id}`)).json().status).toBe(RequestStatus.WaitingForRequest);
  });

  it('given up by the client before paying cancels the request and gives the referrals back to the cart', async () => {
    const { request, orderId } = await acceptedDesignated();
    const res = await call(client, 'POST', `/api/v1/orders/${orderId}/cancel`);
    expect(res.statusCode, res.body).toBe(200);
    expect((await call(client, 'GET', `/api/v1/requests/${request.id}`)).json().status).toBe(RequestStatus.Cancelled);
    expect(await referralStatus(t, client, request.referrals[0]!.id)).toBe(ReferralStatus.Complete);
  });
});
