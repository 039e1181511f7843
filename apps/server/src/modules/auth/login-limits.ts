// How many password tries, and how fast (decision 0040). Wrong passwords make the next try wait,
// longer each time, counted per account and per client address together; nothing locks. A device
// the account signed in on before (its known-device cookie, known-devices.ts) skips the account's
// wait, never the address's: a stranger spraying a member's e-mail slows only the unknown devices,
// and the owner's own browser signs in at once. A password reset clears the account's count.
import { ErrorCode } from '@dcm/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginFailures } from '../../db/schema/auth.ts';
import { AppError } from '../../platform/errors.ts';

/** Wrong passwords an account takes within ACCOUNT_WINDOW_MS before each try waits. */
export const FREE_TRIES_PER_ACCOUNT = 5;
const ACCOUNT_WINDOW_MS = 24 * 60 * 60 * 1000;
/** Wrong passwords (for any accounts) one address sends within ADDRESS_WINDOW_MS before each try waits: a clinic shares one. */
export const FREE_TRIES_PER_ADDRESS = 50;
const ADDRESS_WINDOW_MS = 60 * 60 * 1000;
/** The first wait: long enough to cost a guesser, short enough for a member who mistyped (they read it on the page). */
export const FIRST_WAIT_MS = 30 * 1000;
/** The longest wait: a guess every 15 minutes at most, never a lock. */
export const LONGEST_WAIT_MS = 15 * 60 * 1000;

/** The wait after `failures` wrong tries of which `free` cost nothing: 30 s, 1 min, 2 min … up to LONGEST_WAIT_MS. */
export function waitAfter(failures: number, free: number): number {
  if (failures < free) return 0;
  return Math.min(FIRST_WAIT_MS * 2 ** Math.min(failures - free, 30), LONGEST_WAIT_MS);
}

export interface PasswordTry {
  /** The account tried: its e-mail, lower-cased (an address without an account counts alike: no enumeration). */
  email: string;
  /** The client's address; absent for my page's checks, which a session already guards. */
  address?: string;
  /** The account signed in on this device before: its own wait does not apply. */
  knownDevice?: boolean;
}

/** 429 TOO_MANY_ATTEMPTS with how long to wait, when `failures` ending at `last` still make the caller wait. */
function assertWaited(failures: number, last: Date | null, free: number, now: number): void {
  const wait = waitAfter(failures, free);
  if (wait === 0 || !last) return;
  const left = last.getTime() + wait - now;
  if (left > 0) throw new AppError(ErrorCode.TooManyAttempts, 429, undefined, { retryAfterSeconds: Math.ceil(left / 1000) });
}

/**
 * Takes a password try, or refuses it (429) while the account's or the address's wait runs. A taken
 * try is written as a failure at once, before the password is checked, so tries sent together queue
 * behind each other's waits (the advisory locks serialise the check and the write); `passwordWasRight`
 * deletes it. Answers the try's id.
 */
export async function takePasswordTry(db: Db, attempt: PasswordTry): Promise<string> {
  const email = attempt.email.toLowerCase();
  const address = attempt.address ?? null;
  return db.transaction(async (tx) => {
    const now = Date.now();
    // Always the account's lock first, then the address's (one statement, its columns in order): two
    // tries never wait on each other in a circle.
    const accountLock = sql`pg_advisory_xact_lock(hashtext(${`login-account:${email}`}))`;
    await tx.execute(address === null ? sql`select ${accountLock}` : sql`select ${accountLock}, pg_advisory_xact_lock(hashtext(${`login-address:${address}`}))`);
    // After the locks, so it counts the tries committed while this one waited; the try is written by
    // the same statement (its counts do not see it), and a refusal below rolls it back. Four
    // statements in all, where a count and a write of their own took seven (issue 27, login).
    const result = (await tx.execute(sql`
      with taken as (
        insert into ${loginFailures} (email, address, at) values (${email}, ${address}, ${new Date(now).toISOString()}::timestamptz) returning id
      ),
      account as (
        select count(*)::int as n, (extract(epoch from max(at)) * 1000)::float8 as last
        from ${loginFailures} where email = ${email} and at > ${new Date(now - ACCOUNT_WINDOW_MS).toISOString()}::timestamptz
      ),
      by_address as (
        select count(*)::int as n, (extract(epoch from max(at)) * 1000)::float8 as last
        from ${loginFailures} where address = ${address} and at > ${new Date(now - ADDRESS_WINDOW_MS).toISOString()}::timestamptz
      )
      select taken.id, account.n as account_n, account.last as account_last, by_address.n as address_n, by_address.last as address_last
      from taken, account, by_address
    `)) as unknown as { rows: TryCounts[] };
    const [row] = result.rows;
    if (!row) throw new Error('password try not recorded');
    const lastOf = (ms: number | string | null) => (ms === null ? null : new Date(Number(ms)));
    if (!attempt.knownDevice) assertWaited(Number(row.account_n), lastOf(row.account_last), FREE_TRIES_PER_ACCOUNT, now);
    if (address !== null) assertWaited(Number(row.address_n), lastOf(row.address_last), FREE_TRIES_PER_ADDRESS, now);
    return row.id;
  });
}

/** What the try's statement answers (pg and PGlite both answer `execute` with { rows }). */
interface TryCounts {
  id: string;
  account_n: number | string;
  account_last: number | string | null;
  address_n: number | string;
  address_last: number | string | null;
}

/** The try's password was right: it is no failure. */
export async function passwordWasRight(db: Db, tryId: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.id, tryId));
}

/** A new password (a reset, a change): the guesses at the old one no longer make anyone wait. */
export async function forgetAccountFailures(db: Db, email: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.email, email.toLowerCase()));
}
