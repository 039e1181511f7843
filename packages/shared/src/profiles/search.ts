// Finding T-esigners and dental labs (issue 10 "Search", SPEC §2 `/designer`, `/center`, §9 limits):
// only public profiles of approved members, never one the searcher blocked or who blocked them.
import { z } from 'zod';
import { CURRENCIES } from '../mileage/schema.ts';
import { ProfileLimits, ProfileStats } from './schema.ts';

export const SEARCH_PAGE_SIZE = 10;

const page = z.coerce.number({ error: 'invalid' }).int({ error: 'invalid' }).min(1, { error: 'invalid' }).default(1);
const code = z.string().trim().min(1).max(40);

/** How a T-esigner list is ordered: best rated, lowest price (of the chosen type, else their lowest), most reviewed, fastest to answer. */
export const DesignerSort = z.enum(['rating', 'price', 'reviews', 'response']);
export type DesignerSort = z.infer<typeof DesignerSort>;

/** `GET /api/v1/profiles/designers?type=&sort=&page=`: T-esigners, by the prosthesis type they handle. */
export const DesignerSearchQuery = z.object({
  type: code.optional(),
  sort: DesignerSort.default('rating'),
  page,
});
export type DesignerSearchQuery = z.infer<typeof DesignerSearchQuery>;

/** A query value given once or repeated (`?specialization=a&specialization=b`), as a list. */
const repeated = z.preprocess((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]), z.array(code));

/**
 * `GET /api/v1/profiles/labs?specialization=&region=&page=`: dental labs by up to 4 specializations
 * (a lab with any of them) or by one region (SPEC §9); a fifth specialization or a second region is
 * refused (400), never silently cut.
 */
export const LabSearchQuery = z.object({
  specialization: repeated.pipe(z.array(code).max(ProfileLimits.specializationsMax, { error: 'specializationsTooMany' })),
  region: repeated.pipe(z.array(code).max(1, { error: 'oneRegion' })),
  page,
});
export type LabSearchQuery = z.infer<typeof LabSearchQuery>;

export const DesignerCard = z.object({
  memberNo: z.number().int(),
  nickname: z.string(),
  profileImageUrl: z.string().nullable(),
  briefIntro: z.string(),
  region: z.string().nullable(),
  prosthesisTypes: z.array(z.string()),
  /** The unit price of the searched type, else the lowest of the price table; null when none is set. */
  price: z.number().int().nullable(),
  currency: z.enum(CURRENCIES),
  stats: ProfileStats,
  /** The first portfolio item's cover (or main image), for the card. */
  coverUrl: z.string().nullable(),
  /** Whether the signed-in member keeps them among their favourites (false when signed out). */
  favourite: z.boolean(),
});
export type DesignerCard = z.infer<typeof DesignerCard>;

export const LabCard = z.object({
  memberNo: z.number().int(),
  nickname: z.string(),
  businessName: z.string(),
  introduction: z.string(),
  region: z.string().nullable(),
  specializations: z.array(z.string()),
  prosthesisTypes: z.array(z.string()),
  photoUrl: z.string().nullable(),
  hasDesignerProfile: z.boolean(),
  favourite: z.boolean(),
});
export type LabCard = z.infer<typeof LabCard>;

export const DesignerPage = z.object({ items: z.array(DesignerCard), total: z.number().int(), page: z.number().int(), size: z.number().int() });
export type DesignerPage = z.infer<typeof DesignerPage>;
export const LabPage = z.object({ items: z.array(LabCard), total: z.number().int(), page: z.number().int(), size: z.number().int() });
export type LabPage = z.infer<typeof LabPage>;
