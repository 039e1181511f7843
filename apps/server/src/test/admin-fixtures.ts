// Members and their documents written straight into the tables, so the admin tests do not depend on
// the join flow. Every call makes a member no other test has (email, nickname and phone unique).
import crypto from 'node:crypto';
import { ApprovalStatus, MemberType } from '@dcm/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { files } from '../db/schema/files.ts';
import { members } from '../db/schema/members.ts';
import type { MemberRow } from '../modules/members/service.ts';
import { hashPassword } from '../platform/passwords.ts';

export const FIXTURE_PASSWORD = 'fixture-pass-1';

let passwordHash: Promise<string> | undefined;
let serial = 0;

export async function insertMember(db: Db, fields: Partial<typeof members.$inferInsert> = {}): Promise<MemberRow> {
  passwordHash ??= hashPassword(FIXTURE_PASSWORD);
  // Each test file has its own database, so a counter is unique enough.
  const n = String(++serial).padStart(4, '0');
  const [row] = await db
    .insert(members)
    .values({
      email: `member${n}@fixture.test`,
      passwordHash: await passwordHash,
      memberSe: MemberType.Client,
      approvalSe: ApprovalStatus.Pending,
      firstName: 'Test',
      lastName: `Member${n}`,
      nickname: `fixt${n}`,
      phone: `0109000${n}`,
      contactNation: 'KR',
      licenseNumber: '12345',
      businessNumber: '1234567890',
      businessName: `Fixture Clinic ${n}`,
      representative: 'Test Member',
      zipCode: '06236',
      address: 'Teheran-ro 1, Seoul',
      addressDetail: '2F',
      bank: 'KB',
      depositor: 'Test Member',
      accountNumber: '123-456-7890',
      agreeTerms: true,
      agreePrivacy: true,
      ...fields,
    })
    .returning();
  if (!row) throw new Error('member fixture not inserted');
  return row;
}

/** A file row owned by the member; no bytes are stored (the admin API only describes files). */
export async function insertFile(db: Db, ownerNo: number, name: string, mime = 'application/pdf'): Promise<string> {
  const id = crypto.randomUUID();
  await db.insert(files).values({ id, ownerNo, name, mime, size: 1234, storageKey: `uploads/${id.slice(0, 2)}/${id}` });
  return id;
}

/** A member whose licence and business registration are on file, as a completed join leaves them. */
export async function insertMemberWithDocuments(db: Db, fields: Partial<typeof members.$inferInsert> = {}): Promise<MemberRow> {
  const member = await insertMember(db, fields);
  const licenseFileId = await insertFile(db, member.memberNo, 'license.pdf');
  const businessFileId = await insertFile(db, member.memberNo, 'business.png', 'image/png');
  const [row] = await db.update(members).set({ licenseFileId, businessFileId }).where(eq(members.memberNo, member.memberNo)).returning();
  if (!row) throw new Error('member fixture not updated');
  return row;
}
