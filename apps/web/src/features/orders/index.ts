// What other features use of orders (ARCHITECTURE §6).
// An order's timeline events, for the admin's order page.
export { TimelineEvents } from './components/TimelineEvents.tsx';
// The member's transactions, for the mileage history's tab.
export { TransactionList } from './components/TransactionList.tsx';
// The form that delivers a CAD result, for a quick request's delivery.
export { CadUploadForm } from './components/CadUploadForm.tsx';
// The design check of a CAD delivery (issue 29): one file's report, the panel of every version, their answer.
export { DesignCheckPanel, DesignCheckReport } from './components/DesignCheckPanel.tsx';
export { useDesignChecks, designCheckKey } from './design-check-api.ts';
export { checksOf, verdictOf } from './design-check.ts';
