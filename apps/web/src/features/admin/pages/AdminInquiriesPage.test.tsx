import type { Inquiry } from '@dcm/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, type HttpConfig } from '../../../lib/http.ts';
import i18n from '../../../lib/i18n.ts';
import { renderConsolePage } from '../content/test-setup.tsx';
import AdminInquiriesPage from './AdminInquiriesPage.tsx';

const open: Inquiry = {
  id: '00000000-0000-4000-8000-0000000000c1',
  category: 'payment',
  title: 'Refund timing',
  body: 'When does my refund arrive?',
  files: [],
  requestId: null,
  orderId: null,
  status: 'open',
  answer: null,
  answeredAt: null,
  createdAt: '2026-03-02T01:00:00.000Z',
  member: { memberNo: 7, nickname: 'Smile' },
};
const answered: Inquiry = { ...open, id: '00000000-0000-4000-8000-0000000000c2', title: 'Password', status: 'answered', answer: 'Use “find password”.', answeredAt: '2026-03-03T01:00:00.000Z' };

let inquiries: Inquiry[];

beforeEach(async () => {
  await i18n.changeLanguage('en');
  inquiries = [open, answered];
  vi.spyOn(http, 'get').mockImplementation(async (url: string, config?: HttpConfig) => {
    const status = (config?.params as { status?: string } | undefined)?.status;
    if (url === '/api/v1/admin/inquiries') {
      const items = inquiries.filter((i) => i.status === status);
      return { data: { items, page: 1, size: 20, total: items.length } };
    }
    throw new Error(`unexpected ${url}`);
  });
});
afterEach(() => vi.restoreAllMocks());

describe('admin inquiries', () => {
  it('answers an open inquiry, tells the admin and refreshes the list', async () => {
    const post = vi.spyOn(http, 'post').mockImplementation(async (_url: string, body: unknown) => {
      const done = { ...open, status: 'answered' as const, answer: (body as { answer: string }).answer, answeredAt: new Date().toISOString() };
      inquiries = [done, answered];
      return { data: done };
    });
    renderConsolePage('/admin/inquiries', <AdminInquiriesPage />);
    const row = await screen.findByTestId('admin-inquiry-row');
    expect(within(row).getByText('When does my refund arrive?')).toBeTruthy();
    expect(within(row).getByText(/Smile \(7\)/)).toBeTruthy();
    fireEvent.change(within(row).getByLabelText('Answer'), { target: { value: '  Within ten business days.  ' } });
    fireEvent.click(within(row).getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByText('Answered “Refund timing”.')).toBeTruthy();
    expect(post).toHaveBeenCalledWith(`/api/v1/admin/inquiries/${open.id}/answer`, { answer: 'Within ten business days.' });
    expect(await screen.findByTestId('admin-inquiry-empty')).toBeTruthy();
  });

  it('refuses an empty answer without sending it', async () => {
    const post = vi.spyOn(http, 'post');
    renderConsolePage('/admin/inquiries', <AdminInquiriesPage />);
    const row = await screen.findByTestId('admin-inquiry-row');
    fireEvent.click(within(row).getByRole('button', { name: 'Send answer' }));
    expect(within(row).getByLabelText('Answer').getAttribute('aria-invalid')).toBe('true');
    expect(post).not.toHaveBeenCalled();
  });

  it('shows answered inquiries with their answer ready to edit', async () => {
    renderConsolePage('/admin/inquiries?status=answered', <AdminInquiriesPage />);
    const row = await screen.findByTestId('admin-inquiry-row');
    expect((within(row).getByLabelText('Answer') as HTMLTextAreaElement).value).toBe('Use “find password”.');
    expect(within(row).getByRole('button', { name: 'Update answer' })).toBeTruthy();
  });
});
