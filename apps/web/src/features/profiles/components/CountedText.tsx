// A text area with its limit counted as the member types: on the composed, trimmed text (as the
// schema counts), so a Korean syllable being composed is never cut and the count matches the rule.
import { useController, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { Field, inputClass } from '../../../components/Field.tsx';

interface Props<V extends FieldValues, B> {
  control: Control<V, unknown, B>;
  /** One of the form's texts. */
  name: FieldPathByValue<V, string>;
  label: string;
  max: number;
  rows: number;
  error?: string;
  testId: string;
}

export function CountedText<V extends FieldValues, B>({ control, name, label, max, rows, error, testId }: Props<V, B>) {
  const { field } = useController({ control, name });
  // `name` is one of the form's texts; react-hook-form cannot follow that through a generic.
  const value = field.value as string | undefined;
  const length = (value ?? '').trim().length;
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
          value={value ?? ''}
          onChange={(e) => field.onChange(e.target.value)}
          onBlur={field.onBlur}
          className={`${inputClass} resize-y`}
          data-testid={testId}
        />
      )}
    </Field>
  );
}
