import type { UploadKind } from '@dcm/shared';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { files } from './files.ts';
import { members } from './members.ts';

/**
 * A resumable upload in progress (docs/decisions/0011): its parts live in the Storage under
 * `resumable/{id}/…`; `received` counts the bytes of the parts kept whole. Completed, it names the
 * file it became; untouched for a day, it is swept with its parts.
 */
export const uploadSessions = pgTable(
  'upload_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerNo: integer('owner_no')
      .notNull()
      .references(() => members.memberNo),
    kind: text('kind').$type<UploadKind>().notNull(),
    name: text('name').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    received: bigint('received', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    fileId: uuid('file_id').references(() => files.id),
    /** A binary STL's header is blanked in its first chunk as it is written (issue 29): what that removed, for the file's row. */
    sanitized: jsonb('sanitized').$type<string[]>().notNull().default([]),
  },
  (t) => [index('upload_sessions_updated_at').on(t.updatedAt)],
);
