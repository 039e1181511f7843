// The join form's values and the glue between react-hook-form and the shared schemas: what the
// form holds, what the schema sees, the draft kept while typing, and the first wrong field.
import { zodResolver } from '@hookform/resolvers/zod';
import { businessNumberIssues, KOREA, PHONE_PROOF_TTL_MINUTES, Position, type MemberType } from '@dcm/shared';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { joinKinds, type JoinKind } from './kinds.ts';

export interface DocumentRef {
  id: string;
  name: string;
}

/** Everything the three kinds' forms hold; each kind's schema reads its own part. */
export interface JoinValues {
  memberSe: MemberType;
  email: string;
  password: string;
  passwordConfirm: string;
  firstName: string;
  lastName: string;
  nickname: string;
  memberContactNation: string;
  phone: string;
  phoneVerificationId: string;
  /** When the phone was verified (ms): a draft older than the proof's life forgets the proof. */
  phoneVerifiedAt?: number;
  job?: string;
  position?: string;
  einvoice?: boolean;
  licenseNumber: string;
  licenseFileId: string;
  businessName: string;
  representative: string;
  businessNumber?: string;
  businessFileId?: string;
  zipCode?: string;
  address: string;
  addressDetail: string;
  bank: string;
  depositor: string;
  accountNumber: string;
  agreements: { terms: boolean; privacy: boolean; marketing: boolean; outsourcing: boolean };
  /** The uploaded documents' names, shown beside the upload; the schema drops this. */
  documents: { license: DocumentRef | null; business: DocumentRef | null };
}

export type JoinMode = 'join' | 'resubmit';

export function emptyValues(kind: JoinKind): JoinValues {
  const { memberSe } = joinKinds[kind];
  return {
    memberSe,
    email: '',
    password: '',
    passwordConfirm: '',
    firstName: '',
    lastName: '',
    nickname: '',
    memberContactNation: KOREA,
    phone: '',
    phoneVerificationId: '',
    ...(kind === 'client' ? { job: '' } : { position: kind === 'center' ? Position.Director : '', einvoice: false }),
    licenseNumber: '',
    licenseFileId: '',
    businessName: '',
    representative: '',
    businessNumber: '',
    businessFileId: '',
    zipCode: '',
    address: '',
    addressDetail: '',
    bank: '',
    depositor: '',
    accountNumber: '',
    agreements: { terms: false, privacy: false, marketing: false, outsourcing: false },
    documents: { license: null, business: null },
  };
}

/** The fields a rejected member cannot change: the resubmission neither shows nor sends them. */
export const FIXED_ON_RESUBMIT = ['email', 'password', 'passwordConfirm', 'phone', 'memberContactNation', 'phoneVerificationId'] as const;

/**
 * The body the schema and the server see: no blank optional fields. A member abroad sends their
 * country's business number in the same field, and no copy of a Korean registration (decision 0041).
 */
export function toBody(values: JoinValues): Record<string, unknown> {
  const { documents: _documents, phoneVerifiedAt: _verifiedAt, ...body } = values;
  const optional = ['businessNumber', 'businessFileId', 'zipCode', 'job', 'position'] as const;
  const out: Record<string, unknown> = { ...body };
  for (const key of optional) if (out[key] === '') delete out[key];
  if (values.memberContactNation !== KOREA) delete out.businessFileId;
  return out;
}

/**
 * The kind's shared schema (join or resubmission) on the body the server will get. Values the
 * member already learned are taken (email, nickname) stay errors until changed, since a submit
 * re-runs the whole schema.
 */
export function joinResolver(kind: JoinKind, mode: JoinMode, taken: () => { email: Set<string>; nickname: Set<string> }): Resolver<JoinValues> {
  // The kinds' schemas differ in their literal memberSe; the form holds the union of their fields.
  const schemaResolver = zodResolver(joinKinds[kind][mode === 'join' ? 'join' : 'resubmit']) as unknown as Resolver<JoinValues>;
  return async (values, context, options) => {
    const body = toBody(values) as unknown as JoinValues;
    const result = await schemaResolver(body, context, options);
    const errors: FieldErrors<JoinValues> = { ...(result.errors as FieldErrors<JoinValues>) };
    // A resubmission carries no nation, so its schema leaves the business number rule to the caller.
    if (mode === 'resubmit') {
      for (const issue of businessNumberIssues(body, values.memberContactNation)) errors[issue.path] ??= { type: 'custom', message: issue.message };
    }
    const known = taken();
    if (mode === 'join' && known.email.has(values.email.trim())) errors.email = { type: 'taken', message: 'emailInUse' };
    if (known.nickname.has(values.nickname.trim())) errors.nickname = { type: 'taken', message: 'nicknameInUse' };
    if (Object.keys(errors).length > 0) return { values: {}, errors };
    return { values: { ...values, ...(result.values as Partial<JoinValues>) }, errors: {} };
  };
}

/** Dotted names of every error, nested ones included (agreements.terms). */
export function errorNames(errors: FieldErrors, prefix = ''): string[] {
  return Object.entries(errors).flatMap(([key, value]) => {
    if (!value || typeof value !== 'object') return [];
    const name = `${prefix}${key}`;
    return 'type' in value || 'message' in value ? [name] : errorNames(value as FieldErrors, `${name}.`);
  });
}

// The draft: what was typed, kept per tab so a reload or a slip of the thumb loses nothing.
// Passwords are never written to storage.
const draftKey = (kind: JoinKind, mode: JoinMode) => `joinDraft:${kind}${mode === 'resubmit' ? ':resubmit' : ''}`;

export function readDraft(kind: JoinKind, mode: JoinMode): Partial<JoinValues> | null {
  try {
    const raw = sessionStorage.getItem(draftKey(kind, mode));
    if (!raw) return null;
    const draft = JSON.parse(raw) as Partial<JoinValues>;
    // The server would refuse an expired proof; better to ask for the code again up front.
    if (draft.phoneVerificationId && Date.now() - (draft.phoneVerifiedAt ?? 0) > PHONE_PROOF_TTL_MINUTES * 60_000) {
      return { ...draft, phoneVerificationId: '', phoneVerifiedAt: undefined };
    }
    return draft;
  } catch {
    return null;
  }
}

export function writeDraft(kind: JoinKind, mode: JoinMode, values: Partial<JoinValues>): void {
  const { password: _password, passwordConfirm: _confirm, ...rest } = values;
  try {
    sessionStorage.setItem(draftKey(kind, mode), JSON.stringify(rest));
  } catch {
    // Storage full or disabled: the form still works, only the draft is not kept.
  }
}

export function clearDraft(kind: JoinKind, mode: JoinMode): void {
  sessionStorage.removeItem(draftKey(kind, mode));
}
