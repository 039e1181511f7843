// Notification settings (issue 10, SPEC §2 `/mypage/noti`): per event kind, whether it also comes as
// a web push and as an e-mail; in-app it always comes. Owns `notification_settings`. The
// notifications issue reads them through `notificationSettingsOf` before sending.
import { NotificationKinds, type NotificationKind, type NotificationSettings } from '@dcm/shared';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { members, notificationSettings } from '../../db/schema/members.ts';
import { activeMember } from './mypage.ts';

type Settings = NotificationSettings['settings'];

/** Both on for every kind, except `notice` e-mails (marketing-like), which follow the marketing agreement. */
export function defaultNotificationSettings(agreeMarketing: boolean): Settings {
  const settings = {} as Settings;
  for (const kind of NotificationKinds) settings[kind] = { push: true, email: kind === 'notice' ? agreeMarketing : true };
  return settings;
}

/** The settings of each member of `memberNos` that exists: stored choices over the defaults, in one query each. */
export async function notificationSettingsOf(db: Db, memberNos: readonly number[]): Promise<Map<number, Settings>> {
  if (memberNos.length === 0) return new Map();
  const ids = [...new Set(memberNos)];
  const marketing = await db.select({ memberNo: members.memberNo, agreeMarketing: members.agreeMarketing }).from(members).where(inArray(members.memberNo, ids));
  const stored = await db.select().from(notificationSettings).where(inArray(notificationSettings.memberNo, ids));
  const storedOf = new Map(stored.map((r) => [r.memberNo, r.settings]));
  return new Map(marketing.map((m) => [m.memberNo, { ...defaultNotificationSettings(m.agreeMarketing), ...storedOf.get(m.memberNo) }]));
}

/** GET /api/v1/mypage/notifications */
export async function getNotificationSettings(db: Db, memberNo: number): Promise<NotificationSettings> {
  const m = await activeMember(db, memberNo);
  return { settings: (await notificationSettingsOf(db, [memberNo])).get(memberNo) ?? defaultNotificationSettings(m.agreeMarketing) };
}

/** PUT /api/v1/mypage/notifications: the whole set, every kind stated. */
export async function saveNotificationSettings(db: Db, memberNo: number, body: NotificationSettings): Promise<NotificationSettings> {
  await activeMember(db, memberNo);
  const settings: Partial<Record<NotificationKind, { push: boolean; email: boolean }>> = {};
  for (const kind of NotificationKinds) settings[kind] = { push: body.settings[kind].push, email: body.settings[kind].email };
  await db
    .insert(notificationSettings)
    .values({ memberNo, settings })
    .onConflictDoUpdate({ target: notificationSettings.memberNo, set: { settings, updatedAt: new Date() } });
  return getNotificationSettings(db, memberNo);
}
