// Joining (SPEC §3 Member, §5): one schema per member kind, used by the join forms and by
// POST /api/v1/common/account. Messages are keys of the web's `validation` catalogue; the server
// translates the same keys (platform/i18n.ts). The server decides; the form only helps.
import { z } from 'zod';
import { MemberType } from './codes.ts';

export const KOREA = 'KR';

/** Korean members use KRW mileage; everyone else USD (issue "Accounts"). */
export const currencyOfNation = (nation: string): 'KRW' | 'USD' => (nation === KOREA ? 'KRW' : 'USD');

export const Position = { Director: 'director', Staff: 'staff' } as const;
export type Position = (typeof Position)[keyof typeof Position];

export const PhoneVerificationPurpose = { Join: 'join', FindId: 'findId', ChangePhone: 'changePhone' } as const;
export type PhoneVerificationPurpose = (typeof PhoneVerificationPurpose)[keyof typeof PhoneVerificationPurpose];

export const PHONE_CODE_LENGTH = 6;
export const PHONE_CODE_TTL_SECONDS = 180;
export const PHONE_CODE_MAX_TRIES = 5;
export const PHONE_CODE_RESEND_SECONDS = 30;
export const PHONE_CODE_MAX_SENDS_PER_HOUR = 5;

const trimmed = (max: number) => z.string().trim().min(1, { error: 'required' }).max(max, { error: 'too_big' });

/** Letters (any script, Hangul included) and digits, 2 to 10 (SPEC §5). */
export const Nickname = z
  .string()
  .trim()
  .regex(/^[\p{L}\p{N}]{2,10}$/u, { error: 'nickname' });

export const Email = z.email({ error: 'email' }).max(254, { error: 'too_big' });

/** At least 8 characters with a letter and a digit. */
export const Password = z
  .string()
  .min(8, { error: 'password' })
  .max(64, { error: 'too_big' })
  .regex(/\p{L}/u, { error: 'password' })
  .regex(/\d/, { error: 'password' });

/** National number, digits only once dashes and spaces are removed; 7 to 15 digits (E.164). */
export const Phone = z
  .string()
  .transform((v) => v.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^\d{7,15}$/, { error: 'phone' }));

/** A country code is required (SPEC §8 "select country code"): missing and malformed say the same. */
export const Nation = z.string({ error: 'nation' }).regex(/^[A-Z]{2}$/, { error: 'nation' });

/**
 * The Korean business registration number: 10 digits, dashes and spaces allowed. Its check digit
 * is not verified (decision 0041).
 */
export const BusinessNumber = z
  .string()
  .transform((v) => v.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^\d{10}$/, { error: 'businessNumber' }));

/** Longest business registration or tax ID a member abroad may give. */
export const BUSINESS_NUMBER_ABROAD_MAX = 30;

/**
 * A member abroad has no Korean registration: they give the business registration or tax ID of
 * their own country instead (an EIN, a VAT number, a company number, decision 0041). Free text
 * within a shape every such number has: 4 to 30 Latin letters, digits, spaces and `- . /`, starting
 * and ending with a letter or digit, with at least one digit.
 */
export const BusinessNumberAbroad = z
  .string()
  .transform((v) => v.trim().replace(/\s+/g, ' '))
  .pipe(
    z
      .string()
      .min(4, { error: 'businessNumberAbroad' })
      .max(BUSINESS_NUMBER_ABROAD_MAX, { error: 'businessNumberAbroad' })
      .regex(/^[A-Za-z0-9](?:[A-Za-z0-9 ./-]*[A-Za-z0-9])?$/, { error: 'businessNumberAbroad' })
      .regex(/\d/, { error: 'businessNumberAbroad' }),
  );

/**
 * A licence number (a dental technician's for labs and T-esigners, a dentist's or clinic staff's for
 * clients): no register is open to check it against, and it is written many ways ("12345",
 * "제 12345 호", "DT-12345", a foreign licence), so the form catches what is plainly no number: up to
 * 30 letters, digits, spaces and `- . /`, starting and ending with a letter or digit, with a digit.
 * `message` names the licence the member was asked for.
 */
const licenseNumber = (message: 'licenseNumber' | 'licenseNumberClient') =>
  z
    .string()
    .trim()
    .min(1, { error: 'required', abort: true })
    .max(30, { error: message })
    .regex(/^[\p{L}\p{N}](?:[\p{L}\p{N} ./-]*[\p{L}\p{N}])?$/u, { error: message })
    .regex(/\d/, { error: message });

const Agreements = z.object({
  terms: z.literal(true, { error: 'agreeRequired' }),
  privacy: z.literal(true, { error: 'agreeRequired' }),
  marketing: z.boolean().default(false),
  outsourcing: z.boolean().default(false),
});

/**
 * What a member says about themselves and their business: joined once, corrected on resubmission.
 * Kept apart from the account fields because zod 4 refuses `.omit` on refined schemas: each schema
 * below is a plain object extended from these, with its cross-field rules added last.
 */
const ProfileFields = z.object({
  firstName: trimmed(30),
  lastName: trimmed(30),
  nickname: Nickname,
  licenseNumber: licenseNumber('licenseNumber'),
  licenseFileId: z.uuid({ error: 'fileRequired' }),
  businessName: trimmed(50),
  representative: trimmed(30),
  /** Korean members: the 10-digit registration number; members abroad: their country's (see `businessNumberIssues`). */
  businessNumber: z.string().trim().max(40, { error: 'too_big' }).optional(),
  businessFileId: z.uuid({ error: 'fileRequired' }).optional(),
  zipCode: z.string().trim().max(10).optional(),
  address: trimmed(200),
  addressDetail: trimmed(200),
  /** A bank of the `bank` code table for Korean members; the bank's name for overseas members. */
  bank: trimmed(50),
  depositor: trimmed(30),
  accountNumber: z
    .string()
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^[0-9A-Za-z]{6,34}$/, { error: 'accountNumber' })),
  agreements: Agreements,
});

/** Who signs in and with which proven phone: fixed once joined. */
const AccountFields = z.object({
  email: Email,
  password: Password,
  passwordConfirm: z.string(),
  memberContactNation: Nation,
  phone: Phone,
  /** From POST /api/v1/common/auth-phone with `certification`: proves the phone for this join. */
  phoneVerificationId: z.uuid({ error: 'phoneNotVerified' }),
});

const JoinFields = ProfileFields.extend(AccountFields.shape);

const ClientFields = {
  memberSe: z.literal(MemberType.Client),
  /** A dentist's licence, or a clinic staff member's (the job says which). */
  licenseNumber: licenseNumber('licenseNumberClient'),
  /** A code of the `job` table (dentist, clinic staff, …). */
  job: trimmed(30),
};
/** Only the director of a dental lab can join (SPEC §6). */
const LabFields = {
  memberSe: z.literal(MemberType.Lab),
  position: z.literal(Position.Director, { error: 'labDirectorOnly' }),
  /** Electronic invoicing is mandatory for CAD design services (SPEC §5). */
  einvoice: z.literal(true, { error: 'agreeRequired' }),
};
const DesignerFields = {
  memberSe: z.literal(MemberType.Designer),
  position: z.enum([Position.Director, Position.Staff], { error: 'required' }),
  einvoice: z.literal(true, { error: 'agreeRequired' }),
};

/** Cross-field rules also run while other fields are still wrong (zod skips them by default), so
 * the form shows every error at once; they must then cope with values that are not strings yet. */
const evenWithOtherIssues = { when: () => true };

/** A name compared: Unicode-composed (a Hangul name typed on a Mac arrives decomposed), no spaces, no case. */
const normalizeName = (s: unknown) => (typeof s === 'string' ? s.normalize('NFC').replace(/\s+/g, '').toLowerCase() : '');

/** Words that name a dental lab: a clinic name may not contain them (SPEC §5). */
const LAB_WORDS = ['기공소', '기공', 'dentallab', 'dentallaboratory'];

type ProfileValue = z.infer<typeof ProfileFields>;
type JoinFieldsValue = z.infer<typeof JoinFields>;

/**
 * The business registration every member gives (SPEC §5), as their country writes it: a Korean
 * member the 10-digit number and a copy of the registration; a member abroad the registration or
 * tax ID of their country (`BusinessNumberAbroad`), no copy. A function of its own because a
 * resubmission does not carry the nation: the server passes the member's stored one (and a form may too).
 */
export function businessNumberIssues(
  v: { businessNumber?: string | null; businessFileId?: string | null },
  nation: string,
): Array<{ path: 'businessNumber' | 'businessFileId'; message: string }> {
  const issues: Array<{ path: 'businessNumber' | 'businessFileId'; message: string }> = [];
  const number = typeof v.businessNumber === 'string' ? v.businessNumber.trim() : '';
  if (nation !== KOREA) {
    if (!number) issues.push({ path: 'businessNumber', message: 'businessNumberAbroadRequired' });
    else if (!BusinessNumberAbroad.safeParse(number).success) issues.push({ path: 'businessNumber', message: 'businessNumberAbroad' });
    return issues;
  }
  if (!number) issues.push({ path: 'businessNumber', message: 'required' });
  else if (!BusinessNumber.safeParse(number).success) issues.push({ path: 'businessNumber', message: 'businessNumber' });
  if (!v.businessFileId) issues.push({ path: 'businessFileId', message: 'fileRequired' });
  return issues;
}

/** The business number as it is kept: a Korean one as its 10 digits, one from abroad trimmed with single spaces. */
export function storedBusinessNumber(businessNumber: string | null | undefined, nation: string): string | null {
  const value = businessNumber?.trim();
  if (!value) return null;
  return nation === KOREA ? value.replace(/[\s-]/g, '') : value.replace(/\s+/g, ' ');
}

/**
 * The account holder must be the representative on the business registration (SPEC §5): the same
 * name once spaces and case are ignored. The form's rule: a blank side is another field's error
 * ('required'), not a mismatch.
 */
export function depositorMatchesRepresentative(depositor: unknown, representative: unknown): boolean {
  const d = normalizeName(depositor);
  const r = normalizeName(representative);
  return !d || !r || d === r;
}

/**
 * Whether a bank account's holder is verified (SPEC §8 "verify account holder", decision 0041): both
 * names are there and the holder is the representative, compared as `depositorMatchesRepresentative`
 * does. No bank is asked (none offers us an account-holder check): the name is all there is. A
 * settlement pays only into a verified account (ACCOUNT_HOLDER_UNVERIFIED otherwise).
 */
export function accountHolderVerified(depositor: unknown, representative: unknown): boolean {
  const d = normalizeName(depositor);
  return d !== '' && d === normalizeName(representative);
}

function profileRules(v: ProfileValue, ctx: z.RefinementCtx): void {
  if (!depositorMatchesRepresentative(v.depositor, v.representative)) {
    ctx.addIssue({ code: 'custom', path: ['depositor'], message: 'depositorMismatch' });
  }
}

function clinicNameRule(v: ProfileValue, ctx: z.RefinementCtx): void {
  const name = normalizeName(v.businessName);
  if (LAB_WORDS.some((w) => name.includes(w))) ctx.addIssue({ code: 'custom', path: ['businessName'], message: 'clinicNameLab' });
}

function commonRules(v: JoinFieldsValue, ctx: z.RefinementCtx): void {
  if (typeof v.password === 'string' && v.password !== v.passwordConfirm) ctx.addIssue({ code: 'custom', path: ['passwordConfirm'], message: 'passwordMismatch' });
  profileRules(v, ctx);
  for (const issue of businessNumberIssues(v, v.memberContactNation)) {
    ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  }
}

export const ClientJoin = JoinFields.extend(ClientFields).superRefine((v, ctx) => {
  commonRules(v, ctx);
  clinicNameRule(v, ctx);
}, evenWithOtherIssues);
export const LabJoin = JoinFields.extend(LabFields).superRefine(commonRules, evenWithOtherIssues);
export const DesignerJoin = JoinFields.extend(DesignerFields).superRefine(commonRules, evenWithOtherIssues);

export const JoinBody = z.discriminatedUnion('memberSe', [ClientJoin, LabJoin, DesignerJoin]);
export type JoinBody = z.input<typeof JoinBody>;
export type ClientJoin = z.input<typeof ClientJoin>;
export type LabJoin = z.input<typeof LabJoin>;
export type DesignerJoin = z.input<typeof DesignerJoin>;

/**
 * A rejected member's corrections (PUT /api/v1/mypage/join): the join fields less the account
 * ones. The business number rule needs the member's nation, so the server applies
 * `businessNumberIssues` with the stored one.
 */
export const ClientResubmit = ProfileFields.extend(ClientFields).superRefine((v, ctx) => {
  profileRules(v, ctx);
  clinicNameRule(v, ctx);
}, evenWithOtherIssues);
export const LabResubmit = ProfileFields.extend(LabFields).superRefine(profileRules, evenWithOtherIssues);
export const DesignerResubmit = ProfileFields.extend(DesignerFields).superRefine(profileRules, evenWithOtherIssues);

export const ResubmitBody = z.discriminatedUnion('memberSe', [ClientResubmit, LabResubmit, DesignerResubmit]);
export type ResubmitBody = z.input<typeof ResubmitBody>;
export type ClientResubmit = z.input<typeof ClientResubmit>;
export type LabResubmit = z.input<typeof LabResubmit>;
export type DesignerResubmit = z.input<typeof DesignerResubmit>;
export const ResubmitAnswer = z.object({ memberApprovalSe: z.string() });

/** An attached document as the member sees it again. */
export const JoinDocument = z.object({ id: z.string(), name: z.string() }).nullable();
export type JoinDocument = z.infer<typeof JoinDocument>;

const JoinDataFields = z.object({
  memberApprovalSe: z.string(),
  memberApprovalReason: z.string().nullable(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  nickname: z.string(),
  memberContactNation: z.string(),
  phone: z.string(),
  licenseNumber: z.string(),
  licenseFileId: z.string().nullable(),
  businessName: z.string(),
  representative: z.string(),
  businessNumber: z.string().nullable(),
  businessFileId: z.string().nullable(),
  zipCode: z.string().nullable(),
  address: z.string(),
  addressDetail: z.string(),
  bank: z.string(),
  depositor: z.string(),
  accountNumber: z.string(),
  agreements: z.object({ terms: z.boolean(), privacy: z.boolean(), marketing: z.boolean(), outsourcing: z.boolean() }),
  licenseFile: JoinDocument,
  businessFile: JoinDocument,
});

/** GET /api/v1/mypage/join: what the member joined with (no password, no phone proof), to correct it. */
export const JoinData = z.discriminatedUnion('memberSe', [
  JoinDataFields.extend({ memberSe: z.literal(MemberType.Client), job: z.string() }),
  JoinDataFields.extend({ memberSe: z.literal(MemberType.Lab), position: z.string(), einvoice: z.boolean() }),
  JoinDataFields.extend({ memberSe: z.literal(MemberType.Designer), position: z.string(), einvoice: z.boolean() }),
]);
export type JoinData = z.infer<typeof JoinData>;

export const JoinAnswer = z.object({ memberNo: z.number().int(), memberApprovalSe: z.string() });

// Phone verification (SPEC §7 /api/v1/common/auth-phone).
export const AuthPhoneBody = z.object({
  phone: Phone,
  memberContactNation: Nation,
  email: z.string().max(254).optional(),
  memberTp: z.string().max(2).optional(),
  /** Absent: send a code. Present: verify it. */
  certification: z
    .string()
    .regex(/^\d{6}$/, { error: 'certification' })
    .optional(),
  purpose: z.enum([PhoneVerificationPurpose.Join, PhoneVerificationPurpose.FindId, PhoneVerificationPurpose.ChangePhone]).default(PhoneVerificationPurpose.Join),
});
export type AuthPhoneBody = z.input<typeof AuthPhoneBody>;

export const AuthPhoneSent = z.object({ sent: z.literal(true), expiresAt: z.string(), resendAfter: z.string() });
export const AuthPhoneVerified = z.object({ verified: z.literal(true), phoneVerificationId: z.uuid() });
export const AuthPhoneQuery = z.object({ phone: Phone, memberContactNation: Nation });
export const AuthPhoneRegistered = z.object({ registered: z.boolean() });

/** A verified code proves the phone for this long; a join or id search must come within it. */
export const PHONE_PROOF_TTL_MINUTES = 30;
/** A document uploaded for a join must be attached within this many hours, or it is swept away. */
export const JOIN_DOCUMENT_MAX_AGE_HOURS = 24;

export const AvailabilityAnswer = z.object({ available: z.boolean() });
export const CheckEmailQuery = z.object({ email: Email });
export const CheckNicknameQuery = z.object({ nickname: Nickname });

// Address search (GET /api/v1/common/address): Korean road-name addresses; manual entry when unavailable.
export const AddressSearchQuery = z.object({
  keyword: z.string().trim().min(2, { error: 'required' }).max(80, { error: 'too_big' }),
  page: z.coerce.number().int().min(1).max(100).default(1),
});
export const AddressItem = z.object({ zipCode: z.string(), roadAddress: z.string(), jibunAddress: z.string() });
export type AddressItem = z.infer<typeof AddressItem>;
export const AddressSearchAnswer = z.object({ items: z.array(AddressItem), total: z.number().int() });
export type AddressSearchAnswer = z.infer<typeof AddressSearchAnswer>;

// Recovery.
export const FindIdBody = z.object({ phoneVerificationId: z.uuid({ error: 'phoneNotVerified' }) });
export const FindIdAnswer = z.object({ emails: z.array(z.object({ email: z.string(), registerDt: z.string() })) });

export const PasswordResetRequest = z.object({ email: Email });
export const PasswordResetConfirm = z
  .object({ token: z.string().min(20).max(200), password: Password, passwordConfirm: z.string() })
  .refine((v) => v.password === v.passwordConfirm, { path: ['passwordConfirm'], message: 'passwordMismatch' });
export type PasswordResetConfirm = z.input<typeof PasswordResetConfirm>;
export const PASSWORD_RESET_TTL_MINUTES = 30;
