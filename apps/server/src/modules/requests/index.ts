// The requests module's face (ARCHITECTURE §6): what other modules may use of it. Anything not
// named here is the module's own; app.ts composes routes and ports from any file.
export { canSeeRequest, findVisibleRequest, isDesigner, type Viewer, viewerOf } from './access.ts';
export { listAdminRequests } from './admin-facts.ts';
export { requestsOf } from './export-facts.ts';
export { likeLiteral } from './list.ts';
export { referralNumbersOf } from './notice-facts.ts';
export { referralCountOf } from './order-facts.ts';
export { requestTimes } from './profile-facts.ts';
export { countQuotation, requestCards, uncountQuotation } from './quotation-facts.ts';
export { requestExists } from './report-facts.ts';
export { getRequest } from './service.ts';
export { lockRequest, moveRequest, requestReferralIds, requestReferralIdsSql, type RequestRow } from './transitions.ts';
export { countOpenRequestsOf, registeredRequestsOf, requestCountsOf } from './withdrawal-facts.ts';
