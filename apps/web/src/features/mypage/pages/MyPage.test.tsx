import { MemberType } from '@dcm/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../../lib/http.ts';
import i18n from '../../../lib/i18n.ts';
import { useUserStore } from '../../../lib/user-store.ts';
import { answerGet, balancesOf, CLIENT, DESIGNER, LAB, userOf } from '../test-fixtures.ts';
import MyPage from './MyPage.tsx';

function Where() {
  return <span data-testid="where">{useLocation().pathname}</span>;
}

function renderPage(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/mypage" element={<MyPage />} />
          <Route path="/mypage/client" element={<MyPage role="client" />} />
          <Route path="/mypage/center" element={<MyPage role="center" />} />
          <Route path="/mypage/designer" element={<MyPage role="designer" />} />
        </Routes>
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const tileKeys = () => screen.getAllByTestId(/^mypage-tile-/).map((el) => el.dataset.testid!.replace('mypage-tile-', ''));

beforeEach(async () => {
  await i18n.changeLanguage('en');
  vi.spyOn(http, 'get').mockImplementation(answerGet(() => ({ '/api/v1/mileage': balancesOf(25000, 120000) })));
});
afterEach(() => {
  vi.restoreAllMocks();
  useUserStore.getState().logout();
});

describe('my page hub', () => {
  it('shows the client their card and the client tiles, without profile or settlement', async () => {
    useUserStore.getState().login(userOf(CLIENT, MemberType.Client));
    renderPage('/mypage');
    expect(screen.getByTestId('member-card-nickname').textContent).toBe(CLIENT.nickname);
    expect(screen.getByTestId('member-card-kind').textContent).toBe('Client');
    expect(screen.getByTestId('member-card-email').textContent).toBe(`${CLIENT.nickname}@example.com`);
    expect((await screen.findByText('₩25,000')).dataset.testid).toBe('member-card-mileage');
    expect(screen.queryByTestId('member-card-earnings')).toBeNull();
    expect(screen.getByTestId('member-card-approval').textContent).toBe('Approved');
    expect(tileKeys()).toEqual(['requests', 'payment', 'mileage', 'chat', 'review', 'modify', 'noti', 'favourites', 'blocked', 'inquiries', 'outsourcing', 'withdrawal']);
    expect(screen.getByTestId('mypage-tile-payment').getAttribute('href')).toBe('/mypage/payment');
    expect(screen.getByTestId('mypage-tile-withdrawal').getAttribute('href')).toBe('/mypage/modify#withdrawal');
    expect(screen.getByTestId('mypage-tile-noti').getAttribute('href')).toBe('/mypage/noti');
    expect(screen.getByTestId('mypage-tile-chat').getAttribute('href')).toBe('/chat');
    expect(screen.getByTestId('mypage-tile-inquiries').getAttribute('href')).toBe('/myInquire');
    // Leaving the service stands apart, after everything else.
    expect(screen.getByTestId('mypage-group-danger').contains(screen.getByTestId('mypage-tile-withdrawal'))).toBe(true);
  });

  it('gives a T-esigner the profile, 3D portfolio, settlement and bank tiles, and their earnings', async () => {
    useUserStore.getState().login(userOf(DESIGNER, MemberType.Designer));
    renderPage('/mypage/designer');
    expect((await screen.findByText('₩120,000')).dataset.testid).toBe('member-card-earnings');
    expect(screen.getByTestId('member-card-kind').textContent).toBe('T-esigner');
    expect(tileKeys()).toEqual(['requests', 'payment', 'mileage', 'settlement', 'chat', 'review', 'modify', 'profile', 'bank', 'noti', 'favourites', 'blocked', 'inquiries', 'outsourcing', 'withdrawal']);
    expect(screen.getByTestId('mypage-tile-profile').getAttribute('href')).toBe('/profileModify');
    expect(screen.getByTestId('mypage-tile-settlement').getAttribute('href')).toBe('/mileageOffice');
    expect(screen.getByTestId('mypage-tile-chat').getAttribute('href')).toBe('/designerchat');
  });

  it('sends a member who opens another role’s sub-page to their own', async () => {
    useUserStore.getState().login(userOf(LAB, MemberType.Lab));
    renderPage('/mypage/client');
    expect((await screen.findByTestId('where')).textContent).toBe('/mypage/center');
    expect(screen.getByTestId('mypage-hub').dataset.kind).toBe('lab');
    expect(screen.getByTestId('member-card-kind').textContent).toBe('Dental lab');
  });
});
