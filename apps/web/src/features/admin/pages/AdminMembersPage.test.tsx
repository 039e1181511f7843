import type { AdminMemberDetail, AdminMemberList } from '@dcm/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n.ts';
import { http } from '../../../lib/http.ts';
import AdminMembersPage from './AdminMembersPage.tsx';

const summary = {
  memberNo: 7,
  memberSe: 'A',
  email: 'dr@example.com',
  nickname: 'drsmile',
  name: 'Hana Choi',
  businessName: 'Smile Clinic',
  memberContactNation: 'KR',
  memberApprovalSe: 'A',
  registerDt: '2025-03-02T01:00:00.000Z',
  approvalChangedAt: null,
};

const detail: AdminMemberDetail = {
  ...summary,
  phone: '01012345678',
  job: 'director',
  licenseNumber: 'L-1234',
  businessNumber: '1234567890',
  representative: 'Hana Choi',
  zipCode: '06000',
  address: 'Teheran-ro 1',
  addressDetail: '3F',
  bank: 'Woori',
  depositor: 'Hana Choi',
  accountNumber: '1002123456',
  currency: 'KRW',
  agreements: { terms: true, privacy: true, marketing: false, outsourcing: false, einvoice: false },
  memberApprovalReason: null,
  documents: { license: { id: 'f1', name: 'license.png', mime: 'image/png', size: 2048, url: '/api/v1/common/file/f1' }, business: null },
  allowedActions: ['approve', 'reject'],
};

const list = (total: number): AdminMemberList => ({ items: [summary], page: 1, size: 10, total });

function renderPage(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <AdminMembersPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
  vi.spyOn(http, 'get').mockImplementation(async (url: string) => {
    if (url === '/api/v1/admin/members') return { data: list(1) };
    if (url === '/api/v1/admin/members/7') return { data: detail };
    return { data: [] };
  });
});
afterEach(() => vi.restoreAllMocks());

describe('member approval console', () => {
  it('lists pending members first and opens a member from the list', async () => {
    renderPage('/admin/members');
    expect(screen.getByRole('tab', { name: /Pending/ }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(await screen.findByRole('link', { name: 'drsmile' }));
    const panel = await screen.findByTestId('member-detail');
    expect(await within(panel).findByText('L-1234')).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Approve' })).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Suspend' })).toBeNull();
  });

  it('asks for a reason before rejecting, and sends a rejection once however often it is clicked', async () => {
    let answer: (v: { data: AdminMemberDetail }) => void = () => undefined;
    const post = vi.spyOn(http, 'post').mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    renderPage('/admin/members?member=7');
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('This field is required.')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'The licence photo is unreadable.' } });
    const submit = within(dialog).getByRole('button', { name: 'Reject' });
    fireEvent.click(submit);
    fireEvent.click(submit);
    await vi.waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post).toHaveBeenCalledWith('/api/v1/admin/members/7/reject', { reason: 'The licence photo is unreadable.' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Saving…' }));
    answer({ data: { ...detail, memberApprovalSe: 'C', memberApprovalReason: 'The licence photo is unreadable.', allowedActions: [] } });
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('refuses a reason longer than 300 characters', async () => {
    const post = vi.spyOn(http, 'post');
    renderPage('/admin/members?member=7');
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'x'.repeat(301) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Too long.')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });
});
