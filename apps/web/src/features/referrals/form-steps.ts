// The detail form's numbered steps (issue 26): which fields each step holds and how far each is, so
// the step rail and the cards say the same. A step is done when saving complete would find nothing to
// fix in its fields (and, for a step that may stay empty, when something is in it); a step with an
// error from the last save is marked so until the next save.
import { ReferralStatus, type ReferralData } from '@dcm/shared';
import { checkRow, errorAt, type RowErrors } from './form-rules.ts';

export const DETAIL_STEPS = [
  { key: 'case', fields: ['referralNumber', 'processing'], optional: false },
  { key: 'teeth', fields: ['prosthesis', 'teeth', 'pontic'], optional: false },
  { key: 'values', fields: ['implant', 'values'], optional: true },
  { key: 'files', fields: ['scanFileId', 'otherFileIds'], optional: false },
  { key: 'notes', fields: ['details', 'confirmed'], optional: false },
] as const;

export type StepKey = (typeof DETAIL_STEPS)[number]['key'];
export type StepState = 'done' | 'todo' | 'error';

/** Whether a step that may stay empty has anything in it. */
const filled: Record<StepKey, (data: ReferralData) => boolean> = {
  case: (d) => d.referralNumber.trim() !== '' || d.processing !== null,
  teeth: (d) => d.prosthesis.length > 0 || d.teeth.teeth.length > 0,
  values: (d) => d.implant !== null || d.values.some((v) => v.title.trim() !== '' || v.value.trim() !== ''),
  files: (d) => d.scanFileId !== null || d.otherFileIds.length > 0,
  notes: (d) => d.details.trim() !== '' || d.confirmed,
};

/** Each step's state: `errors` are the last save's messages by field path. */
export function stepStates(data: ReferralData, errors: RowErrors = {}): Record<StepKey, StepState> {
  const toComplete = checkRow(data, ReferralStatus.Complete);
  const states = {} as Record<StepKey, StepState>;
  for (const step of DETAIL_STEPS) {
    const wrong = (found: RowErrors) => step.fields.some((field) => errorAt(found, field) !== undefined);
    if (wrong(errors)) states[step.key] = 'error';
    else if (!wrong(toComplete) && (!step.optional || filled[step.key](data))) states[step.key] = 'done';
    else states[step.key] = 'todo';
  }
  return states;
}

/** The fields a complete save still needs, in the form's order (each named once, nested paths by their field). */
export function missingForComplete(data: ReferralData): string[] {
  const found = Object.keys(checkRow(data, ReferralStatus.Complete));
  const order: string[] = DETAIL_STEPS.flatMap((step) => [...step.fields]);
  const fields = new Set(found.map((path) => path.split('.')[0] ?? path));
  return order.filter((field) => fields.has(field));
}

/** The step that holds a field (`prosthesis.0.count` → teeth). */
export function stepOf(path: string): StepKey | undefined {
  const field = path.split('.')[0];
  return DETAIL_STEPS.find((step) => (step.fields as readonly string[]).includes(field ?? ''))?.key;
}
