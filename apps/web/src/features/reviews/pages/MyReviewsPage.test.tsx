import type { ReviewList } from '@dcm/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../../lib/http.ts';
import i18n from '../../../lib/i18n.ts';
import { useUserStore } from '../../../lib/user-store.ts';
import { signIn } from '../../../test/request-fixtures.ts';
import { answerGet, CLIENT, DESIGNER, reviewOf } from '../test-fixtures.ts';
import MyReviewsPage from './MyReviewsPage.tsx';

const listOf = (role: unknown): ReviewList => ({
  items: [reviewOf({ text: role === 'client' ? 'One I wrote' : 'One I received' })],
  page: 1,
  size: 10,
  total: 1,
});

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/mypage/review']}>
        <Routes>
          <Route path="/mypage/review" element={<MyReviewsPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
  vi.spyOn(http, 'get').mockImplementation(answerGet((params) => ({ '/api/v1/me/reviews': listOf(params.role) })));
});
afterEach(() => {
  vi.restoreAllMocks();
  useUserStore.getState().logout();
});

describe('my reviews', () => {
  it('a client sees the reviews they wrote, each with its Delete, and no received tab', async () => {
    signIn('client', CLIENT.memberNo);
    renderPage();
    expect((await screen.findByTestId('review-text')).textContent).toBe('One I wrote');
    expect(screen.getByTestId('review-delete')).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('a T-esigner sees the reviews they received, read-only', async () => {
    signIn('designer', DESIGNER.memberNo);
    renderPage();
    expect((await screen.findByTestId('review-text')).textContent).toBe('One I received');
    expect(screen.queryByTestId('review-delete')).toBeNull();
  });

  it('a dental lab has both tabs and switches between them', async () => {
    signIn('lab', CLIENT.memberNo);
    renderPage();
    expect((await screen.findByTestId('review-text')).textContent).toBe('One I wrote');
    fireEvent.click(screen.getByTestId('reviews-tab-received'));
    await waitFor(() => expect(screen.getByTestId('review-text').textContent).toBe('One I received'));
  });
});
