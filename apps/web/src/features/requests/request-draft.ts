// What the request form keeps in this tab's sessionStorage while the client leaves it to choose a
// T-esigner (/request/designerChoice) and comes back: the dates and notes typed so far, for the
// referrals they were typed for, and the nicknames of T-esigners chosen (the form gets only the
// member number in its address).
import type { RequestType } from '@dcm/shared';

export interface RequestDraft {
  quoteExpiresAt: Date | null;
  deadlineAt: Date | null;
  notes: string;
}

interface StoredDraft {
  /** The `referrals` query the values were typed for. */
  referrals: string;
  quoteExpiresAt: string | null;
  deadlineAt: string | null;
  notes: string;
}

type FormType = typeof RequestType.Public | typeof RequestType.Designated;

const draftKey = (type: FormType) => `dcm.request-draft:${type}`;
const DESIGNERS_KEY = 'dcm.request-designers';

export const EMPTY_DRAFT: RequestDraft = { quoteExpiresAt: null, deadlineAt: null, notes: '' };

function readJson<T>(key: string): T | null {
  try {
    const raw = sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    // A value from an older build or a full storage is no reason to stop the form.
    return null;
  }
}

function writeJson(key: string, value: unknown): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Private mode or a full storage: the form still works, it only forgets on reload.
  }
}

/** A stored moment still worth showing: a date that has not passed yet. */
function futureDate(iso: string | null, now: Date): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) || date <= now ? null : date;
}

/** The values typed for these referrals in this tab, or an empty form. */
export function loadDraft(type: FormType, referrals: string, now = new Date()): RequestDraft {
  const stored = readJson<StoredDraft>(draftKey(type));
  if (!stored || stored.referrals !== referrals) return EMPTY_DRAFT;
  return { quoteExpiresAt: futureDate(stored.quoteExpiresAt, now), deadlineAt: futureDate(stored.deadlineAt, now), notes: stored.notes ?? '' };
}

export function saveDraft(type: FormType, referrals: string, draft: RequestDraft): void {
  const stored: StoredDraft = {
    referrals,
    quoteExpiresAt: draft.quoteExpiresAt?.toISOString() ?? null,
    deadlineAt: draft.deadlineAt?.toISOString() ?? null,
    notes: draft.notes,
  };
  writeJson(draftKey(type), stored);
}

export function clearDraft(type: FormType): void {
  sessionStorage.removeItem(draftKey(type));
}

/** Remembers a chosen T-esigner's nickname for the form to show. */
export function rememberDesigner(memberNo: number, nickname: string): void {
  writeJson(DESIGNERS_KEY, { ...readJson<Record<string, string>>(DESIGNERS_KEY), [memberNo]: nickname });
}

export function designerNickname(memberNo: number): string | null {
  return readJson<Record<string, string>>(DESIGNERS_KEY)?.[memberNo] ?? null;
}
