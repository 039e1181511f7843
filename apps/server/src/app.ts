// buildApp(config): the whole server, plugins first, then every module's routes. main.ts and the
// tests both call it, so what is tested is what runs.
import fs from 'node:fs';
import path from 'node:path';
import type { Writable } from 'node:stream';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { ErrorCode, pickLocale } from '@dcm/shared';
import Fastify, { type FastifyInstance, type FastifyReply, type RouteOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { openDatabase, type Db } from './db/client.ts';
import { adminRoutes } from './modules/admin/routes.ts';
import { adminAuditRoutes } from './modules/admin/audit-routes.ts';
import { adminOrdersRoutes } from './modules/admin/orders-routes.ts';
import { inquiriesRoutes } from './modules/content/inquiries-routes.ts';
import { googleRoutes } from './modules/auth/google-routes.ts';
import { passwordRoutes } from './modules/auth/password-routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { endOtherSessions, type AuthDeps } from './modules/auth/service.ts';
import { chatRoutes } from './modules/chat/routes.ts';
import { chatPartnersOf, isChatAttachmentFor, roomPartnerOf, unreadCountsOf } from './modules/chat/service.ts';
import { codesRoutes } from './modules/codes/routes.ts';
import { codesAdminRoutes } from './modules/codes/admin-routes.ts';
import { holidaysAdminRoutes } from './modules/requests/holidays-admin-routes.ts';
import { contentAdminRoutes } from './modules/content/admin-routes.ts';
import { recordJoinAgreements } from './modules/content/documents.ts';
import { contentRoutes } from './modules/content/routes.ts';
import { devRoutes } from './modules/dev/routes.ts';
import { createDownloadLinks, type DownloadLinks } from './modules/downloads/links.ts';
import { downloadsRoutes } from './modules/downloads/routes.ts';
import { filesRoutes } from './modules/files/routes.ts';
import { sweepUnattachedUploads, UPLOAD_MAX_BYTES } from './modules/files/service.ts';
import { joinRoutes } from './modules/members/join-routes.ts';
import { membersRoutes } from './modules/members/routes.ts';
import { relationsRoutes } from './modules/members/relations-routes.ts';
import { reportsRoutes } from './modules/members/reports-routes.ts';
import { mypageRoutes } from './modules/members/mypage-routes.ts';
import { withdrawalRoutes } from './modules/members/withdrawal-routes.ts';
import { mileageRoutes } from './modules/mileage/routes.ts';
import { mileageAdminRoutes } from './modules/mileage/admin-routes.ts';
import { quickSettlementRoutes } from './modules/quick/settlement-routes.ts';
import { fetchTodaysRate } from './modules/mileage/settlements.ts';
import { sessionMileageOf } from './modules/mileage/service.ts';
import { demoMembers, ensureAdmin, seedDemoMembers } from './modules/members/service.ts';
import { referralsRoutes } from './modules/referrals/routes.ts';
import { referralDocumentRoutes } from './modules/referrals/document-routes.ts';
import { requestsRoutes } from './modules/requests/routes.ts';
import { uploadsRoutes } from './modules/uploads/routes.ts';
import { sweepIdleUploads } from './modules/uploads/service.ts';
import { expireRequests } from './modules/requests/service.ts';
import { quotationsRoutes } from './modules/quotations/routes.ts';
import { ordersRoutes } from './modules/orders/routes.ts';
import { deliveredFileIdsAmong } from './modules/orders/delivery.ts';
import { isOrderParty } from './modules/orders/inquiry-facts.ts';
import { openUnpaidOrder } from './modules/orders/quotation-facts.ts';
import { orderIdOf } from './modules/orders/request-facts.ts';
import { isRequestParty } from './modules/requests/inquiry-facts.ts';
import { reviewsRoutes } from './modules/reviews/routes.ts';
import { quickRoutes } from './modules/quick/routes.ts';
import { quickAdminRoutes } from './modules/quick/admin-routes.ts';
import { quickJobs } from './modules/quick/jobs.ts';
import { seedDemoQuick } from './modules/quick/service.ts';
import { profilesRoutes } from './modules/profiles/routes.ts';
import { designerCardsOf, labCardsOf } from './modules/profiles/search.ts';
import { completedOrdersSql } from './modules/orders/profile-facts.ts';
import { referralNumbersOfOrders } from './modules/orders/mileage-facts.ts';
import { quickMissedSql } from './modules/quick/profile-facts.ts';
import { responseMinutesSql } from './modules/quotations/profile-facts.ts';
import { ratingSql, reviewCountSql } from './modules/reviews/profile-facts.ts';
import { ratingsOf } from './modules/reviews/ratings.ts';
import { orderPinsRoutes } from './modules/orders/pins-routes.ts';
import { orderTimelineRoutes } from './modules/orders/timeline-routes.ts';
import { orderDesignCheckRoutes } from './modules/orders/design-check-routes.ts';
import { checkDesignsJob } from './modules/orders/design-checks.ts';
import { completeDueOrders, noticeDueCompletions } from './modules/orders/completion.ts';
import { requestCommentsRoutes } from './modules/requests/comments-routes.ts';
import { deliverNotificationsJob, sendNotificationsJob } from './modules/notifications/delivery.ts';
import { notificationsRoutes } from './modules/notifications/routes.ts';
import { authPlugin, createAccessTokens } from './platform/auth.ts';
import { revocationChannelOf, startSessionRevocations, type SessionRevocations } from './modules/auth/revocations.ts';
import { registerJsonBody } from './platform/json-body.ts';
import { registerErrorHandler } from './platform/errors.ts';
import { errorMessage, localeOf } from './platform/i18n.ts';
import { startJobs, type JobRunner } from './platform/jobs.ts';
import { loadOrCreateSecret } from './platform/keys.ts';
import { createBus, type Bus } from './platform/bus.ts';
import { loggerOptions } from './platform/logging.ts';
import { registerHealth } from './platform/health.ts';
import { createMetrics, registerMetrics } from './platform/metrics.ts';
import { registerBusinessMetrics } from './business-metrics.ts';
import { buildDemoWorld } from './demo-world.ts';
import { mainStatsRoutes } from './main-stats.ts';
import { createRateLimitRedis, RATE_LIMIT_NAMESPACE } from './platform/rate-limits.ts';
import { registerSecurityHeaders } from './platform/security-headers.ts';
import { pageSender } from './platform/seller-info.ts';
import { createDevOutbox, createOutbox, type Outbox } from './platform/outbox.ts';
import { createSms, SmsFailure, smsProvidersOf, type Sms } from './platform/sms/index.ts';
import { realtimePlugin } from './platform/realtime.ts';
import { createPayments, type Payments } from './platform/payments/index.ts';
import { createPushSender, loadOrCreateVapidKeys, type PushSender } from './platform/push.ts';
import { createEximRateFeed, type RateFeed } from './platform/rates/feed.ts';
import { createLocalStorage, type Storage } from './platform/storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    outbox: Outbox;
    /** SMS by the number's country (platform/sms, decision 0026). */
    sms: Sms;
    /** Members whose access tokens were voided (suspended, rejected, withdrawn), in memory (decision 0028). */
    revocations: SessionRevocations;
    bus: Bus;
    jobs: JobRunner;
    storage: Storage;
    payments: Payments;
    /** Web Push with the server's VAPID keys (platform/push.ts). */
    push: PushSender;
    /** Signed, short-lived links to private files (modules/downloads). */
    downloadLinks: DownloadLinks;
    /** The exchange-rate feed, when configured. */
    rateFeed?: RateFeed;
  }
}

export interface BuildOptions {
  /** Tests pass an in-memory PGlite; otherwise DATABASE_URL or DATA_DIR/pg decides. */
  database?: { url?: string; pgDir?: string; onQuery?: (query: string, params: unknown[]) => void };
  /** Tests put providers backed by local fakes here; otherwise the config decides. */
  payments?: Payments;
  /** Tests may text through their own router here; otherwise the config's providers (platform/sms). */
  sms?: Sms;
  /** Tests may record pushes here; otherwise pushes go to each subscription's push service. */
  push?: PushSender;
  /** Tests may see every route as it is registered (the admin guard test walks all admin routes). */
  onRoute?: (route: RouteOptions) => void;
  /** Tests may read the log here (platform/logging.ts), whatever LOG_LEVEL says. */
  logStream?: Writable;
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config, options.logStream),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // A path the router cannot read (bad percent-encoding, a parameter over 100 characters) names
    // nothing that exists: our 404, in the reader's language, instead of Fastify's own body.
    frameworkErrors: (_error, request, reply) => {
      const body = { error: { code: ErrorCode.NotFound, message: errorMessage(ErrorCode.NotFound, localeOf(request)) } };
      void (reply as FastifyReply).code(404).send(body);
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerSecurityHeaders(app, config);
  registerJsonBody(app);
  if (options.onRoute) app.addHook('onRoute', options.onRoute);

  fs.mkdirSync(config.dataDir, { recursive: true });
  // GET /metrics (platform/metrics.ts): measured only when METRICS_TOKEN opens it.
  const metrics = config.metricsToken ? createMetrics() : undefined;
  const database = await openDatabase({
    ...(options.database ?? { url: config.databaseUrl, pgDir: path.join(config.dataDir, 'pg') }),
    onIdleError: (error) => app.log.warn({ err: error }, 'database connection lost; the pool replaces it'),
    onQueryTime: metrics?.observeQuery,
  });
  app.addHook('onClose', () => database.close());
  const db = database.db;
  const signingKey = loadOrCreateSecret(config.dataDir, 'jwt.key');
  const tokens = createAccessTokens(signingKey, config.accessTokenTtlSeconds);

  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('outbox', createOutbox(db, { url: config.smtpUrl, from: config.mailFrom }));
  const devOutbox = createDevOutbox(db);
  const sms =
    options.sms ??
    createSms({
      providers: smsProvidersOf(config.sms),
      production: config.env === 'production',
      devOutbox: (recipient, body) => devOutbox.send({ channel: 'sms', recipient, body }),
      // An empty account is the operator's to fix at once; the rest heal or are the member's to retype.
      onFailure: (error, provider, attempt) =>
        app.log[error.failure === SmsFailure.NoBalance ? 'error' : 'warn']({ provider, attempt, failure: error.failure, providerCode: error.providerCode }, 'SMS refused'),
    });
  app.decorate('sms', sms);
  const bus = createBus(config.redisUrl);
  app.addHook('onClose', () => bus.close());
  app.decorate('bus', bus);
  // The S3 client (megabytes of SDK) is loaded only by a deployment that stores there (issue 27, idle memory).
  app.decorate('storage', config.s3 ? (await import('./platform/storage-s3.ts')).createS3Storage(config.s3) : createLocalStorage(path.join(config.dataDir, 'files')));
  app.decorate('payments', options.payments ?? createPayments(config.payments));
  const vapid = { publicKey: config.push.vapidPublicKey, privateKey: config.push.vapidPrivateKey, subject: config.push.vapidSubject, mailFrom: config.mailFrom };
  app.decorate('push', options.push ?? createPushSender(loadOrCreateVapidKeys(config.dataDir, vapid)));
  app.decorate('downloadLinks', createDownloadLinks(loadOrCreateSecret(config.dataDir, 'download-links.key')));
  const rateFeed = config.rateFeed && createEximRateFeed(config.rateFeed);
  app.decorate('rateFeed', rateFeed);

  await ensureAdmin(db, config.admin, config.dataDir);
  if (config.demo) {
    await seedDemoMembers(db);
    await seedDemoQuick(db, demoMembers[2].email);
    // Profiles, orders and a request made by the modules' use cases, once (demo-world.ts).
    await buildDemoWorld({ db, storage: app.storage, downloadLinks: app.downloadLinks, orderAutoCompleteBusinessDays: config.orderAutoCompleteBusinessDays });
  }

  await app.register(swagger, {
    openapi: { info: { title: 'Dental CAD design marketplace API', version: '1' } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  await app.register(cookie);
  // Brute-force limits count in Redis when there is one, so every instance shares them (decision 0022).
  const rateLimitRedis = config.redisUrl ? createRateLimitRedis(config.redisUrl) : undefined;
  if (rateLimitRedis) app.addHook('onClose', async () => void (await rateLimitRedis.quit().catch(() => rateLimitRedis.disconnect())));
  await app.register(rateLimit, { global: false, ...(rateLimitRedis ? { redis: rateLimitRedis, nameSpace: RATE_LIMIT_NAMESPACE, skipOnError: true } : {}) });
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES + 1, files: 1, fields: 10 } });
  // Loaded before the first call is taken, kept by the bus and a re-read every few seconds.
  const revocations = await startSessionRevocations({
    db,
    bus,
    log: app.log,
    channel: revocationChannelOf(signingKey),
    tokenTtlMs: config.accessTokenTtlSeconds * 1000,
    onRevoked: (memberNo) => app.closeMemberSockets(memberNo),
  });
  app.addHook('onClose', () => revocations.close());
  app.decorate('revocations', revocations);
  await app.register(authPlugin, { tokens, isRevoked: revocations.isRevoked });
  // The WebSocket at /ws and presence (issue 9): chat and notifications live.
  // The connection asks the chat whom to tell of presence and typing, and the unread counts.
  await app.register(realtimePlugin, { chatPartnersOf, roomPartnerOf, unreadCountsOf });

  // 200 while the database answers, 503 while it does not (platform/health.ts).
  registerHealth(app, { db, bus });
  // Before the modules' routes, so its request hook counts them.
  registerMetrics(app, { metrics, token: config.metricsToken, db, database });
  if (metrics && config.metricsToken) registerBusinessMetrics(metrics, db, app.log);

  const secureCookies = config.publicUrl.startsWith('https://');
  // Modules ask the ones ranked above them through what is handed in here (decision 0033): the
  // session's balance, the agreements of a join, profile cards, delivered files, unread chat, an
  // inquiry's parties.
  const authDeps: AuthDeps = { db, tokens, refreshTtlDays: config.refreshTokenTtlDays, sessionMileageOf, revocations };
  await app.register(authRoutes, { deps: authDeps, secureCookies });
  await app.register(googleRoutes, { deps: authDeps });
  await app.register(passwordRoutes, { deps: authDeps, secureCookies });
  await app.register(membersRoutes, { sessionMileageOf });
  await app.register(joinRoutes, { recordAgreements: recordJoinAgreements });
  await app.register(adminRoutes);
  await app.register(codesRoutes);
  // A chat attachment opens to both members of its room: chat ranks above files, so it grants that.
  await app.register(filesRoutes, { accessGrants: [isChatAttachmentFor] });
  await app.register(uploadsRoutes);
  await app.register(downloadsRoutes);
  await app.register(referralsRoutes);
  await app.register(referralDocumentRoutes);
  await app.register(requestsRoutes, { orderIdOf, ratingsOf });
  await app.register(quotationsRoutes, { openOrder: openUnpaidOrder, ratingsOf });
  await app.register(ordersRoutes);
  await app.register(reviewsRoutes);
  // A profile's figures are SQL of the modules that keep their rows, beside each member's row.
  const profileFigures = { ratingSql, reviewCountSql, completedOrdersSql, responseMinutesSql, quickMissedSql };
  await app.register(profilesRoutes, { deliveredFilesAmong: deliveredFileIdsAmong, figures: profileFigures });
  await app.register(relationsRoutes, { cards: { designerCardsOf: (db, searcher, memberNos) => designerCardsOf(db, profileFigures, searcher, memberNos), labCardsOf } });
  await app.register(reportsRoutes);
  await app.register(mypageRoutes, { endOtherSessions: (memberNo, keep) => endOtherSessions(db, revocations, memberNo, keep) });
  await app.register(withdrawalRoutes);
  await app.register(orderTimelineRoutes);
  await app.register(orderPinsRoutes);
  await app.register(orderDesignCheckRoutes);
  await app.register(requestCommentsRoutes);
  await app.register(notificationsRoutes, { unreadCountsOf });
  await app.register(mileageRoutes, { caseNumbersOf: referralNumbersOfOrders });
  await app.register(mileageAdminRoutes);
  await app.register(quickSettlementRoutes);
  await app.register(chatRoutes);
  await app.register(quickRoutes);
  await app.register(quickAdminRoutes);
  await app.register(contentRoutes);
  await app.register(mainStatsRoutes);
  await app.register(contentAdminRoutes);
  await app.register(codesAdminRoutes);
  await app.register(holidaysAdminRoutes);
  await app.register(inquiriesRoutes, { parties: { isRequestParty, isOrderParty } });
  await app.register(adminAuditRoutes);
  await app.register(adminOrdersRoutes);
  if (config.env !== 'production') await app.register(devRoutes);

  // Uploads nobody claimed (a join given up) are removed after a day: no orphan files.
  const jobs = startJobs(db, app.log, [
    { name: 'sweep-unattached-uploads', everyMs: 60 * 60 * 1000, run: (tx) => sweepUnattachedUploads(tx, app.storage).then(() => undefined) },
    // Resumable uploads left untouched for a day are given up, parts and all.
    { name: 'sweep-idle-uploads', everyMs: 60 * 60 * 1000, run: (tx) => sweepIdleUploads(tx, app.storage).then(() => undefined) },
    // Quote expiry is the server's clock, not the page's (issue 5): due requests close within a minute.
    { name: 'expire-requests', everyMs: 60 * 1000, run: (tx) => expireRequests(tx).then(() => undefined) },
    // An order whose CAD result waited for the client the configured business days completes (issue 7).
    { name: 'complete-due-orders', everyMs: 5 * 60 * 1000, run: (tx) => completeDueOrders(tx).then(() => undefined) },
    { name: 'notice-due-completions', everyMs: 5 * 60 * 1000, run: (tx) => noticeDueCompletions(tx, createOutbox(tx, { url: config.smtpUrl, from: config.mailFrom }), config.publicUrl).then(() => undefined) },
    // The notification outbox (decision 0019): events become in-app rows and queued push/e-mail within a second…
    { name: 'deliver-notifications', everyMs: 1000, run: deliverNotificationsJob(app.bus, app.log) },
    // …and the queue is sent with no transaction open, retried with back-off.
    { name: 'send-notifications', everyMs: 3000, run: sendNotificationsJob(db, { outbox: app.outbox, push: app.push, publicUrl: config.publicUrl }) },
    // Every delivered mesh is analysed in a worker thread, a few files a run, each file once (issue 29, decision 0043).
    { name: 'check-designs', everyMs: 10 * 1000, run: checkDesignsJob({ db, storage: app.storage, log: app.log }) },
    // Quick requests: missed deadlines every minute, unanswered results completing by themselves (issue 11).
    ...quickJobs({ db, bus: app.bus, autoCompleteBusinessDays: config.orderAutoCompleteBusinessDays }),
    ...(rateFeed ? [{ name: 'fetch-usd-rate', everyMs: 60 * 60 * 1000, run: (tx: Db) => fetchTodaysRate(tx, rateFeed).then(() => undefined) }] : []),
  ], { onRun: metrics?.observeJob });
  app.decorate('jobs', jobs);
  app.addHook('onClose', async () => jobs.stop());

  await serveWeb(app, config.webDist, config.seller);
  return app;
}

/** The long cache of the build's hashed files: a new build names its files anew. */
export const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';

/**
 * The built web app, with every unknown non-API path answered by index.html (client routing). The
 * build's hashed files (assets/) are cached for a year; the rest (index.html, sw.js, logo.svg,
 * robots.txt) is revalidated on each use, so a deployment shows at once. The build writes a brotli
 * and a gzip copy beside each text file (apps/web/build/precompress.ts), sent when the browser accepts it.
 */
export async function serveWeb(app: FastifyInstance, webDist: string | undefined, seller: Config['seller'] = {}): Promise<void> {
  const hasWeb = webDist && fs.existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    const assets = path.resolve(webDist, 'assets') + path.sep;
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, file) => reply.header('cache-control', path.resolve(file).startsWith(assets) ? HASHED_ASSET_CACHE : 'no-cache'),
    });
  }
  const prerendered = hasWeb ? prerenderedFiles(webDist) : new Set<string>();
  // The HTML pages carry the seller's legal information, put in at start-up (decision 0030).
  const sendPage = pageSender(hasWeb ? webDist : undefined, ['index.html', ...prerendered], seller);
  app.setNotFoundHandler((request, reply) => {
    const apiPath = /^\/(api|auth|ws|push|healthz)(\/|$)/.test(request.url);
    // A hashed file this build does not have (a tab of the previous deployment asking for its chunk):
    // 404, so the page's import fails and it reloads (lib/chunk-reload.ts); the HTML page would run as
    // a script. Not stored: on a rolling deploy another instance may have it a moment later.
    if (/^\/assets\//.test(request.url)) reply.header('cache-control', 'no-store');
    // HEAD answers as GET does, without the body (monitors and link checkers ask with HEAD).
    else if (hasWeb && (request.method === 'GET' || request.method === 'HEAD') && !apiPath) {
      const page = prerenderedPage(request.url, request.headers['accept-language'], prerendered, request.headers.cookie);
      if (page) return sendPage(reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding, accept-language, cookie'), page);
      return sendPage(reply.header('cache-control', 'no-cache'), 'index.html');
    }
    return reply.status(404).send({ error: { code: ErrorCode.NotFound, message: errorMessage(ErrorCode.NotFound, localeOf(request)) } });
  });
}

/** The public pages the web build pre-renders (apps/web/build/prerender.ts, decision 0024), by path. */
const PRERENDERED_PATHS: Record<string, string> = { '/': 'home', '/faq': 'faq', '/notice': 'notice', '/login': 'login', '/join': 'join', '/login/join': 'login-join', '/help': 'help' };

function prerenderedFiles(webDist: string): Set<string> {
  const dir = path.join(webDist, 'prerendered');
  if (!fs.existsSync(dir)) return new Set();
  return new Set((fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }) as string[]).filter((f) => f.endsWith('.html')).map((f) => `prerendered/${f.split(path.sep).join('/')}`));
}

/**
 * The pre-rendered copy of a public page in the language the app will pick (pickLocale): the one the
 * member chose with the EN|KR switch, else the browser's first. Only for the bare path, since a query
 * (?tab=, ?id=) shows another state of the page.
 */
export function prerenderedPage(url: string, acceptLanguage: string | undefined, files: Set<string>, cookie?: string): string | undefined {
  const name = PRERENDERED_PATHS[url];
  if (!name) return undefined;
  const file = `prerendered/${pickLocale(cookie, acceptLanguage?.split(',')[0]?.split(';')[0]?.trim())}/${name}.html`;
  return files.has(file) ? file : undefined;
}
