import {
  ClientConfig,
  NotificationList,
  NotificationListQuery,
  NotificationReadBody,
  PushSubscribeAnswer,
  PushSubscribeBody,
  PushTestAnswer,
  PushToken,
  PushUnsubscribeBody,
  UnreadCounts,
} from '@dcm/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { memberOf } from '../../platform/auth.ts';
import { localeOf } from '../../platform/i18n.ts';
import { memberChannel, type MemberBusMessage } from '../../platform/realtime-channels.ts';
import { listNotifications, markNotificationsRead, sendTestPush, subscribePush, unsubscribePush } from './service.ts';

/**
 * The header's badges: unread notifications and unread chat messages. Chat's answer (chat/service.ts),
 * which ranks above notifications, handed in by app.ts as it is to the realtime plugin.
 */
type UnreadCountsOf = (db: Db, memberNo: number) => Promise<UnreadCounts>;

/** Notifications (issue 9): the in-app list, the header's counts, web-push subscriptions (at the root, SPEC §7 `{push-api}/push/…`) and the web's run-time config. */
export const notificationsRoutes: FastifyPluginAsyncZod<{ unreadCountsOf: UnreadCountsOf }> = async (app, { unreadCountsOf }) => {
  const tags = ['notifications'];
  const auth = { onRequest: app.authenticate };
  // A member waiting for approval keeps their device registered, so the join decision reaches them (EVENTS.md joinApproved).
  const ownDevice = { ...auth, config: { allowUnapproved: true } };
  const unreadOf = (memberNo: number): Promise<UnreadCounts> => unreadCountsOf(app.db, memberNo);

  app.get('/api/v1/notifications', { ...auth, schema: { tags, querystring: NotificationListQuery, response: { 200: NotificationList } } }, async (request) =>
    listNotifications(app.db, memberOf(request).memberNo, request.query, localeOf(request)),
  );

  app.post('/api/v1/notifications/read', { ...auth, schema: { tags, body: NotificationReadBody } }, async (request, reply) => {
    const { memberNo } = memberOf(request);
    await markNotificationsRead(app.db, memberNo, request.body);
    // The member's other tabs update their badges; a lost message only leaves a badge stale until the next fetch.
    const message: MemberBusMessage = { type: 'unread', unread: await unreadOf(memberNo) };
    await app.bus.publish(memberChannel(memberNo), message).catch((err: unknown) => request.log.warn({ err }, 'unread counts not published'));
    return reply.status(204).send();
  });

  app.get('/api/v1/notifications/unread', { ...auth, schema: { tags, response: { 200: UnreadCounts } } }, async (request) => unreadOf(memberOf(request).memberNo));

  app.get('/push/token', { schema: { tags, response: { 200: PushToken } } }, async () => ({ token: app.push.publicKey }));

  app.post('/push/subscribe', { ...ownDevice, schema: { tags, body: PushSubscribeBody, response: { 200: PushSubscribeAnswer } } }, async (request) => {
    await subscribePush(app.db, memberOf(request).memberNo, request.body, localeOf(request));
    return { ok: true as const };
  });

  app.post('/push/unsubscribe', { ...ownDevice, schema: { tags, body: PushUnsubscribeBody, response: { 200: PushSubscribeAnswer } } }, async (request) => {
    await unsubscribePush(app.db, memberOf(request).memberNo, request.body);
    return { ok: true as const };
  });

  app.post(
    '/push/test',
    { ...auth, config: { rateLimit: { max: 10, timeWindow: '1 minute' } }, schema: { tags, response: { 200: PushTestAnswer } } },
    async (request) => ({ sent: await sendTestPush(app.db, memberOf(request).memberNo) }),
  );

  app.get('/api/v1/common/client-config', { schema: { tags, response: { 200: ClientConfig } } }, async () => ({
    pushApiUrl: app.config.push.apiUrl ?? null,
    customerChat: app.config.customerChatPluginKey ? { pluginKey: app.config.customerChatPluginKey } : null,
  }));
};
