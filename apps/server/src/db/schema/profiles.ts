import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { PriceRow } from '@dcm/shared';
import { files } from './files.ts';
import { members } from './members.ts';

/**
 * A T-esigner profile (SPEC §3), one per member: a T-esigner's from their first save (defaults
 * until then, never stored), a dental lab's once it adds one (SPEC §6). Code lists and the price
 * table are kept whole, as the form sends them.
 */
export const designerProfiles = pgTable(
  'designer_profiles',
  {
    memberNo: integer('member_no')
      .primaryKey()
      .references(() => members.memberNo),
    briefIntro: text('brief_intro').notNull().default(''),
    companyIntro: text('company_intro').notNull().default(''),
    foundedYear: smallint('founded_year'),
    technicianCount: integer('technician_count'),
    region: text('region'),
    cadSoftware: jsonb('cad_software').$type<string[]>().notNull().default([]),
    cadOther: text('cad_other').notNull().default(''),
    editCount: smallint('edit_count').notNull(),
    warrantyDays: smallint('warranty_days').notNull(),
    prosthesisTypes: jsonb('prosthesis_types').$type<string[]>().notNull().default([]),
    prices: jsonb('prices').$type<PriceRow[]>().notNull().default([]),
    isPublic: boolean('is_public').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Search (issue 10): prosthesis types are matched with `@>`, among public profiles only.
  (t) => [index('designer_profiles_types').using('gin', sql`${t.prosthesisTypes} jsonb_path_ops`).where(sql`${t.isPublic}`)],
);

/** A dental lab's profile (SPEC §3), from its first save; its join data stand in until then. */
export const labProfiles = pgTable(
  'lab_profiles',
  {
    memberNo: integer('member_no')
      .primaryKey()
      .references(() => members.memberNo),
    businessName: text('business_name').notNull(),
    introduction: text('introduction').notNull().default(''),
    region: text('region'),
    prosthesisTypes: jsonb('prosthesis_types').$type<string[]>().notNull().default([]),
    specializations: jsonb('specializations').$type<string[]>().notNull().default([]),
    /** The lab's own image uploads, in the order shown. */
    photoIds: jsonb('photo_ids').$type<string[]>().notNull().default([]),
    isPublic: boolean('is_public').notNull().default(false),
    /** The first save: search lists the newest profiles first. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Search (issue 10): specializations with `@>`, the region by equality, newest first; public profiles only.
  (t) => [
    index('lab_profiles_specializations').using('gin', sql`${t.specializations} jsonb_path_ops`).where(sql`${t.isPublic}`),
    index('lab_profiles_region').on(t.region).where(sql`${t.isPublic}`),
    index('lab_profiles_public_created').on(t.createdAt).where(sql`${t.isPublic}`),
  ],
);

/** A 3D portfolio item of a T-esigner or a dental lab (issue 8): a title, images and mesh files. */
export const portfolioItems = pgTable(
  'portfolio_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerNo: integer('owner_no')
      .notNull()
      .references(() => members.memberNo),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    mainImageId: uuid('main_image_id')
      .notNull()
      .references(() => files.id),
    /** The PNG the viewer captured; null when the capture failed (the main image is the face). */
    coverImageId: uuid('cover_image_id').references(() => files.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('portfolio_items_owner_created').on(t.ownerNo, t.createdAt)],
);

/** The mesh files of a portfolio item: the design's STL, the scan, other CAD files; a file serves one item. */
export const portfolioFiles = pgTable(
  'portfolio_files',
  {
    itemId: uuid('item_id')
      .notNull()
      .references(() => portfolioItems.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
    role: text('role').$type<'stl' | 'scan' | 'cad'>().notNull(),
    sort: integer('sort').notNull(),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.fileId] }), uniqueIndex('portfolio_files_file').on(t.fileId), check('portfolio_files_role', sql`${t.role} in ('stl', 'scan', 'cad')`)],
);
