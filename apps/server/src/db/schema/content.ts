// Content (issue 12): notices, FAQ, partners, the versioned legal documents and what each member
// agreed to, 1:1 inquiries, and the admin's audit log. Texts are kept in both languages (`*_en`
// empty: readers get Korean).
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { files } from './files.ts';
import { members } from './members.ts';

export const notices = pgTable(
  'notices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    titleKo: text('title_ko').notNull(),
    titleEn: text('title_en').notNull().default(''),
    bodyKo: text('body_ko').notNull(),
    bodyEn: text('body_en').notNull().default(''),
    pinned: boolean('pinned').notNull().default(false),
    /** Null: a draft. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => members.memberNo),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('notices_published').on(t.pinned, t.publishedAt).where(sql`${t.publishedAt} is not null and ${t.deletedAt} is null`)],
);

export const faqs = pgTable(
  'faqs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    category: text('category').notNull(),
    questionKo: text('question_ko').notNull(),
    questionEn: text('question_en').notNull().default(''),
    answerKo: text('answer_ko').notNull(),
    answerEn: text('answer_en').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('faqs_category_sort').on(t.category, t.sort)],
);

export const partners = pgTable('partners', {
  id: uuid('id').primaryKey().defaultRandom(),
  nameKo: text('name_ko').notNull(),
  nameEn: text('name_en').notNull().default(''),
  logoFileId: uuid('logo_file_id')
    .notNull()
    .references(() => files.id),
  link: text('link'),
  sort: integer('sort').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One published version of the terms of use or the privacy policy; never edited after publishing. */
export const legalDocuments = pgTable(
  'legal_documents',
  {
    kind: text('kind').notNull(),
    version: text('version').notNull(),
    titleKo: text('title_ko').notNull(),
    titleEn: text('title_en').notNull().default(''),
    bodyKo: text('body_ko').notNull(),
    bodyEn: text('body_en').notNull().default(''),
    effectiveAt: timestamp('effective_at', { withTimezone: true }).notNull(),
    createdBy: integer('created_by').references(() => members.memberNo),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.version] })],
);

/** The version of each document a member agreed to, at join (and again when a new version is agreed). */
export const documentAgreements = pgTable(
  'document_agreements',
  {
    memberNo: integer('member_no')
      .notNull()
      .references(() => members.memberNo),
    kind: text('kind').notNull(),
    version: text('version').notNull(),
    agreedAt: timestamp('agreed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberNo, t.kind, t.version] })],
);

export const inquiries = pgTable(
  'inquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberNo: integer('member_no')
      .notNull()
      .references(() => members.memberNo),
    category: text('category').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    fileIds: jsonb('file_ids').$type<string[]>().notNull().default([]),
    /** What it is about; the requests and orders modules own those rows, hence no foreign keys. */
    requestId: uuid('request_id'),
    orderId: uuid('order_id'),
    answer: text('answer'),
    answeredBy: integer('answered_by').references(() => members.memberNo),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('inquiries_member').on(t.memberNo, t.createdAt), index('inquiries_open').on(t.createdAt).where(sql`${t.answeredAt} is null`)],
);
