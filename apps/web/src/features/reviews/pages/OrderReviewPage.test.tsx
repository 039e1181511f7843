import type { OrderReview } from '@dcm/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../../lib/http.ts';
import i18n from '../../../lib/i18n.ts';
import { answerGet, ORDER_ID, orderReviewOf, refusal, REVIEW_ID, reviewOf } from '../test-fixtures.ts';
import OrderReviewPage from './OrderReviewPage.tsx';

let state: OrderReview;

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/payment/review/${ORDER_ID}`]}>
        <Routes>
          <Route path="/payment/review/:id" element={<OrderReviewPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

async function fill(text: string) {
  const levels = await screen.findAllByRole('radio');
  expect(levels).toHaveLength(10);
  fireEvent.click(levels[8]!);
  fireEvent.change(screen.getByTestId('review-text-input'), { target: { value: text } });
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
  state = orderReviewOf();
  vi.spyOn(http, 'get').mockImplementation(answerGet(() => ({ [`/api/v1/orders/${ORDER_ID}/review`]: state })));
});
afterEach(() => vi.restoreAllMocks());

describe('writing the review of a complete order', () => {
  it('offers the 10 levels with their labels from the rating code table', async () => {
    renderPage();
    const levels = await screen.findAllByRole('radio');
    expect(levels).toHaveLength(10);
    await waitFor(() => expect(levels[9]!.closest('label')?.textContent).toBe('10Outstanding'));
  });

  it('refuses 4 characters with the translated message, in English and in Korean, and sends nothing', async () => {
    const post = vi.spyOn(http, 'post');
    renderPage();
    await fill(' abcd ');
    expect(screen.getByTestId('review-text-count').textContent).toBe('4/1000');
    fireEvent.click(screen.getByTestId('review-submit'));
    expect((await screen.findByTestId('review-text-error')).textContent).toBe('Write at least 5 characters.');
    await i18n.changeLanguage('ko');
    await waitFor(() => expect(screen.getByTestId('review-text-error').textContent).toBe('리뷰는 5자 이상 입력해 주세요.'));
    expect(post).not.toHaveBeenCalled();
  });

  it('asks for a rating before sending', async () => {
    const post = vi.spyOn(http, 'post');
    renderPage();
    fireEvent.change(await screen.findByTestId('review-text-input'), { target: { value: 'Clean margins.' } });
    fireEvent.click(screen.getByTestId('review-submit'));
    expect((await screen.findByTestId('rating-error')).textContent).toBe('Choose a rating.');
    expect(post).not.toHaveBeenCalled();
  });

  it('writes once for a double click, then shows the review with its Delete', async () => {
    let answer: (value: { data: unknown }) => void = () => undefined;
    const post = vi.spyOn(http, 'post').mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    renderPage();
    await fill('Margins fit on the first try.');
    const submit = screen.getByTestId('review-submit');
    fireEvent.click(submit);
    fireEvent.click(submit);
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post.mock.calls[0]).toEqual([`/api/v1/orders/${ORDER_ID}/review`, { rating: 9, text: 'Margins fit on the first try.' }]);
    state = orderReviewOf({ review: reviewOf(), canWrite: false });
    answer({ data: reviewOf() });
    expect((await screen.findByTestId('review-text')).textContent).toBe('Margins fit on the first try.');
    expect(screen.getByTestId('review-rating').textContent).toBe('9 / 10 · Very good');
    expect(screen.getByTestId('review-delete')).toBeTruthy();
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('attaches one photo through the image upload and sends its id with the review', async () => {
    const PHOTO_ID = '90000000-0000-4000-8000-000000000009';
    const post = vi.spyOn(http, 'post').mockImplementation(async (url: string) =>
      url === '/api/v1/common/file/upload'
        ? { data: { id: PHOTO_ID, name: 'crown.png', size: 68, mime: 'image/png', url: `/api/v1/common/file/${PHOTO_ID}`, nameFlag: false } }
        : { data: reviewOf() },
    );
    const { container } = renderPage();
    await fill('Margins fit on the first try.');
    const input = container.querySelector<HTMLInputElement>('input[type=file]')!;
    fireEvent.change(input, { target: { files: [new File([new Uint8Array(68)], 'crown.png', { type: 'image/png' })] } });
    expect((await screen.findByTestId('review-photo-name')).textContent).toBe('Photo: crown.png');
    fireEvent.click(screen.getByTestId('review-submit'));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(2));
    expect(post.mock.calls[1]).toEqual([`/api/v1/orders/${ORDER_ID}/review`, { rating: 9, text: 'Margins fit on the first try.', photoFileId: PHOTO_ID }]);
  });

  it('shows the server’s refusal of a second review in the member’s language', async () => {
    vi.spyOn(http, 'post').mockRejectedValue(refusal(409, { code: 'REVIEW_EXISTS', message: 'exists' }));
    renderPage();
    await fill('Margins fit on the first try.');
    fireEvent.click(screen.getByTestId('review-submit'));
    expect((await screen.findByTestId('review-form-error')).textContent).toContain('You already reviewed this order.');
  });
});

describe('the review once written', () => {
  it('asks before deleting, and deletes only once confirmed', async () => {
    state = orderReviewOf({ review: reviewOf(), canWrite: false });
    const remove = vi.spyOn(http, 'delete').mockResolvedValue({ data: undefined });
    renderPage();
    fireEvent.click(await screen.findByTestId('review-delete'));
    const dialog = await screen.findByTestId('review-delete-confirm');
    expect(dialog.textContent).toContain('Delete this review?');
    expect(remove).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Delete the review' }));
    await waitFor(() => expect(remove).toHaveBeenCalledTimes(1));
    expect(remove.mock.calls[0]![0]).toBe(`/api/v1/reviews/${REVIEW_ID}`);
  });

  it('says so when the deletion fails (SPEC §8 "review deletion error")', async () => {
    state = orderReviewOf({ review: reviewOf(), canWrite: false });
    vi.spyOn(http, 'delete').mockRejectedValue(refusal(404, { code: 'NOT_FOUND', message: 'gone' }));
    renderPage();
    fireEvent.click(await screen.findByTestId('review-delete'));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete the review' }));
    expect((await screen.findByTestId('review-delete-error')).textContent).toContain('The review could not be deleted.');
  });

  it('is read-only for the T-esigner', async () => {
    state = orderReviewOf({ viewerRole: 'designer', review: reviewOf(), canWrite: false });
    renderPage();
    expect(await screen.findByTestId('review-text')).toBeTruthy();
    expect(screen.queryByTestId('review-delete')).toBeNull();
    expect(screen.getByTestId('review-back').getAttribute('href')).toBe(`/payment/${ORDER_ID}/designer`);
  });
});

describe('before a review can be written', () => {
  it('says reviews open once the transaction is complete', async () => {
    state = orderReviewOf({ complete: false, canWrite: false });
    renderPage();
    expect((await screen.findByTestId('review-not-complete')).textContent).toContain('once the transaction is complete');
    expect(screen.queryByTestId('review-form')).toBeNull();
  });

  it('tells the client a deleted review cannot be written again', async () => {
    state = orderReviewOf({ canWrite: false, deleted: true });
    renderPage();
    expect((await screen.findByTestId('review-deleted')).textContent).toContain('cannot be written again');
  });
});
