import { ReferralStatus } from '@dcm/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n.ts';
import { http, type HttpConfig } from '../../../lib/http.ts';
import { answeredError } from '../../../lib/http.test-support.ts';
import { codesFor, paramsOf, referralOf } from '../../../test/referral-fixtures.ts';
import GroupDocPage from './GroupDocPage.tsx';
import ReferralDocPage from './ReferralDocPage.tsx';

const mine = referralOf(ReferralStatus.Draft, { referralNumber: '2025-0412' });
const sent = referralOf(ReferralStatus.Requested, { referralNumber: '2024-900' });
const simpleGroup = [
  referralOf(ReferralStatus.Complete, { referralNumber: 'A-1' }, { mode: 'simple', groupId: mine.groupId }),
  referralOf(ReferralStatus.Draft, { referralNumber: 'A-2' }, { mode: 'simple', groupId: mine.groupId }),
];

const notFound = () => answeredError(404, { error: { code: 'NOT_FOUND', message: 'Not found' } });

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/request/view/doc/:id" element={<ReferralDocPage />} />
          <Route path="/request/group/doc/:id" element={<GroupDocPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
  vi.spyOn(http, 'get').mockImplementation(async (url: string, config?: HttpConfig) => {
    if (url === `/api/v1/referrals/${mine.id}`) return { data: mine };
    if (url === `/api/v1/referrals/${sent.id}`) return { data: sent };
    if (url === '/api/v1/referrals') {
      const items = paramsOf(config).groupId === mine.groupId ? simpleGroup : [];
      return { data: { items, page: 1, size: 100, total: items.length } };
    }
    if (url.startsWith('/api/v1/referrals/')) throw notFound();
    return { data: codesFor(url, paramsOf(config).type) ?? [] };
  });
});
afterEach(() => vi.restoreAllMocks());

describe('referral document pages', () => {
  it('shows a draft with print, PDF and edit, and the way back to the drafts', async () => {
    renderAt(`/request/view/doc/${mine.id}`);
    expect((await screen.findByRole('heading', { level: 2 })).textContent).toBe('2025-0412');
    expect(screen.getByRole('button', { name: 'Print' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(`/request/detailmode?id=${mine.id}`);
    expect(screen.getByRole('link', { name: 'Referral cart' }).getAttribute('href')).toBe('/request/basket?group=draft');
  });

  it('offers no edit for a referral in a request', async () => {
    renderAt(`/request/view/doc/${sent.id}`);
    expect(await screen.findByText('2024-900', { selector: 'h2' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
  });

  it('says another member’s referral is not found and leads back to the cart', async () => {
    renderAt('/request/view/doc/00000000-0000-4000-8000-00000000ffff');
    expect(await screen.findByText('Referral not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the referral cart' }).getAttribute('href')).toBe('/request/basket');
  });

  it('shows every patient of a simple-mode form, each its own document, and edits the form as a whole', async () => {
    renderAt(`/request/group/doc/${mine.groupId}`);
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect(screen.getByText('Patient 2')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(`/request/easymode?group=${mine.groupId}`);
  });

  it('says a form group it cannot list is not found', async () => {
    renderAt('/request/group/doc/00000000-0000-4000-8000-00000000eeee');
    expect(await screen.findByTestId('document-not-found')).toBeTruthy();
  });
});
