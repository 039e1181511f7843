import type { QuotationItem, QuotationStatus } from '@dcm/shared';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { members } from './members.ts';
import { requests } from './requests.ts';

/** A T-esigner's quotation on a public request: one per T-esigner per request. */
export const quotations = pgTable(
  'quotations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => requests.id),
    designerNo: integer('designer_no')
      .notNull()
      .references(() => members.memberNo),
    status: text('status').$type<QuotationStatus>().notNull(),
    items: jsonb('items').$type<QuotationItem[]>().notNull(),
    /** KRW, the sum of the items (integer minor units, ARCHITECTURE §4). */
    total: bigint('total', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('KRW'),
    deliveryAt: timestamp('delivery_at', { withTimezone: true }).notNull(),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('quotations_request_designer').on(t.requestId, t.designerNo), index('quotations_designer_created').on(t.designerNo, t.createdAt)],
);
