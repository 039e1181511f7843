import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../../lib/http.ts';
import i18n from '../../../lib/i18n.ts';
import { AdminConsoleNav, CONSOLE_PAGES } from '../content/components/AdminConsoleLayout.tsx';
import { renderConsolePage } from '../content/test-setup.tsx';
import AdminDashboardPage from './AdminDashboardPage.tsx';

beforeEach(async () => {
  await i18n.changeLanguage('en');
  vi.spyOn(http, 'get').mockImplementation(async (url: string) => {
    if (url !== '/api/v1/admin/dashboard') throw new Error(`unexpected ${url}`);
    return {
      data: { joinsToday: 3, ordersToday: 2, escrow: { KRW: 1_250_000, USD: 12_345 }, pendingApprovals: 4, openReports: 1, openInquiries: 5, waitingSettlements: 0, waitingRefunds: 2 },
    };
  });
});
afterEach(() => vi.restoreAllMocks());

describe('admin dashboard', () => {
  it('shows today’s figures, each a card that opens its list', async () => {
    renderConsolePage('/admin', <AdminDashboardPage />);
    const inquiries = await screen.findByTestId('dashboard-openInquiries');
    expect(inquiries.textContent).toBe('Unanswered inquiries5');
    expect(inquiries.getAttribute('href')).toBe('/admin/inquiries');
    expect(screen.getByTestId('dashboard-pendingApprovals').getAttribute('href')).toBe('/admin/members');
    expect(screen.getByTestId('dashboard-escrow').textContent).toContain('$123.45');
  });

  it('the console navigation leads to every admin page under the test ids the journeys click', () => {
    renderConsolePage('/admin/audit', <AdminConsoleNav />);
    expect(screen.getByTestId('header-admin-members').getAttribute('href')).toBe('/admin/members');
    expect(screen.getByTestId('header-admin-settlement').getAttribute('href')).toBe('/admin/settlement');
    expect(screen.getByTestId('header-admin-audit').getAttribute('aria-current')).toBe('page');
    expect(screen.getByTestId('header-admin-codes').getAttribute('href')).toBe('/admin/codes');
    expect(screen.getByTestId('header-admin-holidays').getAttribute('href')).toBe('/admin/holidays');
    expect(screen.getAllByRole('link')).toHaveLength(CONSOLE_PAGES.length);
  });
});
