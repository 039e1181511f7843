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

export const PhoneVerificationPurpose = { Join: 'join', FindId: 'findId' } as const;
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

export const Nation = z.string().regex(/^[A-Z]{2}$/, { error: 'nation' });

/** The Korean business registration number: 10 digits, dashes allowed. */
export const BusinessNumber = z
  .string()
  .transform((v) => v.replace(/-/g, ''))
  .pipe(z.string().regex(/^\d{10}$/, { error: 'businessNumber' }));

const Agreements = z.object({
  terms: z.literal(true, { error: 'agreeRequired' }),
  privacy: z.literal(true, { error: 'agreeRequired' }),
  marketing: z.boolean().default(false),
  outsourcing: z.boolean().default(false),
});

const JoinFields = z.object({
  email: Email,
  password: Password,
  passwordConfirm: z.string(),
  firstName: trimmed(30),
  lastName: trimmed(30),
  nickname: Nickname,
  memberContactNation: Nation,
  phone: Phone,
  /** From POST /api/v1/common/auth-phone with `certification`: proves the phone for this join. */
  phoneVerificationId: z.uuid({ error: 'phoneNotVerified' }),
  licenseNumber: trimmed(30),
  licenseFileId: z.uuid({ error: 'fileRequired' }),
  businessName: trimmed(50),
  representative: trimmed(30),
  businessNumber: z.string().trim().max(20).optional(),
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

const normalizeName = (s: string) => s.replace(/\s+/g, '').toLowerCase();

/** Words that name a dental lab: a clinic name may not contain them (SPEC §5). */
const LAB_WORDS = ['기공소', '기공', 'dentallab', 'dentallaboratory'];

type JoinFieldsValue = z.infer<typeof JoinFields>;

function commonRules(v: JoinFieldsValue, ctx: z.RefinementCtx): void {
  if (v.password !== v.passwordConfirm) ctx.addIssue({ code: 'custom', path: ['passwordConfirm'], message: 'passwordMismatch' });
  // The account holder must be the representative on the business registration (SPEC §5).
  if (normalizeName(v.depositor) !== normalizeName(v.representative)) {
    ctx.addIssue({ code: 'custom', path: ['depositor'], message: 'depositorMismatch' });
  }
  // Korean members register a Korean business; overseas members have no such registration.
  if (v.memberContactNation === KOREA) {
    if (!v.businessNumber || !BusinessNumber.safeParse(v.businessNumber).success) {
      ctx.addIssue({ code: 'custom', path: ['businessNumber'], message: v.businessNumber ? 'businessNumber' : 'required' });
    }
    if (!v.businessFileId) ctx.addIssue({ code: 'custom', path: ['businessFileId'], message: 'fileRequired' });
  }
}

export const ClientJoin = JoinFields.extend({
  memberSe: z.literal(MemberType.Client),
  /** A code of the `job` table (dentist, clinic staff, …). */
  job: trimmed(30),
}).superRefine((v, ctx) => {
  commonRules(v, ctx);
  const name = normalizeName(v.businessName);
  if (LAB_WORDS.some((w) => name.includes(w))) ctx.addIssue({ code: 'custom', path: ['businessName'], message: 'clinicNameLab' });
});

/** Only the director of a dental lab can join (SPEC §6). */
export const LabJoin = JoinFields.extend({
  memberSe: z.literal(MemberType.Lab),
  position: z.literal(Position.Director, { error: 'labDirectorOnly' }),
  /** Electronic invoicing is mandatory for CAD design services (SPEC §5). */
  einvoice: z.literal(true, { error: 'agreeRequired' }),
}).superRefine(commonRules);

export const DesignerJoin = JoinFields.extend({
  memberSe: z.literal(MemberType.Designer),
  position: z.enum([Position.Director, Position.Staff], { error: 'required' }),
  einvoice: z.literal(true, { error: 'agreeRequired' }),
}).superRefine(commonRules);

export const JoinBody = z.discriminatedUnion('memberSe', [ClientJoin, LabJoin, DesignerJoin]);
export type JoinBody = z.input<typeof JoinBody>;
export type ClientJoin = z.input<typeof ClientJoin>;
export type LabJoin = z.input<typeof LabJoin>;
export type DesignerJoin = z.input<typeof DesignerJoin>;

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
  purpose: z.enum([PhoneVerificationPurpose.Join, PhoneVerificationPurpose.FindId]).default(PhoneVerificationPurpose.Join),
});
export type AuthPhoneBody = z.input<typeof AuthPhoneBody>;

export const AuthPhoneSent = z.object({ sent: z.literal(true), expiresAt: z.string(), resendAfter: z.string() });
export const AuthPhoneVerified = z.object({ verified: z.literal(true), phoneVerificationId: z.uuid() });
export const AuthPhoneQuery = z.object({ phone: Phone, memberContactNation: Nation });
export const AuthPhoneRegistered = z.object({ registered: z.boolean() });

export const AvailabilityAnswer = z.object({ available: z.boolean() });

// Recovery.
export const FindIdBody = z.object({ phoneVerificationId: z.uuid({ error: 'phoneNotVerified' }) });
export const FindIdAnswer = z.object({ emails: z.array(z.object({ email: z.string(), registerDt: z.string() })) });

export const PasswordResetRequest = z.object({ email: Email });
export const PasswordResetConfirm = z
  .object({ token: z.string().min(20).max(200), password: Password, passwordConfirm: z.string() })
  .refine((v) => v.password === v.passwordConfirm, { path: ['passwordConfirm'], message: 'passwordMismatch' });
export type PasswordResetConfirm = z.input<typeof PasswordResetConfirm>;
export const PASSWORD_RESET_TTL_MINUTES = 30;
