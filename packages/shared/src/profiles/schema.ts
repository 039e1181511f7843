// Profiles (SPEC §3 "T-esigner profile", "Dental lab profile", issue 10) and 3D portfolios (issue 8):
// what a T-esigner or a dental lab shows of themselves, edited by the owner at /profileModify and
// read by everyone at /designer/view/{id}, /profile/view/{id} and /centerView/{id} while public.
import { z } from 'zod';
import { CURRENCIES } from '../mileage/schema.ts';

export const ProfileLimits = {
  briefIntroMax: 200,
  companyIntroMax: 300,
  /** SPEC §5: at most 2 preferred CAD programs, plus "other" in words. */
  cadSoftwareMax: 2,
  cadOtherMax: 30,
  /** SPEC §9: up to 4 specializations and 1 region. */
  specializationsMax: 4,
  prosthesisTypesMax: 20,
  foundedYearMin: 1900,
  techniciansMax: 9999,
  editCountMax: 20,
  warrantyDaysMax: 365,
  /** A unit price of the price table, in the member's currency's minor-free unit (won, dollars). */
  priceMax: 10_000_000,
  businessNameMax: 30,
  labPhotosMax: 10,
  portfolioItemsMax: 30,
  portfolioTitleMax: 30,
  portfolioDescriptionMax: 300,
  /** Mesh files of one portfolio item (STL, scan and CAD files together). */
  portfolioFilesMax: 10,
} as const;

const code = z.string().trim().min(1, { error: 'unknownCode' }).max(40, { error: 'unknownCode' });
const uniqueCodes = (max: number, tooMany: string) =>
  z
    .array(code)
    .max(max, { error: tooMany })
    .refine((list) => new Set(list).size === list.length, { error: 'duplicateCodes' });

export const PriceRow = z.object({
  prosthesis: code,
  price: z.number({ error: 'priceInvalid' }).int({ error: 'priceInvalid' }).min(0, { error: 'priceInvalid' }).max(ProfileLimits.priceMax, { error: 'priceInvalid' }),
});
export type PriceRow = z.infer<typeof PriceRow>;

/**
 * `PUT /api/v1/profiles/me/designer`: the T-esigner profile, whole. A T-esigner has one from the
 * start (defaults until saved); a dental lab adds one by saving it (SPEC §6). Codes are of the
 * `region`, `cad` and `prosthesis` code groups; every priced type is one of `prosthesisTypes`.
 */
export const DesignerProfileBody = z
  .object({
    briefIntro: z.string().trim().max(ProfileLimits.briefIntroMax, { error: 'introTooLong' }).default(''),
    companyIntro: z.string().trim().max(ProfileLimits.companyIntroMax, { error: 'introTooLong' }).default(''),
    foundedYear: z
      .number({ error: 'yearInvalid' })
      .int({ error: 'yearInvalid' })
      .min(ProfileLimits.foundedYearMin, { error: 'yearInvalid' })
      .refine((y) => y <= new Date().getUTCFullYear(), { error: 'yearInvalid' })
      .nullable()
      .default(null),
    technicianCount: z.number({ error: 'countInvalid' }).int({ error: 'countInvalid' }).min(1, { error: 'countInvalid' }).max(ProfileLimits.techniciansMax, { error: 'countInvalid' }).nullable().default(null),
    region: code.nullable().default(null),
    cadSoftware: uniqueCodes(ProfileLimits.cadSoftwareMax, 'cadTooMany').default([]),
    cadOther: z.string().trim().max(ProfileLimits.cadOtherMax, { error: 'maxWithoutSpaces' }).default(''),
    editCount: z.number({ error: 'countInvalid' }).int({ error: 'countInvalid' }).min(0, { error: 'countInvalid' }).max(ProfileLimits.editCountMax, { error: 'countInvalid' }),
    warrantyDays: z.number({ error: 'countInvalid' }).int({ error: 'countInvalid' }).min(0, { error: 'countInvalid' }).max(ProfileLimits.warrantyDaysMax, { error: 'countInvalid' }),
    prosthesisTypes: uniqueCodes(ProfileLimits.prosthesisTypesMax, 'tooManyTypes').min(1, { error: 'prosthesisRequired' }),
    prices: z.array(PriceRow).max(ProfileLimits.prosthesisTypesMax, { error: 'tooManyTypes' }).default([]),
    isPublic: z.boolean(),
  })
  .superRefine((v, ctx) => {
    const seen = new Set<string>();
    v.prices.forEach((row, i) => {
      if (!v.prosthesisTypes.includes(row.prosthesis)) ctx.addIssue({ code: 'custom', path: ['prices', i, 'prosthesis'], message: 'typeNotHandled' });
      if (seen.has(row.prosthesis)) ctx.addIssue({ code: 'custom', path: ['prices', i, 'prosthesis'], message: 'duplicateCodes' });
      seen.add(row.prosthesis);
    });
    if (v.cadOther && !v.cadSoftware.includes('other')) ctx.addIssue({ code: 'custom', path: ['cadOther'], message: 'cadOtherUnchosen' });
  });
export type DesignerProfileBody = z.infer<typeof DesignerProfileBody>;

/** `PUT /api/v1/profiles/me/lab`: a dental lab's profile, whole (SPEC §3 "Dental lab profile"). Photos are the lab's own image uploads. */
export const LabProfileBody = z.object({
  businessName: z.string().trim().min(1, { error: 'required' }).max(ProfileLimits.businessNameMax, { error: 'maxWithoutSpaces' }),
  introduction: z.string().trim().max(ProfileLimits.companyIntroMax, { error: 'introTooLong' }).default(''),
  region: code.nullable().default(null),
  prosthesisTypes: uniqueCodes(ProfileLimits.prosthesisTypesMax, 'tooManyTypes').min(1, { error: 'prosthesisRequired' }),
  specializations: uniqueCodes(ProfileLimits.specializationsMax, 'specializationsTooMany').default([]),
  photoIds: z.array(z.uuid()).max(ProfileLimits.labPhotosMax, { error: 'tooManyPhotos' }).default([]),
  isPublic: z.boolean(),
});
export type LabProfileBody = z.infer<typeof LabProfileBody>;

/** A file of a portfolio item as the viewer opens it (bytes at `url`, GET /api/v1/common/file/:id). */
export const PortfolioFile = z.object({
  id: z.uuid(),
  name: z.string(),
  size: z.number().int(),
  /** SPEC §3: the STL file(s) of the design, the scan, other CAD 3D files. */
  role: z.enum(['stl', 'scan', 'cad']),
  url: z.string(),
});
export type PortfolioFile = z.infer<typeof PortfolioFile>;

/**
 * `POST /api/v1/profiles/me/portfolio` (and `PUT …/portfolio/:id`): an item needs a title, a main
 * image and at least one STL file (SPEC §5, 'portfolioIncomplete' otherwise); the cover is a PNG the
 * viewer captured (optional: a failed capture leaves the main image as the face). Files are the
 * owner's own uploads: images of kind `document`, meshes of kind `portfolio` (≤ 500 MB, resumable).
 */
export const PortfolioBody = z.object({
  title: z.string().trim().min(1, { error: 'required' }).max(ProfileLimits.portfolioTitleMax, { error: 'maxWithoutSpaces' }),
  description: z.string().trim().max(ProfileLimits.portfolioDescriptionMax, { error: 'introTooLong' }).default(''),
  mainImageId: z.uuid({ error: 'portfolioIncomplete' }),
  coverImageId: z.uuid().nullable().default(null),
  stlFileIds: z.array(z.uuid()).min(1, { error: 'portfolioIncomplete' }),
  scanFileIds: z.array(z.uuid()).default([]),
  cadFileIds: z.array(z.uuid()).default([]),
}).superRefine((v, ctx) => {
  const all = [...v.stlFileIds, ...v.scanFileIds, ...v.cadFileIds];
  if (all.length > ProfileLimits.portfolioFilesMax) ctx.addIssue({ code: 'custom', path: ['stlFileIds'], message: 'tooManyFiles' });
  if (new Set(all).size !== all.length) ctx.addIssue({ code: 'custom', path: ['stlFileIds'], message: 'duplicateFiles' });
});
export type PortfolioBody = z.infer<typeof PortfolioBody>;

export const PortfolioItem = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  mainImageId: z.uuid(),
  mainImageUrl: z.string(),
  /** The viewer's capture, else null (show the main image). */
  coverImageId: z.uuid().nullable(),
  coverImageUrl: z.string().nullable(),
  files: z.array(PortfolioFile),
  createdAt: z.string(),
});
export type PortfolioItem = z.infer<typeof PortfolioItem>;

/** Figures computed from real data, never typed in. */
export const ProfileStats = z.object({
  rating: z.number().nullable(),
  reviewCount: z.number().int(),
  completedOrders: z.number().int(),
  /** Median minutes from a request reaching the T-esigner to their quotation or answer; null before any. */
  responseMinutes: z.number().int().nullable(),
  /** Quick-request deadlines the T-esigner missed (issue 11), on the record for good; absent when none. */
  quickMissed: z.number().int().optional(),
});
export type ProfileStats = z.infer<typeof ProfileStats>;

const ProfileOwner = z.object({
  memberNo: z.number().int(),
  nickname: z.string(),
  profileImageUrl: z.string().nullable(),
  kind: z.enum(['designer', 'lab']),
  currency: z.enum(CURRENCIES),
});

/** The T-esigner profile as shown (`GET /api/v1/profiles/designers/:memberNo`); the body's fields as saved. */
export const DesignerProfile = ProfileOwner.extend({
  briefIntro: z.string(),
  companyIntro: z.string(),
  foundedYear: z.number().int().nullable(),
  technicianCount: z.number().int().nullable(),
  region: z.string().nullable(),
  cadSoftware: z.array(z.string()),
  cadOther: z.string(),
  editCount: z.number().int(),
  warrantyDays: z.number().int(),
  prosthesisTypes: z.array(z.string()),
  prices: z.array(PriceRow),
  isPublic: z.boolean(),
  stats: ProfileStats,
  portfolio: z.array(PortfolioItem),
});
export type DesignerProfile = z.infer<typeof DesignerProfile>;

/** The dental lab profile as shown (`GET /api/v1/profiles/labs/:memberNo`). */
export const LabProfile = ProfileOwner.extend({
  businessName: z.string(),
  introduction: z.string(),
  region: z.string().nullable(),
  prosthesisTypes: z.array(z.string()),
  specializations: z.array(z.string()),
  photos: z.array(z.object({ id: z.uuid(), url: z.string() })),
  isPublic: z.boolean(),
  /** Whether the lab added a T-esigner profile (SPEC §6: needed for CAD transactions). */
  hasDesignerProfile: z.boolean(),
  portfolio: z.array(PortfolioItem),
});
export type LabProfile = z.infer<typeof LabProfile>;

/**
 * `GET /api/v1/profiles/me`: the signed-in T-esigner's or lab's own profiles for editing. A
 * T-esigner always has `designer` (defaults before the first save, `saved: false`); a lab has `lab`
 * (from its join data until saved) and `designer` only once added. Clients get 403.
 */
export const MyProfiles = z.object({
  kind: z.enum(['designer', 'lab']),
  designer: DesignerProfile.extend({ saved: z.boolean() }).nullable(),
  lab: LabProfile.extend({ saved: z.boolean() }).nullable(),
  portfolio: z.array(PortfolioItem),
});
export type MyProfiles = z.infer<typeof MyProfiles>;
