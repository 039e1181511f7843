// A won amount typed as digits and shown with thousands separators while typing. The caret stays
// after the digit it followed, so inserting a separator does not throw it to the end of the field.
import { useLayoutEffect, useRef } from 'react';
import type { FieldA11y } from '../../../components/Field.tsx';
import { inputClass } from '../../../components/Field.tsx';
import { groupPriceDigits, priceDigits } from '../form.ts';

interface Props extends FieldA11y {
  /** Digits only, as the form keeps them. */
  value: string;
  onChange: (digits: string) => void;
  onBlur: () => void;
  name: string;
  unit: string;
}

export function PriceInput({ value, onChange, onBlur, name, unit, ...a11y }: Props) {
  const input = useRef<HTMLInputElement>(null);
  // How many digits stood before the caret at the last keystroke, to put it back after formatting.
  const digitsBeforeCaret = useRef<number | null>(null);
  const shown = groupPriceDigits(value);

  useLayoutEffect(() => {
    const el = input.current;
    const wanted = digitsBeforeCaret.current;
    if (!el || wanted === null || document.activeElement !== el) return;
    digitsBeforeCaret.current = null;
    let position = 0;
    for (let seen = 0; position < shown.length && seen < wanted; position++) if (/\d/.test(shown[position]!)) seen++;
    el.setSelectionRange(position, position);
  }, [shown]);

  return (
    <div className="relative">
      <input
        ref={input}
        {...a11y}
        name={name}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={shown}
        onChange={(e) => {
          const caret = e.target.selectionStart ?? e.target.value.length;
          digitsBeforeCaret.current = e.target.value.slice(0, caret).replace(/\D/g, '').length;
          onChange(priceDigits(e.target.value));
        }}
        onBlur={onBlur}
        className={`${inputClass} pr-12 text-right tabular-nums`}
      />
      <span aria-hidden className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-ink-subtle">
        {unit}
      </span>
    </div>
  );
}
