// Content (issue 12, SPEC §1 main page, §2 `/`, `/faq`, `/help`, `/help/notice`, `/notice`, footer
// pages, `/ads`): notices, FAQ, partners, the versioned legal documents and the main page's figures.
// Every text comes in Korean and English; an empty English text falls back to Korean (the server
// answers in the caller's language, `lang` header). Admin routes sit under /api/v1/admin/content/*.
import { z } from 'zod';
import { FAQ_CATEGORIES } from './faq-categories.ts';

export { FAQ_CATEGORIES } from './faq-categories.ts';

const Paged = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), page: z.number().int(), size: z.number().int(), total: z.number().int() });
export const PageParams = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(50).default(10),
});

/** A text in both languages, as the admin writes it. `en` may be empty: readers then get `ko`. */
export const Bilingual = (max: number) =>
  z.object({
    ko: z.string().trim().min(1, { error: 'required' }).max(max, { error: 'too_big' }),
    en: z.string().trim().max(max, { error: 'too_big' }).default(''),
  });

// ---- Notices ----

/** `GET /api/v1/notices?page&size&q` (public) → NoticeList, pinned first then newest; `GET /api/v1/notices/:id` → Notice (published only). */
export const NoticeQuery = PageParams.extend({ q: z.string().trim().max(50).optional() });
export const NoticeSummary = z.object({ id: z.uuid(), title: z.string(), pinned: z.boolean(), publishedAt: z.string() });
export type NoticeSummary = z.infer<typeof NoticeSummary>;
export const Notice = NoticeSummary.extend({ body: z.string(), prev: NoticeSummary.nullable(), next: NoticeSummary.nullable() });
export type Notice = z.infer<typeof Notice>;
export const NoticeList = Paged(NoticeSummary);
export type NoticeList = z.infer<typeof NoticeList>;

/**
 * Admin: `GET /api/v1/admin/content/notices` → AdminNoticeList (drafts too, both languages),
 * `POST` (201) / `PUT /:id` with NoticeBody, `DELETE /:id` (204). Publishing (publish: true, first
 * time) tells every active member (notification `noticePublished`, link `/notice?id=…`); `PUT` with
 * publish: false on a published notice takes it back to a draft (audited `notice.unpublish`), and
 * publishing it again tells nobody a second time.
 */
export const NoticeBody = z.object({ title: Bilingual(200), body: Bilingual(20_000), pinned: z.boolean().default(false), publish: z.boolean().default(true) });
export type NoticeBody = z.infer<typeof NoticeBody>;
export const AdminNotice = z.object({
  id: z.uuid(),
  title: z.object({ ko: z.string(), en: z.string() }),
  body: z.object({ ko: z.string(), en: z.string() }),
  pinned: z.boolean(),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type AdminNotice = z.infer<typeof AdminNotice>;
export const AdminNoticeList = Paged(AdminNotice);

// ---- FAQ ----

/** SPEC §2 FAQ tabs. */
export const FaqCategory = z.enum(FAQ_CATEGORIES);
export type FaqCategory = z.infer<typeof FaqCategory>;
/** `GET /api/v1/faq?category&q` (public) → FaqList in the order the admin set; `q` matches question and answer. */
export const FaqQuery = z.object({ category: FaqCategory.optional(), q: z.string().trim().max(50).optional() });
export const Faq = z.object({ id: z.uuid(), category: FaqCategory, question: z.string(), answer: z.string() });
export type Faq = z.infer<typeof Faq>;
export const FaqList = z.object({ items: z.array(Faq) });
export type FaqList = z.infer<typeof FaqList>;
/** Admin: `GET/POST /api/v1/admin/content/faq`, `PUT/DELETE /api/v1/admin/content/faq/:id`. */
export const FaqBody = z.object({ category: FaqCategory, question: Bilingual(300), answer: Bilingual(5000), sort: z.number().int().min(0).max(10_000).default(0) });
export type FaqBody = z.infer<typeof FaqBody>;
export const AdminFaq = z.object({
  id: z.uuid(),
  category: FaqCategory,
  question: z.object({ ko: z.string(), en: z.string() }),
  answer: z.object({ ko: z.string(), en: z.string() }),
  sort: z.number().int(),
});
export type AdminFaq = z.infer<typeof AdminFaq>;
export const AdminFaqList = z.object({ items: z.array(AdminFaq) });

// ---- Partners (main page) ----

/** `GET /api/v1/partners` (public) → the partner list: logo (a public image), name, link, in order. */
export const Partner = z.object({ id: z.uuid(), name: z.string(), logoUrl: z.string(), link: z.string().nullable() });
export type Partner = z.infer<typeof Partner>;
export const PartnerList = z.object({ items: z.array(Partner) });
/** Admin: `GET/POST /api/v1/admin/content/partners`, `PUT/DELETE …/:id`; the logo an image upload of the admin's. */
export const PartnerBody = z.object({
  name: Bilingual(100),
  logoFileId: z.uuid({ error: 'required' }),
  link: z.url({ error: 'urlInvalid' }).max(500).nullable().default(null),
  sort: z.number().int().min(0).max(10_000).default(0),
});
export type PartnerBody = z.infer<typeof PartnerBody>;
export const AdminPartner = z.object({ id: z.uuid(), name: z.object({ ko: z.string(), en: z.string() }), logoFileId: z.uuid(), logoUrl: z.string(), link: z.string().nullable(), sort: z.number().int() });
export const AdminPartnerList = z.object({ items: z.array(AdminPartner) });

// ---- Legal documents (footer) ----

/** The versioned documents a member agrees to at join. */
export const DocumentKind = z.enum(['terms', 'privacy']);
export type DocumentKind = z.infer<typeof DocumentKind>;
/**
 * `GET /api/v1/documents/:kind` (public) → the current version, or `?version=` an earlier one;
 * `GET /api/v1/documents/:kind/versions` → every published version, newest first. The join records
 * the version agreed to (`GET /api/v1/mypage/agreements` → DocumentAgreements).
 */
export const LegalDocument = z.object({ kind: DocumentKind, version: z.string(), title: z.string(), body: z.string(), effectiveAt: z.string() });
export type LegalDocument = z.infer<typeof LegalDocument>;
export const DocumentVersions = z.object({ items: z.array(z.object({ version: z.string(), effectiveAt: z.string() })) });
export const DocumentAgreements = z.object({ items: z.array(z.object({ kind: DocumentKind, version: z.string(), agreedAt: z.string() })) });
/** Admin: `POST /api/v1/admin/content/documents/:kind` publishes a new version (versions never change once published). */
export const DocumentBody = z.object({
  version: z.string().trim().regex(/^\d{4}-\d{2}-\d{2}(\.\d+)?$/, { error: 'versionInvalid' }),
  title: Bilingual(200),
  body: Bilingual(100_000),
  effectiveAt: z.iso.datetime({ offset: true, error: 'dateInvalid' }),
});
export type DocumentBody = z.infer<typeof DocumentBody>;

// ---- The main page's figures ----

/** `GET /api/v1/stats` (public, cached about a minute): members, referrals and the total transaction amount of completed orders and quick jobs in KRW (USD converted at each payment's rate is not summed: shown apart). */
export const MainStats = z.object({
  members: z.number().int(),
  referrals: z.number().int(),
  transactions: z.object({ KRW: z.number().int(), USD: z.number().int() }),
  at: z.string(),
});
export type MainStats = z.infer<typeof MainStats>;

export const ContentParams = z.object({ id: z.uuid() });
