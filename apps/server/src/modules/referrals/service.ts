// Referrals: a client's (or lab's) form for one patient, saved as a draft or complete and listed in
// the cart. Owns the `referrals` table and the states draft → complete (by saving) → requested (set
// by the requests module). Who may read a referral is decided in one place: findOwnReferral.
// Every answer names the attached files as uploaded; deleting a referral lets go of them.
import crypto from 'node:crypto';
import {
  ErrorCode,
  ReferralComplete,
  memberKind,
  ReferralGroup,
  ReferralStatus,
  type CodeGroup,
  type Referral,
  type ReferralData,
  type ReferralList,
  type ReferralListQuery,
  type SaveReferralBody,
} from '@dcm/shared';
import { and, asc, count, desc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import { referrals } from '../../db/schema/referrals.ts';
import { AppError } from '../../platform/errors.ts';
import type { Storage } from '../../platform/storage.ts';
import { hasCode } from '../codes/index.ts';
import { ownedFileIds } from '../files/index.ts';
import { findMember } from '../members/index.ts';
import { attachedFileIds, deleteUnreferencedFiles, describeAttachments, holdFiles } from './attachments.ts';

type ReferralRow = typeof referrals.$inferSelect;

const groupStatus: Record<ReferralGroup, ReferralStatus> = {
  [ReferralGroup.NotRequested]: ReferralStatus.Complete,
  [ReferralGroup.Requested]: ReferralStatus.Requested,
  [ReferralGroup.Draft]: ReferralStatus.Draft,
};

/** The answers for `rows`, their files described with one query for all of them. */
async function toReferrals(db: Db, rows: readonly ReferralRow[]): Promise<Referral[]> {
  const filesOf = await describeAttachments(db, rows);
  return rows.map((row) => ({
    id: row.id,
    clientNo: row.clientNo,
    mode: row.mode,
    status: row.status,
    groupId: row.groupId,
    data: row.data,
    files: filesOf(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

async function toReferral(db: Db, row: ReferralRow): Promise<Referral> {
  const [referral] = await toReferrals(db, [row]);
  return referral!;
}

/**
 * The referral `memberNo` may read, or 404: a referral belongs to its client and nobody else sees
 * that it exists. Later issues (a T-esigner on a request) widen access here and only here.
 */
export async function findOwnReferral(db: Db, memberNo: number, id: string): Promise<ReferralRow> {
  const [row] = await db
    .select()
    .from(referrals)
    .where(and(eq(referrals.id, id), eq(referrals.clientNo, memberNo)));
  if (!row) throw new AppError(ErrorCode.NotFound, 404);
  return row;
}

/**
 * The referrals of form group `groupId` that `memberNo` may read, oldest first; none when the group
 * is not the member's. The same rule as findOwnReferral, for a whole group: widen both together.
 */
export async function listGroupReferrals(db: Db, memberNo: number, groupId: string): Promise<ReferralRow[]> {
  return db
    .select()
    .from(referrals)
    .where(and(eq(referrals.groupId, groupId), eq(referrals.clientNo, memberNo)))
    .orderBy(asc(referrals.createdAt), asc(referrals.id));
}

/** Clients and dental labs write referrals; a T-esigner designs from them and never writes one. */
export async function assertCanWriteReferrals(db: Db, memberNo: number): Promise<void> {
  const member = await findMember(db, memberNo);
  if (!member || memberKind(member.memberSe) === 'designer') throw new AppError(ErrorCode.Forbidden, 403);
}

/**
 * What the shared schema cannot know: the codes are in their tables and the files are the member's
 * own uploads. Every problem is answered at once, keyed like the schema's own field errors.
 */
async function assertDataRefersToOwnThings(db: Db, memberNo: number, data: ReferralData): Promise<void> {
  const fields: Record<string, string> = {};
  const codes: { field: string; group: CodeGroup; code: string | null | undefined }[] = [
    { field: 'data.processing', group: 'processing', code: data.processing },
    ...data.prosthesis.map((p, i) => ({ field: `data.prosthesis.${i}.type`, group: 'prosthesis' as const, code: p.type })),
    { field: 'data.implant.system', group: 'implant', code: data.implant?.system },
    { field: 'data.pontic', group: 'pontic', code: data.pontic },
  ];
  for (const { field, group, code } of codes) {
    if (code && !(await hasCode(db, group, code))) fields[field] = 'unknownCode';
  }

  const fileIds = attachedFileIds(data);
  await holdFiles(db, fileIds);
  const owned = await ownedFileIds(db, memberNo, fileIds);
  if (data.scanFileId && !owned.has(data.scanFileId)) fields['data.scanFileId'] = 'fileNotOwned';
  data.otherFileIds.forEach((id, i) => {
    if (!owned.has(id)) fields[`data.otherFileIds.${i}`] = 'fileNotOwned';
  });

  if (Object.keys(fields).length > 0) throw new AppError(ErrorCode.ValidationFailed, 400, fields);
}

/** Without a group the referral starts its own form group; a given group must be one of the member's. */
async function resolveGroupId(db: Db, memberNo: number, groupId: string | undefined): Promise<string> {
  if (!groupId) return crypto.randomUUID();
  const [row] = await db
    .select({ id: referrals.id })
    .from(referrals)
    .where(and(eq(referrals.groupId, groupId), eq(referrals.clientNo, memberNo)))
    .limit(1);
  if (!row) throw new AppError(ErrorCode.ValidationFailed, 400, { groupId: 'invalid' });
  return groupId;
}

export async function createReferral(db: Db, memberNo: number, body: SaveReferralBody): Promise<Referral> {
  return db.transaction(async (tx) => {
    await assertCanWriteReferrals(tx, memberNo);
    await assertDataRefersToOwnThings(tx, memberNo, body.data);
    const groupId = await resolveGroupId(tx, memberNo, body.groupId);
    const [row] = await tx
      .insert(referrals)
      .values({ clientNo: memberNo, mode: body.mode, status: body.status, groupId, data: body.data })
      .returning();
    return toReferral(tx, row!);
  });
}

export async function getReferral(db: Db, memberNo: number, id: string): Promise<Referral> {
  return toReferral(db, await findOwnReferral(db, memberNo, id));
}

/**
 * The cart: one group (or all), newest change first. With `groupId`, the patients of one form in
 * the order they were added, as the simple-mode form shows its rows.
 */
export async function listReferrals(db: Db, memberNo: number, query: ReferralListQuery): Promise<ReferralList> {
  const conditions: SQL[] = [eq(referrals.clientNo, memberNo)];
  if (query.group) conditions.push(eq(referrals.status, groupStatus[query.group]));
  if (query.groupId) conditions.push(eq(referrals.groupId, query.groupId));
  const where = and(...conditions);
  const order = query.groupId
    ? [asc(referrals.createdAt), asc(referrals.id)]
    : [desc(referrals.updatedAt), desc(referrals.createdAt), desc(referrals.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(referrals)
      .where(where)
      .orderBy(...order)
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db.select({ n: count() }).from(referrals).where(where),
  ]);
  return { items: await toReferrals(db, rows), page: query.page, size: query.size, total: total?.n ?? 0 };
}

/** Saving again, as a draft or complete; a referral in a request is fixed (its request is cancelled first). */
export async function updateReferral(db: Db, memberNo: number, id: string, body: SaveReferralBody): Promise<Referral> {
  return db.transaction(async (tx) => {
    const current = await findOwnReferral(tx, memberNo, id);
    if (current.status === ReferralStatus.Requested) throw new AppError(ErrorCode.InvalidTransition, 409);
    await assertDataRefersToOwnThings(tx, memberNo, body.data);
    // Only if still not requested: a request made meanwhile wins over this save.
    const [row] = await tx
      .update(referrals)
      .set({ mode: body.mode, status: body.status, data: body.data, updatedAt: new Date() })
      .where(and(eq(referrals.id, current.id), ne(referrals.status, ReferralStatus.Requested)))
      .returning();
    if (!row) throw new AppError(ErrorCode.InvalidTransition, 409);
    return toReferral(tx, row);
  });
}

/**
 * The next patient's referral from this one: a draft in the same form group with the same choices,
 * but without what belongs to one patient (the referral number, the files) and unconfirmed.
 */
export async function copyReferral(db: Db, memberNo: number, id: string): Promise<Referral> {
  return db.transaction(async (tx) => {
    const source = await findOwnReferral(tx, memberNo, id);
    await assertCanWriteReferrals(tx, memberNo);
    const data: ReferralData = { ...source.data, referralNumber: '', scanFileId: null, otherFileIds: [], confirmed: false };
    const [row] = await tx
      .insert(referrals)
      .values({ clientNo: memberNo, mode: source.mode, status: ReferralStatus.Draft, groupId: source.groupId, data })
      .returning();
    return toReferral(tx, row!);
  });
}

/**
 * The same work again (a re-request, issue 12): a complete copy of one of the member's referrals,
 * with its number, answers and files, outside any form group's order, ready to go into a new request.
 */
export async function duplicateReferral(tx: Tx, memberNo: number, id: string): Promise<string> {
  const source = await findOwnReferral(tx, memberNo, id);
  await assertCanWriteReferrals(tx, memberNo);
  const [row] = await tx
    .insert(referrals)
    .values({ clientNo: memberNo, mode: source.mode, status: ReferralStatus.Complete, groupId: source.groupId, data: source.data })
    .returning({ id: referrals.id });
  return row!.id;
}

/**
 * A referral not (yet) in a request may be deleted, and with it the files only it pointed at (issue
 * 4): their rows in the transaction, their bytes once it has committed. A file another referral or a
 * member document still uses stays.
 */
export async function deleteReferral(
  deps: { db: Db; storage: Storage; log: FastifyBaseLogger },
  memberNo: number,
  id: string,
): Promise<void> {
  const storageKeys = await deps.db.transaction(async (tx) => {
    const current = await findOwnReferral(tx, memberNo, id);
    if (current.status === ReferralStatus.Requested) throw new AppError(ErrorCode.InvalidTransition, 409);
    const [removed] = await tx
      .delete(referrals)
      .where(and(eq(referrals.id, current.id), ne(referrals.status, ReferralStatus.Requested)))
      .returning({ data: referrals.data });
    if (!removed) throw new AppError(ErrorCode.InvalidTransition, 409);
    return deleteUnreferencedFiles(tx, memberNo, attachedFileIds(removed.data));
  });
  // The referral is gone either way: bytes that fail to go are orphans to sweep, not the caller's error.
  const results = await Promise.allSettled(storageKeys.map((key) => deps.storage.remove(key)));
  results.forEach((result, i) => {
    if (result.status === 'rejected') deps.log.warn({ err: result.reason, storageKey: storageKeys[i] }, 'referral file bytes left behind');
  });
}

/**
 * For the requests module: takes the member's referrals `ids` into a request, in the caller's
 * transaction (the one that creates the request). Each must be the member's (404 otherwise, as for
 * any referral of someone else), not in a request already (409), and complete by the rules of today
 * (400 naming each incomplete one as `referrals.<index>`): a draft, or a referral saved complete
 * under older rules, never reaches a T-esigner. Nothing changes unless all pass.
 */
export async function takeReferralsIntoRequest(tx: Db, memberNo: number, ids: readonly string[]): Promise<ReferralRow[]> {
  if (ids.length === 0) throw new AppError(ErrorCode.ValidationFailed, 400, { referrals: 'required' });
  const unique = [...new Set(ids)];
  const rows = await tx
    .select()
    .from(referrals)
    .where(and(inArray(referrals.id, unique), eq(referrals.clientNo, memberNo)))
    .orderBy(referrals.id)
    .for('update');
  if (rows.length !== unique.length) throw new AppError(ErrorCode.NotFound, 404);
  if (rows.some((r) => r.status === ReferralStatus.Requested)) throw new AppError(ErrorCode.InvalidTransition, 409);

  const byId = new Map(rows.map((r) => [r.id, r]));
  const fields: Record<string, string> = {};
  unique.forEach((id, i) => {
    const row = byId.get(id);
    if (row && (row.status !== ReferralStatus.Complete || !ReferralComplete.safeParse(row.data).success)) fields[`referrals.${i}`] = 'referralIncomplete';
  });
  if (Object.keys(fields).length > 0) throw new AppError(ErrorCode.ValidationFailed, 400, fields);

  return tx.update(referrals).set({ status: ReferralStatus.Requested, updatedAt: new Date() }).where(inArray(referrals.id, unique)).returning();
}

/**
 * For the requests module, for a caller that already checked the request is visible: the answers
 * for the referrals `ids` of that request, in the order of `ids`, their files described in one query.
 */
export async function describeReferrals(db: Db, ids: readonly string[]): Promise<Referral[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(referrals)
    .where(inArray(referrals.id, [...ids]));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return toReferrals(db, ids.flatMap((id) => byId.get(id) ?? []));
}

/**
 * For the requests module: a cancelled (or withdrawn) request gives its referrals back to the cart,
 * as "not yet requested", in the caller's transaction.
 */
export async function returnReferralsToCart(tx: Db, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(referrals)
    .set({ status: ReferralStatus.Complete, updatedAt: new Date() })
    .where(and(inArray(referrals.id, [...ids]), eq(referrals.status, ReferralStatus.Requested)));
}
