// What other features use of requests (ARCHITECTURE §6).
// How long until quotations close, and a request's units by prosthesis name.
export { ExpiryCountdown, useUnitsText } from './components/RequestFacts.tsx';
// A request's referrals as the documents a T-esigner designs from.
export { RequestReferralDocuments } from './components/RequestReferralDocuments.tsx';
// One referral going into a request, with a way to leave it out.
export { ChosenReferral } from './components/ChosenReferral.tsx';
