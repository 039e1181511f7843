// The mileage module's face (ARCHITECTURE §6): what other modules may use of it. Anything not
// named here is the module's own; app.ts composes routes and ports from any file.
export { ledgerOf } from './export-facts.ts';
export { ledgerEntriesFor } from './ledger-facts.ts';
export { balanceOfAccount, type PostedEntry } from './ledger.ts';
export { exchangeRateOf } from './order-facts.ts';
export { allQuickSettlements, insertQuickSettlement, quickSettlementOf, type QuickSettlementRow, quickSettlementsOf, quickSettlementsUnderKeys } from './quick-facts.ts';
export { adjustQuick, holdQuick, refundQuickAll, releaseQuick } from './quick-ledger.ts';
export { holdQuickSettlement, payOutQuickSettlement, reverseQuickSettlement } from './quick-settlement-ledger.ts';
export { idempotencyKeyOf } from './routes.ts';
export { chargeSurcharge, hold, refund, release } from './service.ts';
export { applySettlementDecision, bankOf, maskedBank, rateOn, requireIdempotencyKey, sameInvoice, type SettlementDecisionBook, settlementPayee } from './settlements.ts';
export { countWaitingRefunds, countWaitingSettlements, escrowTotals } from './stats-facts.ts';
export { countOpenRefundsOf, countOpenSettlementsOf, positiveBalancesOf, removePaymentCardsOf } from './withdrawal-facts.ts';
