// The answers quotations needs from modules ranked above it, which app.ts hands in (decision 0033):
// kept apart from the use cases so that what orders imports of quotations (the shape of a chosen
// quotation) brings none of them along.
import type { Currency } from '@dcm/shared';
import type { Db } from '../../db/client.ts';

/** What the order of a chosen quotation is made of: who, for which quotation, and the price the client pays. */
export interface ChosenQuotation {
  requestId: string;
  quotationId: string;
  clientNo: number;
  designerNo: number;
  amount: number;
  currency: Currency;
  rateId: string | null;
}

/**
 * Opens the order of a chosen quotation, waiting for the client's payment, in the transaction, and
 * answers its id; a second order on one request breaks the unique index `orders_request`. The orders
 * module's (orders/quotation-facts.ts), handed in by app.ts: orders rank above quotations.
 */
export type OpenOrder = (tx: Db, chosen: ChosenQuotation) => Promise<string>;
