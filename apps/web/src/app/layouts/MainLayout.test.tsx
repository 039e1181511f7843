import { MemberType } from '@dcm/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../lib/i18n.ts';
import { useUserStore } from '../../lib/user-store.ts';
import { userOf } from '../../test/page-fixtures.tsx';
import { MainLayout } from './MainLayout.tsx';

function renderLayout() {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/somewhere']}>
        <Routes>
          <Route element={<MainLayout />}>
            <Route path="/somewhere" element={<h1>page</h1>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The header's main menu (the first navigation named so; the phone menu is closed). */
const mainMenu = () => screen.getAllByRole('navigation', { name: 'Main menu' })[0]!;
const hrefs = (nav: HTMLElement) => within(nav).getAllByRole('link').map((a) => a.getAttribute('href'));

// A member waiting for approval: the header's live parts (bell, chat) stay out of this test.
const member = (memberSe: string) => ({ ...userOf({ memberNo: 9, nickname: 'cadmaster' }, memberSe), memberApprovalSe: 'A' });

beforeEach(() => i18n.changeLanguage('en'));
afterEach(() => useUserStore.getState().logout());

describe('the main navigation', () => {
  it('offers a visitor the main pages, as pre-rendered', () => {
    renderLayout();
    expect(hrefs(mainMenu())).toEqual(['/request', '/designer', '/center', '/quick/client', '/help']);
  });

  it("leads a T-esigner to their transactions and their quick board, in the header and the phone's tab bar", () => {
    useUserStore.getState().login(member(MemberType.Designer));
    renderLayout();
    expect(hrefs(mainMenu())).toEqual(['/request', '/payment', '/center', '/quick/Designer', '/help']);
    expect(within(mainMenu()).getByRole('link', { name: 'Transactions' }).getAttribute('href')).toBe('/payment');
    expect(screen.getByTestId('tab-orders').getAttribute('href')).toBe('/payment');
  });

  it('offers a client the main pages as a visitor has them, and their cart in the tab bar', () => {
    useUserStore.getState().login(member(MemberType.Client));
    renderLayout();
    expect(hrefs(mainMenu())).toEqual(['/request', '/designer', '/center', '/quick/client', '/help']);
    expect(screen.getByTestId('tab-cart').getAttribute('href')).toBe('/request/basket');
  });
});
