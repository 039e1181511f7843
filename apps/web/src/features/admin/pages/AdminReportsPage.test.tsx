import type { Report } from '@dcm/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { http, type HttpConfig, type HttpError } from '../../../lib/http.ts';
import i18n from '../../../lib/i18n.ts';
import AdminReportsPage from './AdminReportsPage.tsx';
import { answeredError } from '../../../lib/http.test-support.ts';

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
  resolution: null,
  decidedAt: null,
  decisionNote: null,
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
  resolution: 'dismissed',
  decidedAt: '2025-03-03T02:00:00.000Z',
  decisionNote: 'A product link the reviewer was asked for.',
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
  get = vi.spyOn(http, 'get').mockImplementation(async (url: string, config?: HttpConfig) => {
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
    expect(within(request).getByRole('link', { name: 'Request 20000000' }).getAttribute('href')).toBe(`/admin/requests/${requestReport.targetId}`);
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
    expect(within(row).getByTestId('report-resolution').textContent).toBe('Dismissed');
    expect(within(row).getByTestId('report-decision-note').textContent).toBe('A product link the reviewer was asked for.');
    expect(within(row).queryByRole('button', { name: 'Dismiss' })).toBeNull();
    expect(screen.getByRole('tab', { name: 'Closed' }).getAttribute('aria-selected')).toBe('true');
  });

  it('says when a tab holds no report', async () => {
    reports = [];
    renderPage('/admin/reports?status=closed');
    expect((await screen.findByTestId('report-empty')).textContent).toBe('No closed reports.');
  });
});

function refusal(status: number, error: { code: string; message: string }): HttpError {
  return answeredError(status, { error });
}

describe('report decisions', () => {
  it('taking action on a member report posts the note and the suspension, and the report moves to closed', async () => {
    const post = vi.spyOn(http, 'post').mockImplementation(async (url: string, body: unknown) => {
      const { resolution, note } = body as { resolution: 'actioned' | 'dismissed'; note: string };
      reports = reports.map((r) =>
        url === `/api/v1/admin/reports/${r.id}/decision` ? { ...r, status: 'closed', resolution, decisionNote: note, decidedAt: '2025-03-04T00:00:00.000Z' } : r,
      );
      return { data: reports.find((r) => url.includes(r.id)) };
    });
    renderPage('/admin/reports');
    const [member] = (await screen.findAllByTestId('report-row')) as [HTMLElement];
    fireEvent.click(within(member).getByRole('button', { name: 'Take action' }));
    const dialog = await screen.findByTestId('report-decision-dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Take action' }));
    expect(await within(dialog).findByText('Please give a reason.')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByLabelText('Note'), { target: { value: '  Warned, then suspended.  ' } });
    fireEvent.click(within(dialog).getByLabelText('Suspend this member too'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Take action' }));
    await vi.waitFor(() => expect(screen.queryByTestId('report-decision-dialog')).toBeNull());
    expect(post).toHaveBeenCalledWith(`/api/v1/admin/reports/${memberReport.id}/decision`, {
      resolution: 'actioned',
      note: 'Warned, then suspended.',
      suspendMember: true,
    });
    await vi.waitFor(() => expect(screen.getAllByTestId('report-row')).toHaveLength(1));

    fireEvent.click(screen.getByRole('tab', { name: 'Closed' }));
    await vi.waitFor(() => expect(screen.getAllByTestId('report-row')).toHaveLength(2));
    const closed = screen.getAllByTestId('report-row').find((row) => within(row).queryByText('Warned, then suspended.'));
    expect(within(closed!).getByTestId('report-resolution').textContent).toBe('Action taken');
  });

  it('dismissing offers no suspension, and a report someone else decided shows the translated 409', async () => {
    vi.spyOn(http, 'post').mockRejectedValue(refusal(409, { code: 'REPORT_ALREADY_DECIDED', message: 'x' }));
    renderPage('/admin/reports');
    const [member] = (await screen.findAllByTestId('report-row')) as [HTMLElement];
    fireEvent.click(within(member).getByRole('button', { name: 'Dismiss' }));
    const dialog = await screen.findByTestId('report-decision-dialog');
    expect(within(dialog).queryByLabelText('Suspend this member too')).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('Note'), { target: { value: 'Not abusive.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
    expect((await within(dialog).findByTestId('report-decision-error')).textContent).toBe(
      'This report was already decided. Refresh the list to see the decision.',
    );
  });

  it('a request report offers no suspension even when actioned', async () => {
    renderPage('/admin/reports');
    const [, request] = (await screen.findAllByTestId('report-row')) as [HTMLElement, HTMLElement];
    fireEvent.click(within(request).getByRole('button', { name: 'Take action' }));
    const dialog = await screen.findByTestId('report-decision-dialog');
    expect(within(dialog).queryByLabelText('Suspend this member too')).toBeNull();
  });
});
