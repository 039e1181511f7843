import { bigint, boolean, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { members } from './members.ts';

/** Files kept by the Storage; the bytes live under `storageKey`. */
export const files = pgTable('files', {
  id: uuid('id').primaryKey().defaultRandom(),
  ownerNo: integer('owner_no').references(() => members.memberNo),
  name: text('name').notNull(),
  mime: text('mime').notNull(),
  size: bigint('size', { mode: 'number' }).notNull(),
  storageKey: text('storage_key').notNull(),
  /** Private files (licences, business registrations) open only to their owner and the admin. */
  isPrivate: boolean('is_private').notNull().default(true),
  /**
   * The kinds of free text taken out of a mesh on upload, where scanners write the patient's name
   * (issue 29: 'stlHeader', 'stlSolidName', 'plyComment', 'plyObjInfo', 'objComment'); empty when
   * there was none, or the file is no mesh.
   */
  sanitized: jsonb('sanitized').$type<string[]>().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
