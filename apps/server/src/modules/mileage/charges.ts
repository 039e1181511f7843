// Charging mileage through the payment provider (/mileageCharge). The embedded mode's provider is the
// built-in test provider, which confirms every payment at once and touches no network; the Toss and
// PayPal adapters will confirm the same way, by a payment key the ledger is idempotent on.
import crypto from 'node:crypto';
import { AccountKind, ApprovalStatus, ChargeStatus, ErrorCode, memberKind, Role, type ChargeAnswer, type Money } from '@dcm/shared';
import type { Db } from '../../db/client.ts';
import type { TokenMember } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import { findMember } from '../members/service.ts';
import { balanceOf, recordCharge } from './service.ts';

/**
 * The test provider's payment key. Derived from the member and their Idempotency-Key, so a retried
 * request names the same payment and recordCharge moves the money once; scoped to the member, so two
 * members' keys never meet.
 */
export const testPaymentKey = (memberNo: number, idempotencyKey: string): string =>
  `test_${crypto.createHash('sha256').update(`${memberNo}:${idempotencyKey}`).digest('hex').slice(0, 24)}`;

/** Mileage pays for orders, so those who place orders charge it: dental clinics and dental labs. */
async function assertMayCharge(db: Db, member: TokenMember): Promise<void> {
  if (member.role === Role.Admin) throw new AppError(ErrorCode.Forbidden, 403);
  const row = await findMember(db, member.memberNo);
  if (!row) throw new AppError(ErrorCode.Unauthorized, 401);
  if (memberKind(row.memberSe) === 'designer' || row.approvalSe !== ApprovalStatus.Approved) throw new AppError(ErrorCode.Forbidden, 403);
}

/**
 * Charges the member's mileage through the test provider. The provider's confirmation and the ledger
 * entry share one transaction; the same Idempotency-Key answers the same charge without moving money again.
 */
export async function chargeByTestProvider(db: Db, member: TokenMember, money: Money, idempotencyKey: string | undefined): Promise<ChargeAnswer> {
  if (!idempotencyKey?.trim()) throw new AppError(ErrorCode.ValidationFailed, 400, { idempotencyKey: 'required' });
  await assertMayCharge(db, member);
  const paymentKey = testPaymentKey(member.memberNo, idempotencyKey);
  return db.transaction(async (tx) => {
    const entry = await recordCharge(tx, member.memberNo, money, paymentKey);
    const balance = await balanceOf(tx, member.memberNo, AccountKind.clientMileage, money.currency);
    return { chargeId: entry.id, paymentKey, amount: money.amount, currency: money.currency, status: ChargeStatus.confirmed, balance };
  });
}
