// Referrals (SPEC §3 Referral, §5, §9): the form a client fills for one patient. One set of field
// rules serves both kinds of save: a draft may leave anything out but never break a limit; a
// complete referral also has everything a T-esigner needs. The server and the form use the same.
import { z } from 'zod';
import { UploadedFile } from '../files/schema.ts';
import { emptyReferralDraft } from './empty-draft.ts';
import { ToothSelectionSchema } from './tooth-chart.ts';

export { emptyReferralDraft } from './empty-draft.ts';

export const REFERRAL_NUMBER_MAX = 20;
/** Units (prosthesis counts) per referral form, all types together (SPEC §5 "counts are capped"). */
export const MAX_UNITS_PER_FORM = 32;
/** Titles and values of numeric rows: at most 30 characters, spaces not counted (SPEC §5). */
export const REFERRAL_TEXT_MAX = 30;
export const REFERRAL_VALUES_MAX = 20;
export const REFERRAL_DETAILS_MAX = 1000;
export const REFERRAL_IMPLANT_PLATFORM_MAX = 30;
/** One scan file and up to nine other files (SPEC §3). */
export const REFERRAL_OTHER_FILES_MAX = 9;
export const REFERRAL_LIST_SIZE_MAX = 100;

/** Characters a user typed, spaces and other whitespace not counted (SPEC §5 "max 30 without spaces"). */
export const lengthWithoutSpaces = (s: string): number => [...s.replace(/\s/gu, '')].length;

export const ReferralMode = z.enum(['simple', 'detail']);
export type ReferralMode = z.infer<typeof ReferralMode>;

export const ReferralStatus = { Draft: 'draft', Complete: 'complete', Requested: 'requested' } as const;
export type ReferralStatus = (typeof ReferralStatus)[keyof typeof ReferralStatus];

/**
 * Digits and symbols only, so a patient's name never lands in it (SPEC §3): any letter, of any
 * script, is refused with its own message. Empty is allowed here; a complete referral requires it.
 */
export const ReferralNumber = z
  .string()
  .trim()
  .refine((v) => !/\p{L}/u.test(v), { error: 'referralNumberName', abort: true })
  .regex(/^[0-9\-_./#()+ ]*$/, { error: 'referralNumber' })
  .max(REFERRAL_NUMBER_MAX, { error: 'referralNumber' });

/** A code of one of the code tables; the server checks it is listed. */
const Code = z.string().trim().min(1, { error: 'required' }).max(50, { error: 'too_big' });

const shortText = z
  .string()
  .trim()
  .refine((v) => lengthWithoutSpaces(v) <= REFERRAL_TEXT_MAX, { error: 'maxWithoutSpaces' });

/** What a draft holds for a field it leaves out: the empty referral's, a fresh copy each time. */
const empty =
  <K extends keyof ReturnType<typeof emptyReferralDraft>>(field: K) =>
  () =>
    emptyReferralDraft()[field];

/** The fields and their limits, with `complete` adding what a finished referral must have. */
function referralFields(complete: boolean) {
  const Count = z
    .number({ error: 'countRequired' })
    .int({ error: 'countRequired' })
    .min(1, { error: 'countRequired' })
    .max(MAX_UNITS_PER_FORM, { error: 'unitsOverCap' });
  const ProsthesisItem = z
    .object({
      type: complete ? Code : Code.nullable().default(null),
      count: complete ? Count : Count.nullable().default(null),
    })
    // A type is chosen before its count (SPEC §5), in drafts too.
    .refine((i) => i.count === null || i.type !== null, { error: 'prosthesisTypeFirst', path: ['type'] });

  const Prosthesis = z
    .array(ProsthesisItem)
    .max(MAX_UNITS_PER_FORM, { error: 'unitsOverCap' })
    .refine((items) => items.reduce((sum, i) => sum + (i.count ?? 0), 0) <= MAX_UNITS_PER_FORM, { error: 'unitsOverCap' });

  const ValueRow = z.object({
    title: complete ? shortText.pipe(z.string().min(1, { error: 'required' })) : shortText.default(''),
    value: complete ? shortText.pipe(z.string().min(1, { error: 'required' })) : shortText.default(''),
  });

  const Implant = z.object({
    system: complete ? Code : Code.nullable().default(null),
    platform: z.string().trim().max(REFERRAL_IMPLANT_PLATFORM_MAX, { error: 'too_big' }).default(''),
  });

  return z.object({
    referralNumber: complete ? ReferralNumber.pipe(z.string().min(1, { error: 'required' })) : ReferralNumber.default(empty('referralNumber')),
    processing: complete ? Code : Code.nullable().default(empty('processing')),
    prosthesis: complete ? Prosthesis.refine((items) => items.length > 0, { error: 'prosthesisRequired' }) : Prosthesis.default(empty('prosthesis')),
    // Bridges and bundles are made of selected teeth, so one selected tooth is the minimum.
    teeth: complete ? ToothSelectionSchema.refine((t) => t.teeth.length > 0, { error: 'teethRequired' }) : ToothSelectionSchema.default(empty('teeth')),
    implant: Implant.nullable().default(empty('implant')),
    values: z.array(ValueRow).max(REFERRAL_VALUES_MAX, { error: 'too_big' }).default(empty('values')),
    pontic: Code.nullable().default(empty('pontic')),
    details: z.string().trim().max(REFERRAL_DETAILS_MAX, { error: 'too_big' }).default(empty('details')),
    // A T-esigner cannot design without the patient's scan (issue 31): a complete referral has one,
    // so every order reaches "referral received" by its download. A draft may wait for it.
    scanFileId: complete ? z.uuid({ error: 'scanRequired' }) : z.uuid().nullable().default(empty('scanFileId')),
    otherFileIds: z.array(z.uuid()).max(REFERRAL_OTHER_FILES_MAX, { error: 'fileLimit' }).default(empty('otherFileIds')),
    confirmed: complete ? z.literal(true, { error: 'confirmRequired' }) : z.boolean().default(empty('confirmed')),
  })
    // One file is attached once: the scan is not also among the other files, nor another file twice.
    .superRefine((data, ctx) => {
      const seen = new Set(data.scanFileId ? [data.scanFileId] : []);
      data.otherFileIds.forEach((id, i) => {
        if (seen.has(id)) ctx.addIssue({ code: 'custom', message: 'fileTwice', path: ['otherFileIds', i] });
        seen.add(id);
      });
    });
}

/** A temporarily saved referral: anything may be missing, nothing may be over a limit. */
export const ReferralDraft = referralFields(false);
export type ReferralDraft = z.infer<typeof ReferralDraft>;

/** A referral ready to be requested: number, processing, at least one prosthesis and tooth, the scan file, confirmed. */
export const ReferralComplete = referralFields(true);
export type ReferralComplete = z.infer<typeof ReferralComplete>;

/** What a saved referral holds, draft or complete: every field present, defaults filled in. */
export const ReferralData = ReferralDraft;
export type ReferralData = ReferralDraft;

const SaveFields = { mode: ReferralMode, groupId: z.uuid().optional() };

/** POST /api/v1/referrals and PUT /api/v1/referrals/:id: `data` is checked by the rules of `status`. */
export const SaveReferralBody = z.discriminatedUnion('status', [
  z.object({ ...SaveFields, status: z.literal(ReferralStatus.Draft), data: ReferralDraft }),
  z.object({ ...SaveFields, status: z.literal(ReferralStatus.Complete), data: ReferralComplete }),
]);
export type SaveReferralBody = z.infer<typeof SaveReferralBody>;

export const ReferralParams = z.object({ id: z.uuid() });

export const Referral = z.object({
  id: z.uuid(),
  clientNo: z.number().int(),
  mode: ReferralMode,
  status: z.enum(ReferralStatus),
  /** The form group: the patients of one simple-mode form share it. */
  groupId: z.uuid(),
  data: ReferralData,
  /** The attached files (scan and others) as uploaded, for the form and the document to name them. */
  files: z.array(UploadedFile),
  /** ISO 8601. */
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Referral = z.infer<typeof Referral>;

/** The cart's three groups (issue 4): not yet requested (complete), requested, temporarily saved. */
export const ReferralGroup = { NotRequested: 'notRequested', Requested: 'requested', Draft: 'draft' } as const;
export type ReferralGroup = (typeof ReferralGroup)[keyof typeof ReferralGroup];

export const ReferralListQuery = z.object({
  group: z.enum(ReferralGroup).optional(),
  /** The referrals of one form group (the patients of one simple-mode form), oldest first. */
  groupId: z.uuid().optional(),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(REFERRAL_LIST_SIZE_MAX).default(20),
});
export type ReferralListQuery = z.infer<typeof ReferralListQuery>;

export const ReferralList = z.object({
  items: z.array(Referral),
  page: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
});
export type ReferralList = z.infer<typeof ReferralList>;

/** The numeric value rows of a referral: a title (cement gap, minimum thickness…) and its value. */
export const ValueRows = z.array(
  z.object({
    title: shortText.pipe(z.string().min(1, { error: 'required' })),
    value: shortText.pipe(z.string().min(1, { error: 'required' })),
  }),
);
export type ValueRows = z.infer<typeof ValueRows>;

/** A member keeps at most this many "frequently used" value sets (SPEC §3). */
export const VALUE_SETS_MAX = 30;
export const VALUE_SET_NAME_MAX = 30;

/** POST /api/v1/referrals/value-sets: save a referral's numeric values as "frequently used". */
export const SaveValueSetBody = z.object({
  name: z.string().trim().min(1, { error: 'required' }).max(VALUE_SET_NAME_MAX, { error: 'too_big' }),
  values: ValueRows.min(1, { error: 'required' }).max(REFERRAL_VALUES_MAX, { error: 'too_big' }),
});
export type SaveValueSetBody = z.infer<typeof SaveValueSetBody>;

export const ValueSet = SaveValueSetBody.extend({ id: z.uuid(), createdAt: z.string() });
export type ValueSet = z.infer<typeof ValueSet>;
export const ValueSetList = z.object({ items: z.array(ValueSet) });
export type ValueSetList = z.infer<typeof ValueSetList>;
