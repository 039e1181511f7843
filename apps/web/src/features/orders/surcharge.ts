// The surcharge form's rules on the page, the same as the server's (shared SurchargeBody and the
// cap of SURCHARGE_MAX_MULTIPLE × the order's amount): the amount as typed is read into minor units,
// and each field's problem is a key of the common `validation` catalogue.
import { surchargeCap, SurchargeBody, type Currency } from '@dcm/shared';
import { parseAmount } from '../../lib/money.ts';

export interface SurchargeInput {
  /** As kept by AmountInput: digits, and for USD a point with up to two decimals. */
  amount: string;
  reason: string;
}

export const EMPTY_SURCHARGE: SurchargeInput = { amount: '', reason: '' };

export type SurchargeCheck = { ok: true; body: SurchargeBody } | { ok: false; errors: Partial<Record<keyof SurchargeInput, string>> };

export function checkSurcharge(input: SurchargeInput, order: { amount: number; currency: Currency }): SurchargeCheck {
  const amount = parseAmount(input.amount, order.currency);
  const parsed = SurchargeBody.safeParse({ amount: amount ?? Number.NaN, reason: input.reason });
  const errors: Partial<Record<keyof SurchargeInput, string>> = {};
  if (!parsed.success) for (const issue of parsed.error.issues) errors[issue.path[0] as keyof SurchargeInput] ??= issue.message;
  if (amount !== null && amount > surchargeCap(order.amount, order.currency)) errors.amount ??= 'surchargeTooHigh';
  return parsed.success && Object.keys(errors).length === 0 ? { ok: true, body: parsed.data } : { ok: false, errors };
}
