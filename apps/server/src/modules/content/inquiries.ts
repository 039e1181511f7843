// 1:1 inquiries (issue 12, SPEC §2 `/inquire`…`/myInquire2`): a member asks the operator, with their
// own images and PDFs attached, and reads the answer; the admin lists them (open first) and answers,
// the answer audited and the member told. The attachments stay private files: their owner and the
// admin may open them (files/service.ts openFile), nobody else.
import { ErrorCode, type AnswerBody, type Inquiry, type InquiryBody, type InquiryList, type InquiryListQuery } from '@dcm/shared';
import { and, asc, count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { inquiries } from '../../db/schema/content.ts';
import { AppError } from '../../platform/errors.ts';
import { audit } from '../../platform/audit.ts';
import { fileFactsOf, findFiles } from '../files/index.ts';
import { memberCards } from '../members/index.ts';
import { notify } from '../notifications/index.ts';

/**
 * Whether a member is the client or T-esigner of the request or order an inquiry names: the answers
 * of requests and orders (their inquiry-facts.ts), which rank above content, handed in by app.ts.
 */
export interface InquiryParties {
  isRequestParty(db: Db, id: string, memberNo: number): Promise<boolean>;
  isOrderParty(db: Db, id: string, memberNo: number): Promise<boolean>;
}

type ListQuery = z.infer<typeof InquiryListQuery>;
type InquiryRow = typeof inquiries.$inferSelect & { nickname: string | null };

/** What an inquiry may carry: images and PDF documents. */
const isDocument = (mime: string): boolean => mime.startsWith('image/') || mime === 'application/pdf';

const columns = { inquiry: inquiries, nickname: memberCards.nickname };

async function toInquiries(db: Db, rows: ReadonlyArray<InquiryRow>): Promise<Inquiry[]> {
  const described = new Map((await findFiles(db, [...new Set(rows.flatMap((r) => r.fileIds))])).map((f) => [f.id, f]));
  return rows.map((r) => ({
    id: r.id,
    category: r.category as Inquiry['category'],
    title: r.title,
    body: r.body,
    files: r.fileIds.flatMap((id) => described.get(id) ?? []),
    requestId: r.requestId,
    orderId: r.orderId,
    status: r.answeredAt ? 'answered' : 'open',
    answer: r.answer,
    answeredAt: r.answeredAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
    member: { memberNo: r.memberNo, nickname: r.nickname ?? '' },
  }));
}

async function rowsWhere(db: Db, where: SQL | undefined, order: SQL[], page?: { page: number; size: number }): Promise<InquiryRow[]> {
  const base = db.select(columns).from(inquiries).innerJoin(memberCards, eq(memberCards.memberNo, inquiries.memberNo)).where(where).orderBy(...order);
  const rows = page ? await base.limit(page.size).offset((page.page - 1) * page.size) : await base;
  return rows.map((r) => ({ ...r.inquiry, nickname: r.nickname }));
}

const statusIs = (status: ListQuery['status']): SQL | undefined =>
  status === 'open' ? isNull(inquiries.answeredAt) : status === 'answered' ? isNotNull(inquiries.answeredAt) : undefined;

async function page(db: Db, where: SQL | undefined, order: SQL[], query: ListQuery): Promise<InquiryList> {
  const [total] = await db.select({ n: count() }).from(inquiries).where(where);
  return { items: await toInquiries(db, await rowsWhere(db, where, order, query)), page: query.page, size: query.size, total: total?.n ?? 0 };
}

/**
 * A member's question; attachments must be their own images or PDFs, and the request or order it
 * names one they are the client or T-esigner of (else the inquiry would show them another's), else
 * 400 naming the field and nothing is kept.
 */
export async function askInquiry(db: Db, parties: InquiryParties, memberNo: number, body: InquiryBody): Promise<Inquiry> {
  const fileIds = [...new Set(body.fileIds)];
  const facts = await fileFactsOf(db, fileIds);
  const fields: Record<string, string> = Object.fromEntries(
    fileIds.flatMap((id, i) => {
      const fact = facts.get(id);
      return fact && fact.ownerNo === memberNo && isDocument(fact.mime) ? [] : [[`fileIds.${i}`, 'inquiryFileInvalid']];
    }),
  );
  if (body.requestId && !(await parties.isRequestParty(db, body.requestId, memberNo))) fields.requestId = 'notYours';
  if (body.orderId && !(await parties.isOrderParty(db, body.orderId, memberNo))) fields.orderId = 'notYours';
  if (Object.keys(fields).length > 0) throw new AppError(ErrorCode.ValidationFailed, 400, fields);
  const [row] = await db
    .insert(inquiries)
    .values({ memberNo, category: body.category, title: body.title, body: body.body, fileIds, requestId: body.requestId ?? null, orderId: body.orderId ?? null })
    .returning({ id: inquiries.id });
  return getInquiry(db, memberNo, row!.id);
}

/** The member's inquiries, newest first. */
export const listOwnInquiries = (db: Db, memberNo: number, query: ListQuery): Promise<InquiryList> =>
  page(db, and(eq(inquiries.memberNo, memberNo), statusIs(query.status)), [desc(inquiries.createdAt), desc(inquiries.id)], query);

/** One of the member's inquiries; another member's is not found. */
export async function getInquiry(db: Db, memberNo: number, id: string): Promise<Inquiry> {
  const [row] = await rowsWhere(db, and(eq(inquiries.id, id), eq(inquiries.memberNo, memberNo)), []);
  if (!row) throw new AppError(ErrorCode.NotFound, 404);
  return (await toInquiries(db, [row]))[0]!;
}

/** The admin's list: the open ones first, oldest first (the longest waiting on top). */
export const listInquiriesForAdmin = (db: Db, query: ListQuery): Promise<InquiryList> =>
  page(db, statusIs(query.status), [desc(isNull(inquiries.answeredAt)), asc(inquiries.createdAt), asc(inquiries.id)], query);

/** Counts the inquiries waiting for an answer (the admin dashboard). */
export async function countOpenInquiries(db: Db): Promise<number> {
  return db.$count(inquiries, isNull(inquiries.answeredAt));
}

/** The admin answers (again: the answer is replaced); audited, and the member is told, in one transaction. */
export async function answerInquiry(db: Db, adminNo: number, id: string, body: AnswerBody): Promise<Inquiry> {
  const memberNo = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(inquiries)
      .set({ answer: body.answer, answeredBy: adminNo, answeredAt: new Date() })
      .where(eq(inquiries.id, id))
      .returning({ memberNo: inquiries.memberNo, title: inquiries.title });
    if (!row) throw new AppError(ErrorCode.NotFound, 404);
    await audit(tx, { adminNo, action: 'inquiry.answer', targetType: 'inquiry', targetId: id, data: { answer: body.answer } });
    await notify(tx, { event: 'inquiryAnswered', to: [row.memberNo], params: { title: row.title }, link: `/myInquire2?id=${id}` });
    return row.memberNo;
  });
  return getInquiry(db, memberNo, id);
}
