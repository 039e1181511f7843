// The auth module's face (ARCHITECTURE §6): what other modules may use of it. Anything not
// named here is the module's own; app.ts composes routes and ports from any file.
export { FREE_TRIES_PER_ACCOUNT } from './login-limits.ts';
export { checkOwnPassword } from './passwords.ts';
export { revokeMemberSessions } from './revocations.ts';
export { endOtherSessions, revokeAllSessions } from './service.ts';
