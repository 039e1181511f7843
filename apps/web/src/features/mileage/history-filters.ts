// The movements' filters as the address keeps them (?kind=&from=&to=) on /mileage and /mypage/payment:
// what may stand there, and the periods offered as presets. Anything else in the address is no filter.
import { isRealDay, koreanDayOf, monthsBefore, JournalKind } from '@dcm/shared';

/** The kinds a member's own balances move by, in the order the filter offers them. */
export const FILTER_KINDS = [
  JournalKind.charge,
  JournalKind.hold,
  JournalKind.surcharge,
  JournalKind.refund,
  JournalKind.chargeRefund,
  JournalKind.settlement,
  JournalKind.release,
  JournalKind.reversal,
] as const;

export const PRESET_MONTHS = [1, 3, 6] as const;

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined => list.find((v) => v === value);

/** A Korean calendar day from the address, or nothing when it is not one. */
export const dayOf = (value: string | null): string | undefined => (value && isRealDay(value) ? value : undefined);

/** The last `months` months up to today, as Korean days (the history's periods are whole days in Korea). */
export function lastMonths(months: number, now: Date): { from: string; to: string } {
  const to = koreanDayOf(now);
  return { from: monthsBefore(to, months), to };
}

/** The kind and the period the address asks for. */
export function historyFiltersOf(params: URLSearchParams) {
  return { kind: oneOf(FILTER_KINDS, params.get('kind')), from: dayOf(params.get('from')), to: dayOf(params.get('to')) };
}
