// The card registration's digit fields (number, expiry): typed as digits, shown formatted.
import { useLayoutEffect, useRef, type InputHTMLAttributes } from 'react';
import { inputClass, type FieldA11y } from '../../../components/Field.tsx';
import { caretAfter } from '../../../lib/money.ts';

interface DigitsInputProps extends Pick<InputHTMLAttributes<HTMLInputElement>, 'autoComplete' | 'placeholder' | 'disabled' | 'name'> {
  /** Digits only, as the form keeps them. */
  value: string;
  show: (digits: string) => string;
  /** The digits kept of what was typed or filled in. */
  keep: (text: string) => string;
  onChange: (digits: string) => void;
  a11y: FieldA11y;
}

/** A text field that shows its digits formatted; the caret stays after the digit it followed. */
export function DigitsInput({ value, show, keep, onChange, a11y, ...attributes }: DigitsInputProps) {
  const input = useRef<HTMLInputElement>(null);
  const digitsBeforeCaret = useRef<number | null>(null);
  const shown = show(value);

  useLayoutEffect(() => {
    const el = input.current;
    const wanted = digitsBeforeCaret.current;
    if (!el || wanted === null || document.activeElement !== el) return;
    digitsBeforeCaret.current = null;
    const position = caretAfter(shown, wanted);
    el.setSelectionRange(position, position);
  }, [shown]);

  return (
    <input
      ref={input}
      {...a11y}
      {...attributes}
      type="text"
      inputMode="numeric"
      value={shown}
      onChange={(e) => {
        const caret = e.target.selectionStart ?? e.target.value.length;
        digitsBeforeCaret.current = e.target.value.slice(0, caret).replace(/\D/g, '').length;
        onChange(keep(e.target.value));
      }}
      className={`${inputClass} tabular-nums`}
    />
  );
}
