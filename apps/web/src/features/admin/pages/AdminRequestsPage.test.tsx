import type { AdminRequestSummary } from '@dcm/shared';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { http, type HttpConfig } from '../../../lib/http.ts';
import i18n from '../../../lib/i18n.ts';
import { renderConsolePage } from '../content/test-setup.tsx';
import AdminRequestsPage from './AdminRequestsPage.tsx';
import { answeredError } from '../../../lib/http.test-support.ts';

const client = { memberNo: 7, nickname: 'smile-lab' };
const designer = { memberNo: 9, nickname: 'cad-kim' };
const requests: AdminRequestSummary[] = [
  { id: '3f2a0000-0000-4000-8000-000000000001', type: 'designated', status: 'waitingForRequest', client, designer, createdAt: '2026-03-02T01:00:00.000Z', deadlineAt: '2026-03-09T01:00:00.000Z', quotationCount: 0 },
  { id: '7b1c0000-0000-4000-8000-000000000002', type: 'public', status: 'choosing', client, designer: null, createdAt: '2026-03-01T01:00:00.000Z', deadlineAt: '2026-03-08T01:00:00.000Z', quotationCount: 2 },
];

let get: MockInstance<typeof http.get>;

beforeEach(async () => {
  await i18n.changeLanguage('en');
  get = vi.spyOn(http, 'get').mockImplementation(async (url: string, config?: HttpConfig) => {
    if (url !== '/api/v1/admin/requests') throw new Error(`unexpected ${url}`);
    const p = (config?.params ?? {}) as { q?: string; status?: string; type?: string };
    const items = requests.filter((r) => (!p.q || r.id.startsWith(p.q)) && (!p.status || r.status === p.status) && (!p.type || r.type === p.type));
    return { data: { items, page: 1, size: 20, total: items.length } };
  });
});
afterEach(() => vi.restoreAllMocks());

describe('the admin request list', () => {
  it('lists every request with its client, T-esigner, status and quotations', async () => {
    renderConsolePage('/admin/requests', <AdminRequestsPage />);
    const rows = await screen.findAllByTestId('admin-request-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('Designated request');
    expect(rows[0]!.textContent).toContain('cad-kim (member no. 9)');
    expect(rows[1]!.textContent).toContain('2 quotations');
    expect(rows[1]!.textContent).toContain('Not yet');
    expect(rows[1]!.querySelector('a')?.getAttribute('href')).toBe(`/admin/requests/${requests[1]!.id}`);
  });

  it('searches and filters through the address and asks the server for them', async () => {
    renderConsolePage('/admin/requests', <AdminRequestsPage />);
    await screen.findAllByTestId('admin-request-row');
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'public' } });
    await vi.waitFor(() => expect(screen.getAllByTestId('admin-request-row')).toHaveLength(1));
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: ' 7b1c ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await vi.waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/admin/requests?type=public&q=7b1c'));
    expect(get).toHaveBeenLastCalledWith('/api/v1/admin/requests', { params: { page: 1, q: '7b1c', type: 'public', size: 20 } });
  });

  it('says when nothing matches', async () => {
    renderConsolePage('/admin/requests?status=cancelled', <AdminRequestsPage />);
    expect((await screen.findByTestId('admin-requests-empty')).textContent).toBe('No requests match.');
  });

  it('shows a refusal in the admin’s language', async () => {
    get.mockRejectedValue(answeredError(403, { error: { code: 'FORBIDDEN', message: 'no' } }));
    renderConsolePage('/admin/requests', <AdminRequestsPage />);
    expect((await screen.findByRole('alert')).textContent).toBe(i18n.t('errors:FORBIDDEN'));
  });
});
