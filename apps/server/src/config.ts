// The environment, parsed once. Every variable has a default that runs the embedded mode
// (PGlite, in-process bus, local files, dev outbox, test payment provider) on a fresh machine.
import path from 'node:path';
import { z } from 'zod';
import type { PaymentsConfig } from './platform/payments/index.ts';
import type { S3StorageOptions } from './platform/storage-s3.ts';

const flag = z
  .string()
  .optional()
  .transform((v) => v === '1' || v === 'true');

const Env = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce.number().int().min(0).default(3000),
  HOST: z.string().default('0.0.0.0'),
  TRUST_PROXY: flag,
  DATA_DIR: z.string().default('./data'),
  PUBLIC_URL: z.string().optional(),
  DATABASE_URL: z.string().optional(),
  REDIS_URL: z.string().optional(),
  /** How many instances serve this marketplace (scripts/cluster.ts sets it): above 1, production needs Redis and shared files. */
  INSTANCES: z.coerce.number().int().min(1).default(1),
  /** Files in an S3-compatible bucket: set S3_BUCKET (and the rest as the provider needs). */
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: z.url().optional(),
  S3_PUBLIC_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: flag,
  SMTP_URL: z.string().optional(),
  /** SMS to Korean numbers through Solapi (decision 0026): all three set, or none. */
  SOLAPI_API_KEY: z.string().optional(),
  SOLAPI_API_SECRET: z.string().optional(),
  SOLAPI_SENDER: z.string().optional(),
  SOLAPI_API_URL: z.url().optional(),
  /** SMS to numbers abroad through Twilio's Messages API: all three set, or none. */
  TWILIO_ACCOUNT_SID: z.string().optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  TWILIO_FROM: z.string().optional(),
  TWILIO_API_URL: z.url().optional(),
  /** GET /metrics answers only with `Authorization: Bearer <METRICS_TOKEN>`; unset, /metrics is off. */
  METRICS_TOKEN: z.string().optional(),
  /** The seller's legal information for the footer (Korean e-commerce law). */
  SELLER_COMPANY_NAME: z.string().optional(),
  SELLER_COMPANY_NAME_EN: z.string().optional(),
  SELLER_REPRESENTATIVE: z.string().optional(),
  SELLER_REPRESENTATIVE_EN: z.string().optional(),
  /** Ten digits, hyphens allowed (123-45-67890): the footer links it to the Fair Trade Commission's lookup. */
  SELLER_BUSINESS_NUMBER: z.string().regex(/^(\d{3}-?\d{2}-?\d{5})?$/, { error: 'SELLER_BUSINESS_NUMBER: ten digits, e.g. 123-45-67890' }).optional(),
  SELLER_MAIL_ORDER_NUMBER: z.string().optional(),
  SELLER_ADDRESS: z.string().optional(),
  SELLER_ADDRESS_EN: z.string().optional(),
  SELLER_PHONE: z.string().optional(),
  SELLER_EMAIL: z.string().optional(),
  SELLER_HOSTING: z.string().optional(),
  MAIL_FROM: z.string().default('T-esigner <no-reply@localhost>'),
  ADMIN_EMAIL: z.string().default('admin@dcm.local'),
  ADMIN_PASSWORD: z.string().optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  JUSO_API_KEY: z.string().optional(),
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  TOSS_CLIENT_KEY: z.string().optional(),
  TOSS_SECRET_KEY: z.string().optional(),
  PAYPAL_CLIENT_ID: z.string().optional(),
  PAYPAL_CLIENT_SECRET: z.string().optional(),
  /** The providers' API addresses; set only to point at a sandbox or a local fake. */
  TOSS_API_URL: z.url().optional(),
  PAYPAL_API_URL: z.url().optional(),
  /** The Korea Eximbank exchange-rate API key; set, the admin fetches the day's USD rate instead of typing it. */
  EXIM_API_KEY: z.string().optional(),
  EXIM_API_URL: z.url().optional(),
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  VAPID_SUBJECT: z.string().optional(),
  /** Where the web saves push subscriptions (SPEC §7 `{push-api}`); unset, this server. */
  PUSH_API_URL: z.url().optional(),
  /** The customer-chat widget's plugin key (SPEC §7); unset, the widget is off. */
  CUSTOMER_CHAT_PLUGIN_KEY: z.string().optional(),
  DEMO: flag,
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(15 * 60),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().positive().default(30),
  /** Sign-ins allowed per client address and minute (a brute-force limit; a test server running many journeys from one address raises it). */
  LOGIN_RATE_PER_MINUTE: z.coerce.number().int().positive().default(30),
  /** Phone codes sent per client address and hour (each an SMS paid for; the same raising applies). */
  PHONE_CODES_PER_HOUR: z.coerce.number().int().positive().default(20),
  /** Business days after a CAD delivery before the order completes by itself (SPEC §4 step 11). */
  ORDER_AUTO_COMPLETE_BUSINESS_DAYS: z.coerce.number().int().positive().default(7),
  WEB_DIST: z.string().optional(),
  LOG_LEVEL: z.string().default('info'),
});

export interface Config {
  env: string;
  port: number;
  host: string;
  /** Behind a reverse proxy: take the client address from X-Forwarded-For. Off by default, or
   * anyone could pick their own address and step around the per-address limits. */
  trustProxy: boolean;
  dataDir: string;
  publicUrl: string;
  databaseUrl?: string;
  redisUrl?: string;
  /** How many instances serve the marketplace together (INSTANCES; production checks what they must share). */
  instances: number;
  /** Files in an S3-compatible bucket when S3_BUCKET is set; unset, on local disk under DATA_DIR/files. */
  s3?: S3StorageOptions;
  smtpUrl?: string;
  mailFrom: string;
  /** SMS providers, each set when all its variables are; unset, codes go to the dev outbox (not in production). */
  sms: {
    solapi?: { apiKey: string; apiSecret: string; sender: string; baseUrl?: string };
    twilio?: { accountSid: string; authToken: string; from: string; baseUrl?: string };
  };
  /** The bearer token that opens GET /metrics; unset, /metrics answers 404. */
  metricsToken?: string;
  /** The seller's legal information shown in every page's footer; fields left unset are not shown. */
  seller: {
    companyName?: { ko: string; en: string };
    representative?: { ko: string; en: string };
    businessNumber?: string;
    mailOrderNumber?: string;
    address?: { ko: string; en: string };
    phone?: string;
    email?: string;
    hosting?: string;
  };
  admin: { email: string; password?: string };
  /** The Korean road-name address API (business.juso.go.kr); unset, the join form takes a typed address. */
  jusoApiKey?: string;
  /** Sign in with Google: set when both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are. */
  google?: { clientId: string; clientSecret: string; issuer: string };
  /** Payment providers: each set when its keys are; unset, the built-in test provider takes the payments. */
  payments: PaymentsConfig;
  /** The exchange-rate feed, when its key is set. */
  rateFeed?: { authKey: string; baseUrl?: string };
  /** Web Push: VAPID keys when set (else generated into DATA_DIR/keys) and where the web subscribes. */
  push: { vapidPublicKey?: string; vapidPrivateKey?: string; vapidSubject?: string; apiUrl?: string };
  /** The customer-chat widget's plugin key; unset, the widget is off. */
  customerChatPluginKey?: string;
  demo: boolean;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  /** Sign-ins allowed per client address and minute. */
  loginRatePerMinute: number;
  phoneCodesPerHour: number;
  /** Business days after a CAD delivery before the order completes unless the client answers. */
  orderAutoCompleteBusinessDays: number;
  /** The built web app; absent in API-only tests. */
  webDist?: string;
  logLevel: string;
}

/** A value in Korean with its English form, which falls back to the Korean one. */
const bilingual = (ko: string | undefined, en: string | undefined) => (ko ? { ko, en: en || ko } : undefined);

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const e = Env.parse(env);
  const repoRoot = path.resolve(import.meta.dirname, '../../..');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    trustProxy: e.TRUST_PROXY,
    dataDir: path.resolve(e.DATA_DIR),
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    instances: e.INSTANCES,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          publicEndpoint: e.S3_PUBLIC_ENDPOINT,
          accessKeyId: e.S3_ACCESS_KEY_ID || undefined,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY || undefined,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : undefined,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    sms: {
      solapi:
        e.SOLAPI_API_KEY && e.SOLAPI_API_SECRET && e.SOLAPI_SENDER
          ? { apiKey: e.SOLAPI_API_KEY, apiSecret: e.SOLAPI_API_SECRET, sender: e.SOLAPI_SENDER, baseUrl: e.SOLAPI_API_URL }
          : undefined,
      twilio:
        e.TWILIO_ACCOUNT_SID && e.TWILIO_AUTH_TOKEN && e.TWILIO_FROM
          ? { accountSid: e.TWILIO_ACCOUNT_SID, authToken: e.TWILIO_AUTH_TOKEN, from: e.TWILIO_FROM, baseUrl: e.TWILIO_API_URL }
          : undefined,
    },
    metricsToken: e.METRICS_TOKEN || undefined,
    seller: {
      companyName: bilingual(e.SELLER_COMPANY_NAME, e.SELLER_COMPANY_NAME_EN),
      representative: bilingual(e.SELLER_REPRESENTATIVE, e.SELLER_REPRESENTATIVE_EN),
      businessNumber: e.SELLER_BUSINESS_NUMBER || undefined,
      mailOrderNumber: e.SELLER_MAIL_ORDER_NUMBER || undefined,
      address: bilingual(e.SELLER_ADDRESS, e.SELLER_ADDRESS_EN),
      phone: e.SELLER_PHONE || undefined,
      email: e.SELLER_EMAIL || undefined,
      hosting: e.SELLER_HOSTING || undefined,
    },
    admin: { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD },
    jusoApiKey: e.JUSO_API_KEY || undefined,
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET, issuer: e.GOOGLE_ISSUER }
        : undefined,
    payments: {
      toss: e.TOSS_CLIENT_KEY && e.TOSS_SECRET_KEY ? { clientKey: e.TOSS_CLIENT_KEY, secretKey: e.TOSS_SECRET_KEY, baseUrl: e.TOSS_API_URL } : undefined,
      paypal:
        e.PAYPAL_CLIENT_ID && e.PAYPAL_CLIENT_SECRET
          ? { clientId: e.PAYPAL_CLIENT_ID, clientSecret: e.PAYPAL_CLIENT_SECRET, baseUrl: e.PAYPAL_API_URL }
          : undefined,
    },
    rateFeed: e.EXIM_API_KEY ? { authKey: e.EXIM_API_KEY, baseUrl: e.EXIM_API_URL } : undefined,
    push: { vapidPublicKey: e.VAPID_PUBLIC_KEY || undefined, vapidPrivateKey: e.VAPID_PRIVATE_KEY || undefined, vapidSubject: e.VAPID_SUBJECT || undefined, apiUrl: e.PUSH_API_URL },
    customerChatPluginKey: e.CUSTOMER_CHAT_PLUGIN_KEY || undefined,
    demo: e.DEMO,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlDays: e.REFRESH_TOKEN_TTL_DAYS,
    loginRatePerMinute: e.LOGIN_RATE_PER_MINUTE,
    phoneCodesPerHour: e.PHONE_CODES_PER_HOUR,
    orderAutoCompleteBusinessDays: e.ORDER_AUTO_COMPLETE_BUSINESS_DAYS,
    webDist: e.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist'),
    logLevel: e.LOG_LEVEL,
  };
}
