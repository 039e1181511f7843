// The profile forms' values as the inputs hold them (text for numbers, a price per handled type),
// read into the shared bodies of PUT /profiles/me/designer and /me/lab. The shared schema judges
// them in the browser as the server does; its issues and the server's field errors land on the
// inputs by the same names.
import { DEFAULT_EDIT_COUNT, DEFAULT_WARRANTY_DAYS, DesignerProfileBody, LabProfileBody, type DesignerProfile, type LabProfile } from '@dcm/shared';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

export interface DesignerValues {
  briefIntro: string;
  companyIntro: string;
  foundedYear: string;
  technicianCount: string;
  region: string;
  cadSoftware: string[];
  cadOther: string;
  editCount: string;
  warrantyDays: string;
  prosthesisTypes: string[];
  /** Digits typed per handled prosthesis type; a blank price is left out of the table. */
  prices: Record<string, string>;
  isPublic: boolean;
}

export interface LabValues {
  businessName: string;
  introduction: string;
  region: string;
  prosthesisTypes: string[];
  specializations: string[];
  /** The photos in order: saved ones with their address, new uploads with their name. */
  photos: Array<{ id: string; url: string; name?: string }>;
  isPublic: boolean;
}

const text = (n: number | null) => (n === null ? '' : String(n));
/** Blank is "not given" (null); anything else is the number it spells, or NaN for the schema to refuse. */
const numberOrNull = (s: string): number | null => (s.trim() === '' ? null : /^\d+$/.test(s.trim()) ? Number(s.trim()) : Number.NaN);

export function designerValuesOf(p: DesignerProfile | null): DesignerValues {
  return {
    briefIntro: p?.briefIntro ?? '',
    companyIntro: p?.companyIntro ?? '',
    foundedYear: text(p?.foundedYear ?? null),
    technicianCount: text(p?.technicianCount ?? null),
    region: p?.region ?? '',
    cadSoftware: p?.cadSoftware ?? [],
    cadOther: p?.cadOther ?? '',
    // A lab adding its T-esigner profile starts from the defaults a T-esigner's unsaved profile has.
    editCount: text(p?.editCount ?? DEFAULT_EDIT_COUNT),
    warrantyDays: text(p?.warrantyDays ?? DEFAULT_WARRANTY_DAYS),
    prosthesisTypes: p?.prosthesisTypes ?? [],
    prices: Object.fromEntries((p?.prices ?? []).map((row) => [row.prosthesis, String(row.price)])),
    isPublic: p?.isPublic ?? false,
  };
}

/** The body as sent; price rows follow the order of the handled types. */
export function designerBodyOf(v: DesignerValues): z.input<typeof DesignerProfileBody> {
  return {
    briefIntro: v.briefIntro,
    companyIntro: v.companyIntro,
    foundedYear: numberOrNull(v.foundedYear),
    technicianCount: numberOrNull(v.technicianCount),
    region: v.region || null,
    cadSoftware: v.cadSoftware,
    cadOther: v.cadSoftware.includes('other') ? v.cadOther : '',
    editCount: numberOrNull(v.editCount) ?? Number.NaN,
    warrantyDays: numberOrNull(v.warrantyDays) ?? Number.NaN,
    prosthesisTypes: v.prosthesisTypes,
    prices: v.prosthesisTypes.flatMap((type) => {
      const typed = (v.prices[type] ?? '').trim();
      return typed === '' ? [] : [{ prosthesis: type, price: numberOrNull(typed) ?? Number.NaN }];
    }),
    isPublic: v.isPublic,
  };
}

export function labValuesOf(p: LabProfile | null): LabValues {
  return {
    businessName: p?.businessName ?? '',
    introduction: p?.introduction ?? '',
    region: p?.region ?? '',
    prosthesisTypes: p?.prosthesisTypes ?? [],
    specializations: p?.specializations ?? [],
    photos: p?.photos ?? [],
    isPublic: p?.isPublic ?? false,
  };
}

export function labBodyOf(v: LabValues): z.input<typeof LabProfileBody> {
  return {
    businessName: v.businessName,
    introduction: v.introduction,
    region: v.region || null,
    prosthesisTypes: v.prosthesisTypes,
    specializations: v.specializations,
    photoIds: v.photos.map((p) => p.id),
    isPublic: v.isPublic,
  };
}

/**
 * The input a body path answers to: a price row's issue (`prices.2.price`) goes to that type's price
 * input (`prices.<type>`), a photo's to the photos, any other to its first segment.
 */
export function designerFieldOf(path: string, body: z.input<typeof DesignerProfileBody>): string {
  const [head, index] = path.split('.');
  if (head === 'prices' && index !== undefined) {
    const row = body.prices?.[Number(index)];
    return row ? `prices.${row.prosthesis}` : 'prosthesisTypes';
  }
  return head ?? path;
}

export function labFieldOf(path: string): string {
  const head = path.split('.')[0] ?? path;
  return head === 'photoIds' ? 'photos' : head;
}

/** Sets `value` at a dotted path of a nested record (react-hook-form reads errors that way). */
function setAt(target: Record<string, unknown>, path: string, value: unknown) {
  const keys = path.split('.');
  let node = target;
  keys.slice(0, -1).forEach((k) => {
    node = (node[k] ??= {}) as Record<string, unknown>;
  });
  const last = keys[keys.length - 1]!;
  if (node[last] === undefined) node[last] = value;
}

/** A resolver that reads the values into a body and judges it by the shared schema; the first issue per field wins. */
export function schemaResolver<V extends FieldValues, S extends z.ZodType>(
  schema: S,
  bodyOf: (values: V) => z.input<S>,
  fieldOf: (path: string, body: z.input<S>) => string,
): Resolver<V, unknown, z.output<S>> {
  return (values) => {
    const body = bodyOf(values);
    const parsed = schema.safeParse(body);
    if (parsed.success) return { values: parsed.data, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const issue of parsed.error.issues) {
      const field = fieldOf(issue.path.map(String).join('.'), body);
      setAt(errors, field, { type: issue.code, message: issue.message });
    }
    return { values: {}, errors: errors as FieldErrors<V> };
  };
}

export const designerResolver = schemaResolver<DesignerValues, typeof DesignerProfileBody>(DesignerProfileBody, designerBodyOf, designerFieldOf);
export const labResolver = schemaResolver<LabValues, typeof LabProfileBody>(LabProfileBody, labBodyOf, (path) => labFieldOf(path));
