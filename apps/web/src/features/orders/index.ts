// What other features use of orders (ARCHITECTURE §6).
// An order's timeline events, for the admin's order page.
export { TimelineEvents } from './components/TimelineEvents.tsx';
// The member's transactions, for the mileage history's tab.
export { TransactionList } from './components/TransactionList.tsx';
// The form that delivers a CAD result, for a quick request's delivery.
export { CadUploadForm } from './components/CadUploadForm.tsx';
