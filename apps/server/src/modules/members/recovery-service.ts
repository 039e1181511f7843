// Getting back in: the e-mail (id) found by a verified phone; the password reset by an e-mailed
// link is auth's (auth/passwords.ts). Neither tells a stranger whether an account exists: the id
// search needs a code sent to the member's own phone, and a reset request always answers the same.
import { ApprovalStatus, ErrorCode, PhoneVerificationPurpose } from '@dcm/shared';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { members } from '../../db/schema/members.ts';
import { AppError } from '../../platform/errors.ts';
import { consumePhoneProof } from './phone-service.ts';

/** cl****@demo.dcm: the first two characters of the local part, the rest starred, the domain whole. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const local = at < 0 ? email : email.slice(0, at);
  const keep = Math.min(2, Math.max(local.length - 1, 0));
  return `${local.slice(0, keep)}${'*'.repeat(local.length - keep)}${at < 0 ? '' : email.slice(at)}`;
}

/** POST /api/v1/common/find-id: the members of a phone proven by a `findId` code, e-mails masked. */
export async function findIds(db: Db, proofId: string): Promise<{ emails: Array<{ email: string; registerDt: string }> }> {
  const proof = await consumePhoneProof(db, proofId, { purpose: PhoneVerificationPurpose.FindId });
  if (!proof) throw new AppError(ErrorCode.PhoneNotVerified, 400, { phone: 'phoneNotVerified' });
  const rows = await db
    .select({ email: members.email, createdAt: members.createdAt })
    .from(members)
    .where(and(eq(members.phone, proof.phone), eq(members.contactNation, proof.nation), ne(members.approvalSe, ApprovalStatus.Withdrawn)))
    .orderBy(asc(members.createdAt));
  return { emails: rows.map((r) => ({ email: maskEmail(r.email), registerDt: r.createdAt.toISOString() })) };
}
