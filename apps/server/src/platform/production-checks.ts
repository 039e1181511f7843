// What a production start needs before it opens anything (issue 24, decision 0027): the defaults
// that let a newcomer run everything offline (dev outbox, test payments, http on localhost) would
// fake a real business, so with NODE_ENV=production main.ts asks this module for every problem of
// the configuration at once, each naming the variables to set, and refuses to start while any remain.
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.ts';

export interface ProductionCheck {
  /** Each stops the start; each names the variables to set. */
  problems: string[];
  /** Started anyway, printed so the operator knows. */
  warnings: string[];
}

/** What the checks read from the disk, replaceable in tests. */
export interface DiskProbe {
  /** The built web app is there (its index.html). */
  webBuilt(webDist: string): boolean;
  /** The directory can be written, or created under a writable parent. */
  writable(dir: string): boolean;
}

export const disk: DiskProbe = {
  webBuilt: (webDist) => fs.existsSync(path.join(webDist, 'index.html')),
  writable(dir) {
    // The nearest directory that exists is where DATA_DIR is created (or written, when it is that one).
    let existing = path.resolve(dir);
    while (!fs.existsSync(existing) && path.dirname(existing) !== existing) existing = path.dirname(existing);
    try {
      fs.accessSync(existing, fs.constants.W_OK);
      return fs.statSync(existing).isDirectory();
    } catch {
      return false;
    }
  },
};

/** Provider groups: all their variables set, or none (a half-set group is a typo or a forgotten secret). */
const GROUPS: Array<{ names: string[]; what: string }> = [
  { names: ['SOLAPI_API_KEY', 'SOLAPI_API_SECRET', 'SOLAPI_SENDER'], what: 'SMS to Korean numbers through Solapi' },
  { names: ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'], what: 'SMS to numbers abroad through Twilio' },
  { names: ['TOSS_CLIENT_KEY', 'TOSS_SECRET_KEY'], what: 'card payments in KRW through Toss Payments' },
  { names: ['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET'], what: 'USD payments through PayPal' },
  { names: ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'], what: 'sign-in with Google' },
  { names: ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY'], what: 'Web Push signing keys' },
];

/** Groups production cannot do without: each is a real channel the product has no other way to reach. */
const REQUIRED: Record<string, string> = {
  SMTP_URL: 'e-mail is the only way to finish a password reset and to hear that a join was approved (smtp://user:password@host:587 or smtps://…)',
  SOLAPI: 'the join form sends a phone code to Korean numbers through Solapi (decision 0026); without it no code leaves the server',
  TOSS: 'mileage is charged in KRW through Toss Payments; production has no test payment provider (ARCHITECTURE: nothing faked in production)',
};

const list = (names: string[]) => names.join(', ');

function parseUrl(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

/** 127.0.0.0/8, ::1 and localhost: a try-out on the operator's own machine, where http is acceptable. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

/** Bytes of a base64url string, or undefined when it is not one. */
function base64UrlBytes(value: string): number | undefined {
  if (!/^[A-Za-z0-9_-]+={0,2}$/.test(value)) return undefined;
  return Buffer.from(value, 'base64url').length;
}

/**
 * Every problem a production start would meet with this environment (`env`, as the process got it)
 * and the configuration parsed from it; empty `problems` means it may start.
 */
export function productionProblems(env: NodeJS.ProcessEnv, config: Config, probe: DiskProbe = disk): ProductionCheck {
  const problems: string[] = [];
  const warnings: string[] = [];
  const value = (name: string) => env[name]?.trim() || undefined;
  const missing = (names: string[]) => names.filter((name) => !value(name));

  // The address members reach: links in e-mail, cookies' Secure flag, Google's redirect, CSRF origin.
  const publicUrl = value('PUBLIC_URL');
  const url = publicUrl ? parseUrl(publicUrl) : undefined;
  if (!publicUrl) {
    problems.push('PUBLIC_URL is not set: set the https:// address members reach (e.g. https://t-esigner.example); links in e-mail and the cookies depend on it');
  } else if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
    problems.push(`PUBLIC_URL is not an http(s) address (${publicUrl}): set the https:// address members reach`);
  } else if (url.pathname !== '/' || url.search || url.hash || publicUrl.endsWith('/')) {
    problems.push(`PUBLIC_URL must be the origin alone, without a path or a trailing slash (${publicUrl} → ${url.origin})`);
  } else if (url.protocol === 'http:') {
    if (isLoopbackHost(url.hostname)) {
      warnings.push(`PUBLIC_URL is http on this machine (${publicUrl}): fine for a try-out, but members need https (cookies are not Secure over http)`);
    } else {
      problems.push(`PUBLIC_URL must be https (${publicUrl}): sign-in cookies and passwords would cross the network in clear; http is accepted only for 127.0.0.1/localhost`);
    }
  }

  // Required channels: e-mail, Korean SMS, KRW payments.
  const smtpUrl = value('SMTP_URL');
  if (!smtpUrl) problems.push(`SMTP_URL is not set: ${REQUIRED.SMTP_URL}`);
  else if (!['smtp:', 'smtps:'].includes(parseUrl(smtpUrl)?.protocol ?? '') || !parseUrl(smtpUrl)?.hostname) {
    problems.push('SMTP_URL is not an smtp:// or smtps:// address with a host (e.g. smtps://user:password@smtp.example.com:465)');
  }
  const mailFrom = value('MAIL_FROM');
  const sender = /([^<>\s@]+)@([^<>\s@]+?)>?$/.exec(mailFrom ?? '');
  if (!mailFrom) problems.push('MAIL_FROM is not set: the default sender no-reply@localhost is refused by mail servers (e.g. "T-esigner <no-reply@t-esigner.example>")');
  else if (!sender?.[2]?.includes('.') || isLoopbackHost(sender[2])) {
    problems.push(`MAIL_FROM must be an address of a real mail domain (${mailFrom}), e.g. "T-esigner <no-reply@t-esigner.example>"`);
  }

  const solapi = GROUPS[0]!.names;
  if (missing(solapi).length === solapi.length) problems.push(`${list(solapi)} are not set: ${REQUIRED.SOLAPI}`);
  const toss = GROUPS[2]!.names;
  if (missing(toss).length === toss.length) problems.push(`${list(toss)} are not set: ${REQUIRED.TOSS}`);

  // Half-set groups, required or optional alike.
  for (const group of GROUPS) {
    const absent = missing(group.names);
    if (absent.length > 0 && absent.length < group.names.length) {
      const present = group.names.filter((name) => !absent.includes(name));
      problems.push(`${list(absent)} ${absent.length === 1 ? 'is' : 'are'} not set while ${list(present)} ${present.length === 1 ? 'is' : 'are'}: ${group.what} needs all of ${list(group.names)}, or none`);
    }
  }

  // Values the parser takes as any string, checked where a wrong one fails only later, at a member's expense.
  const solapiSender = value('SOLAPI_SENDER');
  if (solapiSender && !/^(0\d{8,10}|1\d{7})$/.test(solapiSender.replace(/-/g, ''))) {
    problems.push(`SOLAPI_SENDER must be the Korean number registered with Solapi as the sender, digits only (e.g. 0212345678), not ${solapiSender}`);
  }
  const twilioSid = value('TWILIO_ACCOUNT_SID');
  if (twilioSid && !/^AC[0-9a-f]{32}$/i.test(twilioSid)) problems.push('TWILIO_ACCOUNT_SID must be the account SID: AC followed by 32 hexadecimal digits');
  const twilioFrom = value('TWILIO_FROM');
  if (twilioFrom && !/^\+[1-9]\d{6,14}$/.test(twilioFrom) && !/^MG[0-9a-f]{32}$/i.test(twilioFrom)) {
    problems.push(`TWILIO_FROM must be a number in E.164 form (+15017122661) or a messaging service SID (MG…), not ${twilioFrom}`);
  }
  const tossClient = value('TOSS_CLIENT_KEY');
  const tossSecret = value('TOSS_SECRET_KEY');
  if (tossClient && !/^(live|test)_g?ck_/.test(tossClient)) problems.push('TOSS_CLIENT_KEY must be a Toss client key (live_ck_… or live_gck_…); is it the secret key?');
  if (tossSecret && !/^(live|test)_g?sk_/.test(tossSecret)) problems.push('TOSS_SECRET_KEY must be a Toss secret key (live_sk_… or live_gsk_…); is it the client key?');
  if (tossClient?.startsWith('test_') || tossSecret?.startsWith('test_')) {
    warnings.push('TOSS_CLIENT_KEY/TOSS_SECRET_KEY are Toss test keys: no card is really charged until they are live_ keys');
  }
  for (const [name, bytes] of [
    ['VAPID_PUBLIC_KEY', 65],
    ['VAPID_PRIVATE_KEY', 32],
  ] as const) {
    const key = value(name);
    if (key && base64UrlBytes(key) !== bytes) problems.push(`${name} must be a base64url key of ${bytes} bytes (as \`npx web-push generate-vapid-keys\` prints it)`);
  }
  const vapidSubject = value('VAPID_SUBJECT');
  if (vapidSubject && !/^(mailto:\S+@\S+|https:\/\/\S+)$/.test(vapidSubject)) problems.push(`VAPID_SUBJECT must be a mailto: or https:// address, not ${vapidSubject}`);
  const databaseUrl = value('DATABASE_URL');
  if (databaseUrl && (!['postgres:', 'postgresql:'].includes(parseUrl(databaseUrl)?.protocol ?? '') || !parseUrl(databaseUrl)?.hostname)) {
    problems.push('DATABASE_URL must be a PostgreSQL address (postgres://user:password@host:5432/database)');
  }
  const redisUrl = value('REDIS_URL');
  if (redisUrl && !['redis:', 'rediss:'].includes(parseUrl(redisUrl)?.protocol ?? '')) problems.push('REDIS_URL must be a redis:// or rediss:// address');
  if (config.demo) problems.push('DEMO must not be set in production: it creates demo members whose passwords are published in the README');

  // Files: in the bucket when S3_BUCKET is set, else under DATA_DIR, which also holds the keys (and PGlite without DATABASE_URL).
  const s3Keys = ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'];
  const s3Others = ['S3_ENDPOINT', 'S3_PUBLIC_ENDPOINT', ...s3Keys].filter((name) => value(name));
  if (!value('S3_BUCKET') && s3Others.length > 0) {
    problems.push(`S3_BUCKET is not set while ${list(s3Others)} ${s3Others.length === 1 ? 'is' : 'are'}: files would silently stay on the local disk; set S3_BUCKET, or unset the S3_* variables`);
  }
  const s3KeysMissing = missing(s3Keys);
  if (value('S3_BUCKET') && s3KeysMissing.length === 1) {
    problems.push(`${s3KeysMissing[0]} is not set while ${s3Keys.find((name) => name !== s3KeysMissing[0])} is: set both S3 keys, or neither (the AWS SDK's own chain, e.g. an instance role)`);
  }
  if (!probe.writable(config.dataDir)) {
    const holds = ['the signing keys', ...(config.s3 ? [] : ['uploaded files']), ...(config.databaseUrl ? [] : ['the embedded database'])];
    problems.push(`DATA_DIR (${config.dataDir}) cannot be written: it holds ${holds.join(', ')}; point DATA_DIR at a writable directory${config.s3 ? '' : ' (or keep files in S3 with S3_BUCKET)'}`);
  }

  // Several instances share events (Redis), one database and the files.
  if (config.instances > 1) {
    const need = `INSTANCES=${config.instances}`;
    if (!redisUrl) problems.push(`REDIS_URL is not set with ${need}: chat, notifications, presence and rate limits must reach every instance (decision 0023)`);
    if (!databaseUrl) problems.push(`DATABASE_URL is not set with ${need}: the embedded database serves one process only; set a PostgreSQL address`);
    if (!config.s3) {
      warnings.push(`S3_BUCKET is not set with ${need}: every instance must share one DATA_DIR (${config.dataDir}: files and keys), i.e. run on one machine or a shared volume; otherwise set S3_BUCKET`);
    } else {
      // The files are shared; the keys are not, and a token signed on one instance would be refused on another.
      warnings.push(`${need}: every instance needs the same DATA_DIR/keys (access tokens and download links are signed with them${value('VAPID_PUBLIC_KEY') ? '' : ', and the Web Push keys when VAPID_* is unset'}): copy the directory to each machine, or share it`);
    }
  }

  if (config.webDist && !probe.webBuilt(config.webDist)) {
    problems.push(`the built web app is missing (${config.webDist}/index.html): run \`npm run build\` first${value('WEB_DIST') ? ', or point WEB_DIST at a build' : ''}`);
  }
  return { problems, warnings };
}

/** The lines main.ts prints on stderr: every problem, one a line, then the warnings. */
export function describeCheck(check: ProductionCheck): string {
  const lines: string[] = [];
  if (check.problems.length > 0) {
    lines.push(`The server cannot start in production (NODE_ENV=production): ${check.problems.length} problem(s) to fix first.`);
    for (const problem of check.problems) lines.push(`  ✗ ${problem}`);
  }
  for (const warning of check.warnings) lines.push(`  ! warning: ${warning}`);
  return lines.join('\n');
}
