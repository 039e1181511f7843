// The members module's calls (issue "Accounts"): availability checks, the join itself, and a
// rejected member's join data and resubmission.
import type { JoinData, SessionUser } from '@dcm/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../lib/http.ts';
import { useUserStore } from '../../lib/user-store.ts';

export const memberKeys = {
  joinData: ['members', 'join'] as const,
};

export async function isEmailAvailable(email: string): Promise<boolean> {
  const { data } = await http.get<{ available: boolean }>('/api/v1/common/check-email', { params: { email } });
  return data.available;
}

export async function isNicknameAvailable(nickname: string): Promise<boolean> {
  const { data } = await http.get<{ available: boolean }>('/api/v1/common/check-nickname', { params: { nickname } });
  return data.available;
}

/** GET /api/v1/mypage/join: what a rejected member sent, to correct it. */
export function useJoinData(enabled: boolean) {
  return useQuery({
    queryKey: memberKeys.joinData,
    queryFn: async () => (await http.get<JoinData>('/api/v1/mypage/join')).data,
    enabled,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

/** POST /api/v1/common/account: the new member waits for approval (A). */
export function useCreateAccount() {
  return useMutation({
    mutationFn: async (body: Record<string, unknown>) =>
      (await http.post<{ memberNo: number; memberApprovalSe: string }>('/api/v1/common/account', body)).data,
  });
}

/** PUT /api/v1/mypage/join, then the refreshed profile so the session knows the member waits again. */
export function useResubmitJoin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: Record<string, unknown>) => {
      const { data } = await http.put<{ memberApprovalSe: string }>('/api/v1/mypage/join', body);
      const store = useUserStore.getState();
      try {
        store.setUser((await http.get<SessionUser>('/api/v1/mypage/profile')).data);
      } catch {
        // The resubmission stands; the session learns the new state from the answer instead.
        if (store.user) store.setUser({ ...store.user, memberApprovalSe: data.memberApprovalSe });
      }
      return data;
    },
    onSuccess: () => queryClient.removeQueries({ queryKey: memberKeys.joinData }),
  });
}
