import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/** Code tables (SPEC §7): one row per code and group, named in both languages. Seeded by migration. */
export const codes = pgTable(
  'codes',
  {
    groupCode: text('group_code').notNull(),
    code: text('code').notNull(),
    nameKo: text('name_ko').notNull(),
    nameEn: text('name_en').notNull(),
    sort: integer('sort').notNull(),
    extra: text('extra'),
  },
  (t) => [primaryKey({ columns: [t.groupCode, t.code] })],
);

/** Teeth of the tooth chart in FDI notation (11–48), by arch. */
export const teethTypes = pgTable('teeth_types', {
  code: text('code').primaryKey(),
  nameKo: text('name_ko').notNull(),
  nameEn: text('name_en').notNull(),
  arch: text('arch').notNull(),
  sort: integer('sort').notNull(),
});
