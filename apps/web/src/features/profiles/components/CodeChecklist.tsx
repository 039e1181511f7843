// Several codes of one code table picked as checkboxes, in the table's order. With `max`, the boxes
// not yet ticked are disabled once that many are, so a pick past the limit cannot be made at all,
// and the hint under them turns to `fullHint` (when given) to say why.
import type { CodeGroup } from '@dcm/shared';
import { useId } from 'react';
import { useController, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { useCodes } from '../../../lib/codes.ts';

interface Props {
  group: CodeGroup;
  name: string;
  legend: string;
  value: string[];
  onChange: (next: string[]) => void;
  max?: number;
  /** Said under the boxes (e.g. "at most 2"). */
  hint?: string;
  /** Said instead of `hint` once `max` are picked (e.g. "2 picked: unpick one"). */
  fullHint?: string;
  error?: string;
  testId: string;
}

export function CodeChecklist({ group, name, legend, value, onChange, max, hint: openHint, fullHint, error, testId }: Props) {
  const id = useId();
  const codes = useCodes(group);
  const items = [...(codes.data ?? [])].sort((a, b) => a.sort - b.sort);
  const full = max !== undefined && value.length >= max;
  const hint = full ? (fullHint ?? openHint) : openHint;
  const toggle = (code: string, on: boolean) => {
    if (on && full) return;
    onChange(on ? [...value.filter((c) => c !== code), code] : value.filter((c) => c !== code));
  };
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

  return (
    <fieldset className="flex flex-col gap-1.5" data-field={name} aria-describedby={describedBy} data-testid={testId}>
      <legend className="mb-1.5 text-sm font-medium">{legend}</legend>
      <div className="grid grid-cols-1 gap-2 min-[420px]:grid-cols-2 sm:grid-cols-3">
        {items.map((item) => {
          const checked = value.includes(item.code);
          return (
            <label
              key={item.code}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-line-strong bg-surface px-3 py-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-50"
            >
              <input
                type="checkbox"
                value={item.code}
                checked={checked}
                disabled={!checked && full}
                aria-invalid={!!error}
                onChange={(e) => toggle(item.code, e.currentTarget.checked)}
                className="h-5 w-5 shrink-0 accent-brand-700"
              />
              <span className="min-w-0 break-words">{item.name}</span>
            </label>
          );
        })}
      </div>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-ink-subtle" data-testid={`${testId}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-danger-600" data-testid={`${testId}-error`}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

type FieldProps<V extends FieldValues, B> = Omit<Props, 'name' | 'value' | 'onChange'> & {
  control: Control<V, unknown, B>;
  name: FieldPathByValue<V, string[]>;
};

/** The checklist of a form's list of codes. */
export function CodeChecklistField<V extends FieldValues, B>({ control, name, ...props }: FieldProps<V, B>) {
  const { field } = useController({ control, name });
  // `name` is one of the form's lists of codes; react-hook-form cannot follow that through a generic.
  return <CodeChecklist {...props} name={name} value={field.value as string[]} onChange={field.onChange} />;
}
