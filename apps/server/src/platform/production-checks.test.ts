import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { describeCheck, isLoopbackHost, productionProblems, type DiskProbe } from './production-checks.ts';

/** A configuration production accepts: every required channel, well-formed, nothing half set. */
const complete: Record<string, string> = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://t-esigner.example',
  SMTP_URL: 'smtps://mailer:secret@smtp.example.com:465',
  MAIL_FROM: 'T-esigner <no-reply@t-esigner.example>',
  SOLAPI_API_KEY: 'NCSABCDEFGHIJKLM',
  SOLAPI_API_SECRET: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ012345',
  SOLAPI_SENDER: '02-1234-5678',
  TOSS_CLIENT_KEY: 'live_ck_D5GePWvyJnrK0W0k6q8gLzN97Eoq',
  TOSS_SECRET_KEY: 'live_sk_zXLkKEypNArWmo50nX3lmeaxYG5R',
  DATA_DIR: '/srv/dcm',
};
const fine: DiskProbe = { webBuilt: () => true, writable: () => true };

const check = (env: Record<string, string>, probe: DiskProbe = fine) => productionProblems(env, loadConfig(env), probe);
/** The problems that name `variable`. */
const about = (problems: string[], variable: string) => problems.filter((p) => p.includes(variable));

describe('the production start-up checks', () => {
  it('accept a complete configuration with no problem and no warning', () => {
    expect(check(complete)).toEqual({ problems: [], warnings: [] });
  });

  it('list every missing requirement at once, each naming the variables to set', () => {
    const { problems } = check({ NODE_ENV: 'production' });
    for (const variable of ['PUBLIC_URL', 'SMTP_URL', 'MAIL_FROM', 'SOLAPI_API_KEY', 'SOLAPI_API_SECRET', 'SOLAPI_SENDER', 'TOSS_CLIENT_KEY', 'TOSS_SECRET_KEY']) {
      expect([variable, about(problems, variable).length > 0]).toEqual([variable, true]);
    }
    expect(problems).toHaveLength(5);
  });

  it('take PUBLIC_URL only as an https origin, or http on this machine with a warning', () => {
    expect(about(check({ ...complete, PUBLIC_URL: 'http://t-esigner.example' }).problems, 'PUBLIC_URL')[0]).toMatch(/must be https/);
    expect(about(check({ ...complete, PUBLIC_URL: 't-esigner.example' }).problems, 'PUBLIC_URL')).toHaveLength(1);
    expect(about(check({ ...complete, PUBLIC_URL: 'https://t-esigner.example/' }).problems, 'PUBLIC_URL')[0]).toMatch(/trailing slash/);
    expect(about(check({ ...complete, PUBLIC_URL: 'https://t-esigner.example/app' }).problems, 'PUBLIC_URL')).toHaveLength(1);
    for (const local of ['http://127.0.0.1:3000', 'http://localhost:8080', 'http://[::1]:3000']) {
      const result = check({ ...complete, PUBLIC_URL: local });
      expect([local, result.problems]).toEqual([local, []]);
      expect(result.warnings[0]).toMatch(/PUBLIC_URL is http on this machine/);
    }
  });

  it('name the missing half of every provider group set partly', () => {
    const { problems } = check({
      ...complete,
      SOLAPI_API_SECRET: '',
      TWILIO_ACCOUNT_SID: 'AC0123456789abcdef0123456789abcdef',
      PAYPAL_CLIENT_SECRET: 'paypal-secret',
      GOOGLE_CLIENT_ID: 'google-id',
      VAPID_PRIVATE_KEY: 'A'.repeat(43),
    });
    expect(about(problems, 'SOLAPI_API_SECRET is not set while SOLAPI_API_KEY, SOLAPI_SENDER are')).toHaveLength(1);
    expect(about(problems, 'TWILIO_AUTH_TOKEN, TWILIO_FROM are not set while TWILIO_ACCOUNT_SID is')).toHaveLength(1);
    expect(about(problems, 'PAYPAL_CLIENT_ID is not set while PAYPAL_CLIENT_SECRET is')).toHaveLength(1);
    expect(about(problems, 'GOOGLE_CLIENT_SECRET is not set while GOOGLE_CLIENT_ID is')).toHaveLength(1);
    expect(about(problems, 'VAPID_PUBLIC_KEY is not set while VAPID_PRIVATE_KEY is')).toHaveLength(1);
    expect(problems).toHaveLength(5);
  });

  it('refuse a bucket with one S3 key of the pair, and S3 settings without a bucket', () => {
    expect(check({ ...complete, S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'key' }).problems).toEqual([expect.stringMatching(/^S3_SECRET_ACCESS_KEY is not set while S3_ACCESS_KEY_ID is/)]);
    expect(check({ ...complete, S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' }).problems).toEqual([]);
    // Neither key: the AWS SDK's own chain (an instance role).
    expect(check({ ...complete, S3_BUCKET: 'files' }).problems).toEqual([]);
    expect(check({ ...complete, S3_ENDPOINT: 'http://127.0.0.1:9000' }).problems).toEqual([expect.stringMatching(/^S3_BUCKET is not set while S3_ENDPOINT is/)]);
  });

  it('refuse malformed values the parser lets through', () => {
    const { problems } = check({
      ...complete,
      SMTP_URL: 'mail.example.com',
      MAIL_FROM: 'T-esigner <no-reply@localhost>',
      SOLAPI_SENDER: '+82 2 1234',
      TOSS_CLIENT_KEY: 'live_sk_swapped',
      TOSS_SECRET_KEY: 'live_ck_swapped',
      DATABASE_URL: 'mysql://db/dcm',
      REDIS_URL: 'localhost:6379',
      TWILIO_ACCOUNT_SID: 'AC123',
      TWILIO_AUTH_TOKEN: 'token',
      TWILIO_FROM: '010-1234-5678',
      VAPID_PUBLIC_KEY: 'not a key',
      VAPID_PRIVATE_KEY: 'A'.repeat(43),
      VAPID_SUBJECT: 'admin@t-esigner.example',
    });
    for (const variable of ['SMTP_URL', 'MAIL_FROM', 'SOLAPI_SENDER', 'TOSS_CLIENT_KEY', 'TOSS_SECRET_KEY', 'DATABASE_URL', 'REDIS_URL', 'TWILIO_ACCOUNT_SID', 'TWILIO_FROM', 'VAPID_PUBLIC_KEY', 'VAPID_SUBJECT']) {
      expect([variable, about(problems, variable).length]).toEqual([variable, 1]);
    }
    expect(problems).toHaveLength(11);
  });

  it('warn of Toss test keys, and refuse the demo members', () => {
    const result = check({ ...complete, TOSS_CLIENT_KEY: 'test_ck_abc', TOSS_SECRET_KEY: 'test_sk_abc', DEMO: '1' });
    expect(result.warnings).toEqual([expect.stringMatching(/Toss test keys/)]);
    expect(result.problems).toEqual([expect.stringMatching(/^DEMO must not be set in production/)]);
  });

  it('ask for the web build, and for a writable DATA_DIR unless files and database live elsewhere', () => {
    const nothing: DiskProbe = { webBuilt: () => false, writable: () => false };
    const { problems } = check(complete, nothing);
    expect(problems).toEqual([expect.stringMatching(/^DATA_DIR \(\/srv\/dcm\) cannot be written: it holds the signing keys, uploaded files, the embedded database/), expect.stringMatching(/npm run build/)]);
    const elsewhere = check({ ...complete, S3_BUCKET: 'files', DATABASE_URL: 'postgres://dcm@db:5432/dcm' }, nothing).problems;
    expect(elsewhere[0]).toMatch(/it holds the signing keys;/);
  });

  it('with several instances, require Redis and PostgreSQL, and warn that DATA_DIR, or at least its keys, must be shared', () => {
    const many = check({ ...complete, INSTANCES: '3' });
    expect(many.problems).toEqual([expect.stringMatching(/^REDIS_URL is not set with INSTANCES=3/), expect.stringMatching(/^DATABASE_URL is not set with INSTANCES=3/)]);
    expect(many.warnings).toEqual([expect.stringMatching(/^S3_BUCKET is not set with INSTANCES=3: every instance must share one DATA_DIR/)]);
    const shared = check({ ...complete, INSTANCES: '3', REDIS_URL: 'redis://cache:6379', DATABASE_URL: 'postgres://dcm@db:5432/dcm', S3_BUCKET: 'files' });
    // Files in S3, but the signing keys stay in each DATA_DIR: the checks cannot see that they match.
    expect(shared).toEqual({ problems: [], warnings: [expect.stringMatching(/^INSTANCES=3: every instance needs the same DATA_DIR\/keys/)] });
  });

  it('tell loopback hosts from others', () => {
    expect(['localhost', '127.0.0.1', '127.1.2.3', '[::1]', 'app.localhost'].every(isLoopbackHost)).toBe(true);
    expect(['example.com', '10.0.0.1', '127.0.0.1.example.com', 'localhost.example.com'].some(isLoopbackHost)).toBe(false);
  });

  it('print every problem on a line of its own, then the warnings', () => {
    const text = describeCheck({ problems: ['A is not set', 'B is not set'], warnings: ['C is odd'] });
    expect(text.split('\n')).toEqual([expect.stringMatching(/cannot start in production.*2 problem/), '  ✗ A is not set', '  ✗ B is not set', '  ! warning: C is odd']);
    expect(describeCheck({ problems: [], warnings: [] })).toBe('');
  });
});
