// What other features use of mileage (ARCHITECTURE §6).
// What a payment page shows when the balance falls short, and the shortfall read from the refusal.
export { InsufficientMileage, shortfallOf } from './components/InsufficientMileage.tsx';
// An amount of money as typed, with separators and the unit.
export { AmountInput } from './components/AmountInput.tsx';
// The electronic tax invoice details a settlement carries.
export { InvoiceDetailsFields } from './components/InvoiceDetailsFields.tsx';
// A T-esigner's settlement terms.
export { useSettlementTerms } from './history-api.ts';
