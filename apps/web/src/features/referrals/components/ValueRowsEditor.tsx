// The numeric values of one referral: rows of a title (cement gap, minimum thickness…) and a value
// with its unit, as the T-esigner should apply them. Each field holds at most REFERRAL_TEXT_MAX
// characters not counting spaces (SPEC §5); the count runs as the dentist types and is taken on the
// composed text, so a Korean syllable is never cut in half. Used on /request/numvalue and in the form.
import { REFERRAL_TEXT_MAX, REFERRAL_VALUES_MAX, lengthWithoutSpaces, type ReferralData } from '@dcm/shared';
import type { TFunction } from 'i18next';
import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, inputClass } from '../../../components/Field.tsx';
import i18n from '../../../lib/i18n.ts';

type Values = ReferralData['values'];
type ValueField = 'title' | 'value';

/** Titles a dentist most often gives, offered as the title field's suggestions. */
export const VALUE_TITLE_SUGGESTIONS = [
  'cementGap',
  'extraCementGap',
  'minimumThickness',
  'contactStrength',
  'occlusalClearance',
  'marginThickness',
  'spacer',
  'connectorSize',
] as const;

const isBlank = (row: Values[number]) => row.title.trim() === '' && row.value.trim() === '';

/** The rows worth keeping: a row with neither title nor value says nothing to a T-esigner. */
export const filledRows = (values: Values): Values => values.filter((row) => !isBlank(row));

/**
 * Problems of the rows as validation keys by path (`values.0.title`): over the length always, and
 * with `complete`, a title without its value or a value without its title (blank rows are dropped).
 */
export function checkValueRows(values: Values, { complete = false } = {}): Record<string, string> {
  const errors: Record<string, string> = {};
  values.forEach((row, i) => {
    for (const field of ['title', 'value'] as const) {
      const path = `values.${i}.${field}`;
      if (lengthWithoutSpaces(row[field]) > REFERRAL_TEXT_MAX) errors[path] = 'maxWithoutSpaces';
      else if (complete && !isBlank(row) && row[field].trim() === '') errors[path] = 'required';
    }
  });
  return errors;
}

/** A validation key in the member's language; a message that already is one passes as it is. */
export const messageOf = (t: TFunction, message: string): string =>
  i18n.exists(`common:validation.${message}`) ? t(`common:validation.${message}`) : message;

interface Props {
  value: Values;
  onChange: (next: Values) => void;
  /**
   * Errors by the form's field path (`values.0.title`, `values.1.value`, `values`), each a
   * validation key of common:validation or a message already translated (as the server sends).
   */
  errors?: Record<string, string>;
}

export function ValueRowsEditor({ value, onChange, errors = {} }: Props) {
  const { t } = useTranslation(['referralPages', 'common']);
  const id = useId();
  const listId = `${id}-titles`;
  const addRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const focusNew = useRef(false);
  const full = value.length >= REFERRAL_VALUES_MAX;

  // A row just added is ready to type into; moving focus in the click handler would be too early.
  useEffect(() => {
    if (!focusNew.current) return;
    focusNew.current = false;
    listRef.current?.querySelector<HTMLInputElement>('li:last-child input')?.focus();
  }, [value.length]);

  const change = (index: number, field: ValueField, text: string) =>
    onChange(value.map((row, i) => (i === index ? { ...row, [field]: text } : row)));
  const add = () => {
    if (full) return;
    focusNew.current = true;
    onChange([...value, { title: '', value: '' }]);
  };
  const remove = (index: number) => {
    onChange(value.filter((_, i) => i !== index));
    addRef.current?.focus();
  };

  const errorOf = (index: number, field: ValueField): string | undefined => {
    const text = value[index]?.[field] ?? '';
    if (lengthWithoutSpaces(text) > REFERRAL_TEXT_MAX) return t('common:validation.maxWithoutSpaces');
    const given = errors[`values.${index}.${field}`];
    return given ? messageOf(t, given) : undefined;
  };

  return (
    <div className="flex flex-col gap-3" data-testid="value-rows">
      <datalist id={listId}>
        {VALUE_TITLE_SUGGESTIONS.map((key) => (
          <option key={key} value={t(`referralPages:values.suggestions.${key}`)} />
        ))}
      </datalist>
      {value.length === 0 ? (
        <p className="rounded-control border border-dashed border-line px-4 py-6 text-center text-sm text-ink-muted">{t('referralPages:values.empty')}</p>
      ) : (
        <ol ref={listRef} className="flex flex-col gap-3">
          {value.map((row, index) => (
            <li key={index} className="rounded-control border border-line bg-surface p-3 sm:p-4" data-testid="value-row">
              <div className="mb-2 flex items-center justify-between gap-2">
                <span className="text-sm font-semibold text-ink-muted">{t('referralPages:values.row', { n: index + 1 })}</span>
                <button
                  type="button"
                  onClick={() => remove(index)}
                  aria-label={t('referralPages:values.remove', { n: index + 1 })}
                  className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-control text-ink-subtle hover:bg-danger-50 hover:text-danger-700"
                >
                  <Trash2 aria-hidden className="size-5" />
                </button>
              </div>
              <div className="grid gap-3 sm:grid-cols-2">
                {(['title', 'value'] as const).map((field) => {
                  const text = row[field];
                  const length = lengthWithoutSpaces(text);
                  return (
                    <Field
                      key={field}
                      name={`values.${index}.${field}`}
                      label={t(`referralPages:values.fields.${field}`)}
                      hint={
                        <span className={`tabular-nums ${length > REFERRAL_TEXT_MAX ? 'text-danger-700' : ''}`} data-testid={`count-${field}-${index}`}>
                          {t('referralPages:values.counter', { count: length, max: REFERRAL_TEXT_MAX })}
                        </span>
                      }
                      error={errorOf(index, field)}
                    >
                      {(a11y) => (
                        <input
                          {...a11y}
                          type="text"
                          value={text}
                          onChange={(e) => change(index, field, e.target.value)}
                          list={field === 'title' ? listId : undefined}
                          placeholder={t(`referralPages:values.placeholders.${field}`)}
                          autoComplete="off"
                          enterKeyHint="next"
                          className={inputClass}
                        />
                      )}
                    </Field>
                  );
                })}
              </div>
            </li>
          ))}
        </ol>
      )}
      {errors.values && (
        <p role="alert" className="text-sm text-danger-700">
          {messageOf(t, errors.values)}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <button
          ref={addRef}
          type="button"
          onClick={add}
          disabled={full}
          className="inline-flex min-h-11 items-center gap-2 rounded-control border border-brand-600 bg-surface px-4 font-semibold text-brand-700 hover:bg-brand-50 disabled:border-line disabled:text-ink-subtle"
        >
          <Plus aria-hidden className="size-5" />
          {t('referralPages:values.add')}
        </button>
        <span className="text-sm text-ink-subtle">{t('referralPages:values.limit', { count: value.length, max: REFERRAL_VALUES_MAX })}</span>
      </div>
    </div>
  );
}
