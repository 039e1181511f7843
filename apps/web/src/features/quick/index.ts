// What other features use of quick (ARCHITECTURE §6).
// The quick settlements, for the admin's settlement page.
export { QuickSettlementsPanel } from './admin/components/QuickSettlementsPanel.tsx';
