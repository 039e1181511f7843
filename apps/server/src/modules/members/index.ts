// The members module's face (ARCHITECTURE §6): what other modules may use of it. Anything not
// named here is the module's own; app.ts composes routes and ports from any file.
export { findMemberForAdmin, listMembersForAdmin } from './admin-queries.ts';
export { applyApprovalAction, type ApprovalDeps, type ApprovalEffects, endsSessions } from './approval-service.ts';
export { blockedBetween, notBlockedWith } from './blocks.ts';
export { memberCards } from './cards.ts';
export { blockedWith } from './chat-facts.ts';
export { contactsOf } from './contacts.ts';
export { activeMember } from './mypage.ts';
export { notificationSettingsOf } from './notifications.ts';
export { isFavouriteOf } from './profile-facts.ts';
export { findMember, findMemberByEmail, findMemberByGoogleSub, linkGoogleAccount, memberDocumentIdsAmong, memberRefsOf, type MemberRow, type SessionMileage, setPasswordHash, toSessionUser, upgradePasswordHash } from './service.ts';
export { approvedMemberNos, countJoinsSince, countOpenReports, countPendingApprovals } from './stats-facts.ts';
