// The referrals module's face (ARCHITECTURE §6): what other modules may use of it. Anything not
// named here is the module's own; app.ts composes routes and ports from any file.
export { prescribedMinThicknessOfReferrals } from './design-check-facts.ts';
export { referralsWrittenBy } from './export-facts.ts';
export { caseNameOf, referralCasesOf, referralCasesSql, type ReferralCase } from './request-facts.ts';
export { describeReferrals, duplicateReferral, returnReferralsToCart, takeReferralsIntoRequest } from './service.ts';
