// What the quick request form keeps in this tab's sessionStorage while the client leaves it (to
// charge the mileage a payment lacked, to look at the referral) and comes back: the referral, the
// lines, the deadline, the choice on a missed deadline and the notes. One draft per form: the new
// request's, and each edited request's.
import type { QuickOnMissed } from '@dcm/shared';

export interface QuickDraftLine {
  type: string;
  /** As typed, so a half-typed count survives. */
  count: string;
}

export interface QuickDraft {
  referralId: string | null;
  items: QuickDraftLine[];
  deadlineAt: Date | null;
  onMissed: QuickOnMissed;
  notes: string;
}

interface StoredDraft extends Omit<QuickDraft, 'deadlineAt'> {
  deadlineAt: string | null;
}

export const EMPTY_QUICK_DRAFT: QuickDraft = { referralId: null, items: [], deadlineAt: null, onMissed: 'repost', notes: '' };

const keyOf = (requestId: string | undefined) => `dcm.quick-draft:${requestId ?? 'new'}`;

export function loadQuickDraft(requestId: string | undefined): QuickDraft | null {
  try {
    const raw = sessionStorage.getItem(keyOf(requestId));
    if (!raw) return null;
    const stored = JSON.parse(raw) as StoredDraft;
    const deadline = stored.deadlineAt ? new Date(stored.deadlineAt) : null;
    return {
      referralId: typeof stored.referralId === 'string' ? stored.referralId : null,
      items: Array.isArray(stored.items) ? stored.items.filter((l) => typeof l?.type === 'string' && typeof l?.count === 'string') : [],
      // A deadline that has passed is no draft worth keeping.
      deadlineAt: deadline && !Number.isNaN(deadline.getTime()) && deadline > new Date() ? deadline : null,
      onMissed: stored.onMissed === 'refund' ? 'refund' : 'repost',
      notes: typeof stored.notes === 'string' ? stored.notes : '',
    };
  } catch {
    // A value from an older build is no reason to stop the form.
    return null;
  }
}

export function saveQuickDraft(requestId: string | undefined, draft: QuickDraft): void {
  try {
    const stored: StoredDraft = { ...draft, deadlineAt: draft.deadlineAt?.toISOString() ?? null };
    sessionStorage.setItem(keyOf(requestId), JSON.stringify(stored));
  } catch {
    // Private mode or a full storage: the form still works, it only forgets on reload.
  }
}

export function clearQuickDraft(requestId: string | undefined): void {
  try {
    sessionStorage.removeItem(keyOf(requestId));
  } catch {
    // Nothing to clear.
  }
}
