// Comments on a request: T-esigners ask, the client answers, everyone who sees the request reads
// them. Replies nest one level, so a thread is a question and its answers; a reply to a reply joins
// the thread of its parent.
import { ErrorCode, type Comment, type CommentList, type CreateCommentBody } from '@dcm/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { requestComments } from '../../db/schema/requests.ts';
import type { TokenMember } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import { memberCards } from '../members/index.ts';
import { findVisibleRequest, isDesigner, viewerOf } from './access.ts';
import type { RequestRow } from './transitions.ts';

/** The request's comments (or the one of `id`), oldest first, each with its author's nickname. */
async function selectComments(db: Db, request: RequestRow, id?: string): Promise<Comment[]> {
  const rows = await db
    .select({ comment: requestComments, nickname: memberCards.nickname })
    .from(requestComments)
    .innerJoin(memberCards, eq(memberCards.memberNo, requestComments.authorNo))
    .where(and(eq(requestComments.requestId, request.id), id ? eq(requestComments.id, id) : undefined))
    .orderBy(asc(requestComments.createdAt), asc(requestComments.id));
  return rows.map(({ comment, nickname }) => ({
    id: comment.id,
    requestId: comment.requestId,
    author: { memberNo: comment.authorNo, nickname: nickname ?? '' },
    byClient: comment.authorNo === request.clientNo,
    parentId: comment.parentId,
    body: comment.body,
    createdAt: comment.createdAt.toISOString(),
  }));
}

export async function listComments(db: Db, member: TokenMember, requestId: string): Promise<CommentList> {
  const request = await findVisibleRequest(db, await viewerOf(db, member), requestId);
  return { items: await selectComments(db, request) };
}

/**
 * The request's client and the T-esigners who see it write; the admin only reads. A reply names a
 * comment of the same request, and a reply to a reply is stored under that reply's parent.
 */
export async function createComment(db: Db, member: TokenMember, requestId: string, body: CreateCommentBody): Promise<Comment> {
  const viewer = await viewerOf(db, member);
  const request = await findVisibleRequest(db, viewer, requestId);
  // Seeing the request already means an approved T-esigner, unless the viewer is its client or the admin.
  if (request.clientNo !== viewer.memberNo && !isDesigner(viewer)) throw new AppError(ErrorCode.Forbidden, 403);

  let parentId: string | null = null;
  if (body.parentId) {
    const [parent] = await db
      .select({ id: requestComments.id, parentId: requestComments.parentId })
      .from(requestComments)
      .where(and(eq(requestComments.id, body.parentId), eq(requestComments.requestId, request.id)));
    if (!parent) throw new AppError(ErrorCode.ValidationFailed, 400, { parentId: 'invalid' });
    parentId = parent.parentId ?? parent.id;
  }

  const [row] = await db
    .insert(requestComments)
    .values({ requestId: request.id, authorNo: viewer.memberNo, parentId, body: body.body })
    .returning({ id: requestComments.id });
  const [comment] = await selectComments(db, request, row!.id);
  return comment!;
}
