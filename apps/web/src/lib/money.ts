// How a typed amount is read back (ARCHITECTURE §4: money is an integer of minor units, never a
// float). KRW is typed in whole won, USD in dollars with cents; the typed text becomes minor units by
// its digits alone, so 19.99 is 1,999 cents and never 1,998.99…. How money reads is shared's
// `formatMoney` (decision 0031), re-exported here beside the fields that type it.
import { groupDigits } from '@dcm/shared/format';
// Not through '@dcm/shared': the start formats money, and zod's code must stay out of it (decision 0034).
import { Currency } from '@dcm/shared/mileage/currency';

export { formatMoney, formatRate, groupDigits } from '@dcm/shared/format';

/** The most digits of whole units an amount field keeps: one more than the largest charge has, so a typo past it is refused with a message rather than cut. */
const WHOLE_DIGITS_MAX: Record<Currency, number> = { [Currency.KRW]: 9, [Currency.USD]: 7 };

/**
 * What an amount field keeps of the typed text: digits (and, for USD, one point with at most two
 * digits after it), no separators, no leading zeros.
 */
export function amountInput(text: string, currency: Currency): string {
  if (currency === Currency.KRW) return text.replace(/\D/g, '').replace(/^0+(?=\d)/, '').slice(0, WHOLE_DIGITS_MAX.KRW);
  const [whole = '', ...rest] = text.replace(/[^\d.]/g, '').split('.');
  const kept = whole.replace(/^0+(?=\d)/, '').slice(0, WHOLE_DIGITS_MAX.USD);
  return rest.length > 0 ? `${kept}.${rest.join('').slice(0, 2)}` : kept;
}

/** A kept amount with thousands separators, as the field shows it while the member types ("1,234.5"). */
export function groupAmountInput(kept: string): string {
  const [whole = '', cents] = kept.split('.');
  const grouped = whole === '' ? '' : groupDigits(Number(whole));
  return cents === undefined ? grouped : `${grouped || '0'}.${cents}`;
}

/** The minor units a typed amount names, exactly (string digits, no float), or null when it names none. */
export function parseAmount(text: string, currency: Currency): number | null {
  const clean = text.replace(/[,\s]/g, '');
  if (currency === Currency.KRW) return /^\d{1,15}$/.test(clean) ? Number(clean) : null;
  const match = /^(\d{0,13})(?:\.(\d{0,2}))?$/.exec(clean);
  if (!match || !/\d/.test(clean)) return null;
  return Number(`${match[1] ?? ''}${(match[2] ?? '').padEnd(2, '0')}`);
}

/** Minor units as the amount field holds them: 12000 won → "12000", 1250 cents → "12.50", 1000 → "10". */
export function amountInputOf(amount: number, currency: Currency): string {
  if (currency === Currency.KRW) return String(amount);
  const cents = amount % 100;
  return cents === 0 ? String(amount / 100) : `${Math.trunc(amount / 100)}.${String(cents).padStart(2, '0')}`;
}

/**
 * Where a formatted field's caret goes: after the `kept`-th digit or point. The field re-formats on
 * every keystroke and a separator inserted before the caret must not throw it to the end.
 */
export function caretAfter(shown: string, kept: number): number {
  let position = 0;
  for (let seen = 0; position < shown.length && seen < kept; position++) if (/[\d.]/.test(shown[position]!)) seen++;
  return position;
}
