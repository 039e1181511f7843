// What other features use of the admin console (ARCHITECTURE §6): the parts its pages are built of,
// for the quick console's pages that sit among them.
// The page header, the status tabs and a list query's loading, error and empty states.
export { AdminPageHeader, ListStates, StatusTabs } from './components/AdminListParts.tsx';
// The grid of a settlement card's facts and the buttons its state allows.
export { Facts, PayoutButtons, type Fact } from './components/SettlementCardParts.tsx';
// The admin's question before money moves, and the reason asked when a payout is rejected.
export { PayoutConfirmDialog, PayoutRejectDialog } from './components/SettlementDecisionDialog.tsx';
