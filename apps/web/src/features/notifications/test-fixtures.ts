// The server's answers for the notification tests: notifications, a page of them, a member.
import { MemberType, type Notification, type NotificationList, type SessionUser } from '@dcm/shared';
import { userOf } from '../../test/page-fixtures.tsx';
import type { HttpConfig } from '../../lib/http.ts';

export const MEMBER: SessionUser = userOf({ memberNo: 7, nickname: 'smileclinic' }, MemberType.Client);

let serial = 0;
const idOf = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export function notificationOf(extra: Partial<Notification> = {}): Notification {
  serial += 1;
  return {
    id: idOf(serial),
    event: 'quotationReceived',
    kind: 'quotation',
    // As the server renders a notice about a case (issue 26): its referral number leads.
    title: `Referral no. 2026-${String(serial).padStart(3, '0')}: New quotation`,
    body: 'cadmaster sent a quotation for your request.',
    link: '/request/estimated/view/r-1',
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    readAt: null,
    ...extra,
  };
}

export const pageOf = (items: Notification[], extra: Partial<NotificationList> = {}): NotificationList => ({
  items,
  page: 1,
  size: 10,
  total: items.length,
  unread: items.filter((n) => n.readAt === null).length,
  ...extra,
});

/** `http.get` answering the notification calls: the list (all or unread only) and the counts. */
export function answerNotifications(all: () => Notification[], unreadCount?: () => number) {
  return async (url: string, config?: HttpConfig) => {
    const params = (config?.params ?? {}) as { page?: number; size?: number; unread?: string };
    if (url === '/api/v1/notifications/unread') return { data: { notifications: unreadCount?.() ?? all().filter((n) => n.readAt === null).length, chat: 0 } };
    if (url === '/api/v1/notifications') {
      const items = params.unread === '1' ? all().filter((n) => n.readAt === null) : all();
      const size = params.size ?? 10;
      const page = params.page ?? 1;
      return { data: pageOf(items.slice((page - 1) * size, page * size), { page, size, total: items.length, unread: all().filter((n) => n.readAt === null).length }) };
    }
    throw new Error(`unexpected GET ${url}`);
  };
}
