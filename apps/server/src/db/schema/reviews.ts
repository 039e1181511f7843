import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { files } from './files.ts';
import { members } from './members.ts';
import { quickRequests } from './quick.ts';
import { orders } from './orders.ts';

/**
 * A client's review of a complete order (issue 7, SPEC §3 "Review"): one per order, ever. Deleting
 * keeps the row (`deleted_at`), so the unique order id refuses a second review after a deletion;
 * lists and averages read the rows without it.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The order reviewed, or the quick request (quickId): exactly one of the two. */
    orderId: uuid('order_id').references(() => orders.id),
    quickId: uuid('quick_id').references(() => quickRequests.id),
    clientNo: integer('client_no')
      .notNull()
      .references(() => members.memberNo),
    designerNo: integer('designer_no')
      .notNull()
      .references(() => members.memberNo),
    /** One of the 10 levels of the `rating` code table ('1'…'10'). */
    rating: smallint('rating').notNull(),
    text: text('text').notNull(),
    photoFileId: uuid('photo_file_id').references(() => files.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('reviews_order').on(t.orderId),
    uniqueIndex('reviews_quick').on(t.quickId),
    check('reviews_subject', sql`(${t.orderId} is null) <> (${t.quickId} is null)`),
    index('reviews_designer_created').on(t.designerNo, t.createdAt),
    index('reviews_client_created').on(t.clientNo, t.createdAt),
    check('reviews_rating', sql`${t.rating} between 1 and 10`),
  ],
);
