// The design check (issue 29, decision 0043): every mesh file of a CAD delivery, an order's or a
// quick request's, is analysed by a job and measured against the minimum thickness its referrals
// prescribe; both parties read the reports. A file is queued in the delivery's transaction (pending),
// claimed by one instance at a time under a lease, analysed outside any transaction in a worker
// thread, and written done with its report; a file that cannot be analysed gets a report saying
// why. Owns design_checks.
import { ErrorCode } from '@dcm/shared';
import type { DesignCheck, DesignChecks } from '@dcm/shared/mesh/design-check';
import { formatOf, type MeshFormat } from '@dcm/shared/mesh/parse';
import { MESH_REPORT_VERSION, type MeshReport, type MeshReportReason } from '@dcm/shared/mesh/report';
import { and, asc, desc, eq, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import { designChecks } from '../../db/schema/orders.ts';
import type { TokenMember } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import type { AfterCommit } from '../../platform/jobs.ts';
import type { Storage } from '../../platform/storage.ts';
import { fileCards, findFile } from '../files/index.ts';
import { prescribedMinThicknessOfReferrals } from '../referrals/index.ts';
import { viewerOf } from '../requests/index.ts';
import { checkInThread } from './design-check-thread.ts';
import { findOrder } from './service.ts';

export type DesignCheckOwner = { kind: 'order' | 'quick'; id: string };

/** Claims per file: the third that ends without a report (a crash, a thread out of memory) ends the tries. */
export const DESIGN_CHECK_ATTEMPTS = 3;
/** How long a claim keeps other instances off a file: well past the slowest analysis and its read. */
export const DESIGN_CHECK_LEASE_MS = 10 * 60_000;
/** Files claimed by one run, analysed one after another. */
const CLAIMS_PER_RUN = 3;
/**
 * Larger files are not read into memory: the upload limits (500 MB) keep every delivery below it,
 * and a mesh that size is far over the check's 5M triangles anyway.
 */
export const DESIGN_CHECK_MAX_BYTES = 512 * 1024 * 1024;

/**
 * Queues the design check of the delivery's mesh files (by their names' extensions; other files, a
 * ZIP of the project, a PDF, are not checked), with the minimum thickness the referrals prescribe.
 * In the delivery's transaction: a delivery never stands without its checks, nor checks without it.
 */
export async function queueDesignChecks(
  tx: Tx,
  delivery: { owner: DesignCheckOwner; version: number; fileIds: readonly string[]; referralIds: readonly string[] },
): Promise<void> {
  if (delivery.fileIds.length === 0) return;
  const named = await tx.select({ id: fileCards.id, name: fileCards.name }).from(fileCards).where(inArray(fileCards.id, [...delivery.fileIds]));
  const meshes = named.filter((f) => formatOf(f.name) !== null);
  if (meshes.length === 0) return;
  const prescribedMinMm = await prescribedMinThicknessOfReferrals(tx, delivery.referralIds);
  await tx
    .insert(designChecks)
    .values(meshes.map((f) => ({ fileId: f.id, ownerKind: delivery.owner.kind, ownerId: delivery.owner.id, version: delivery.version, prescribedMinMm })))
    .onConflictDoNothing();
}

/** The checks of an order's or a quick request's deliveries, newest version first; no access check here. */
export async function designChecksOf(db: Db, owner: DesignCheckOwner): Promise<DesignChecks> {
  const rows = await db
    .select({ check: designChecks, fileName: fileCards.name })
    .from(designChecks)
    .innerJoin(fileCards, eq(fileCards.id, designChecks.fileId))
    .where(and(eq(designChecks.ownerKind, owner.kind), eq(designChecks.ownerId, owner.id)))
    .orderBy(desc(designChecks.version), asc(fileCards.name), asc(designChecks.fileId));
  return {
    items: rows.map(({ check, fileName }): DesignCheck => {
      const done = check.status === 'done' && check.report !== null;
      return {
        fileId: check.fileId,
        fileName,
        version: check.version,
        status: done ? 'done' : 'pending',
        report: done ? check.report : null,
        prescribedMinMm: check.prescribedMinMm,
        checkedAt: done ? (check.checkedAt?.toISOString() ?? null) : null,
      };
    }),
  };
}

/** `GET /orders/:id/design-checks`: for both parties and the admin; anyone else is told no order exists. */
export async function getOrderDesignChecks(db: Db, member: TokenMember, id: string): Promise<DesignChecks> {
  const { order } = await findOrder(db, await viewerOf(db, member), id);
  return designChecksOf(db, { kind: 'order', id: order.id });
}

// --- The job ---

type Claimed = { fileId: string; prescribedMinMm: number | null };

const failedReport = (format: MeshFormat, reason: MeshReportReason, message: string): MeshReport => ({ version: MESH_REPORT_VERSION, status: 'failed', format, reason, message });

/**
 * `check-designs`: in the job's transaction, files whose tries are spent get a failed report, and a
 * few due files are claimed (FOR UPDATE SKIP LOCKED: an instance running the job at the same moment
 * takes others) with a lease and one more attempt. After the commit each is read from the Storage,
 * analysed in a worker thread and written done in a short transaction of its own. A process that
 * dies meanwhile leaves its lease to lapse; the next run claims the file again.
 */
export function checkDesignsJob(deps: { db: Db; storage: Storage; log: FastifyBaseLogger }) {
  return async (tx: Tx): Promise<AfterCommit | void> => {
    const now = new Date();
    const free = or(isNull(designChecks.claimedUntil), lte(designChecks.claimedUntil, now));
    await giveUpSpent(tx, now, free);
    const due = await tx
      .select({ fileId: designChecks.fileId, prescribedMinMm: designChecks.prescribedMinMm })
      .from(designChecks)
      .where(and(eq(designChecks.status, 'pending'), lt(designChecks.attempts, DESIGN_CHECK_ATTEMPTS), free))
      .orderBy(asc(designChecks.createdAt))
      .limit(CLAIMS_PER_RUN)
      .for('update', { skipLocked: true });
    if (due.length === 0) return;
    await tx
      .update(designChecks)
      .set({ attempts: sql`${designChecks.attempts} + 1`, claimedUntil: new Date(now.getTime() + DESIGN_CHECK_LEASE_MS) })
      .where(inArray(designChecks.fileId, due.map((d) => d.fileId)));
    return async () => {
      for (const claimed of due) await analyseClaimed(deps, claimed);
    };
  };
}

/** Files still pending after their last try: a failed report says so, and no one tries again. */
async function giveUpSpent(tx: Tx, now: Date, free: SQL | undefined): Promise<void> {
  const spent = await tx
    .select({ fileId: designChecks.fileId, name: fileCards.name })
    .from(designChecks)
    .innerJoin(fileCards, eq(fileCards.id, designChecks.fileId))
    .where(and(eq(designChecks.status, 'pending'), sql`${designChecks.attempts} >= ${DESIGN_CHECK_ATTEMPTS}`, free));
  for (const { fileId, name } of spent) {
    const message = `The analysis ended without a report ${DESIGN_CHECK_ATTEMPTS} times (the file may be too large or malformed for it).`;
    const report = failedReport(formatOf(name) ?? 'stl', 'analysisError', message);
    await tx.update(designChecks).set({ status: 'done', report, checkedAt: now, claimedUntil: null }).where(and(eq(designChecks.fileId, fileId), eq(designChecks.status, 'pending')));
  }
}

/** Reads, analyses and records one claimed file; a failure lets it go for the next run to try again. */
async function analyseClaimed(deps: { db: Db; storage: Storage; log: FastifyBaseLogger }, claimed: Claimed): Promise<void> {
  let report: MeshReport;
  try {
    report = await reportOn(deps, claimed);
  } catch (error) {
    deps.log.warn({ err: error, fileId: claimed.fileId }, 'design check failed; it is tried again');
    await deps.db.update(designChecks).set({ claimedUntil: null }).where(and(eq(designChecks.fileId, claimed.fileId), eq(designChecks.status, 'pending')));
    return;
  }
  await deps.db
    .update(designChecks)
    .set({ status: 'done', report, checkedAt: new Date(), claimedUntil: null })
    .where(and(eq(designChecks.fileId, claimed.fileId), eq(designChecks.status, 'pending')));
}

async function reportOn(deps: { db: Db; storage: Storage }, claimed: Claimed): Promise<MeshReport> {
  const file = await findFile(deps.db, claimed.fileId);
  if (!file) throw new AppError(ErrorCode.NotFound, 404);
  // Only mesh names are queued; the name is the file's own, so it still says what it is.
  const format = formatOf(file.name) ?? 'stl';
  if (file.size > DESIGN_CHECK_MAX_BYTES) return failedReport(format, 'tooLarge', `The file has ${file.size} bytes; the design check reads at most ${DESIGN_CHECK_MAX_BYTES}.`);
  const buffer = await readWhole(deps.storage, file.storageKey, file.size);
  return checkInThread(buffer, format, claimed.prescribedMinMm);
}

/** The stored bytes, into one buffer of the file's recorded size (no chunk list, no second copy). */
async function readWhole(storage: Storage, storageKey: string, size: number): Promise<ArrayBuffer> {
  const buffer = new ArrayBuffer(size);
  const bytes = new Uint8Array(buffer);
  let at = 0;
  for await (const chunk of storage.get(storageKey) as AsyncIterable<Buffer>) {
    if (at + chunk.length > size) throw new Error(`the stored file ${storageKey} is longer than its ${size} bytes`);
    bytes.set(chunk, at);
    at += chunk.length;
  }
  if (at !== size) throw new Error(`the stored file ${storageKey} has ${at} of its ${size} bytes`);
  return buffer;
}
