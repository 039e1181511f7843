// Phone verification (SPEC §7 auth-phone): a 6-digit SMS code, valid 3 minutes, 5 tries, resend
// limited, sent through the SMS router (platform/sms: a real provider, or the dev outbox outside
// production). Owns `phone_verifications`. A verified code is a proof that serves one join (or one id
// search) within PHONE_PROOF_TTL_MINUTES, after which `consumePhoneProof` marks it used.
import crypto from 'node:crypto';
import {
  ErrorCode,
  KOREA,
  PHONE_CODE_LENGTH,
  PHONE_CODE_MAX_SENDS_PER_HOUR,
  PHONE_CODE_MAX_TRIES,
  PHONE_CODE_RESEND_SECONDS,
  PHONE_CODE_TTL_SECONDS,
  PHONE_PROOF_TTL_MINUTES,
  PhoneVerificationPurpose,
} from '@dcm/shared';
import { and, count, desc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { members, phoneVerifications } from '../../db/schema/members.ts';
import { AppError } from '../../platform/errors.ts';
import { SmsError, SmsFailure, type Sms, type SmsRecipient } from '../../platform/sms/index.ts';
import { nationDialCode } from '../codes/index.ts';

export interface PhoneDeps {
  db: Db;
  sms: Sms;
}

export interface PhoneOf {
  phone: string;
  nation: string;
  purpose: PhoneVerificationPurpose;
}

const codeHash = (rowId: string, code: string) => crypto.createHash('sha256').update(`${rowId}:${code}`).digest('hex');

const smsText = (nation: string, code: string) =>
  nation === KOREA
    ? `[티자이너] 인증번호 [${code}]를 입력해 주세요. ${PHONE_CODE_TTL_SECONDS / 60}분 동안 유효합니다.`
    : `[T-esigner] Your verification code is ${code}. It expires in ${PHONE_CODE_TTL_SECONDS / 60} minutes.`;

/** The phone as the SMS router takes it; a nation missing from the code table is the form's mistake. */
export async function smsRecipient(db: Db, nation: string, phone: string): Promise<SmsRecipient> {
  const dialCode = await nationDialCode(db, nation);
  if (!dialCode) throw new AppError(ErrorCode.ValidationFailed, 400, { memberContactNation: 'nation' });
  return { nation, dialCode, phone };
}

/**
 * What the member is told when their code could not be sent. A number the provider refuses is a
 * typing mistake (SPEC §8 "invalid phone format"); an empty account or a provider down is ours, and
 * the member is asked to try again shortly.
 */
function smsRefusal(error: SmsError): AppError {
  switch (error.failure) {
    case SmsFailure.InvalidNumber:
      return new AppError(ErrorCode.ValidationFailed, 400, { phone: 'phone' });
    case SmsFailure.RateLimited:
      return new AppError(ErrorCode.CodeResendTooSoon, 429);
    case SmsFailure.NoProvider:
      return new AppError(ErrorCode.SmsCountryUnavailable, 422, { memberContactNation: 'smsCountryUnavailable' });
    default:
      return new AppError(ErrorCode.SmsUnavailable, 503);
  }
}

export async function isPhoneRegistered(db: Db, phone: string, nation: string): Promise<boolean> {
  const [row] = await db
    .select({ memberNo: members.memberNo })
    .from(members)
    .where(and(eq(members.phone, phone), eq(members.contactNation, nation)));
  return row !== undefined;
}

/**
 * Sends a new code. A joining (or changed-to) phone must be new; a phone searching its id must be known. Sends per
 * phone and purpose are spaced and counted under a lock, so two clicks cannot both send.
 */
export async function sendPhoneCode(deps: PhoneDeps, input: PhoneOf): Promise<{ sent: true; expiresAt: string; resendAfter: string }> {
  const registered = await isPhoneRegistered(deps.db, input.phone, input.nation);
  // A phone joining or replacing a member's phone must be nobody's yet (SPEC §5).
  const mustBeNew = input.purpose === PhoneVerificationPurpose.Join || input.purpose === PhoneVerificationPurpose.ChangePhone;
  if (mustBeNew && registered) throw new AppError(ErrorCode.PhoneInUse, 409, { phone: 'phoneInUse' });
  if (input.purpose === PhoneVerificationPurpose.FindId && !registered) throw new AppError(ErrorCode.PhoneNotRegistered, 404);

  const to = await smsRecipient(deps.db, input.nation, input.phone);

  const code = String(crypto.randomInt(0, 10 ** PHONE_CODE_LENGTH)).padStart(PHONE_CODE_LENGTH, '0');
  const { rowId, ...sent } = await deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`phone:${input.nation}:${input.phone}:${input.purpose}`}))`);
    const same = and(eq(phoneVerifications.phone, input.phone), eq(phoneVerifications.nation, input.nation), eq(phoneVerifications.purpose, input.purpose));
    const [last] = await tx
      .select({ createdAt: phoneVerifications.createdAt })
      .from(phoneVerifications)
      .where(same)
      .orderBy(desc(phoneVerifications.createdAt))
      .limit(1);
    const now = Date.now();
    if (last && now - last.createdAt.getTime() < PHONE_CODE_RESEND_SECONDS * 1000) throw new AppError(ErrorCode.CodeResendTooSoon, 429);
    const [lastHour] = await tx
      .select({ n: count() })
      .from(phoneVerifications)
      .where(and(same, gt(phoneVerifications.createdAt, new Date(now - 3_600_000))));
    if ((lastHour?.n ?? 0) >= PHONE_CODE_MAX_SENDS_PER_HOUR) throw new AppError(ErrorCode.CodeResendTooSoon, 429);

    const id = crypto.randomUUID();
    const createdAt = new Date(now);
    const expiresAt = new Date(now + PHONE_CODE_TTL_SECONDS * 1000);
    await tx.insert(phoneVerifications).values({ id, ...input, codeHash: codeHash(id, code), expiresAt, createdAt });
    return { rowId: id, sent: true as const, expiresAt: expiresAt.toISOString(), resendAfter: new Date(now + PHONE_CODE_RESEND_SECONDS * 1000).toISOString() };
  });
  try {
    // The router retries a provider that does not answer with this same code, never a new one.
    await deps.sms.send(to, smsText(input.nation, code));
  } catch (error) {
    // A code that reached no phone is no code: removed, it neither verifies nor delays the next try.
    await deps.db.delete(phoneVerifications).where(eq(phoneVerifications.id, rowId));
    throw error instanceof SmsError ? smsRefusal(error) : error;
  }
  return sent;
}

/**
 * Checks a code against the newest code sent to the phone for the purpose. A wrong code costs a
 * try; the tries are counted in the row, so they hold across server instances.
 */
export async function verifyPhoneCode(db: Db, input: PhoneOf & { code: string }): Promise<{ verified: true; phoneVerificationId: string }> {
  const [row] = await db
    .select()
    .from(phoneVerifications)
    .where(
      and(
        eq(phoneVerifications.phone, input.phone),
        eq(phoneVerifications.nation, input.nation),
        eq(phoneVerifications.purpose, input.purpose),
        isNull(phoneVerifications.verifiedAt),
      ),
    )
    .orderBy(desc(phoneVerifications.createdAt))
    .limit(1);
  if (!row || row.expiresAt.getTime() <= Date.now()) throw new AppError(ErrorCode.CodeExpired, 410);
  if (row.tries >= PHONE_CODE_MAX_TRIES) throw new AppError(ErrorCode.TooManyAttempts, 429);

  const expected = Buffer.from(row.codeHash, 'hex');
  const given = Buffer.from(codeHash(row.id, input.code), 'hex');
  if (!crypto.timingSafeEqual(expected, given)) {
    // Counted in the database, conditionally, so simultaneous guesses cannot exceed the limit.
    const [counted] = await db
      .update(phoneVerifications)
      .set({ tries: sql`${phoneVerifications.tries} + 1` })
      .where(and(eq(phoneVerifications.id, row.id), sql`${phoneVerifications.tries} < ${PHONE_CODE_MAX_TRIES}`))
      .returning({ id: phoneVerifications.id });
    if (!counted) throw new AppError(ErrorCode.TooManyAttempts, 429);
    throw new AppError(ErrorCode.CodeMismatch, 400, { certification: 'codeMismatch' });
  }
  const [verified] = await db
    .update(phoneVerifications)
    .set({ verifiedAt: new Date() })
    .where(and(eq(phoneVerifications.id, row.id), isNull(phoneVerifications.verifiedAt), sql`${phoneVerifications.tries} < ${PHONE_CODE_MAX_TRIES}`))
    .returning({ id: phoneVerifications.id });
  if (!verified) throw new AppError(ErrorCode.TooManyAttempts, 429);
  return { verified: true, phoneVerificationId: verified.id };
}

/**
 * Uses a proof: verified for this phone and purpose, within PHONE_PROOF_TTL_MINUTES, not used
 * before. Runs in the caller's transaction, so a join that fails afterwards leaves it unused.
 * Returns false when there is no such proof.
 */
export async function consumePhoneProof(db: Db, proofId: string, of: Partial<Pick<PhoneOf, 'phone' | 'nation'>> & Pick<PhoneOf, 'purpose'>): Promise<{ phone: string; nation: string } | undefined> {
  const [used] = await db
    .update(phoneVerifications)
    .set({ consumedAt: new Date() })
    .where(
      and(
        eq(phoneVerifications.id, proofId),
        eq(phoneVerifications.purpose, of.purpose),
        of.phone === undefined ? undefined : eq(phoneVerifications.phone, of.phone),
        of.nation === undefined ? undefined : eq(phoneVerifications.nation, of.nation),
        isNotNull(phoneVerifications.verifiedAt),
        gt(phoneVerifications.verifiedAt, new Date(Date.now() - PHONE_PROOF_TTL_MINUTES * 60_000)),
        isNull(phoneVerifications.consumedAt),
      ),
    )
    .returning({ phone: phoneVerifications.phone, nation: phoneVerifications.nation });
  return used;
}
