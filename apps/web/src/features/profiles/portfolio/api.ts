// 3D portfolios (issue 8): the owner adds, edits and deletes the items of their portfolio. The items
// arrive with the owner's profiles (`GET /api/v1/profiles/me`), so every change reads that again.
import type { PortfolioBody, PortfolioItem } from '@dcm/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

export type { PortfolioBody, PortfolioFile, PortfolioItem } from '@dcm/shared';

/** The profile pages' query of the owner's profiles, portfolio included. */
export const MY_PROFILES_KEY = ['profiles', 'me'] as const;

const PORTFOLIO_PATH = '/api/v1/profiles/me/portfolio';
const itemPath = (id: string) => `${PORTFOLIO_PATH}/${encodeURIComponent(id)}`;

/** Refused with 409 PORTFOLIO_FULL at ProfileLimits.portfolioItemsMax items, 422 with field errors. */
export function useCreatePortfolioItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: PortfolioBody) => (await http.post<PortfolioItem>(PORTFOLIO_PATH, body)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_PROFILES_KEY }),
  });
}

export function useUpdatePortfolioItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: string; body: PortfolioBody }) => (await http.put<PortfolioItem>(itemPath(id), body)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_PROFILES_KEY }),
  });
}

export function useDeletePortfolioItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await http.delete(itemPath(id));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_PROFILES_KEY }),
  });
}
