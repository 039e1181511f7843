// What the forms of a request's moves share: the field errors a move answers with, and the reopen
// form's dates and the checks the page makes before asking the server (which checks the same again).
import { checkPickedDate } from '@dcm/shared';

/** Messages (or, before sending, catalogue keys) by field name. */
export type MoveFieldErrors = Record<string, string>;

/** A move's form in a sheet: `onSubmit` answers the field errors the server named, if any. */
export interface MoveSheetProps<T> {
  busy: boolean;
  onClose: () => void;
  onSubmit: (value: T) => Promise<MoveFieldErrors>;
}

export interface ReopenValues {
  quoteExpiresAt: Date | null;
  deadlineAt: Date | null;
}

/** The keys of `common:validation` for what the page can tell before asking the server. */
export function checkReopen(values: ReopenValues, now: Date, holidays: ReadonlySet<string>): MoveFieldErrors {
  const issues: MoveFieldErrors = {};
  const expiry = values.quoteExpiresAt;
  const deadline = values.deadlineAt;
  for (const [name, date] of [
    ['quoteExpiresAt', expiry],
    ['deadlineAt', deadline],
  ] as const) {
    const issue = date ? checkPickedDate(date, now, holidays) : 'dateInvalid';
    if (issue) issues[name] = issue;
  }
  if (!issues.quoteExpiresAt && !issues.deadlineAt && expiry && deadline && deadline.getTime() <= expiry.getTime()) issues.deadlineAt = 'deadlineBeforeExpiry';
  return issues;
}
