// The rating as 10 labelled choices (SPEC §3 "Review", §9): a radio group whose labels come from the
// `rating` code table in the member's language, so a level reads "8 · Good", not a bare number.
import { REVIEW_LEVELS } from '@dcm/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useCodeName } from '../../../lib/codes.ts';

const LEVELS = Array.from({ length: REVIEW_LEVELS }, (_, i) => i + 1);

interface Props {
  value: number | undefined;
  onChange: (level: number) => void;
  /** The field's error in the member's language. */
  error?: string;
}

export function RatingChoice({ value, onChange, error }: Props) {
  const { t } = useTranslation('reviews');
  const id = useId();
  const labelOf = useCodeName('rating');
  return (
    <fieldset className="flex min-w-0 flex-col gap-2" aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`} aria-invalid={!!error} data-field="rating">
      <legend className="text-sm font-medium">{t('write.rating')}</legend>
      <p id={`${id}-hint`} className="text-xs text-ink-subtle">
        {t('write.ratingHint')}
      </p>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-5">
        {LEVELS.map((level) => {
          const checked = value === level;
          return (
            <label
              key={level}
              className={`flex min-h-12 cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 ${
                checked ? 'border-brand-700 bg-brand-50 font-semibold text-brand-800' : 'border-line-strong bg-white hover:bg-canvas'
              }`}
            >
              <input type="radio" name={`${id}-rating`} value={level} checked={checked} onChange={() => onChange(level)} className="sr-only" />
              <span className="tabular-nums font-bold">{level}</span>
              <span className="min-w-0 break-keep">{labelOf(String(level))}</span>
            </label>
          );
        })}
      </div>
      {error && (
        <span id={`${id}-error`} className="text-sm text-red-600" data-testid="rating-error">
          {error}
        </span>
      )}
    </fieldset>
  );
}
