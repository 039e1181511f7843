// A text area with its limit counted as the member types: on the composed, trimmed text (as the
// schema counts), so a Korean syllable being composed is never cut and the count matches the rule.
import type { RefCallBack } from 'react-hook-form';
import { Field, inputClass } from '../../../components/Field.tsx';

interface Props {
  /** The form's own field (a Controller's `field`). */
  field: { value: string; onChange: (value: string) => void; onBlur: () => void; name: string; ref: RefCallBack };
  label: string;
  max: number;
  rows: number;
  error?: string;
  testId: string;
}

export function CountedText({ field, label, max, rows, error, testId }: Props) {
  const length = (field.value ?? '').trim().length;
  return (
    <Field
      name={field.name}
      label={label}
      error={error}
      aside={
        <span className={`tabular-nums ${length > max ? 'text-danger-600' : ''}`} data-testid={`${testId}-count`}>
          {length}/{max}
        </span>
      }
    >
      {(a11y) => (
        <textarea
          {...a11y}
          ref={field.ref}
          name={field.name}
          rows={rows}
          value={field.value ?? ''}
          onChange={(e) => field.onChange(e.target.value)}
          onBlur={field.onBlur}
          className={`${inputClass} resize-y`}
          data-testid={testId}
        />
      )}
    </Field>
  );
}
