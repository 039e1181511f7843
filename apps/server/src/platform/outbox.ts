// Mail, and the SMS of development. Without SMTP_URL e-mail goes to the dev outbox table (and so do texts to
// a country without an SMS provider outside production, platform/sms), which
// GET /api/v1/dev/outbox lists outside production: a newcomer reads verification codes there.
import { desc } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client.ts';
import { outbox } from '../db/schema/platform.ts';

export interface Message {
  channel: 'email' | 'sms';
  recipient: string;
  subject?: string;
  /** The text body (the dev outbox keeps this one). */
  body: string;
  /** An HTML alternative of an e-mail, sent beside the text over SMTP. */
  html?: string;
}

export interface Outbox {
  send(message: Message): Promise<void>;
  list(limit: number): Promise<Array<Message & { id: string; createdAt: string }>>;
}

export function createDevOutbox(db: Db): Outbox {
  return {
    async send(m) {
      await db.insert(outbox).values({ channel: m.channel, recipient: m.recipient, subject: m.subject, body: m.body });
    },
    async list(limit) {
      const rows = await db.select().from(outbox).orderBy(desc(outbox.createdAt)).limit(limit);
      return rows.map((r) => ({
        id: r.id,
        channel: r.channel as Message['channel'],
        recipient: r.recipient,
        subject: r.subject ?? undefined,
        body: r.body,
        createdAt: r.createdAt.toISOString(),
      }));
    },
  };
}

/**
 * E-mail goes over SMTP when SMTP_URL is set. Texts go through platform/sms, which hands the outbox
 * only those it keeps for development. The outbox keeps a copy of nothing sent for real.
 */
export function createOutbox(db: Db, smtp: { url?: string; from: string }): Outbox {
  const dev = createDevOutbox(db);
  if (!smtp.url) return dev;
  const transport = nodemailer.createTransport(smtp.url);
  return {
    async send(m) {
      if (m.channel !== 'email') return dev.send(m);
      await transport.sendMail({ from: smtp.from, to: m.recipient, subject: m.subject, text: m.body, ...(m.html ? { html: m.html } : {}) });
    },
    list: dev.list,
  };
}
