// How numbers read (decision 0031): money, counts, file sizes and ratings, written the same way by
// every screen, e-mail, PDF and statement. Written by hand rather than through Intl.NumberFormat:
// Korean and English group digits alike, and building an Intl format loads locale data, tens of
// milliseconds of a phone's main thread on the main page's first render.
import type { Locale } from './lang.ts';
import { Currency } from './mileage/currency.ts';

/** A whole number with thousands separators ("12,345"); a fraction is cut, not rounded. */
export function groupDigits(whole: number): string {
  const digits = String(Math.trunc(Math.abs(whole)));
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return whole < 0 && grouped !== '0' ? `-${grouped}` : grouped;
}

/** A count of things: "1,204". */
export const formatCount = (n: number): string => groupDigits(n);

const signed = (amount: number, text: (abs: number) => string) => (amount < 0 ? `-${text(-amount)}` : text(amount));
const cents = (amount: number) => `${groupDigits(Math.floor(amount / 100))}.${String(amount % 100).padStart(2, '0')}`;

/**
 * An amount of minor units as the member reads it: KRW "15,000원" in Korean and "₩15,000" in
 * English; USD "$12.50" in both. `whole` drops ".00" from a whole dollar amount ("+$10" buttons).
 */
export function formatMoney(amount: number, currency: Currency, locale: Locale, { whole = false } = {}): string {
  if (currency === Currency.KRW) return locale === 'ko' ? `${groupDigits(amount)}원` : signed(amount, (abs) => `₩${groupDigits(abs)}`);
  if (whole && amount % 100 === 0) return signed(amount, (abs) => `$${groupDigits(abs / 100)}`);
  return signed(amount, (abs) => `$${cents(abs)}`);
}

/** Minor units as a spreadsheet cell wants them: "15000" won, "12.50" dollars; no symbol, no separator. */
export function moneyCell(amount: number, currency: Currency): string {
  if (currency === Currency.KRW) return String(amount);
  const abs = Math.abs(amount);
  return `${amount < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Won per dollar from hundredths (138520 → "1,385.20원" / "₩1,385.20"), by integer arithmetic. */
export function formatRate(hundredths: number, locale: Locale): string {
  const text = signed(hundredths, cents);
  return locale === 'ko' ? `${text}원` : `₩${text}`;
}

const SIZE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB'];

/**
 * A file size in binary units, two significant figures at most below 10 ("1.5 MB", "500 MB",
 * "12 KB", "800 B"); a trailing ".0" is never written.
 */
export function formatBytes(bytes: number): string {
  let size = Math.max(0, bytes);
  let unit = 0;
  while (size >= 1024 && unit < SIZE_UNITS.length - 1) {
    size /= 1024;
    unit += 1;
  }
  const shown = unit === 0 || size >= 10 ? String(Math.round(size)) : String(Math.round(size * 10) / 10);
  // 1023.7 KB rounds to "1024 KB": one unit up reads better.
  if (shown === '1024' && unit < SIZE_UNITS.length - 1) return `1 ${SIZE_UNITS[unit + 1]}`;
  return `${shown} ${SIZE_UNITS[unit]}`;
}

/** Ratings are out of ten (SPEC §9: the review rating has 10 labelled levels). */
export const RATING_MAX = 10;

/** A rating or an average of ratings, one decimal, out of ten: "9.0 / 10". */
export function formatRating(rating: number): string {
  return `${(Math.round(rating * 10) / 10).toFixed(1)} / ${RATING_MAX}`;
}

/**
 * The name of a case (issue 26): its referral numbers, never a member's nickname or a piece of an id.
 * "의뢰서 번호 2026-031" / "Referral no. 2026-031", with "외 2건" / "and 2 more" for a case of several
 * referrals; blank numbers are skipped, and a case without any has no name (null): each screen says
 * then what it can ("2 referrals", the prosthesis type).
 */
export function formatCaseName(referralNumbers: readonly string[], locale: Locale): string | null {
  const numbers = referralNumbers.map((n) => n.trim()).filter((n) => n !== '');
  const [first] = numbers;
  if (first === undefined) return null;
  const more = numbers.length - 1;
  if (locale === 'ko') return `의뢰서 번호 ${first}${more > 0 ? ` 외 ${groupDigits(more)}건` : ''}`;
  return `Referral no. ${first}${more > 0 ? ` and ${groupDigits(more)} more` : ''}`;
}

/**
 * How long to wait, rounded up to what a person reads: "30초" / "30 seconds" under a minute, then
 * whole minutes ("2분" / "2 minutes"), then hours.
 */
export function formatWait(seconds: number, locale: Locale): string {
  const s = Math.max(1, Math.ceil(seconds));
  const [n, ko, en] = s < 60 ? [s, '초', 'second'] : s < 3_600 ? [Math.ceil(s / 60), '분', 'minute'] : [Math.ceil(s / 3_600), '시간', 'hour'];
  return locale === 'ko' ? `${groupDigits(n)}${ko}` : `${groupDigits(n)} ${en}${n === 1 ? '' : 's'}`;
}

/**
 * A length (or, with `unit`, an area or a volume) of a mesh in millimetres, with thousands
 * separators and a fixed number of decimals: "0.42 mm", "1,204.5 mm³" (`digits: 1`). Rounded first, so
 * a value a hair below zero reads "0.00 mm", not "-0.00 mm"; `signed` writes "+" before a positive
 * change (a deviation map's legend). `unit: null` gives the number alone (the sides of a box).
 */
export function formatMillimetres(mm: number, { digits = 2, signed = false, unit = 'mm' }: { digits?: number; signed?: boolean; unit?: 'mm' | 'mm²' | 'mm³' | null } = {}): string {
  const scale = 10 ** digits;
  const scaled = Math.round(Math.abs(mm) * scale);
  const fraction = digits > 0 ? `.${String(scaled % scale).padStart(digits, '0')}` : '';
  const sign = scaled === 0 ? '' : mm < 0 ? '-' : signed ? '+' : '';
  const number = `${sign}${groupDigits(Math.floor(scaled / scale))}${fraction}`;
  return unit ? `${number} ${unit}` : number;
}
