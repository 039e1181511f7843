// My page (issue 10): the member's own data and its changes (personal info, password, phone, profile
// image, bank account), the personal-data outsourcing contract, notification settings and leaving the
// service. A change that the header shows (nickname, profile image, phone) updates the signed-in user too.
import type {
  BankChangeBody,
  MileageBalances,
  MyInfo,
  MyInfoBody,
  NotificationSettings,
  OutsourcingContract,
  PasswordChangeBody,
  PhoneChangeBody,
  WithdrawalBody,
  WithdrawalState,
} from '@dcm/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { http } from '../../lib/http.ts';
import { useUserStore } from '../../lib/user-store.ts';

export type { MyInfo, NotificationSettings, OutsourcingContract, WithdrawalBlocker, WithdrawalState } from '@dcm/shared';

const MYPAGE_PATH = '/api/v1/mypage';

/** Query keys of the my-page module; `balances` is the mileage module's key, so both read one answer. */
export const mypageKeys = {
  info: ['mypage', 'info'] as const,
  outsourcing: ['mypage', 'outsourcing'] as const,
  notifications: ['mypage', 'notifications'] as const,
  withdrawal: ['mypage', 'withdrawal'] as const,
  balances: ['mileage', 'balances'] as const,
};

/** The signed-in user follows what the header and the session show of the member. */
function syncSessionUser(change: { nickname?: string; profileImageUrl?: string | null; phone?: string; timeZone?: string | null }): void {
  const store = useUserStore.getState();
  if (!store.user) return;
  store.setUser({
    ...store.user,
    ...(change.nickname !== undefined ? { memberNickName: change.nickname } : {}),
    ...(change.profileImageUrl !== undefined ? { memberProfileImage: change.profileImageUrl } : {}),
    ...(change.phone !== undefined ? { memberHp: change.phone } : {}),
    ...(change.timeZone !== undefined ? { timeZone: change.timeZone } : {}),
  });
}

export function useMyInfo(enabled = true) {
  return useQuery({
    queryKey: mypageKeys.info,
    queryFn: async () => (await http.get<MyInfo>(`${MYPAGE_PATH}/info`)).data,
    enabled,
    retry: false,
  });
}

/** The member's mileage and, for T-esigners and labs, their earnings (GET /api/v1/mileage). */
export function useMyBalances(enabled = true) {
  return useQuery({
    queryKey: mypageKeys.balances,
    queryFn: async () => (await http.get<MileageBalances>('/api/v1/mileage')).data,
    enabled,
  });
}

export async function isNicknameAvailable(nickname: string): Promise<boolean> {
  const { data } = await http.get<{ available: boolean }>('/api/v1/common/check-nickname', { params: { nickname } });
  return data.available;
}

/** A mutation whose answer is the member as saved: the info query takes it, the session its nickname and image. */
function useInfoChange<B>(send: (body: B) => Promise<MyInfo>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (info) => {
      queryClient.setQueryData(mypageKeys.info, info);
      syncSessionUser({ nickname: info.nickname, profileImageUrl: info.profileImageUrl, timeZone: info.timeZone });
    },
  });
}

export function useUpdateInfo() {
  return useInfoChange(async (body: MyInfoBody) => (await http.patch<MyInfo>(`${MYPAGE_PATH}/info`, body)).data);
}

export function useChangeProfileImage() {
  return useInfoChange(async (fileId: string | null) => (await http.put<MyInfo>(`${MYPAGE_PATH}/profile-image`, { fileId })).data);
}

export function useChangeBank() {
  return useInfoChange(async (body: BankChangeBody) => (await http.put<MyInfo>(`${MYPAGE_PATH}/bank`, body)).data);
}

export function useChangePassword() {
  return useMutation({
    mutationFn: async (body: PasswordChangeBody) => {
      await http.put(`${MYPAGE_PATH}/password`, body);
    },
  });
}

export function useChangePhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: PhoneChangeBody) => {
      await http.put(`${MYPAGE_PATH}/phone`, body);
    },
    onSuccess: (_, body) => {
      syncSessionUser({ phone: body.phone });
      return queryClient.invalidateQueries({ queryKey: mypageKeys.info });
    },
  });
}

export function useOutsourcing(enabled = true) {
  return useQuery({
    queryKey: mypageKeys.outsourcing,
    queryFn: async () => (await http.get<OutsourcingContract>(`${MYPAGE_PATH}/outsourcing`)).data,
    enabled,
    retry: false,
  });
}

/** Agrees to the version read; a changed contract (409) reads the new one. */
export function useAgreeOutsourcing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (version: string) => {
      await http.post(`${MYPAGE_PATH}/outsourcing`, { version });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: mypageKeys.outsourcing }),
  });
}

export function useNotificationSettings() {
  return useQuery({
    queryKey: mypageKeys.notifications,
    queryFn: async () => (await http.get<NotificationSettings>(`${MYPAGE_PATH}/notifications`)).data,
    retry: false,
  });
}

export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: NotificationSettings) => (await http.put<NotificationSettings>(`${MYPAGE_PATH}/notifications`, body)).data,
    onSuccess: (saved) => {
      // A 204 or an empty answer leaves the page as the member set it: read it again.
      if (saved && typeof saved === 'object' && 'settings' in saved) queryClient.setQueryData(mypageKeys.notifications, saved);
      else return queryClient.invalidateQueries({ queryKey: mypageKeys.notifications });
    },
  });
}

export function useWithdrawal(enabled = true) {
  return useQuery({
    queryKey: mypageKeys.withdrawal,
    queryFn: async () => (await http.get<WithdrawalState>(`${MYPAGE_PATH}/withdrawal`)).data,
    enabled,
    retry: false,
  });
}

export function useRequestWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: WithdrawalBody) => (await http.post<WithdrawalState>(`${MYPAGE_PATH}/withdrawal`, body)).data,
    onSuccess: (state) => {
      if (state && typeof state === 'object' && 'status' in state) queryClient.setQueryData(mypageKeys.withdrawal, state);
      else return queryClient.invalidateQueries({ queryKey: mypageKeys.withdrawal });
    },
  });
}

/**
 * Runs one save at a time: a second press while the first is on its way does nothing (the button's
 * disabled state comes a render later than a fast double click). Each run reports its own failure.
 */
export function useOnce(): (run: () => Promise<unknown>) => void {
  const busy = useRef(false);
  return (run) => {
    if (busy.current) return;
    busy.current = true;
    void run()
      .catch(() => undefined)
      .finally(() => {
        busy.current = false;
      });
  };
}
