// A member's data as one JSON document, for a privacy request (access, portability): the profile
// and everything they did on the marketplace. Never in it: the password hash, tokens, keys, where
// the bytes of files are kept, and other members' personal data beyond their nicknames. Read-only;
// run by the operator through `npm run export-member` (scripts/export-member.ts).
import { desc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { chatMessages } from '../../db/schema/chat.ts';
import { inquiries } from '../../db/schema/content.ts';
import { files } from '../../db/schema/files.ts';
import { members } from '../../db/schema/members.ts';
import { journalEntries, ledgerAccounts, postings } from '../../db/schema/mileage.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { orders } from '../../db/schema/orders.ts';
import { quickRequests } from '../../db/schema/quick.ts';
import { quotations } from '../../db/schema/quotations.ts';
import { referrals } from '../../db/schema/referrals.ts';
import { requests } from '../../db/schema/requests.ts';
import { reviews } from '../../db/schema/reviews.ts';

export const MEMBER_EXPORT_FORMAT = 'dcm-member-export/1';

/** The member named by number ("12") or e-mail address. */
export async function findMemberToExport(db: Db, who: string) {
  const trimmed = who.trim();
  const where = /^\d+$/.test(trimmed) ? eq(members.memberNo, Number(trimmed)) : eq(members.email, trimmed.toLowerCase());
  const [row] = await db.select().from(members).where(where);
  return row;
}

export async function exportMember(db: Db, who: string) {
  const member = await findMemberToExport(db, who);
  if (!member) return undefined;
  const no = member.memberNo;
  // Secrets and the link to a Google account stay out; the rest of the row is the member's own.
  const { passwordHash: _hash, googleSub, ...profile } = member;

  const nicknames = new Map<number, string | null>();
  /** Another member as the export may show them: by nickname only. */
  const nicknameOf = async (memberNo: number | null): Promise<string | null> => {
    if (memberNo === null) return null;
    if (!nicknames.has(memberNo)) {
      const [row] = await db.select({ nickname: members.nickname }).from(members).where(eq(members.memberNo, memberNo));
      nicknames.set(memberNo, row?.nickname ?? null);
    }
    return nicknames.get(memberNo)!;
  };
  const withNicknames = async <T extends object>(rows: T[], pick: (row: T) => number | null, hide: Array<keyof T>, as: string) =>
    Promise.all(
      rows.map(async (row) => {
        const copy: Record<string, unknown> = { ...(row as Record<string, unknown>) };
        const other = pick(row);
        for (const key of hide) delete copy[key as string];
        copy[as] = other === no ? 'me' : await nicknameOf(other);
        return copy;
      }),
    );

  const ownRequests = await db.select().from(requests).where(or(eq(requests.clientNo, no), eq(requests.designerNo, no))).orderBy(requests.createdAt);
  const ownRequestIds = ownRequests.filter((r) => r.clientNo === no).map((r) => r.id);
  const received = ownRequestIds.length
    ? await db
        .select({ id: quotations.id, requestId: quotations.requestId, designerNo: quotations.designerNo, status: quotations.status, total: quotations.total, currency: quotations.currency, deliveryAt: quotations.deliveryAt, createdAt: quotations.createdAt })
        .from(quotations)
        .where(inArray(quotations.requestId, ownRequestIds))
    : [];
  const accounts = await db.select().from(ledgerAccounts).where(eq(ledgerAccounts.memberNo, no));
  const movements = accounts.length
    ? await db
        .select({ entryId: postings.entryId, accountId: postings.accountId, amount: postings.amount, currency: postings.currency, kind: journalEntries.kind, reference: journalEntries.reference, at: journalEntries.createdAt })
        .from(postings)
        .innerJoin(journalEntries, eq(postings.entryId, journalEntries.id))
        .where(inArray(postings.accountId, accounts.map((a) => a.id)))
        .orderBy(journalEntries.createdAt)
    : [];

  return {
    format: MEMBER_EXPORT_FORMAT,
    exportedAt: new Date().toISOString(),
    profile: { ...profile, googleLinked: googleSub !== null },
    referrals: await db.select().from(referrals).where(eq(referrals.clientNo, no)).orderBy(referrals.createdAt),
    requests: (await withNicknames(ownRequests, (r) => (r.clientNo === no ? r.designerNo : r.clientNo), ['clientNo', 'designerNo', 'searchText'], 'counterpart')),
    quotations: {
      written: await db.select().from(quotations).where(eq(quotations.designerNo, no)).orderBy(quotations.createdAt),
      received: await withNicknames(received, (q) => q.designerNo, ['designerNo'], 'designer'),
    },
    orders: await withNicknames(
      await db.select().from(orders).where(or(eq(orders.clientNo, no), eq(orders.designerNo, no))).orderBy(orders.createdAt),
      (o) => (o.clientNo === no ? o.designerNo : o.clientNo),
      ['clientNo', 'designerNo'],
      'counterpart',
    ),
    quickRequests: await withNicknames(
      await db.select().from(quickRequests).where(or(eq(quickRequests.clientNo, no), eq(quickRequests.takerNo, no))).orderBy(quickRequests.createdAt),
      (q) => (q.clientNo === no ? q.takerNo : q.clientNo),
      ['clientNo', 'takerNo'],
      'counterpart',
    ),
    ledger: {
      accounts: accounts.map(({ id, kind, currency, orderId, balance }) => ({ id, kind, currency, orderId, balance })),
      movements,
    },
    chatMessagesSent: await db
      .select({ id: chatMessages.id, roomId: chatMessages.roomId, kind: chatMessages.kind, body: chatMessages.body, fileId: chatMessages.fileId, createdAt: chatMessages.createdAt })
      .from(chatMessages)
      .where(eq(chatMessages.senderNo, no))
      .orderBy(chatMessages.createdAt),
    inquiries: (await db.select().from(inquiries).where(eq(inquiries.memberNo, no)).orderBy(inquiries.createdAt)).map(({ answeredBy: _admin, memberNo: _me, ...row }) => row),
    notifications: await db
      .select({ id: notifications.id, event: notifications.event, params: notifications.params, link: notifications.link, createdAt: notifications.createdAt, readAt: notifications.readAt })
      .from(notifications)
      .where(eq(notifications.memberNo, no))
      .orderBy(desc(notifications.createdAt)),
    reviews: {
      written: await withNicknames(await db.select().from(reviews).where(eq(reviews.clientNo, no)), (r) => r.designerNo, ['clientNo', 'designerNo'], 'designer'),
      received: await withNicknames(await db.select().from(reviews).where(eq(reviews.designerNo, no)), (r) => r.clientNo, ['clientNo', 'designerNo'], 'client'),
    },
    files: await db
      .select({ id: files.id, name: files.name, mime: files.mime, size: files.size, isPrivate: files.isPrivate, createdAt: files.createdAt })
      .from(files)
      .where(eq(files.ownerNo, no))
      .orderBy(files.createdAt),
  };
}

export type MemberExport = NonNullable<Awaited<ReturnType<typeof exportMember>>>;
