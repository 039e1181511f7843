// The referral form's checks: the shared schema of the status being saved (draft: limits only;
// complete: everything a T-esigner needs), turned into one message key per field path, so the form
// shows the same rule the server holds next to the field it concerns.
import { FileLimits, ReferralComplete, ReferralDraft, ReferralNumber, ReferralStatus, type ReferralData } from '@dcm/shared';
import type { FileRule } from '../../lib/file-rules.ts';

export type SaveStatus = typeof ReferralStatus.Draft | typeof ReferralStatus.Complete;

/** Field path (`referralNumber`, `prosthesis.0.count`, `values.1.title`) → validation key. */
export type RowErrors = Record<string, string>;

export function checkRow(data: ReferralData, status: SaveStatus): RowErrors {
  const schema = status === ReferralStatus.Complete ? ReferralComplete : ReferralDraft;
  const result = schema.safeParse(data);
  if (result.success) return {};
  const errors: RowErrors = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    // The first problem of a field is the one to fix first.
    errors[path] ??= issue.message && !issue.message.includes(' ') ? issue.message : issue.code;
  }
  return errors;
}

/** The validation key of the referral number as typed (a letter, a symbol not allowed, too long), or undefined. */
export function typedReferralNumberKey(value: string): string | undefined {
  const result = ReferralNumber.safeParse(value);
  return result.success ? undefined : (result.error.issues[0]?.message ?? 'referralNumber');
}

/** The error of `path` or of anything inside it (the chart answers for teeth.bridges.0…). */
export function errorAt(errors: RowErrors | undefined, path: string): string | undefined {
  if (!errors) return undefined;
  if (errors[path]) return errors[path];
  const nested = Object.keys(errors).find((k) => k.startsWith(`${path}.`));
  return nested ? errors[nested] : undefined;
}

/** Units of all prosthesis types of a form together (SPEC §5 "counts are capped"). */
export const unitsOf = (data: ReferralData): number => data.prosthesis.reduce((sum, p) => sum + (p.count ?? 0), 0);

const meshes = ['stl', 'ply', 'obj'];

/** The scan: an intraoral or model scan as a mesh, or the scanner's export as a ZIP. */
export const scanRule: FileRule = { extensions: [...meshes, 'zip'], maxBytes: FileLimits.referralMaxBytes };
/** Other files: meshes, a ZIP, photos and PDFs (prescriptions, shade photos). */
export const otherFileRule: FileRule = {
  extensions: [...meshes, 'zip', ...FileLimits.imageExtensions, 'pdf'],
  maxBytes: FileLimits.referralMaxBytes,
};
