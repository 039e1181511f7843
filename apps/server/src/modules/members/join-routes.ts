import {
  AddressSearchAnswer,
  AddressSearchQuery,
  AuthPhoneBody,
  AuthPhoneQuery,
  AuthPhoneRegistered,
  AuthPhoneSent,
  AuthPhoneVerified,
  AvailabilityAnswer,
  CheckEmailQuery,
  CheckNicknameQuery,
  FindIdAnswer,
  FindIdBody,
  JoinAnswer,
  JoinBody,
  JoinData,
  ResubmitAnswer,
  ResubmitBody,
} from '@dcm/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberOf } from '../../platform/auth.ts';
import { limitPer } from '../../platform/rate-limits.ts';
import { createJusoAddressSearch, type AddressSearch } from './address-service.ts';
import { getJoinData, isEmailAvailable, isNicknameAvailable, joinMember, resubmitJoin, type JoinDeps } from './join-service.ts';
import { isPhoneRegistered, sendPhoneCode, verifyPhoneCode } from './phone-service.ts';
import { findIds } from './recovery-service.ts';

/** Address search on its own, so a test can mount it with a fake search. */
export const addressRoutes: FastifyPluginAsyncZod<{ search: AddressSearch }> = async (app, { search }) => {
  app.get(
    '/api/v1/common/address',
    { config: { rateLimit: { max: 60, timeWindow: '1 minute' } }, schema: { tags: ['members'], querystring: AddressSearchQuery, response: { 200: AddressSearchAnswer } } },
    async (request) => search.search(request.query.keyword, request.query.page),
  );
};

/**
 * Joining, phone verification, address search, the e-mail found by phone (issue Accounts); the
 * password reset is auth's (auth/password-routes.ts).
 */
export const joinRoutes: FastifyPluginAsyncZod<{ addressSearch?: AddressSearch; recordAgreements: JoinDeps['recordAgreements'] }> = async (app, options) => {
  const tags = ['members'];
  const deps: JoinDeps = { db: app.db, outbox: app.outbox, log: app.log, recordAgreements: options.recordAgreements };
  // Beside each route's per-address limit, a limit per target (decision 0022): codes sent from one
  // address (each an SMS paid for; tries per phone are counted in phone-service).
  const codeSendsPerAddress = limitPer(app, {
    name: 'phone-code-send',
    max: app.config.phoneCodesPerHour,
    timeWindow: '1 hour',
    target: (request) => ((request.body as { certification?: string }).certification === undefined ? request.ip : undefined),
  });

  // Without `certification`: send a code. With it: verify the code and answer the proof's id.
  app.post(
    '/api/v1/common/auth-phone',
    {
      config: { rateLimit: { max: 100, timeWindow: '1 minute' } },
      preHandler: codeSendsPerAddress,
      schema: { tags, body: AuthPhoneBody, response: { 200: z.union([AuthPhoneSent, AuthPhoneVerified]) } },
    },
    async (request) => {
      const { phone, memberContactNation: nation, purpose, certification } = request.body;
      if (certification === undefined) return sendPhoneCode(app, { phone, nation, purpose });
      return verifyPhoneCode(app.db, { phone, nation, purpose, code: certification });
    },
  );

  app.get(
    '/api/v1/common/auth-phone',
    { schema: { tags, querystring: AuthPhoneQuery, response: { 200: AuthPhoneRegistered } } },
    async (request) => ({ registered: await isPhoneRegistered(app.db, request.query.phone, request.query.memberContactNation) }),
  );

  app.get(
    '/api/v1/common/check-email',
    { schema: { tags, querystring: CheckEmailQuery, response: { 200: AvailabilityAnswer } } },
    async (request) => ({ available: await isEmailAvailable(app.db, request.query.email) }),
  );

  app.get(
    '/api/v1/common/check-nickname',
    { schema: { tags, querystring: CheckNicknameQuery, response: { 200: AvailabilityAnswer } } },
    async (request) => ({ available: await isNicknameAvailable(app.db, request.query.nickname) }),
  );

  app.post(
    '/api/v1/common/account',
    { config: { rateLimit: { max: 30, timeWindow: '1 minute' } }, schema: { tags, body: JoinBody, response: { 201: JoinAnswer } } },
    async (request, reply) => reply.status(201).send(await joinMember(deps, request.body)),
  );

  await app.register(addressRoutes, { search: options.addressSearch ?? createJusoAddressSearch({ apiKey: app.config.jusoApiKey }) });

  app.post(
    '/api/v1/common/find-id',
    { config: { rateLimit: { max: 30, timeWindow: '1 minute' } }, schema: { tags, body: FindIdBody, response: { 200: FindIdAnswer } } },
    async (request) => findIds(app.db, request.body.phoneVerificationId),
  );

  // A rejected member reads what it joined with and sends it corrected: not approved, by nature.
  app.get(
    '/api/v1/mypage/join',
    { onRequest: app.authenticate, config: { allowUnapproved: true }, schema: { tags, response: { 200: JoinData } } },
    async (request) => getJoinData(app.db, memberOf(request).memberNo),
  );

  app.put(
    '/api/v1/mypage/join',
    { onRequest: app.authenticate, config: { allowUnapproved: true }, schema: { tags, body: ResubmitBody, response: { 200: ResubmitAnswer } } },
    async (request) => resubmitJoin(deps, memberOf(request).memberNo, request.body),
  );
};
