import { z } from 'zod';

// Messages in shared schemas are keys of the web's `validation` catalogue, not sentences: each side
// says them in the member's language (web: locales/*/common.json, server: platform/i18n.ts).
export const LoginBody = z.object({
  email: z.email({ error: 'email' }).max(254),
  password: z.string().min(1).max(200),
});
export type LoginBody = z.infer<typeof LoginBody>;

export { CSRF_HEADER, CSRF_HEADER_VALUE } from './constants.ts';

export const SessionUser = z.object({
  memberNo: z.number().int(),
  memberSe: z.string(),
  memberEmail: z.string(),
  memberHp: z.string().nullable(),
  memberName: z.string(),
  registerDt: z.string(),
  memberMileage: z.number(),
  swNo: z.number().nullable(),
  swNoName: z.string().nullable(),
  swEtc: z.string().nullable(),
  memberNickName: z.string().nullable(),
  memberProfileImage: z.string().nullable(),
  memberApprovalSe: z.string(),
  /** Why the admin rejected or suspended the member, shown on the login-end screen. */
  memberApprovalReason: z.string().nullable(),
  isAdmin: z.boolean(),
  /** The zone the member picked to read times in, null for Asia/Seoul (decision 0031). */
  timeZone: z.string().nullable(),
});
export type SessionUser = z.infer<typeof SessionUser>;

export const LoginAnswer = z.object({ accessToken: z.string(), user: SessionUser });
export type LoginAnswer = z.infer<typeof LoginAnswer>;

export const RefreshAnswer = z.object({ accessToken: z.string() });
