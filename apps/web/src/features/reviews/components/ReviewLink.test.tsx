import { OrderStatus, type OrderReview } from '@dcm/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../../lib/http.ts';
import i18n from '../../../lib/i18n.ts';
import { answerGet, ORDER_ID, orderReviewOf, reviewOf } from '../test-fixtures.ts';
import { ReviewLink } from './ReviewLink.tsx';

let state: OrderReview;
let get: ReturnType<typeof vi.spyOn>;

function renderLink(status: OrderStatus) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ReviewLink order={{ id: ORDER_ID, status }} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
  get = vi.spyOn(http, 'get').mockImplementation(answerGet(() => ({ [`/api/v1/orders/${ORDER_ID}/review`]: state })));
});
afterEach(() => vi.restoreAllMocks());

describe('the link to an order’s review', () => {
  it('invites the client of a complete order to write one', async () => {
    state = orderReviewOf();
    renderLink(OrderStatus.complete);
    const link = await screen.findByTestId('review-link-write');
    expect(link.textContent).toBe('Write a review');
    expect(link.getAttribute('href')).toBe(`/payment/review/${ORDER_ID}`);
  });

  it('offers to see the review once written, to either party', async () => {
    state = orderReviewOf({ viewerRole: 'designer', review: reviewOf(), canWrite: false });
    renderLink(OrderStatus.complete);
    expect((await screen.findByTestId('review-link-see')).textContent).toBe('See the review');
  });

  it('shows nothing and asks nothing before completion', async () => {
    state = orderReviewOf({ complete: false, canWrite: false });
    const { container } = renderLink(OrderStatus.cadUploaded);
    await waitFor(() => expect(container.textContent).toBe(''));
    expect(get).not.toHaveBeenCalled();
  });
});
