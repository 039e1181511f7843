import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Message } from '../../platform/outbox.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';

type OutboxItem = Message & { id: string; createdAt: string };

let t: TestApp;
let prod: TestApp;
beforeAll(async () => {
  [t, prod] = await Promise.all([buildTestApp(), buildTestApp({ NODE_ENV: 'production' })]);
});
afterAll(() => Promise.all([t.close(), prod.close()]));

const listOutbox = (app: TestApp, query = '') => app.app.inject({ method: 'GET', url: `/api/v1/dev/outbox${query}` });

describe('dev outbox', () => {
  it('lists the messages sent through the outbox, newest first', async () => {
    await t.app.outbox.send({ channel: 'email', recipient: 'new.member@example.com', subject: 'Verify your e-mail', body: 'Your code is 482913' });
    await t.app.outbox.send({ channel: 'sms', recipient: '+821012345678', body: 'Your code is 105277' });

    const res = await listOutbox(t);
    expect(res.statusCode).toBe(200);
    const { items } = res.json<{ items: OutboxItem[] }>();
    expect(items.slice(0, 2)).toMatchObject([
      { channel: 'sms', recipient: '+821012345678', body: 'Your code is 105277' },
      { channel: 'email', recipient: 'new.member@example.com', subject: 'Verify your e-mail', body: 'Your code is 482913' },
    ]);
    const [sms, email] = items;
    if (!sms || !email) throw new Error('expected two messages in the outbox');
    expect(sms.subject).toBeUndefined();
    for (const item of items) {
      expect(item.id).toBeTruthy();
      expect(Number.isNaN(Date.parse(item.createdAt))).toBe(false);
    }
    expect(Date.parse(sms.createdAt)).toBeGreaterThanOrEqual(Date.parse(email.createdAt));
  });

  it('lists no more messages than the limit asks', async () => {
    const res = await listOutbox(t, '?limit=1');
    expect(res.statusCode).toBe(200);
    expect(res.json<{ items: OutboxItem[] }>().items).toHaveLength(1);
  });

  it('does not exist in production', async () => {
    await prod.app.outbox.send({ channel: 'email', recipient: 'someone@example.com', subject: 'Secret', body: 'Your code is 000000' });
    const res = await listOutbox(prod);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('000000');
  });
});
