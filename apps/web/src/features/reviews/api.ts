// Reviews (issue 7): the order's review with what the viewer may do with it, the client writing
// and deleting theirs, a T-esigner's public reviews with their average, and the member's own,
// written or received. A write or a deletion reads the lists and the order's review again.
import type { DesignerReviews, OrderReview, Review, ReviewBody, ReviewList } from '@dcm/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../lib/http.ts';

export type { DesignerReviews, OrderReview, Review, ReviewBody, ReviewList } from '@dcm/shared';
export type ReviewRole = 'client' | 'designer';

export const REVIEW_PAGE_SIZE = 10;

const orderReviewPath = (orderId: string) => `/api/v1/orders/${encodeURIComponent(orderId)}/review`;

/** Query keys of the reviews module; `all` is the prefix of every one of them. */
export const reviewKeys = {
  all: ['reviews'] as const,
  order: (orderId: string) => ['reviews', 'order', orderId] as const,
  designer: (designerNo: number, page: number) => ['reviews', 'designer', designerNo, page] as const,
  mine: (role: ReviewRole, page: number) => ['reviews', 'mine', role, page] as const,
};

export function useOrderReview(orderId: string | undefined) {
  return useQuery({
    queryKey: reviewKeys.order(orderId ?? ''),
    queryFn: async () => (await http.get<OrderReview>(orderReviewPath(orderId ?? ''))).data,
    enabled: !!orderId,
    retry: false,
  });
}

/** A T-esigner's reviews, public; the previous page stays on screen while the next loads. */
export function useDesignerReviews(designerNo: number | undefined, page: number) {
  return useQuery({
    queryKey: reviewKeys.designer(designerNo ?? 0, page),
    queryFn: async () => (await http.get<DesignerReviews>('/api/v1/reviews', { params: { designerNo, page, size: REVIEW_PAGE_SIZE } })).data,
    enabled: designerNo !== undefined,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** The reviews the member wrote as a client, or received as a T-esigner. */
export function useMyReviews(role: ReviewRole, page: number) {
  return useQuery({
    queryKey: reviewKeys.mine(role, page),
    queryFn: async () => (await http.get<ReviewList>('/api/v1/me/reviews', { params: { role, page, size: REVIEW_PAGE_SIZE } })).data,
    placeholderData: keepPreviousData,
  });
}

export function useWriteReview(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ReviewBody) => (await http.post<Review>(orderReviewPath(orderId), body)).data,
    // The order's page shows the review at once, then every list reads again.
    onSuccess: (review) => {
      queryClient.setQueryData<OrderReview>(reviewKeys.order(orderId), (prev) => prev && { ...prev, review, canWrite: false });
      return queryClient.invalidateQueries({ queryKey: reviewKeys.all });
    },
  });
}

export function useDeleteReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (reviewId: string) => {
      await http.delete(`/api/v1/reviews/${encodeURIComponent(reviewId)}`);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}
