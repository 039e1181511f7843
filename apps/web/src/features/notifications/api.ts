// In-app notifications (issue 9): the member's list, newest first, the unread counts of the header,
// marking read, and the live side: a `notification` frame lands at the top of every first page and
// bumps the count with a toast; an `unread` frame (a read in another tab) sets the counts.
import type { Notification, NotificationList, NotificationReadBody, UnreadCounts } from '@dcm/shared';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { http } from '../../lib/http.ts';
import { useRealtimeFrame } from '../../lib/realtime.ts';
import { toast } from '../../lib/toast.tsx';
import { useUserStore } from '../../lib/user-store.ts';

export type { Notification, NotificationList, UnreadCounts } from '@dcm/shared';

export const NOTIFICATIONS_PATH = '/api/v1/notifications';

export interface ListParams {
  page: number;
  size: number;
  unread: boolean;
}

export const notificationKeys = {
  all: ['notifications'] as const,
  lists: ['notifications', 'list'] as const,
  list: (params: ListParams) => ['notifications', 'list', params] as const,
  unread: ['notifications', 'unread'] as const,
};

const signedIn = () => useUserStore.getState().user !== null;

/** One page of the member's notifications; `enabled` false waits (the bell asks only once opened). */
export function useNotifications(params: ListParams, enabled = true) {
  const signedInNow = useUserStore((s) => s.user !== null);
  return useQuery({
    queryKey: notificationKeys.list(params),
    queryFn: async () =>
      (
        await http.get<NotificationList>(NOTIFICATIONS_PATH, {
          params: { page: params.page, size: params.size, ...(params.unread ? { unread: '1' } : {}) },
        })
      ).data,
    enabled: enabled && signedInNow,
    placeholderData: (previous) => previous,
  });
}

export function useUnreadCounts() {
  const enabled = useUserStore((s) => s.user !== null);
  return useQuery({
    queryKey: notificationKeys.unread,
    queryFn: async () => (await http.get<UnreadCounts>(`${NOTIFICATIONS_PATH}/unread`)).data,
    enabled,
  });
}

/** Every cached list page, with the parameters it was asked with. */
function cachedLists(client: QueryClient): Array<[ListParams, NotificationList]> {
  return client
    .getQueriesData<NotificationList>({ queryKey: notificationKeys.lists })
    .flatMap(([key, data]) => (data ? [[key[2] as ListParams, data] as [ListParams, NotificationList]] : []));
}

function setUnread(client: QueryClient, change: (n: number) => number): void {
  client.setQueryData<UnreadCounts>(notificationKeys.unread, (counts) => counts && { ...counts, notifications: Math.max(0, change(counts.notifications)) });
}

/** Marks the listed notifications read (or all): the lists and the badge change at once, the server follows. */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: Partial<NotificationReadBody>) => {
      await http.post(`${NOTIFICATIONS_PATH}/read`, { ids: body.ids ?? [], all: body.all ?? false });
    },
    onMutate: async (body) => {
      await client.cancelQueries({ queryKey: notificationKeys.all });
      const now = new Date().toISOString();
      const hits = (n: Notification) => n.readAt === null && (body.all || (body.ids ?? []).includes(n.id));
      // A notification may sit in several cached lists (the bell's and the page's): count it once.
      const newlyRead = new Set<string>();
      for (const [params, data] of cachedLists(client)) {
        const read = data.items.filter(hits);
        read.forEach((n) => newlyRead.add(n.id));
        client.setQueryData<NotificationList>(notificationKeys.list(params), {
          ...data,
          // An unread-only list keeps the rows on screen, read now, until it is fetched again.
          items: data.items.map((n) => (hits(n) ? { ...n, readAt: now } : n)),
          unread: body.all ? 0 : Math.max(0, data.unread - read.length),
        });
      }
      setUnread(client, (n) => (body.all ? 0 : n - newlyRead.size));
    },
    onSettled: () => client.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

/** A new notification at the top of each first page that would list it. */
function prependNotification(client: QueryClient, notification: Notification): void {
  for (const [params, data] of cachedLists(client)) {
    if (data.items.some((n) => n.id === notification.id)) continue;
    const listed = !params.unread || notification.readAt === null;
    const page = params.page === 1 && listed ? [notification, ...data.items].slice(0, params.size) : data.items;
    client.setQueryData<NotificationList>(notificationKeys.list(params), {
      ...data,
      items: page,
      total: listed ? data.total + 1 : data.total,
      unread: notification.readAt === null ? data.unread + 1 : data.unread,
    });
  }
  // Later pages shift by one: they are fetched again when next shown.
  void client.invalidateQueries({ queryKey: notificationKeys.lists, predicate: (q) => (q.queryKey[2] as ListParams | undefined)?.page !== 1, refetchType: 'none' });
  if (notification.readAt === null) setUnread(client, (n) => n + 1);
}

/**
 * The live side, used once for the whole app (the shell): new notifications and unread counts from
 * the realtime channel, each new one shown as a toast with its title; the cache goes with the member.
 */
export function useLiveNotifications(): void {
  const client = useQueryClient();
  const memberNo = useUserStore((s) => s.user?.memberNo);
  // Another member signing in on this tab must not see the last one's notifications, even briefly.
  useEffect(() => () => client.removeQueries({ queryKey: notificationKeys.all }), [client, memberNo]);
  useRealtimeFrame('notification', (frame) => {
    if (!signedIn()) return;
    prependNotification(client, frame.notification);
    toast(frame.notification.title, { description: frame.notification.body });
  });
  useRealtimeFrame('unread', (frame) => {
    client.setQueryData<UnreadCounts>(notificationKeys.unread, frame.unread);
  });
  // A (re)connected channel says where the counts stand now.
  useRealtimeFrame('ready', (frame) => {
    client.setQueryData<UnreadCounts>(notificationKeys.unread, frame.unread);
  });
}
