// Signing in other ways than the password form, and getting back into an account: Google over
// OpenID Connect, the e-mail found by a verified phone, the password reset by an e-mailed link.
import type { PasswordResetConfirm, SessionUser } from '@dcm/shared';
import { http, refreshAccessToken } from '../../lib/http.ts';
import { PROFILE_PATH } from '../../lib/session.ts';
import { useUserStore } from '../../lib/user-store.ts';

/** Where the browser goes to start the Google sign-in; the server answers back at /login?google=… */
export const GOOGLE_START_PATH = '/auth/google';

/** What /login?google= can say after the round trip through Google. */
export const GoogleResult = { Ok: 'ok', NotMember: 'notMember', Suspended: 'suspended', Failed: 'failed' } as const;

export async function fetchProviders(): Promise<{ google: boolean }> {
  const { data } = await http.get<{ google: boolean }>('/api/v1/auth/providers');
  return data;
}

/**
 * After Google: the server has set the refresh cookie, so one refresh gives the access token and
 * the profile call gives the member; then the session starts as after a password login.
 */
export async function completeGoogleSignIn(): Promise<SessionUser> {
  await refreshAccessToken();
  const { data } = await http.get<SessionUser>(PROFILE_PATH);
  useUserStore.getState().login(data);
  return data;
}

export interface FoundEmail {
  /** Masked, e.g. ho***@example.com. */
  email: string;
  registerDt: string;
}

export async function findEmails(phoneVerificationId: string): Promise<FoundEmail[]> {
  const { data } = await http.post<{ emails: FoundEmail[] }>('/api/v1/common/find-id', { phoneVerificationId });
  return data.emails;
}

/** Answers 202 whether or not the e-mail belongs to a member, so it tells nobody who is registered. */
export async function requestPasswordReset(email: string): Promise<void> {
  await http.post('/api/v1/common/password-reset', { email });
}

export async function confirmPasswordReset(body: PasswordResetConfirm): Promise<void> {
  await http.post('/api/v1/common/password-reset/confirm', body);
}
