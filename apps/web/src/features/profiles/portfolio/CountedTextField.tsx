// A text of the portfolio item with its limit counted as the owner types.
interface Props {
  id: string;
  field: string;
  label: string;
  value: string;
  max: number;
  multiline?: boolean;
  invalid: boolean;
  error?: string;
  onChange: (value: string) => void;
}

/** Counted on the composed, trimmed text; no maxLength, which would cut a Korean syllable being typed. */
export function CountedTextField({ id, field, label, value, max, multiline = false, invalid, error, onChange }: Props) {
  const length = value.trim().length;
  const className = 'rounded-lg border border-line-strong px-3 py-2.5 text-base focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100';
  const describedBy = `${id}-count${error ? ` ${id}-error` : ''}`;
  return (
    <div className="flex flex-col gap-1.5" data-field={field}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {/* 16 px text: iOS zooms into smaller inputs. */}
      {multiline ? (
        <textarea id={id} rows={4} value={value} onChange={(e) => onChange(e.target.value)} aria-invalid={invalid} aria-describedby={describedBy} className={`resize-y ${className}`} />
      ) : (
        <input id={id} type="text" value={value} onChange={(e) => onChange(e.target.value)} aria-invalid={invalid} aria-describedby={describedBy} className={className} />
      )}
      <span id={`${id}-count`} className={`self-end text-xs tabular-nums ${length > max ? 'text-danger-600' : 'text-ink-subtle'}`}>
        {length}/{max}
      </span>
      {error && (
        <span id={`${id}-error`} className="text-sm text-danger-600">
          {error}
        </span>
      )}
    </div>
  );
}
