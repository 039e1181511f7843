// The reviews module's face (ARCHITECTURE §6): what other modules may use of it. Anything not
// named here is the module's own; app.ts composes routes and ports from any file.
export { reviewsReceivedBy, reviewsWrittenBy } from './export-facts.ts';
export { reviewExists } from './report-facts.ts';
export { quickReviewed, writeQuickReview } from './service.ts';
