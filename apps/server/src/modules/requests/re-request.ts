// The re-request (issue 12, `/reRequestWrite`): a client sends a finished, closed or cancelled request
// of theirs again in one step. Its referrals are duplicated whole (the referrals module's
// duplicateReferral: answers and files), and a new request of the same type — to the same T-esigner
// when designated — is made of the copies with the new dates. One transaction: a refusal of the new
// request (a T-esigner no longer available, a date the picker would not offer) leaves no copies behind.
import { ErrorCode, RequestStatus, RequestType, type ReRequestBody } from '@dcm/shared';
import type { Db } from '../../db/client.ts';
import type { TokenMember } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import { duplicateReferral } from '../referrals/index.ts';
import { createRequest } from './service.ts';
import { lockRequest, requestReferralIds } from './transitions.ts';

/** Where a request has ended: nothing more happens to it, so it may be sent again. */
const RE_REQUESTABLE: ReadonlySet<RequestStatus> = new Set([RequestStatus.Complete, RequestStatus.RequestClosed, RequestStatus.Cancelled]);

export async function reRequest(db: Db, member: TokenMember, id: string, body: ReRequestBody, now = new Date()): Promise<{ requestId: string }> {
  // The create schema's rule, which the re-request body (no union) cannot carry.
  if (Date.parse(body.deadlineAt) <= Date.parse(body.quoteExpiresAt)) throw new AppError(ErrorCode.ValidationFailed, 400, { deadlineAt: 'deadlineBeforeExpiry' });
  return db.transaction(async (tx) => {
    const old = await lockRequest(tx, id);
    // Another member's request is not theirs to know about.
    if (old.clientNo !== member.memberNo) throw new AppError(ErrorCode.NotFound, 404);
    if (!RE_REQUESTABLE.has(old.status)) throw new AppError(ErrorCode.InvalidTransition, 409);

    const referralIds: string[] = [];
    for (const sourceId of await requestReferralIds(tx, old.id)) {
      referralIds.push(await duplicateReferral(tx, member.memberNo, sourceId));
    }

    const dates = { quoteExpiresAt: body.quoteExpiresAt, deadlineAt: body.deadlineAt, notes: body.notes ?? old.notes };
    const created =
      old.type === RequestType.Designated && old.designerNo !== null
        ? await createRequest(tx, member, { type: RequestType.Designated, designerNo: old.designerNo, referralIds, ...dates }, now)
        : await createRequest(tx, member, { type: RequestType.Public, referralIds, ...dates }, now);
    return { requestId: created.id };
  });
}
