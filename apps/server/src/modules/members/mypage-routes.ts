import {
  BankChangeBody,
  MyInfo,
  MyInfoBody,
  NotificationSettings,
  OutsourcingAgreeBody,
  OutsourcingContract,
  PhoneChangeBody,
  ProfileImageBody,
} from '@dcm/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf } from '../../platform/auth.ts';
import { localeOf } from '../../platform/i18n.ts';
import { changeBank, changePhone, getMyInfo, setProfileImage, updateMyInfo } from './mypage.ts';
import { getNotificationSettings, saveNotificationSettings } from './notifications.ts';
import { agreeToOutsourcing, getOutsourcingContract } from './outsourcing.ts';

/**
 * My page (issue 10): the member's own information, phone, image, bank, contract and notifications;
 * the password is auth's (auth/password-routes.ts).
 */
/** Ends the member's sign-ins but `keep` (auth's endOtherSessions, handed in by app.ts: members ranks below auth). */
export type EndOtherSessions = (memberNo: number, keep: string | undefined) => Promise<void>;

export const mypageRoutes: FastifyPluginAsyncZod<{ endOtherSessions: EndOtherSessions }> = async (app, { endOtherSessions }) => {
  const tags = ['members'];
  const auth = { onRequest: app.authenticate };

  app.get('/api/v1/mypage/info', { ...auth, schema: { tags, response: { 200: MyInfo } } }, async (request) => getMyInfo(app.db, memberOf(request).memberNo));

  app.patch('/api/v1/mypage/info', { ...auth, schema: { tags, body: MyInfoBody, response: { 200: MyInfo } } }, async (request) =>
    updateMyInfo(app.db, memberOf(request).memberNo, request.body),
  );

  // The phone finds the account's e-mail and proves the member: a new one ends every other sign-in
  // (issue 32), and this one, where the member just proved the new phone, goes on.
  app.put('/api/v1/mypage/phone', { ...auth, schema: { tags, body: PhoneChangeBody } }, async (request, reply) => {
    const { memberNo, sessionId } = memberOf(request);
    await changePhone(app.db, memberNo, request.body);
    await endOtherSessions(memberNo, sessionId);
    return reply.status(204).send();
  });

  app.put('/api/v1/mypage/profile-image', { ...auth, schema: { tags, body: ProfileImageBody, response: { 200: MyInfo } } }, async (request) =>
    setProfileImage(app.db, memberOf(request).memberNo, request.body.fileId),
  );

  app.put('/api/v1/mypage/bank', { ...auth, schema: { tags, body: BankChangeBody, response: { 200: MyInfo } } }, async (request) =>
    changeBank(app.db, memberOf(request).memberNo, request.body),
  );

  app.get('/api/v1/mypage/outsourcing', { ...auth, schema: { tags, response: { 200: OutsourcingContract } } }, async (request) =>
    getOutsourcingContract(app.db, memberOf(request).memberNo, localeOf(request)),
  );

  app.post('/api/v1/mypage/outsourcing', { ...auth, schema: { tags, body: OutsourcingAgreeBody, response: { 200: OutsourcingContract } } }, async (request) =>
    agreeToOutsourcing(app.db, memberOf(request).memberNo, request.body.version, localeOf(request)),
  );

  app.get('/api/v1/mypage/notifications', { ...auth, schema: { tags, response: { 200: NotificationSettings } } }, async (request) =>
    getNotificationSettings(app.db, memberOf(request).memberNo),
  );

  app.put('/api/v1/mypage/notifications', { ...auth, schema: { tags, body: NotificationSettings, response: { 200: NotificationSettings } } }, async (request) =>
    saveNotificationSettings(app.db, memberOf(request).memberNo, request.body),
  );
};
