// A member's data as one JSON document, for a privacy request (access, portability): the profile
// and everything they did on the marketplace. Never in it: the password hash, tokens, keys, where
// the bytes of files are kept, and other members' personal data beyond their nicknames. Read-only;
// run by the operator through `npm run export-member` (scripts/export-member.ts). Each module hands
// over the member's rows of its own tables (its export-facts.ts).
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { members } from '../../db/schema/members.ts';
import { messagesSentBy } from '../chat/index.ts';
import { inquiriesOf } from '../content/index.ts';
import { filesOwnedBy } from '../files/index.ts';
import { ledgerOf } from '../mileage/index.ts';
import { notificationsOf } from '../notifications/index.ts';
import { ordersOf } from '../orders/index.ts';
import { quickRequestsOf } from '../quick/index.ts';
import { quotationsOnRequests, quotationsWrittenBy } from '../quotations/index.ts';
import { referralsWrittenBy } from '../referrals/index.ts';
import { requestsOf } from '../requests/index.ts';
import { reviewsReceivedBy, reviewsWrittenBy } from '../reviews/index.ts';

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

  const ownRequests = await requestsOf(db, no);
  const received = await quotationsOnRequests(db, ownRequests.filter((r) => r.clientNo === no).map((r) => r.id));

  return {
    format: MEMBER_EXPORT_FORMAT,
    exportedAt: new Date().toISOString(),
    profile: { ...profile, googleLinked: googleSub !== null },
    referrals: await referralsWrittenBy(db, no),
    requests: (await withNicknames(ownRequests, (r) => (r.clientNo === no ? r.designerNo : r.clientNo), ['clientNo', 'designerNo', 'searchText'], 'counterpart')),
    quotations: {
      written: await quotationsWrittenBy(db, no),
      received: await withNicknames(received, (q) => q.designerNo, ['designerNo'], 'designer'),
    },
    orders: await withNicknames(await ordersOf(db, no), (o) => (o.clientNo === no ? o.designerNo : o.clientNo), ['clientNo', 'designerNo'], 'counterpart'),
    quickRequests: await withNicknames(await quickRequestsOf(db, no), (q) => (q.clientNo === no ? q.takerNo : q.clientNo), ['clientNo', 'takerNo'], 'counterpart'),
    ledger: await ledgerOf(db, no),
    chatMessagesSent: await messagesSentBy(db, no),
    inquiries: (await inquiriesOf(db, no)).map(({ answeredBy: _admin, memberNo: _me, ...row }) => row),
    notifications: await notificationsOf(db, no),
    reviews: {
      written: await withNicknames(await reviewsWrittenBy(db, no), (r) => r.designerNo, ['clientNo', 'designerNo'], 'designer'),
      received: await withNicknames(await reviewsReceivedBy(db, no), (r) => r.clientNo, ['clientNo', 'designerNo'], 'client'),
    },
    files: await filesOwnedBy(db, no),
  };
}

export type MemberExport = NonNullable<Awaited<ReturnType<typeof exportMember>>>;
