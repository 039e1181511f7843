// What other features use of content (ARCHITECTURE §6).
// The main page's figures, latest notices and partners.
export { useMainStats, useNotices, usePartners } from './api.ts';
