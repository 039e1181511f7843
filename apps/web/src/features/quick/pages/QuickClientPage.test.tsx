import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../../lib/http.ts';
import i18n from '../../../lib/i18n.ts';
import { useUserStore } from '../../../lib/user-store.ts';
import { answerQuickGet, balancesOf, REFERRAL, renderQuickAt, signInClient, TERMS, type QuickServer } from '../client-test-fixtures.tsx';
import QuickClientPage from './QuickClientPage.tsx';

let server: QuickServer;
const renderPage = () => renderQuickAt('/quick/client', <QuickClientPage />);
const priceRows = () => screen.getAllByTestId('quick-price-row').map((row) => row.textContent);

beforeEach(async () => {
  await i18n.changeLanguage('en');
  server = { terms: TERMS, balances: balancesOf(0, 'USD'), referrals: [REFERRAL] };
  vi.spyOn(http, 'get').mockImplementation(answerQuickGet(() => server) as typeof http.get);
});
afterEach(() => {
  vi.restoreAllMocks();
  useUserStore.getState().logout();
});

describe('the quick landing page', () => {
  it('shows a visitor the prices in the currency they pick and the published rules, and asks them to sign in to post', async () => {
    renderPage();
    await waitFor(() => expect(priceRows()).toEqual(['Zirconia crown$40.00']));
    fireEvent.click(screen.getByTestId('quick-currency-KRW'));
    expect(priceRows()).toEqual(['Zirconia crown₩50,000', 'Inlay₩30,000']);
    const rules = screen.getByTestId('quick-rules').textContent;
    expect(rules).toContain('at least 24 hours');
    expect(rules).toContain('1 remake per request');
    expect(rules).toContain('after 3 business days');
    expect(screen.getByTestId('quick-post').textContent).toBe('Sign in to post a quick request');
    expect(screen.getByTestId('quick-post').getAttribute('href')).toBe('/login');
  });

  it('prices the table in a member’s own currency and links to posting', async () => {
    signInClient();
    await i18n.changeLanguage('ko');
    renderPage();
    await waitFor(() => expect(priceRows()).toEqual(['지르코니아 크라운$40.00']));
    expect(screen.queryByTestId('quick-currency-KRW')).toBeNull();
    expect(screen.getByTestId('quick-post').getAttribute('href')).toBe('/quick/client/request');
    expect(screen.getByTestId('quick-transactions-link').getAttribute('href')).toBe('/quick/client/transactions');
  });
});
