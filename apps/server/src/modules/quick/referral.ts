// The case a quick request is designed from (issue 11): its referral and the files attached to it,
// for the client, the taker once taken, and the admin.
import { ErrorCode, QuickStatus, type Referral } from '@dcm/shared';
import type { TokenMember } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import { describeReferrals } from '../referrals/index.ts';
import { viewerOf } from '../requests/index.ts';
import type { LinkIssuer } from './delivery.ts';
import { findVisible, type QuickDeps } from './service.ts';

/** Where the taker reads the referral: from taking it on, for the design and the remakes (the client and the admin always). */
const TAKER_READS: readonly QuickStatus[] = [QuickStatus.taken, QuickStatus.delivered, QuickStatus.remakeRequested, QuickStatus.completed];

async function readableReferral(deps: QuickDeps, member: TokenMember, id: string): Promise<Referral> {
  const viewer = await viewerOf(deps.db, member);
  const { row, role } = await findVisible(deps.db, viewer, id);
  if (role === 'board' || (role === 'taker' && !TAKER_READS.includes(row.status))) throw new AppError(ErrorCode.Forbidden, 403);
  const [referral] = row.referralId ? await describeReferrals(deps.db, [row.referralId]) : [];
  if (!referral) throw new AppError(ErrorCode.NotFound, 404);
  return referral;
}

/** `GET /quick/requests/:id/referral`: the case to design, for the client, the taker (once taken) and the admin. */
export const getQuickReferral = (deps: QuickDeps, member: TokenMember, id: string): Promise<Referral> => readableReferral(deps, member, id);

/** An expiring link to one file of the request's referral (any other file: 404). */
export async function linkQuickReferralFile(deps: QuickDeps, links: LinkIssuer, member: TokenMember, id: string, fileId: string): Promise<{ url: string; expiresAt: string }> {
  const referral = await readableReferral(deps, member, id);
  if (!referral.files.some((f) => f.id === fileId)) throw new AppError(ErrorCode.NotFound, 404);
  return links.issue({ kind: 'file', fileId });
}
