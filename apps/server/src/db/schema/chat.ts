// Chat (issue 9): one room per client and T-esigner/lab pair; messages ordered by `seq`; each
// side's read mark on the room.
import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { files } from './files.ts';
import { members } from './members.ts';

export const chatRooms = pgTable(
  'chat_rooms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientNo: integer('client_no')
      .notNull()
      .references(() => members.memberNo),
    /** The T-esigner or dental lab. */
    partnerNo: integer('partner_no')
      .notNull()
      .references(() => members.memberNo),
    /** What the room was last opened about (no foreign keys: the request or order modules own those rows). */
    requestId: uuid('request_id'),
    orderId: uuid('order_id'),
    clientReadSeq: bigint('client_read_seq', { mode: 'number' }).notNull().default(0),
    partnerReadSeq: bigint('partner_read_seq', { mode: 'number' }).notNull().default(0),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_rooms_pair').on(t.clientNo, t.partnerNo),
    index('chat_rooms_client_last').on(t.clientNo, t.lastMessageAt),
    index('chat_rooms_partner_last').on(t.partnerNo, t.lastMessageAt),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    roomId: uuid('room_id')
      .notNull()
      .references(() => chatRooms.id),
    senderNo: integer('sender_no')
      .notNull()
      .references(() => members.memberNo),
    kind: text('kind').notNull(),
    body: text('body').notNull().default(''),
    fileId: uuid('file_id').references(() => files.id),
    clientKey: text('client_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_messages_seq').on(t.seq),
    index('chat_messages_room_seq').on(t.roomId, t.seq),
    // An attachment's readers are found from the file (files/service.ts openFile).
    index('chat_messages_file').on(t.fileId).where(sql`${t.fileId} is not null`),
    uniqueIndex('chat_messages_client_key').on(t.roomId, t.senderNo, t.clientKey).where(sql`${t.clientKey} is not null`),
  ],
);
