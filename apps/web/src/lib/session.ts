// The session rules of SPEC §4: log in and out, the profile call as the token check, and the
// watchers (tab visible again → re-validate; token removed in another tab → log out here too).
import type { LoginAnswer, LoginBody, SessionUser } from '@dcm/shared';
import { getToken, removeToken, setToken, TOKEN_KEY } from './browser-storage.ts';
import { http, HttpError, LOGIN_PATH, setNotApprovedHandler, setSessionExpiredHandler } from './http.ts';
import { teardownPush } from './push.ts';
import { useUserStore } from './user-store.ts';

export const PROFILE_PATH = '/api/v1/mypage/profile';

type Navigate = (to: string) => void;
let navigate: Navigate = (to) => window.location.assign(to);

function endSession(): void {
  removeToken();
  useUserStore.getState().logout();
  if (window.location.pathname !== '/login') navigate('/login');
}

/** SPEC §1: a member whose join is not approved goes to /login/JoinEnd, with the code read again. */
function toJoinEnd(): void {
  void validateToken().then((ok) => {
    if (ok && window.location.pathname !== '/login/JoinEnd') navigate('/login/JoinEnd');
  });
}

export function installSession(nav: Navigate): () => void {
  navigate = nav;
  setSessionExpiredHandler(endSession);
  setNotApprovedHandler(toJoinEnd);

  const onVisible = () => {
    if (document.visibilityState === 'visible' && getToken()) {
      void validateToken().then((ok) => {
        if (!ok) endSession();
      });
    }
  };
  const onStorage = (e: StorageEvent) => {
    if ((e.key === TOKEN_KEY || e.key === null) && !getToken() && useUserStore.getState().user) endSession();
  };
  document.addEventListener('visibilitychange', onVisible);
  window.addEventListener('storage', onStorage);
  return () => {
    document.removeEventListener('visibilitychange', onVisible);
    window.removeEventListener('storage', onStorage);
  };
}

export async function login(body: LoginBody): Promise<SessionUser> {
  const { data } = await http.post<LoginAnswer>(LOGIN_PATH, body);
  setToken(data.accessToken);
  useUserStore.getState().login(data.user);
  return data.user;
}

export async function logout(): Promise<void> {
  // SPEC §4: push is removed on logout, while the token that authorises the call is still stored.
  await teardownPush();
  await http.post('/auth/logout').catch(() => undefined);
  endSession();
}

/**
 * "Sign out everywhere" (my page, issue 32): every sign-in of the member ends on the server, this one
 * too, then this tab signs out and goes to /login. A refusal leaves the member signed in and throws,
 * for the page to say so.
 */
export async function logoutEverywhere(): Promise<void> {
  // As logout: push is removed while the token that authorises the call is still good.
  await teardownPush().catch(() => undefined);
  await http.post('/auth/logout-everywhere');
  endSession();
}

/** The token validity check (SPEC §5): false on 401/403, and the stored token is removed. */
export async function validateToken(): Promise<boolean> {
  try {
    const { data } = await http.get<SessionUser>(PROFILE_PATH);
    useUserStore.getState().setUser(data);
    return true;
  } catch (error) {
    const status = error instanceof HttpError ? error.status : undefined;
    if (status === 401 || status === 403) {
      removeToken();
      return false;
    }
    return true;
  }
}
