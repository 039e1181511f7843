// What the order tests of shared build orders from (test support: no production import, decision 0033).
import { SurchargeStatus, type OrderSurcharge } from './delivery.ts';

/** A surcharge the T-esigner asked with the first delivery, waiting for the client's answer. */
export const openSurcharge: OrderSurcharge = {
  id: '60000000-0000-4000-8000-000000000007',
  amount: 20_000,
  currency: 'KRW',
  reason: 'Re-scanned antagonist',
  status: SurchargeStatus.requested,
  deliveryVersion: 1,
  createdAt: '2027-03-05T03:00:00.000Z',
  decidedAt: null,
  declineReason: null,
};
