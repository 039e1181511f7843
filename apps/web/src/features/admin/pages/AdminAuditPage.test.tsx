import type { AuditEntry } from '@dcm/shared';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { http, type HttpConfig } from '../../../lib/http.ts';
import i18n from '../../../lib/i18n.ts';
import { renderConsolePage } from '../content/test-setup.tsx';
import AdminAuditPage from './AdminAuditPage.tsx';

const admin = { memberNo: 1, nickname: 'operator' };
const entries: AuditEntry[] = [
  { id: '00000000-0000-4000-8000-0000000000e1', admin, action: 'notice.publish', targetType: 'notice', targetId: 'n1', reason: null, data: {}, at: '2026-03-02T01:00:00.000Z' },
  { id: '00000000-0000-4000-8000-0000000000e2', admin, action: 'member.reject', targetType: 'member', targetId: '12', reason: 'Blurry licence', data: {}, at: '2026-03-01T01:00:00.000Z' },
];

let get: MockInstance<typeof http.get>;

beforeEach(async () => {
  await i18n.changeLanguage('en');
  get = vi.spyOn(http, 'get').mockImplementation(async (url: string, config?: HttpConfig) => {
    if (url !== '/api/v1/admin/audit') throw new Error(`unexpected ${url}`);
    const p = (config?.params ?? {}) as { action?: string; targetType?: string };
    const items = entries.filter((e) => (!p.action || e.action === p.action) && (!p.targetType || e.targetType === p.targetType));
    return { data: { items, page: 1, size: 20, total: items.length } };
  });
});
afterEach(() => vi.restoreAllMocks());

describe('audit log', () => {
  it('lists every admin action with who did it, on what and why', async () => {
    renderConsolePage('/admin/audit', <AdminAuditPage />);
    const rows = await screen.findAllByTestId('audit-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('Notice · n1');
    expect(rows[1]!.textContent).toContain('Member · 12');
    expect(rows[1]!.textContent).toContain('member.reject');
    expect(rows[1]!.textContent).toContain('Reason: Blurry licence');
    expect(rows[0]!.textContent).toContain('operator (member no. 1)');
  });

  it('filters by action and target type through the address and asks the server for them', async () => {
    renderConsolePage('/admin/audit', <AdminAuditPage />);
    await screen.findAllByTestId('audit-row');
    fireEvent.change(screen.getByLabelText('Action'), { target: { value: ' member.reject ' } });
    fireEvent.change(screen.getByLabelText('Target type'), { target: { value: 'member' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await vi.waitFor(() => expect(screen.getAllByTestId('audit-row')).toHaveLength(1));
    expect(screen.getByTestId('address').textContent).toBe('/admin/audit?action=member.reject&targetType=member');
    expect(get).toHaveBeenLastCalledWith('/api/v1/admin/audit', { params: { page: 1, action: 'member.reject', targetType: 'member', size: 20 } });
  });

  it('leaves out a target type it does not know, so the server is never asked for one', async () => {
    renderConsolePage('/admin/audit?targetType=robot', <AdminAuditPage />);
    await screen.findAllByTestId('audit-row');
    expect(get).toHaveBeenLastCalledWith('/api/v1/admin/audit', { params: { page: 1, size: 20 } });
  });

  it('says when nothing matches', async () => {
    renderConsolePage('/admin/audit?action=quick.terms', <AdminAuditPage />);
    expect((await screen.findByTestId('audit-empty')).textContent).toBe('No entries match.');
  });
});
