// Joining on a production server (issue 24): NODE_ENV=production with every provider an operator
// sets, Solapi and Toss being local fakes of their APIs, so the phone code reaches the member only
// by the SMS the server hands to Solapi (there is no dev outbox to read it from). The file starts its
// own server process and fakes; the config's dev-mode server is not used here.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { SmsFake } from '../../server/src/platform/sms/fakes/fake-server.ts';
import { SOLAPI_FAKE_KEY, SOLAPI_FAKE_SECRET, SOLAPI_FAKE_SENDER, startSolapiFake } from '../../server/src/platform/sms/fakes/solapi-fake.ts';
import { startTossFake, type TossFake } from '../../server/src/platform/payments/fakes/toss-fake.ts';
import { startServerProcess, type ServerProcess } from '../../server/src/test/server-process.ts';
import { digits, en, enterPhone, expectPending, field, fillAccount, fillClientDetails, ko, newMember, provePhone, sendAndVerifyCode, stubAddressSearch, type Member } from './join-helpers.ts';

// One production server for the file: its tests run in order in one worker (the config runs files fully parallel).
test.describe.configure({ mode: 'default' });
test.use({ viewport: { width: 390, height: 844 } });

interface SentMail {
  from: string;
  to: string[];
  data: string;
}

/**
 * A mail server that accepts everything (plain SMTP, no TLS, no auth): the join mails the member
 * "application received" before it answers, so production needs an SMTP server that takes it.
 */
async function startSmtpSink(): Promise<{ url: string; mails: SentMail[]; close(): Promise<void> }> {
  const mails: SentMail[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    let buffered = '';
    let mail: SentMail = { from: '', to: [], data: '' };
    let inData = false;
    socket.setEncoding('utf8');
    socket.write('220 sink ESMTP\r\n');
    socket.on('data', (chunk: string) => {
      buffered += chunk;
      for (let end = buffered.indexOf('\r\n'); end >= 0; end = buffered.indexOf('\r\n')) {
        const line = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        if (inData) {
          if (line !== '.') mail.data += `${line}\n`;
          else {
            inData = false;
            mails.push(mail);
            mail = { from: '', to: [], data: '' };
            socket.write('250 OK queued\r\n');
          }
          continue;
        }
        const [verb = ''] = line.split(/[ :]/);
        const address = /<([^>]*)>/.exec(line)?.[1] ?? '';
        switch (verb.toUpperCase()) {
          case 'EHLO':
          case 'HELO':
            socket.write('250 sink\r\n');
            break;
          case 'MAIL':
            mail.from = address;
            socket.write('250 OK\r\n');
            break;
          case 'RCPT':
            mail.to.push(address);
            socket.write('250 OK\r\n');
            break;
          case 'DATA':
            inData = true;
            socket.write('354 End data with <CR><LF>.<CR><LF>\r\n');
            break;
          case 'QUIT':
            socket.end('221 Bye\r\n');
            break;
          case 'RSET':
          case 'NOOP':
            socket.write('250 OK\r\n');
            break;
          default:
            socket.write('502 Command not implemented\r\n');
        }
      }
    });
    socket.on('error', () => socket.destroy());
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

let dataDir: string;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let sms: SmsFake;
let toss: TossFake;
let server: ServerProcess;
let base: string;

test.beforeAll(async () => {
  // A production start migrates a fresh embedded database: slower than a test.
  test.setTimeout(90_000);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dcm-e2e-production-'));
  [smtp, sms, toss] = await Promise.all([startSmtpSink(), startSolapiFake(), startTossFake()]);
  server = await startServerProcess(
    {
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // The port is the helper's choice; http on 127.0.0.1 is accepted with a warning (decision 0027).
      PUBLIC_URL: 'http://127.0.0.1',
      SMTP_URL: smtp.url,
      MAIL_FROM: 'T-esigner <no-reply@t-esigner.example>',
      SOLAPI_API_KEY: SOLAPI_FAKE_KEY,
      SOLAPI_API_SECRET: SOLAPI_FAKE_SECRET,
      SOLAPI_SENDER: SOLAPI_FAKE_SENDER,
      SOLAPI_API_URL: sms.baseUrl,
      // Toss test keys: production starts with a warning; the join never calls Toss.
      TOSS_CLIENT_KEY: 'test_ck_fake',
      TOSS_SECRET_KEY: toss.secretKey,
      TOSS_API_URL: toss.baseUrl,
      ADMIN_PASSWORD: 'admin-pass-1234',
      // As playwright.config.ts: every request of the journeys comes from 127.0.0.1.
      LOGIN_RATE_PER_MINUTE: '1000',
      PHONE_CODES_PER_HOUR: '10000',
    },
    { timeoutMs: 80_000 },
  );
  base = server.base;
});

test.afterAll(async () => {
  await server?.stop();
  await Promise.all([smtp?.close(), sms?.close(), toss?.close()]);
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

/** What the server asked Solapi to send to the member's phone, accepted or refused. */
const requestsFor = (m: Member) => sms.requests.filter((r) => r.body.includes(`"${m.phone}"`));
const messagesFor = (m: Member) => sms.messages.filter((message) => message.to === m.phone);

test('a dentist joins as a client in Korean on a phone, the code arriving by SMS through Solapi', async ({ page }) => {
  test.setTimeout(60_000);
  await stubAddressSearch(page);
  const m = newMember();

  // Production keeps no dev outbox: the only way to the code is the SMS.
  expect((await page.request.get(`${base}/api/v1/dev/outbox`)).status()).toBe(404);

  await page.goto(`${base}/login/join`);
  await page.getByTestId('join-kind-client').click();
  await expect(page).toHaveURL(/\/login\/join\/client$/);
  await expect(page.getByRole('heading', { name: '치과 회원가입' })).toBeVisible();

  await fillAccount(page, m, ko, { last: '김', first: '하나' });
  await provePhone(page, m, ko, () => sms.codeFor(m.phone));
  // One SMS, from the registered sender, in Korean.
  expect(messagesFor(m)).toHaveLength(1);
  expect(messagesFor(m)[0]).toMatchObject({ from: SOLAPI_FAKE_SENDER, text: expect.stringMatching(/^\[티자이너\] 인증번호 \[\d{6}\]/) });

  await fillClientDetails(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await page.getByRole('button', { name: '가입 신청' }).click();
  await expectPending(page);
  // "Application received" went out by SMTP, from MAIL_FROM.
  expect(smtp.mails.filter((mail) => mail.to.includes(m.email))).toEqual([expect.objectContaining({ from: 'no-reply@t-esigner.example' })]);
});

test('with the SMS provider down for the whole call, the member is told to retry, no timer starts, and the next press sends a code that verifies', async ({ page }) => {
  test.setTimeout(60_000);
  await stubAddressSearch(page);
  const m = newMember();

  await page.goto(`${base}/login/join/client`);
  await fillAccount(page, m, ko, { last: '이', first: '둘' });
  await enterPhone(page, m, ko);
  // Every attempt the router makes within its budget (three) gets Solapi's 500.
  sms.failNext('serverError', 3);
  await page.getByRole('button', { name: ko.send }).click();

  const step = page.getByTestId('phone-verification');
  await expect(step.getByRole('alert')).toHaveText('인증번호 문자를 보내지 못했습니다. 1분 뒤 다시 요청해 주세요.');
  await expect(step).toHaveAttribute('data-state', 'idle');
  await expect(page.getByTestId('phone-timer')).toHaveCount(0);
  await expect(field(page, ko.code)).toHaveCount(0);
  // Tried again with the same text, none delivered.
  expect(requestsFor(m)).toHaveLength(3);
  expect(new Set(requestsFor(m).map((r) => /\[(\d{6})\]/.exec(r.body)?.[1])).size).toBe(1);
  expect(messagesFor(m)).toHaveLength(0);

  // The failed code held nothing back: the button sends at once, and only the new code exists.
  await expect(page.getByRole('button', { name: ko.send })).toBeEnabled();
  await sendAndVerifyCode(page, ko, () => sms.codeFor(m.phone));
  expect(messagesFor(m)).toHaveLength(1);

  await fillClientDetails(page);
  await page.getByRole('button', { name: '가입 신청' }).click();
  await expectPending(page);
});

test.describe('in English', () => {
  test.use({ locale: 'en-US' });

  test('a T-esigner with a United States number hears that codes cannot reach that country yet (no Twilio configured)', async ({ page }) => {
    const m = newMember(`2${digits(9)}`);
    const asked = sms.requests.length;

    await page.goto(`${base}/login/join/designer`);
    await expect(page.getByRole('heading', { name: 'Join as a T-esigner' })).toBeVisible();
    await fillAccount(page, m, en, { last: 'Kim', first: 'Ana' });
    await enterPhone(page, m, en, 'US');
    await page.getByRole('button', { name: en.send }).click();

    const step = page.getByTestId('phone-verification');
    await expect(step.getByRole('alert')).toHaveText('We cannot send codes to phone numbers of this country yet.');
    await expect(step).toHaveAttribute('data-state', 'idle');
    await expect(page.getByTestId('phone-timer')).toHaveCount(0);
    // Never handed to the Korean provider either.
    expect(sms.requests.length).toBe(asked);
  });
});
