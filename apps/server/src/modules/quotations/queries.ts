// Quotation moves other modules need inside their own transactions (the requests module closes and
// cancels requests; a selection declines the rest). Only the quotations module writes its table.
import { QuotationStatus } from '@dcm/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { quotations } from '../../db/schema/quotations.ts';

/** Every quotation of the request still waiting for an answer is told it was not chosen; answers their T-esigners. */
export async function declineOpenQuotations(tx: Db, requestId: string): Promise<number[]> {
  const declined = await tx
    .update(quotations)
    .set({ status: QuotationStatus.NotChosen, updatedAt: new Date() })
    .where(and(eq(quotations.requestId, requestId), eq(quotations.status, QuotationStatus.Submitted)))
    .returning({ designerNo: quotations.designerNo });
  return declined.map((q) => q.designerNo);
}
