// The notifications module's face (ARCHITECTURE §6): what other modules may use of it. Anything not
// named here is the module's own; app.ts composes routes and ports from any file.
export { notify } from './emit.ts';
export { notificationsOf } from './export-facts.ts';
export { caseParams, nicknameOf, orderPageFor, requestPage } from './parties.ts';
export { markReadByLink, unreadNotificationCount } from './service.ts';
