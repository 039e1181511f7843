import type { DesignerReviews } from '@dcm/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../../lib/http.ts';
import i18n from '../../../lib/i18n.ts';
import { useUserStore } from '../../../lib/user-store.ts';
import { signIn } from '../../../test/request-fixtures.ts';
import { answerGet, CLIENT, DESIGNER, reviewOf } from '../test-fixtures.ts';
import DesignerReviewsPage from './DesignerReviewsPage.tsx';

const pageOf = (page: number): DesignerReviews => ({
  items: [reviewOf({ id: `80000000-0000-4000-8000-00000000000${page}`, rating: page === 1 ? 10 : 7, text: `Review on page ${page}` })],
  page,
  size: 10,
  total: 12,
  designer: DESIGNER,
  average: 8.5,
});

function renderPage(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/reView" element={<DesignerReviewsPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

let get: ReturnType<typeof vi.spyOn>;

beforeEach(async () => {
  await i18n.changeLanguage('en');
  get = vi.spyOn(http, 'get').mockImplementation(answerGet((params) => ({ '/api/v1/reviews': pageOf(Number(params.page)) })));
});
afterEach(() => {
  vi.restoreAllMocks();
  useUserStore.getState().logout();
});

describe('a T-esigner’s public reviews', () => {
  it('shows the average with one decimal, the count, and the reviews page by page', async () => {
    renderPage(`/reView?designer=${DESIGNER.memberNo}`);
    expect((await screen.findByTestId('designer-average')).textContent).toBe('8.5 / 10');
    expect(screen.getByTestId('designer-count').textContent).toBe('Reviews: 12');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Reviews of cadmaster');
    expect(screen.getByTestId('review-text').textContent).toBe('Review on page 1');
    fireEvent.click(screen.getByRole('button', { name: /2/ }));
    await waitFor(() => expect(screen.getByTestId('review-text').textContent).toBe('Review on page 2'));
    const asked = get.mock.calls.filter((call: unknown[]) => call[0] === '/api/v1/reviews');
    expect(asked.map((call: unknown[]) => (call[1] as { params: { designerNo: number } }).params.designerNo)).toContain(DESIGNER.memberNo);
  });

  it('offers a signed-in member other than the author to report a review, and nobody signed out', async () => {
    const { unmount } = renderPage(`/reView?designer=${DESIGNER.memberNo}`);
    expect(await screen.findByTestId('review-card')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Report' })).toBeNull();
    unmount();

    signIn('lab', 40);
    const other = renderPage(`/reView?designer=${DESIGNER.memberNo}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Report' }));
    expect(await screen.findByRole('heading', { name: `Report the review by ${CLIENT.nickname}` })).toBeTruthy();
    other.unmount();

    signIn('client', CLIENT.memberNo);
    renderPage(`/reView?designer=${DESIGNER.memberNo}`);
    expect(await screen.findByTestId('review-card')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Report' })).toBeNull();
  });

  it('asks for a T-esigner when the address names none', async () => {
    renderPage('/reView');
    expect(await screen.findByTestId('designer-reviews-missing')).toBeTruthy();
  });
});
