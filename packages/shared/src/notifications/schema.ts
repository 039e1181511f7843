// Notifications (issue 9, SPEC §2 `/notiy`, `/mypage/noti`, §3 push subscription, §4 Push, §7 push
// calls): every event of the product becomes an in-app notification and, by the member's settings
// per kind (members/mypage.ts NotificationSettings), a web push and an e-mail.
import { z } from 'zod';
import type { NotificationKind } from '../members/mypage.ts';
import type { PushPageMessageShape } from './push-page.ts';

/**
 * The events, each under the settings kind that switches its push and e-mail. The server renders
 * title and body per event in the member's language; the web shows what the server rendered.
 */
export const NotificationEventKinds = {
  joinApproved: 'joinDecided',
  joinRejected: 'joinDecided',
  quotationReceived: 'quotation',
  quotationChosen: 'chosen',
  quotationNotChosen: 'chosen',
  contractRequested: 'contract',
  contractAccepted: 'contract',
  contractDeclined: 'contract',
  referralReceived: 'referral',
  referralDeclined: 'referral',
  cadUploaded: 'cad',
  /** The T-esigner replaced a delivery the client had not answered yet (decision 0044). */
  cadReplaced: 'cad',
  surchargeRequested: 'surcharge',
  surchargePaid: 'surcharge',
  reworkRequested: 'rework',
  cancellationRequested: 'cancellation',
  cancellationDecided: 'cancellation',
  orderCancelled: 'cancellation',
  orderCompleted: 'completed',
  reviewReceived: 'review',
  refundDecided: 'money',
  settlementDecided: 'money',
  chatMessage: 'chat',
  /** Quick requests (issue 11): a new one on the board, to opted-in T-esigners. */
  quickPosted: 'referral',
  quickTaken: 'contract',
  quickDelivered: 'cad',
  /** The taker replaced a delivery the client had not answered yet (decision 0044). */
  quickReplaced: 'cad',
  quickRemakeRequested: 'rework',
  quickCompleted: 'completed',
  /** The taker missed the deadline: to the taker (it counts on their record) and the client (reposted or refunded). */
  quickMissed: 'cancellation',
  quickSettlementDecided: 'money',
  noticePublished: 'notice',
  inquiryAnswered: 'inquiry',
  /** The operator decided a member's report (actioned or dismissed): the operator answering what the member sent, like an inquiry. */
  reportDecided: 'inquiry',
  pushTest: 'notice',
} as const satisfies Record<string, NotificationKind>;
export type NotificationEvent = keyof typeof NotificationEventKinds;
export const NotificationEvents = Object.keys(NotificationEventKinds) as NotificationEvent[];
export const NotificationEventSchema = z.enum(NotificationEvents as [NotificationEvent, ...NotificationEvent[]]);

/**
 * What the template of an event may name: a nickname, an amount, a reason…, and the case a request or
 * an order is about by its referral numbers (`referralNumbers`, a list: issue 26).
 */
export const NotificationParams = z.record(z.string(), z.union([z.string(), z.number(), z.array(z.string())]));
export type NotificationParams = z.infer<typeof NotificationParams>;

/** One in-app notification, rendered in the caller's language. `link` is a web path ("/transactions/…"). */
export const Notification = z.object({
  id: z.uuid(),
  event: NotificationEventSchema,
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type Notification = z.infer<typeof Notification>;

/** `GET /api/v1/notifications?page&size&unread=1` (newest first) → the page and the unread total. */
export const NotificationListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(50).default(20),
  unread: z
    .enum(['0', '1'])
    .optional()
    .transform((v) => v === '1'),
});
export type NotificationListQuery = z.infer<typeof NotificationListQuery>;
export const NotificationList = z.object({
  items: z.array(Notification),
  page: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
  unread: z.number().int(),
});
export type NotificationList = z.infer<typeof NotificationList>;

/**
 * `POST /api/v1/notifications/read` (204) marks the listed ids read, or all of the caller's when
 * `all` is true; ids of other members are ignored. `GET /api/v1/notifications/unread` → UnreadCounts.
 */
export const NotificationReadBody = z.object({ ids: z.array(z.uuid()).max(100).default([]), all: z.boolean().default(false) });
export type NotificationReadBody = z.infer<typeof NotificationReadBody>;

/** The header's badges: unread notifications and unread chat messages. */
export const UnreadCounts = z.object({ notifications: z.number().int(), chat: z.number().int() });
export type UnreadCounts = z.infer<typeof UnreadCounts>;

/** SPEC §3 push subscription record: the platform is read from the user agent by the web. */
export const PushPlatforms = ['android', 'ios', 'windows', 'mac', 'linux', 'unknown'] as const;
export const PushPlatform = z.enum(PushPlatforms);
export type PushPlatform = z.infer<typeof PushPlatform>;

/** The browser's PushSubscription.toJSON(). */
export const PushSubscriptionJson = z.object({
  endpoint: z.url().max(2000),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: z.string().min(1).max(200), auth: z.string().min(1).max(100) }),
});
export type PushSubscriptionJson = z.infer<typeof PushSubscriptionJson>;

/**
 * `POST {push-api}/push/subscribe` (SPEC §7; bearer token) → PushSubscribeAnswer. `userId` is the
 * caller's memberNo (another: 403); one subscription per member and device, replaced on re-subscribe.
 */
export const PushSubscribeBody = z.object({
  userId: z.coerce.number().int(),
  deviceId: z.string().trim().min(1).max(100),
  subscription: PushSubscriptionJson,
  userAgent: z.string().max(500).default(''),
  platform: PushPlatform.default('unknown'),
});
export type PushSubscribeBody = z.infer<typeof PushSubscribeBody>;
export const PushSubscribeAnswer = z.object({ ok: z.literal(true) });

/** `POST {push-api}/push/unsubscribe` (SPEC §7; bearer token) → { ok: true }: forgets the device's subscription. */
export const PushUnsubscribeBody = z.object({ userId: z.coerce.number().int(), deviceId: z.string().trim().min(1).max(100) });
export type PushUnsubscribeBody = z.infer<typeof PushUnsubscribeBody>;

/** `GET {push-api}/push/token` (public) → the VAPID public key, base64url (SPEC §7 "the push token response has a field token"). */
export const PushToken = z.object({ token: z.string() });
export type PushToken = z.infer<typeof PushToken>;

/** `POST {push-api}/push/test` (bearer) → { sent }: a test notification to each of the caller's devices. */
export const PushTestAnswer = z.object({ sent: z.number().int() });

/** The payload of every web push (SPEC §3): the service worker shows title and body and opens url. */
export const PushPayload = z.object({ title: z.string(), body: z.string(), url: z.string(), test: z.boolean().optional() });
export type PushPayload = z.infer<typeof PushPayload>;

/** What the service worker posts to its pages (SPEC §4): move to `url`. The web reads it without zod (push-page.ts). */
export const PushPageMessage = z.object({ type: z.enum(['NAVIGATE', 'REDIRECT']), url: z.string() }) satisfies z.ZodType<PushPageMessageShape>;
export type PushPageMessage = z.infer<typeof PushPageMessage>;

/** SPEC §9: the test notification vibrates 200, 100, 200 ms. */
export const PushTestVibration = [200, 100, 200] as const;
export { PushSetupDelayMs } from './push-page.ts';

/**
 * `GET /api/v1/common/client-config` (public): what the web needs at run time. `pushApiUrl` null
 * means this server; `customerChat` null means the customer-chat widget is off (no key configured).
 */
export const ClientConfig = z.object({
  pushApiUrl: z.string().nullable(),
  customerChat: z.object({ pluginKey: z.string() }).nullable(),
});
export type ClientConfig = z.infer<typeof ClientConfig>;
