// The quick request form's fields and how its typed lines read: which lines are items, which types a
// line may still take, the draft an edit starts from and the lines a chosen referral suggests.
import { MAX_UNITS_PER_FORM, type Currency, type QuickDetail, type QuickItem, type QuickOnMissed, type QuickTerms, type Referral } from '@dcm/shared';
import { priceOf, QUICK_ITEMS_MAX } from './pricing.ts';
import type { QuickDraft, QuickDraftLine } from './quick-draft.ts';

export type QuickRequestField = 'referralId' | 'items' | 'deadlineAt' | 'onMissed' | 'notes';
export type QuickRequestFieldErrors = Partial<Record<QuickRequestField, string>>;

export const QUICK_REQUEST_FIELDS: readonly QuickRequestField[] = ['referralId', 'items', 'deadlineAt', 'onMissed', 'notes'];
export const isQuickRequestField = (key: string): key is QuickRequestField => (QUICK_REQUEST_FIELDS as readonly string[]).includes(key);

export const ON_MISSED: readonly QuickOnMissed[] = ['repost', 'refund'];

/** A type of the price table the client may pick, with its price in their currency. */
export interface OfferedType {
  type: string;
  price: number;
}

/** A typed count as a number, or null when it is not a whole number of 1 or more. */
export const countOf = (text: string): number | null => (/^\d{1,3}$/.test(text.trim()) && Number(text) >= 1 ? Number(text) : null);

/** The lines that read as items: a type and a whole count. */
export const itemsOf = (lines: readonly QuickDraftLine[]): QuickItem[] =>
  lines.flatMap((line) => {
    const count = countOf(line.count);
    return line.type && count !== null ? [{ type: line.type, count }] : [];
  });

/** The offered types no line has yet, and `except` (a line's own type, which it keeps). */
export const unusedTypes = (offered: readonly OfferedType[], lines: readonly QuickDraftLine[], except?: string): OfferedType[] =>
  offered.filter((o) => o.type === except || !lines.some((l) => l.type === o.type));

/** The draft a request in the cache starts the edit form from. */
export const draftOf = (detail: QuickDetail): QuickDraft => ({
  referralId: detail.referralId,
  items: detail.items.map((line) => ({ type: line.type, count: String(line.count) })),
  deadlineAt: new Date(detail.deadlineAt),
  onMissed: detail.onMissed,
  notes: detail.notes,
});

/** The referral's own types that have a price, as the first lines when the form has none yet. */
export const linesFromReferral = (referral: Referral, terms: QuickTerms, currency: Currency): QuickDraftLine[] => {
  const lines: QuickDraftLine[] = [];
  for (const p of referral.data.prosthesis) {
    if (!p.type || priceOf(terms, p.type, currency) === null || lines.some((l) => l.type === p.type)) continue;
    lines.push({ type: p.type, count: String(Math.min(p.count ?? 1, MAX_UNITS_PER_FORM)) });
  }
  return lines.slice(0, QUICK_ITEMS_MAX);
};
