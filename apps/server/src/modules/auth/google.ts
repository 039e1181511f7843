// Sign in with Google over OpenID Connect (authorization code flow with PKCE, state and nonce), and
// the rule that maps a Google account to a member: by the linked `google_sub`, else by a verified
// e-mail (which then links the account). Google never creates a member: joining stays on /join.
import crypto from 'node:crypto';
import { ApprovalStatus } from '@dcm/shared';
import * as oidc from 'openid-client';
import { findMemberByEmail, findMemberByGoogleSub, linkGoogleAccount } from '../members/index.ts';
import { startSession, type AuthDeps, type Session } from './service.ts';

export interface GoogleConfig {
  clientId: string;
  clientSecret: string;
  issuer: string;
}

/** What the browser carries between the redirect to Google and the callback (sealed in a cookie). */
export interface PendingSignIn {
  codeVerifier: string;
  state: string;
  nonce: string;
  /** Epoch milliseconds after which the callback is refused. */
  expiresAt: number;
}

/** The claims of a Google ID token the sign-in rule reads. */
export interface GoogleIdentity {
  sub: string;
  email?: string;
  emailVerified: boolean;
}

export const PENDING_SIGN_IN_TTL_MS = 10 * 60 * 1000;

export interface GoogleClient {
  /** Where to send the browser, and what to remember until it comes back. */
  start(): Promise<{ url: URL; pending: PendingSignIn }>;
  /** Checks the callback against what was remembered and exchanges the code for an ID token. */
  finish(callbackUrl: URL, pending: PendingSignIn): Promise<GoogleIdentity>;
}

export function createGoogleClient(google: GoogleConfig, redirectUri: string): GoogleClient {
  // Discovered on first use, not at start, so an unreachable provider does not stop the server;
  // a failed discovery is forgotten so that the next sign-in tries again.
  let configuration: Promise<oidc.Configuration> | undefined;
  const discover = () => {
    const issuer = new URL(google.issuer);
    // Plain http is only ever a local provider (tests, development); Google itself is https.
    const execute = issuer.protocol === 'http:' ? [oidc.allowInsecureRequests] : [];
    configuration ??= oidc
      .discovery(issuer, google.clientId, { client_secret: google.clientSecret }, oidc.ClientSecretBasic(google.clientSecret), { execute })
      .catch((error: unknown) => {
        configuration = undefined;
        throw error;
      });
    return configuration;
  };

  return {
    async start() {
      const config = await discover();
      const pending: PendingSignIn = {
        codeVerifier: oidc.randomPKCECodeVerifier(),
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        expiresAt: Date.now() + PENDING_SIGN_IN_TTL_MS,
      };
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(pending.codeVerifier),
        code_challenge_method: 'S256',
        state: pending.state,
        nonce: pending.nonce,
      });
      return { url, pending };
    },

    async finish(callbackUrl, pending) {
      if (pending.expiresAt < Date.now()) throw new Error('the Google sign-in took longer than its state lives');
      const config = await discover();
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: pending.codeVerifier,
        expectedState: pending.state,
        expectedNonce: pending.nonce,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('the provider answered without an ID token');
      return {
        sub: claims.sub,
        email: typeof claims.email === 'string' ? claims.email : undefined,
        emailVerified: claims.email_verified === true,
      };
    },
  };
}

/** `payload.mac`: the pending sign-in, readable by the browser but not changeable without the key. */
export function sealPendingSignIn(key: Buffer, pending: PendingSignIn): string {
  const payload = Buffer.from(JSON.stringify(pending)).toString('base64url');
  return `${payload}.${mac(key, payload)}`;
}

export function openPendingSignIn(key: Buffer, sealed: string | undefined): PendingSignIn | undefined {
  const [payload, presented, ...rest] = (sealed ?? '').split('.');
  if (!payload || !presented || rest.length > 0) return undefined;
  const expected = Buffer.from(mac(key, payload));
  const actual = Buffer.from(presented);
  if (actual.length !== expected.length || !crypto.timingSafeEqual(actual, expected)) return undefined;
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as PendingSignIn;
}

const mac = (key: Buffer, payload: string) => crypto.createHmac('sha256', key).update(payload).digest('base64url');

export type GoogleSignIn =
  | { outcome: 'ok'; session: Session }
  | { outcome: 'suspended' }
  | { outcome: 'notMember'; email?: string };

/**
 * A Google account signs in the member it is linked to, or else the member whose e-mail Google
 * has verified (an unverified address proves nothing, so it neither signs in nor links).
 * A withdrawn member is no member; a suspended one is told so; pending and rejected members sign
 * in like with a password, and the web shows them their state.
 */
export async function signInWithGoogle(deps: AuthDeps, identity: GoogleIdentity): Promise<GoogleSignIn> {
  const readAt = Date.now();
  let member = await findMemberByGoogleSub(deps.db, identity.sub);
  if (!member && identity.email && identity.emailVerified) member = await findMemberByEmail(deps.db, identity.email);
  if (!member || member.approvalSe === ApprovalStatus.Withdrawn) return { outcome: 'notMember', email: identity.email };
  if (member.approvalSe === ApprovalStatus.Suspended) return { outcome: 'suspended' };
  if (!member.googleSub) await linkGoogleAccount(deps.db, member.memberNo, identity.sub);
  return { outcome: 'ok', session: await startSession(deps, member, readAt) };
}
