import type { Report } from '@dcm/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { AxiosRequestConfig } from 'axios';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { http } from '../../../lib/http.ts';
import i18n from '../../../lib/i18n.ts';
import AdminReportsPage from './AdminReportsPage.tsx';

const reporter = { memberNo: 7, nickname: 'drsmile' };

const memberReport: Report = {
  id: '00000000-0000-4000-8000-0000000000a1',
  target: 'member',
  targetId: '12',
  reason: 'abuse',
  details: 'Insulted me in the chat.',
  reporter,
  status: 'open',
  createdAt: '2025-03-02T01:00:00.000Z',
};
const requestReport: Report = {
  ...memberReport,
  id: '00000000-0000-4000-8000-0000000000a2',
  target: 'request',
  targetId: '20000000-0000-4000-8000-000000000011',
  reason: 'spam',
  details: '',
};
const reviewReport: Report = {
  ...memberReport,
  id: '00000000-0000-4000-8000-0000000000a3',
  target: 'review',
  targetId: '30000000-0000-4000-8000-000000000022',
  reason: 'spam',
  details: 'An advertisement.',
  status: 'closed',
};

let reports: Report[];

function renderPage(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <AdminReportsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

let get: MockInstance<typeof http.get>;

beforeEach(async () => {
  await i18n.changeLanguage('en');
  reports = [memberReport, requestReport, reviewReport];
  get = vi.spyOn(http, 'get').mockImplementation(async (url: string, config?: AxiosRequestConfig) => {
    const status = (config?.params as { status?: string } | undefined)?.status;
    if (url === '/api/v1/admin/reports') return { data: { items: reports.filter((r) => !status || r.status === status) } };
    if (url === '/api/v1/common/code/report')
      return {
        data: [
          { code: 'abuse', name: 'Abusive language', sort: 1, extra: null },
          { code: 'spam', name: 'Spam or advertising', sort: 2, extra: null },
        ],
      };
    return { data: [] };
  });
});
afterEach(() => vi.restoreAllMocks());

describe('report list', () => {
  it('lists open reports first, each with its reporter, its reason by name and a link to what was reported', async () => {
    renderPage('/admin/reports');
    expect(screen.getByRole('tab', { name: 'Open' }).getAttribute('aria-selected')).toBe('true');
    const rows = await screen.findAllByTestId('report-row');
    expect(rows).toHaveLength(2);
    const [member, request] = rows as [HTMLElement, HTMLElement];
    expect(within(member).getByText('drsmile')).toBeTruthy();
    expect(await within(member).findByText('Abusive language')).toBeTruthy();
    expect(within(member).getByText('Insulted me in the chat.')).toBeTruthy();
    expect(within(member).getByRole('link', { name: 'Member no. 12' }).getAttribute('href')).toBe('/profile/view/12');
    expect(within(request).getByTestId('report-target-kind').textContent).toBe('Request');
    expect(within(request).getByRole('link', { name: 'Request 20000000' }).getAttribute('href')).toBe(`/request/view/${requestReport.targetId}`);
    expect(within(request).getByText('Spam or advertising')).toBeTruthy();
    expect(get).toHaveBeenCalledWith('/api/v1/admin/reports', { params: { status: 'open' } });
  });

  it('shows closed reports on their tab, a review by its number without a link', async () => {
    renderPage('/admin/reports');
    await screen.findAllByTestId('report-row');
    fireEvent.click(screen.getByRole('tab', { name: 'Closed' }));
    await vi.waitFor(() => expect(screen.getAllByTestId('report-row')).toHaveLength(1));
    const row = screen.getByTestId('report-row');
    expect(within(row).getByTestId('report-target').textContent).toBe('Review 30000000');
    expect(within(row).queryByRole('link')).toBeNull();
    expect(screen.getByRole('tab', { name: 'Closed' }).getAttribute('aria-selected')).toBe('true');
  });

  it('says when a tab holds no report', async () => {
    reports = [];
    renderPage('/admin/reports?status=closed');
    expect((await screen.findByTestId('report-empty')).textContent).toBe('No closed reports.');
  });
});
