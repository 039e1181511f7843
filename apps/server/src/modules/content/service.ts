// Content (issue 12): the operator's notices, FAQ and partner list, in Korean and English. Readers
// get their language (`lang` header) and Korean where the English is empty. A notice is a draft
// until published; its first publishing tells every approved member, once. Every admin change is
// audited in its own transaction. The legal documents are in documents.ts, the figures in stats.ts.
import {
  ErrorCode,
  type AdminFaq,
  type AdminNotice,
  type Faq,
  type FaqBody,
  type FaqCategory,
  type Locale,
  type Notice,
  type NoticeBody,
  type NoticeList,
  type NoticeSummary,
  type Partner,
  type PartnerBody,
} from '@dcm/shared';
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { faqs, notices, partners } from '../../db/schema/content.ts';
import { AppError } from '../../platform/errors.ts';
import { audit, wasAudited } from '../../platform/audit.ts';
import { fileFactsOf, fileUrl, lockFiles, setFilePrivacy } from '../files/index.ts';
import { approvedMemberNos } from '../members/index.ts';
import { notify } from '../notifications/index.ts';

/** The reader's text: English when asked and written, Korean otherwise. */
export const inLocale = (ko: string, en: string, locale: Locale): string => (locale === 'en' && en.trim() !== '' ? en : ko);

/** The column's text in the reader's language, as SQL (for search). */
const localized = (ko: AnyPgColumn, en: AnyPgColumn, locale: Locale): SQL => (locale === 'en' ? sql`coalesce(nullif(${en}, ''), ${ko})` : sql`${ko}`);

/** `q` as an ILIKE pattern matching it literally anywhere. */
const containing = (q: string): string => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const FAQ_CATEGORIES: readonly FaqCategory[] = ['general', 'client', 'lab', 'designer'];

/** How many members one notification insert names; a notice to everyone is written in such batches. */
const NOTIFY_BATCH = 500;

// ---- Notices ----

type NoticeRow = typeof notices.$inferSelect;
const visible = and(isNotNull(notices.publishedAt), isNull(notices.deletedAt));

const summaryOf = (row: NoticeRow, locale: Locale): NoticeSummary => ({
  id: row.id,
  title: inLocale(row.titleKo, row.titleEn, locale),
  pinned: row.pinned,
  publishedAt: (row.publishedAt ?? row.createdAt).toISOString(),
});

const adminNoticeOf = (row: NoticeRow): AdminNotice => ({
  id: row.id,
  title: { ko: row.titleKo, en: row.titleEn },
  body: { ko: row.bodyKo, en: row.bodyEn },
  pinned: row.pinned,
  publishedAt: row.publishedAt?.toISOString() ?? null,
  updatedAt: row.updatedAt.toISOString(),
});

/** GET /api/v1/notices: published notices, pinned first, then newest; `q` searches title and body in the reader's language. */
export async function listNotices(db: Db, query: { page: number; size: number; q?: string }, locale: Locale): Promise<NoticeList> {
  const where = query.q
    ? and(visible, or(ilike(localized(notices.titleKo, notices.titleEn, locale), containing(query.q)), ilike(localized(notices.bodyKo, notices.bodyEn, locale), containing(query.q))))
    : visible;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(notices)
      .where(where)
      .orderBy(desc(notices.pinned), desc(notices.publishedAt), desc(notices.id))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db.select({ n: count() }).from(notices).where(where),
  ]);
  return { items: rows.map((r) => summaryOf(r, locale)), page: query.page, size: query.size, total: Number(total?.n ?? 0) };
}

/** GET /api/v1/notices/:id: a published notice with its neighbours in time (prev older, next newer). */
export async function getNotice(db: Db, id: string, locale: Locale): Promise<Notice> {
  const [row] = await db.select().from(notices).where(and(eq(notices.id, id), visible));
  if (!row) throw new AppError(ErrorCode.NotFound, 404);
  // Compared with the stored row itself, so the timestamp keeps its full precision.
  const self = sql`(select n.published_at, n.id from ${notices} n where n.id = ${row.id})`;
  const older = sql`(${notices.publishedAt}, ${notices.id}) < ${self}`;
  const newer = sql`(${notices.publishedAt}, ${notices.id}) > ${self}`;
  const [[prev], [next]] = await Promise.all([
    db.select().from(notices).where(and(visible, older)).orderBy(desc(notices.publishedAt), desc(notices.id)).limit(1),
    db.select().from(notices).where(and(visible, newer)).orderBy(asc(notices.publishedAt), asc(notices.id)).limit(1),
  ]);
  return {
    ...summaryOf(row, locale),
    body: inLocale(row.bodyKo, row.bodyEn, locale),
    prev: prev ? summaryOf(prev, locale) : null,
    next: next ? summaryOf(next, locale) : null,
  };
}

/** GET /api/v1/admin/content/notices: drafts too, both languages, newest first. */
export async function listAdminNotices(db: Db, query: { page: number; size: number; q?: string }) {
  const where = and(
    isNull(notices.deletedAt),
    query.q ? or(ilike(notices.titleKo, containing(query.q)), ilike(notices.titleEn, containing(query.q))) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(notices)
      .where(where)
      .orderBy(desc(notices.createdAt), desc(notices.id))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db.select({ n: count() }).from(notices).where(where),
  ]);
  return { items: rows.map(adminNoticeOf), page: query.page, size: query.size, total: Number(total?.n ?? 0) };
}

/** Tells every approved member about a notice published for the first time, in batches. */
async function announce(tx: Tx, row: NoticeRow): Promise<void> {
  let after = 0;
  for (;;) {
    const batch = await approvedMemberNos(tx, after, NOTIFY_BATCH);
    if (batch.length === 0) return;
    await notify(tx, { event: 'noticePublished', to: batch, params: { title: row.titleKo }, link: `/notice?id=${row.id}` });
    after = batch[batch.length - 1] ?? after;
    if (batch.length < NOTIFY_BATCH) return;
  }
}

const noticeColumns = (body: NoticeBody) => ({ titleKo: body.title.ko, titleEn: body.title.en, bodyKo: body.body.ko, bodyEn: body.body.en, pinned: body.pinned });

/** POST /api/v1/admin/content/notices: a draft, or published (and announced) at once. */
export async function createNotice(db: Db, adminNo: number, body: NoticeBody): Promise<AdminNotice> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(notices)
      .values({ ...noticeColumns(body), publishedAt: body.publish ? new Date() : null, createdBy: adminNo })
      .returning();
    if (!row) throw new Error('insert into notices returned no row');
    await audit(tx, { adminNo, action: 'notice.create', targetType: 'notice', targetId: row.id, data: { title: row.titleKo, pinned: row.pinned } });
    if (row.publishedAt) {
      await audit(tx, { adminNo, action: 'notice.publish', targetType: 'notice', targetId: row.id, data: { title: row.titleKo } });
      await announce(tx, row);
    }
    return adminNoticeOf(row);
  });
}

/**
 * PUT /api/v1/admin/content/notices/:id: edits a notice; `publish` on a draft publishes it, `publish:
 * false` on a published one takes it back to a draft (gone from the readers' lists, audited
 * `notice.unpublish`). Members are told only the first time a notice is published: the audit log's
 * `notice.publish` entry, written in the announcing transaction, is what says it was announced.
 */
export async function updateNotice(db: Db, adminNo: number, id: string, body: NoticeBody): Promise<AdminNotice> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(notices).where(and(eq(notices.id, id), isNull(notices.deletedAt))).for('update');
    if (!before) throw new AppError(ErrorCode.NotFound, 404);
    const publishing = !before.publishedAt && body.publish;
    const unpublishing = before.publishedAt !== null && !body.publish;
    const publishedAt = publishing ? { publishedAt: new Date() } : unpublishing ? { publishedAt: null } : {};
    const [row] = await tx
      .update(notices)
      .set({ ...noticeColumns(body), updatedAt: new Date(), ...publishedAt })
      .where(eq(notices.id, id))
      .returning();
    if (!row) throw new AppError(ErrorCode.NotFound, 404);
    const title = row.titleKo;
    await audit(tx, { adminNo, action: 'notice.update', targetType: 'notice', targetId: id, data: { title, pinned: row.pinned } });
    if (unpublishing) await audit(tx, { adminNo, action: 'notice.unpublish', targetType: 'notice', targetId: id, data: { title } });
    if (publishing) {
      const announced = await wasAudited(tx, { action: 'notice.publish', targetType: 'notice', targetId: id });
      await audit(tx, { adminNo, action: 'notice.publish', targetType: 'notice', targetId: id, data: { title, announced: !announced } });
      if (!announced) await announce(tx, row);
    }
    return adminNoticeOf(row);
  });
}

/** DELETE /api/v1/admin/content/notices/:id: gone from every list; the row is kept for the audit. */
export async function deleteNotice(db: Db, adminNo: number, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(notices)
      .set({ deletedAt: new Date() })
      .where(and(eq(notices.id, id), isNull(notices.deletedAt)))
      .returning({ titleKo: notices.titleKo });
    if (!row) throw new AppError(ErrorCode.NotFound, 404);
    await audit(tx, { adminNo, action: 'notice.delete', targetType: 'notice', targetId: id, data: { title: row.titleKo } });
  });
}

// ---- FAQ ----

type FaqRow = typeof faqs.$inferSelect;
const faqOrder = [sql`array_position(array['general','client','lab','designer']::text[], ${faqs.category})`, asc(faqs.sort), asc(faqs.createdAt), asc(faqs.id)];
const adminFaqOf = (r: FaqRow): AdminFaq => ({
  id: r.id,
  category: r.category as FaqCategory,
  question: { ko: r.questionKo, en: r.questionEn },
  answer: { ko: r.answerKo, en: r.answerEn },
  sort: r.sort,
});

/** GET /api/v1/faq: a tab's (or every) question in the admin's order; `q` searches question and answer in the reader's language. */
export async function listFaq(db: Db, query: { category?: FaqCategory; q?: string }, locale: Locale): Promise<{ items: Faq[] }> {
  const rows = await db
    .select()
    .from(faqs)
    .where(
      and(
        query.category ? eq(faqs.category, query.category) : inArray(faqs.category, [...FAQ_CATEGORIES]),
        query.q
          ? or(ilike(localized(faqs.questionKo, faqs.questionEn, locale), containing(query.q)), ilike(localized(faqs.answerKo, faqs.answerEn, locale), containing(query.q)))
          : undefined,
      ),
    )
    .orderBy(...faqOrder);
  return {
    items: rows.map((r) => ({ id: r.id, category: r.category as FaqCategory, question: inLocale(r.questionKo, r.questionEn, locale), answer: inLocale(r.answerKo, r.answerEn, locale) })),
  };
}

/** GET /api/v1/admin/content/faq: both languages. */
export async function listAdminFaq(db: Db, query: { category?: FaqCategory }): Promise<{ items: AdminFaq[] }> {
  const rows = await db
    .select()
    .from(faqs)
    .where(query.category ? eq(faqs.category, query.category) : undefined)
    .orderBy(...faqOrder);
  return { items: rows.map(adminFaqOf) };
}

const faqColumns = (body: FaqBody) => ({
  category: body.category,
  questionKo: body.question.ko,
  questionEn: body.question.en,
  answerKo: body.answer.ko,
  answerEn: body.answer.en,
  sort: body.sort,
});

export async function createFaq(db: Db, adminNo: number, body: FaqBody): Promise<AdminFaq> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(faqs).values(faqColumns(body)).returning();
    if (!row) throw new Error('insert into faqs returned no row');
    await audit(tx, { adminNo, action: 'faq.create', targetType: 'faq', targetId: row.id, data: { category: row.category, question: row.questionKo } });
    return adminFaqOf(row);
  });
}

export async function updateFaq(db: Db, adminNo: number, id: string, body: FaqBody): Promise<AdminFaq> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(faqs)
      .set({ ...faqColumns(body), updatedAt: new Date() })
      .where(eq(faqs.id, id))
      .returning();
    if (!row) throw new AppError(ErrorCode.NotFound, 404);
    await audit(tx, { adminNo, action: 'faq.update', targetType: 'faq', targetId: id, data: { category: row.category, question: row.questionKo } });
    return adminFaqOf(row);
  });
}

export async function deleteFaq(db: Db, adminNo: number, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(faqs).where(eq(faqs.id, id)).returning();
    if (!row) throw new AppError(ErrorCode.NotFound, 404);
    await audit(tx, { adminNo, action: 'faq.delete', targetType: 'faq', targetId: id, data: { category: row.category, question: row.questionKo } });
  });
}

// ---- Partners ----

type PartnerRow = typeof partners.$inferSelect;
const IMAGE_MIMES = ['image/jpeg', 'image/png', 'image/gif'];

const adminPartnerOf = (r: PartnerRow) => ({
  id: r.id,
  name: { ko: r.nameKo, en: r.nameEn },
  logoFileId: r.logoFileId,
  logoUrl: fileUrl(r.logoFileId),
  link: r.link,
  sort: r.sort,
});

/** GET /api/v1/partners: the main page's partner list in the admin's order. */
export async function listPartners(db: Db, locale: Locale): Promise<{ items: Partner[] }> {
  const rows = await db.select().from(partners).orderBy(asc(partners.sort), asc(partners.createdAt), asc(partners.id));
  return { items: rows.map((r) => ({ id: r.id, name: inLocale(r.nameKo, r.nameEn, locale), logoUrl: fileUrl(r.logoFileId), link: r.link })) };
}

export async function listAdminPartners(db: Db) {
  const rows = await db.select().from(partners).orderBy(asc(partners.sort), asc(partners.createdAt), asc(partners.id));
  return { items: rows.map(adminPartnerOf) };
}

/**
 * A logo is an image the admin uploaded (or the partner's current logo); it opens to everyone, as
 * the main page shows it to guests. Locks the file so a deletion cannot race the attachment.
 */
async function takeLogo(tx: Tx, adminNo: number, fileId: string, current?: string): Promise<void> {
  await lockFiles(tx, [fileId], 'share');
  const facts = (await fileFactsOf(tx, [fileId])).get(fileId);
  if (!facts || (facts.ownerNo !== adminNo && fileId !== current)) throw new AppError(ErrorCode.ValidationFailed, 400, { logoFileId: 'fileNotOwned' });
  if (!IMAGE_MIMES.includes(facts.mime)) throw new AppError(ErrorCode.ValidationFailed, 400, { logoFileId: 'fileTypeInvalid' });
  await setFilePrivacy(tx, fileId, false);
}

/** A logo no partner shows any more is closed again (kept: the audit names it). */
async function releaseLogo(tx: Tx, fileId: string): Promise<void> {
  const [stillUsed] = await tx.select({ id: partners.id }).from(partners).where(eq(partners.logoFileId, fileId)).limit(1);
  if (!stillUsed) await setFilePrivacy(tx, fileId, true);
}

const partnerColumns = (body: PartnerBody) => ({ nameKo: body.name.ko, nameEn: body.name.en, logoFileId: body.logoFileId, link: body.link, sort: body.sort });

/** z.url() takes any scheme; the main page links only to web pages (never `javascript:`). */
function checkLink(link: string | null): void {
  if (link !== null && !/^https?:\/\//i.test(link)) throw new AppError(ErrorCode.ValidationFailed, 400, { link: 'urlInvalid' });
}

export async function createPartner(db: Db, adminNo: number, body: PartnerBody) {
  checkLink(body.link);
  return db.transaction(async (tx) => {
    await takeLogo(tx, adminNo, body.logoFileId);
    const [row] = await tx.insert(partners).values(partnerColumns(body)).returning();
    if (!row) throw new Error('insert into partners returned no row');
    await audit(tx, { adminNo, action: 'partner.create', targetType: 'partner', targetId: row.id, data: { name: row.nameKo, link: row.link, logoFileId: row.logoFileId } });
    return adminPartnerOf(row);
  });
}

export async function updatePartner(db: Db, adminNo: number, id: string, body: PartnerBody) {
  checkLink(body.link);
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(partners).where(eq(partners.id, id)).for('update');
    if (!before) throw new AppError(ErrorCode.NotFound, 404);
    await takeLogo(tx, adminNo, body.logoFileId, before.logoFileId);
    const [row] = await tx.update(partners).set(partnerColumns(body)).where(eq(partners.id, id)).returning();
    if (!row) throw new AppError(ErrorCode.NotFound, 404);
    if (before.logoFileId !== row.logoFileId) await releaseLogo(tx, before.logoFileId);
    await audit(tx, { adminNo, action: 'partner.update', targetType: 'partner', targetId: id, data: { name: row.nameKo, link: row.link, logoFileId: row.logoFileId } });
    return adminPartnerOf(row);
  });
}

export async function deletePartner(db: Db, adminNo: number, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(partners).where(eq(partners.id, id)).returning();
    if (!row) throw new AppError(ErrorCode.NotFound, 404);
    await releaseLogo(tx, row.logoFileId);
    await audit(tx, { adminNo, action: 'partner.delete', targetType: 'partner', targetId: id, data: { name: row.nameKo } });
  });
}

