// Referrals: a client's (or lab's) form for one patient, saved as a draft or complete and listed in
// the cart. Owns the `referrals` table and the states draft → complete (by saving) → requested (set
// by the requests module). Who may read a referral is decided in one place: findOwnReferral.
import crypto from 'node:crypto';
import {
  ErrorCode,
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
import { and, count, desc, eq, ne, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { referrals } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { hasCode } from '../codes/service.ts';
import { ownedFileIds } from '../files/queries.ts';
import { findMember } from '../members/service.ts';

type ReferralRow = typeof referrals.$inferSelect;

const groupStatus: Record<ReferralGroup, ReferralStatus> = {
  [ReferralGroup.NotRequested]: ReferralStatus.Complete,
  [ReferralGroup.Requested]: ReferralStatus.Requested,
  [ReferralGroup.Draft]: ReferralStatus.Draft,
};

function toReferral(row: ReferralRow): Referral {
  return {
    id: row.id,
    clientNo: row.clientNo,
    mode: row.mode,
    status: row.status,
    groupId: row.groupId,
    data: row.data,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
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

/** Clients and dental labs write referrals; a T-esigner designs from them and never writes one. */
async function assertCanWriteReferrals(db: Db, memberNo: number): Promise<void> {
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

  const fileIds = [...(data.scanFileId ? [data.scanFileId] : []), ...data.otherFileIds];
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
    return toReferral(row!);
  });
}

export async function getReferral(db: Db, memberNo: number, id: string): Promise<Referral> {
  return toReferral(await findOwnReferral(db, memberNo, id));
}

/** The cart: one group (or all), newest change first. */
export async function listReferrals(db: Db, memberNo: number, query: ReferralListQuery): Promise<ReferralList> {
  const conditions: SQL[] = [eq(referrals.clientNo, memberNo)];
  if (query.group) conditions.push(eq(referrals.status, groupStatus[query.group]));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(referrals)
      .where(where)
      .orderBy(desc(referrals.updatedAt), desc(referrals.createdAt), desc(referrals.id))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db.select({ n: count() }).from(referrals).where(where),
  ]);
  return { items: rows.map(toReferral), page: query.page, size: query.size, total: total?.n ?? 0 };
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
    return toReferral(row);
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
    return toReferral(row!);
  });
}

/** A referral not (yet) in a request may be deleted; its uploaded files stay with their owner. */
export async function deleteReferral(db: Db, memberNo: number, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await findOwnReferral(tx, memberNo, id);
    if (current.status === ReferralStatus.Requested) throw new AppError(ErrorCode.InvalidTransition, 409);
    const removed = await tx
      .delete(referrals)
      .where(and(eq(referrals.id, current.id), ne(referrals.status, ReferralStatus.Requested)))
      .returning({ id: referrals.id });
    if (removed.length === 0) throw new AppError(ErrorCode.InvalidTransition, 409);
  });
}
