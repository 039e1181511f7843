// A join is committed before its "received" e-mail leaves: a mail server that does not answer is
// logged for the operator, and the member is answered 201 with the join they made (found by the
// production-mode journey: a 500 there led the member to retry into "email in use").
import { Writable } from 'node:stream';
import { ApprovalStatus } from '@dcm/shared';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { joinMember } from '../../test/members.ts';
import { findMember } from './service.ts';

let t: TestApp;
let log = '';
beforeAll(async () => {
  const logStream = new Writable({ write: (chunk, _encoding, done) => ((log += String(chunk)), done()) });
  // Port 9 (discard) refuses the connection at once: the SMTP server is down.
  t = await buildTestApp({ SMTP_URL: 'smtp://127.0.0.1:9', LOG_LEVEL: 'warn' }, { logStream });
});
afterAll(() => t.close());

it('answers the join as made when the mail server is down, and says so in the log', async () => {
  const joined = await joinMember(t.app, 'client');
  expect((await findMember(t.app.db, joined.memberNo))?.approvalSe).toBe(ApprovalStatus.Pending);
  expect(log).toContain('join-received e-mail not sent');
});
