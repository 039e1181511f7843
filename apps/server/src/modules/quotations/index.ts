// The quotations module's face (ARCHITECTURE §6): what other modules may use of it. Anything not
// named here is the module's own; app.ts composes routes and ports from any file.
export { adminRequestQuotations } from './admin-facts.ts';
export { quotationsOnRequests, quotationsWrittenBy } from './export-facts.ts';
export { designerFacts, type RatingsOf } from './facts.ts';
export { quotationDocumentOf, quotationItemsOf, quotationTermsOf } from './order-facts.ts';
export { declineOpenQuotations } from './queries.ts';
export { hasQuoted, quotationStatusesOf, quotedBy } from './request-facts.ts';
export { quotationItems } from './review-facts.ts';
export type { ChosenQuotation } from './ports.ts';
