// What the settlement tests share (ordinary earnings here, quick earnings in the quick module): an
// app with the admin signed in, routes called with a member's token and an Idempotency-Key, the
// invoice details a request carries, and an approved T-esigner in Korea with a bank account.
import { ApprovalStatus, MemberType } from '@dcm/shared';
import type { members } from '../../db/schema/index.ts';
import { FIXTURE_PASSWORD, insertMember } from '../../test/admin-fixtures.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { sessionOf, type Session } from '../../test/members.ts';

/** A bank account whose holder is the member's representative: verified, so settlements pay into it (decision 0041). */
export const SETTLEMENT_BANK = { bank: 'kb', depositor: '김지우', accountNumber: '110-123-456789', representative: '김지우' };
export const SETTLEMENT_INVOICE = { businessNumber: '1234567890', businessName: '디자인스튜디오', representative: '김지우', email: 'tax@design.example' };

/** A test app built for one file, and the admin signed in to it. */
export async function openSettlementTestApp(): Promise<{ t: TestApp; admin: Session }> {
  const t = await buildTestApp();
  return { t, admin: await sessionOf(t.app, t.config.admin.email, 'admin-pass-1234') };
}

/** The calls of a file's test app (`app()` answers once it is built). */
export function settlementCalls(app: () => TestApp) {
  const auth = (who: Session) => ({ authorization: `Bearer ${who.token}` });
  return {
    get: (who: Session, url: string, headers: Record<string, string> = {}) => app().app.inject({ method: 'GET', url, headers: { ...auth(who), ...headers } }),
    /** `key: null` sends no Idempotency-Key header. */
    post: (who: Session, url: string, payload?: object, key: string | null = crypto.randomUUID()) =>
      app().app.inject({ method: 'POST', url, payload, headers: { ...auth(who), ...(key === null ? {} : { 'idempotency-key': key }) } }),
    /** A T-esigner in Korea with the bank account of the profile, its holder the representative (or the fields given). */
    async designer(fields: Partial<typeof members.$inferInsert> = {}): Promise<Session> {
      const row = await insertMember(app().app.db, {
        memberSe: MemberType.Designer,
        approvalSe: ApprovalStatus.Approved,
        contactNation: 'KR',
        ...SETTLEMENT_BANK,
        ...fields,
      });
      return sessionOf(app().app, row.email, FIXTURE_PASSWORD);
    },
  };
}
