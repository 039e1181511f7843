// The bus channels the realtime channel listens on (platform/bus.ts carries them between instances).
// Each member has one channel; the WebSocket of each of their tabs, on whichever instance, forwards
// what arrives there. A notification travels rendered in both languages, and each socket sends the
// one of its own language.
import type { Notification, ServerFrame } from '@dcm/shared';

export const memberChannel = (memberNo: number): string => `member:${memberNo}`;

export type MemberBusMessage =
  | Exclude<ServerFrame, { type: 'notification' | 'ready' | 'pong' }>
  | { type: 'notification'; rendered: { ko: Notification; en: Notification } };
