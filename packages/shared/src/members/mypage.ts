// My page (issue 10, SPEC §2 `/mypage/*`, `/mypage/modify`, §5, §6): what a member reads and changes
// about themselves, and leaving the service. Messages are keys of the web's `validation` catalogue.
import { z } from 'zod';
import { isTimeZone } from '../time.ts';
import { Nation, Nickname, Password, Phone } from './join.ts';

const trimmed = (max: number) => z.string().trim().min(1, { error: 'required' }).max(max, { error: 'too_big' });

/** `GET /api/v1/mypage/info`: the member as they joined and changed since; the account number shown masked. */
export const MyInfo = z.object({
  memberNo: z.number().int(),
  kind: z.enum(['client', 'lab', 'designer']),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  nickname: z.string(),
  phone: z.string().nullable(),
  contactNation: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  job: z.string().nullable(),
  businessName: z.string().nullable(),
  representative: z.string().nullable(),
  zipCode: z.string().nullable(),
  address: z.string().nullable(),
  addressDetail: z.string().nullable(),
  bank: z.string().nullable(),
  depositor: z.string().nullable(),
  /** "••••1234": only the last four characters. */
  accountNumberMasked: z.string().nullable(),
  currency: z.enum(['KRW', 'USD']),
  registerDt: z.string(),
  agreeMarketing: z.boolean(),
  /** The zone times are shown in; null: Asia/Seoul, the product's own (decision 0031). */
  timeZone: z.string().nullable(),
});
export type MyInfo = z.infer<typeof MyInfo>;

/** `PATCH /api/v1/mypage/info` → MyInfo: what a member changes freely (the rest is proven at join). */
export const MyInfoBody = z.object({
  nickname: Nickname.optional(),
  zipCode: z.string().trim().max(10, { error: 'too_big' }).optional(),
  address: z.string().trim().max(200, { error: 'too_big' }).optional(),
  addressDetail: z.string().trim().max(200, { error: 'too_big' }).optional(),
  agreeMarketing: z.boolean().optional(),
  /** An IANA zone ("America/New_York"), or null to read times in Korea's again. */
  timeZone: z.string().trim().max(64, { error: 'timeZoneInvalid' }).refine(isTimeZone, { error: 'timeZoneInvalid' }).nullable().optional(),
});
export type MyInfoBody = z.infer<typeof MyInfoBody>;

/** `PUT /api/v1/mypage/password` (204): the current one, then the new one twice (SPEC §5). A wrong current password is 400 on `currentPassword` ('passwordWrong'); tries are rate-limited like the login. Other sessions are signed out. */
export const PasswordChangeBody = z
  .object({ currentPassword: z.string().min(1, { error: 'required' }).max(200), password: Password, passwordConfirm: z.string() })
  .superRefine((v, ctx) => {
    if (v.password !== v.passwordConfirm) ctx.addIssue({ code: 'custom', path: ['passwordConfirm'], message: 'passwordMismatch' });
    if (v.password === v.currentPassword) ctx.addIssue({ code: 'custom', path: ['password'], message: 'passwordUnchanged' });
  });
export type PasswordChangeBody = z.infer<typeof PasswordChangeBody>;

/**
 * `PUT /api/v1/mypage/phone` (204): a new phone, re-verified by SMS first (POST
 * /api/v1/common/auth-phone with purpose 'changePhone', then the code), never one another member has.
 */
export const PhoneChangeBody = z.object({ memberContactNation: Nation, phone: Phone, phoneVerificationId: z.uuid({ error: 'phoneNotVerified' }) });
export type PhoneChangeBody = z.infer<typeof PhoneChangeBody>;

/** `PUT /api/v1/mypage/profile-image` → MyInfo: one of the member's own image uploads, or null to remove it. */
export const ProfileImageBody = z.object({ fileId: z.uuid().nullable() });
export type ProfileImageBody = z.infer<typeof ProfileImageBody>;

/**
 * `PUT /api/v1/mypage/bank` → MyInfo: where settlements are paid. For labs and T-esigners the holder
 * must match the business representative again (SPEC §5, 'depositorMismatch'); clients have no bank.
 */
export const BankChangeBody = z.object({
  bank: trimmed(30),
  depositor: trimmed(30),
  accountNumber: z
    .string()
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^[0-9A-Za-z]{6,34}$/, { error: 'accountNumber' })),
});
export type BankChangeBody = z.infer<typeof BankChangeBody>;

/**
 * `GET /api/v1/mypage/outsourcing`: the personal-data outsourcing contract (SPEC §2 my page) in the
 * caller's language, its version, and when the member agreed to that version (null: not yet).
 * `POST /api/v1/mypage/outsourcing` with `{ version }` agrees to it (a stale version: 409 CONTRACT_CHANGED).
 */
export const OutsourcingContract = z.object({ version: z.string(), title: z.string(), body: z.string(), agreedAt: z.string().nullable() });
export type OutsourcingContract = z.infer<typeof OutsourcingContract>;
export const OutsourcingAgreeBody = z.object({ version: z.string().min(1) });

/** The events a member hears about (issue 9 sends them; the settings live here). */
export const NotificationKinds = [
  'joinDecided',
  'quotation',
  'chosen',
  'contract',
  'referral',
  'cad',
  'surcharge',
  'rework',
  'cancellation',
  'completed',
  'review',
  'money',
  'chat',
  'inquiry',
  'notice',
] as const;
export const NotificationKind = z.enum(NotificationKinds);
export type NotificationKind = z.infer<typeof NotificationKind>;

/** Per kind, whether it also comes as a web push and as an e-mail (in-app always). Default: both on, except `notice` e-mails (marketing-like) follow agreeMarketing. */
export const NotificationSettings = z.object({
  settings: z.record(NotificationKind, z.object({ push: z.boolean(), email: z.boolean() })),
});
export type NotificationSettings = z.infer<typeof NotificationSettings>;

/**
 * Leaving the service (issue 10 "Withdrawal"). `GET /api/v1/mypage/withdrawal`: the state and what
 * must be finished first. `POST /api/v1/mypage/withdrawal` with the password asks it: 409
 * WITHDRAWAL_BLOCKED (details.blockers) while anything is open, else `waiting` until the admin has
 * e-mailed the member their registered requests and completes it
 * (`POST /api/v1/admin/withdrawals/:memberNo/complete`, listed at `GET /api/v1/admin/withdrawals`):
 * personal data removed or anonymised, ledger history kept, sign-in no longer possible.
 */
export const WithdrawalBlocker = z.object({
  kind: z.enum(['openOrder', 'openRequest', 'balance', 'settlement', 'refund']),
  count: z.number().int(),
  /** For `balance`: the mileage left, in its currency's minor unit. */
  amount: z.number().int().optional(),
});
export type WithdrawalBlocker = z.infer<typeof WithdrawalBlocker>;

export const WithdrawalState = z.object({
  status: z.enum(['none', 'waiting', 'complete']),
  requestedAt: z.string().nullable(),
  blockers: z.array(WithdrawalBlocker),
});
export type WithdrawalState = z.infer<typeof WithdrawalState>;

export const WithdrawalBody = z.object({
  password: z.string().min(1, { error: 'required' }).max(200),
  reason: z.string().trim().max(300, { error: 'reasonTooLong' }).default(''),
});
export type WithdrawalBody = z.infer<typeof WithdrawalBody>;

export const AdminWithdrawal = z.object({
  memberNo: z.number().int(),
  nickname: z.string(),
  email: z.string(),
  kind: z.enum(['client', 'lab', 'designer']),
  reason: z.string(),
  requestedAt: z.string(),
  completedAt: z.string().nullable(),
  /** How many requests the member registered: the e-mail sent on completion lists them. */
  requestCount: z.number().int(),
});
export type AdminWithdrawal = z.infer<typeof AdminWithdrawal>;

/** `GET /api/v1/admin/withdrawals?status=waiting|complete&page&size`: waiting ones first asked, first listed. */
export const AdminWithdrawalQuery = z.object({
  status: z.enum(['waiting', 'complete']).default('waiting'),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export type AdminWithdrawalQuery = z.infer<typeof AdminWithdrawalQuery>;
export const AdminWithdrawalList = z.object({ items: z.array(AdminWithdrawal), page: z.number().int(), size: z.number().int(), total: z.number().int() });
export type AdminWithdrawalList = z.infer<typeof AdminWithdrawalList>;
export const AdminWithdrawalParams = z.object({ memberNo: z.coerce.number().int().positive().max(2_147_483_647) });
