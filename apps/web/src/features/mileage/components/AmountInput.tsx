// An amount of money as typed (the charge form, the settlement form): thousands separators while
// typing, the caret kept after the digit it followed, the unit shown inside the field. What is kept
// is the digits (and for USD a point with up to two decimals), read into minor units by lib/money.ts.
import { Currency } from '@dcm/shared';
import { useLayoutEffect, useRef } from 'react';
import { inputClass, type FieldA11y } from '../../../components/Field.tsx';
import { amountInput, caretAfter, groupAmountInput } from '../../../lib/money.ts';

interface Props {
  a11y: FieldA11y;
  name?: string;
  currency: Currency;
  /** As kept: digits, and for USD a point with up to two decimals. */
  value: string;
  onChange: (kept: string) => void;
  onBlur?: () => void;
  disabled: boolean;
  /** What the field says at its right end: "원", "달러", or the currency code. */
  unit: string;
  placeholder?: string;
  /** The charge form's amount is the page's main figure: large and bold. */
  large?: boolean;
  className?: string;
}

export function AmountInput({ a11y, name = 'amount', currency, value, onChange, onBlur, disabled, unit, placeholder, large = false, className = '' }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const keptBeforeCaret = useRef<number | null>(null);
  const shown = groupAmountInput(value);

  useLayoutEffect(() => {
    const el = input.current;
    const kept = keptBeforeCaret.current;
    if (!el || kept === null || document.activeElement !== el) return;
    keptBeforeCaret.current = null;
    const position = caretAfter(shown, kept);
    el.setSelectionRange(position, position);
  }, [shown]);

  return (
    <div className={`relative ${className}`}>
      <input
        ref={input}
        {...a11y}
        name={name}
        type="text"
        inputMode={currency === Currency.KRW ? 'numeric' : 'decimal'}
        autoComplete="off"
        placeholder={placeholder}
        value={shown}
        disabled={disabled}
        onChange={(e) => {
          const caret = e.target.selectionStart ?? e.target.value.length;
          keptBeforeCaret.current = e.target.value.slice(0, caret).replace(/[^\d.]/g, '').length;
          onChange(amountInput(e.target.value, currency));
        }}
        onBlur={onBlur}
        className={`${inputClass} pr-14 text-right tabular-nums ${large ? 'min-h-14 text-2xl! font-bold tracking-tight text-ink' : ''}`}
      />
      <span aria-hidden className={`pointer-events-none absolute inset-y-0 right-3 flex items-center text-ink-subtle ${large ? 'text-base font-semibold' : 'text-sm'}`}>
        {unit}
      </span>
    </div>
  );
}
