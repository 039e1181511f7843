// The quotation document of an order (/payment/estimate/:id, issue 30): the quotation the order was
// made from, with the referrals it priced, for the two parties to read and print. It reads what the
// order page reads (the terms, from the modules that own them) and adds the quotation's own facts;
// it moves nothing. The admin reads the order's own page instead: 403, strangers 404.
import { ErrorCode, koreanDayOf, quotationTotal, type OrderEstimate } from '@dcm/shared';
import type { Db } from '../../db/client.ts';
import type { TokenMember } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import { quotationDocumentOf } from '../quotations/index.ts';
import { caseNameOf, referralCasesOf } from '../referrals/index.ts';
import { viewerOf } from '../requests/index.ts';
import { referralsOf } from './referral.ts';
import { findOrder, orderTermsView, termsOf } from './service.ts';

/** The document's reference: the Korean day it was sent and the head of its id, "Q-20261129-3F9A1C". */
export const quotationNumberOf = (id: string, sentAt: Date): string => `Q-${koreanDayOf(sentAt).replaceAll('-', '')}-${id.replaceAll('-', '').slice(0, 6).toUpperCase()}`;

export async function getOrderEstimate(db: Db, member: TokenMember, id: string): Promise<OrderEstimate> {
  const viewer = await viewerOf(db, member);
  const { order, role } = await findOrder(db, viewer, id);
  if (role === 'admin') throw new AppError(ErrorCode.Forbidden, 403);
  const terms = await termsOf(db, order);
  const quotation = order.quotationId ? await quotationDocumentOf(db, order.quotationId) : undefined;
  if (!quotation) throw new Error(`order ${order.id} has no quotation`);
  const referrals = await referralsOf(db, order);
  return {
    ...orderTermsView(order, terms),
    viewerRole: role,
    referralNumbers: caseNameOf(referralCasesOf(referrals)).referralNumbers,
    quotation: {
      id: quotation.id,
      number: quotationNumberOf(quotation.id, quotation.createdAt),
      createdAt: quotation.createdAt.toISOString(),
      updatedAt: quotation.updatedAt.toISOString(),
      deliveryAt: terms.deliveryAt.toISOString(),
      total: quotationTotal(terms.items),
      note: quotation.note,
    },
    referrals: referrals.map(({ data }) => ({
      referralNumber: data.referralNumber,
      prosthesis: data.prosthesis.flatMap((p) => (p.type && p.count ? [{ type: p.type, count: p.count }] : [])),
      teeth: [...data.teeth.teeth].sort((a, b) => a - b),
    })),
  };
}
