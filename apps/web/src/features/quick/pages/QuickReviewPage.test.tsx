import { QuickStatus } from '@dcm/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../../lib/http.ts';
import i18n from '../../../lib/i18n.ts';
import { useUserStore } from '../../../lib/user-store.ts';
import { answerQuickGet, balancesOf, deliveredQuick, QUICK_ID, REFERRAL, renderQuickAt, signInClient, TERMS, type QuickServer } from '../client-test-fixtures.tsx';
import QuickReviewPage from './QuickReviewPage.tsx';

let server: QuickServer;
const renderPage = () => renderQuickAt('/quick/review/:id', <QuickReviewPage />, `/quick/review/${QUICK_ID}`);
const completed = (reviewed = false) => deliveredQuick({ status: QuickStatus.completed, actions: [], autoCompleteAt: null, reviewed });

beforeEach(async () => {
  await i18n.changeLanguage('en');
  signInClient();
  server = { terms: TERMS, balances: balancesOf(0), referrals: [REFERRAL], quick: completed() };
  vi.spyOn(http, 'get').mockImplementation(answerQuickGet(() => server) as typeof http.get);
});
afterEach(() => {
  vi.restoreAllMocks();
  useUserStore.getState().logout();
});

describe('reviewing a quick request', () => {
  it('posts the review to the quick request once, then says it was written', async () => {
    const post = vi.spyOn(http, 'post').mockResolvedValue({ data: {} });
    renderPage();
    const form = await screen.findByTestId('review-form');
    fireEvent.click(within(form).getAllByRole('radio')[7]!);
    fireEvent.change(within(form).getByTestId('review-text-input'), { target: { value: 'Fast and precise margins.' } });
    fireEvent.click(within(form).getByTestId('review-submit'));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post.mock.calls[0]![0]).toBe(`/api/v1/quick/requests/${QUICK_ID}/review`);
    expect(post.mock.calls[0]![1]).toMatchObject({ rating: 8, text: 'Fast and precise margins.' });
    expect(await screen.findByTestId('quick-reviewed')).toBeTruthy();
  });

  it('offers no form before completion nor after a review', async () => {
    server = { ...server, quick: deliveredQuick() };
    const { unmount } = renderPage();
    expect(await screen.findByTestId('quick-review-not-complete')).toBeTruthy();
    unmount();
    server = { ...server, quick: completed(true) };
    renderPage();
    expect(await screen.findByTestId('quick-reviewed')).toBeTruthy();
    expect(screen.queryByTestId('review-form')).toBeNull();
  });
});
