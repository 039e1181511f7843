// What other features use of referrals (ARCHITECTURE §6): a client's referrals, for a quick request.
// The cart's referrals, one referral, and the keys they are cached under.
export { referralKeys, useCart, useReferral } from './api.ts';
