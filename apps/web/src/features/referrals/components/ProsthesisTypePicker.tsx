// The prosthesis types of one referral, picked from the code table: searchable as you type (in
// Korean and in English, whichever the dentist thinks in), grouped by category, several at once.
// It edits only which types are chosen: a chosen type keeps the count the form gave it, a newly
// chosen one starts at 1, an unchosen one goes with its count. Used on /request/itemType and in the
// form's own dialog.
import { LangCode, MAX_UNITS_PER_FORM, type CodeItem, type ReferralData } from '@dcm/shared';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClass } from '../../../components/Field.tsx';
import { useCodes, useCodesIn } from '../../../lib/codes.ts';
import { currentLangCode } from '../../../lib/i18n.ts';
import { matchesSearch } from './search-text.ts';

type Prosthesis = ReferralData['prosthesis'];

/** The categories a prosthesis code's `extra` names, in the order the picker shows them. */
export const PROSTHESIS_CATEGORIES = ['crown', 'implant', 'removable', 'appliance', 'other'] as const;
export type ProsthesisCategory = (typeof PROSTHESIS_CATEGORIES)[number];

export const categoryOf = (item: CodeItem): ProsthesisCategory =>
  (PROSTHESIS_CATEGORIES as readonly string[]).includes(item.extra ?? '') ? (item.extra as ProsthesisCategory) : 'other';

/** The same table in the other language, so "zirconia" finds 지르코니아 크라운 on a Korean screen. */
function useOtherLanguageNames(): Map<string, string> {
  const other = currentLangCode() === LangCode.Korean ? LangCode.Other : LangCode.Korean;
  const { data } = useCodesIn('prosthesis', other);
  return useMemo(() => new Map((data ?? []).map((c) => [c.code, c.name])), [data]);
}

/** The types chosen, with a newly chosen one added at count 1 or an unchosen one removed. */
export function toggleType(value: Prosthesis, type: string, chosen: boolean): Prosthesis {
  const has = value.some((p) => p.type === type);
  if (chosen) return has ? value : [...value, { type, count: 1 }];
  return value.filter((p) => p.type !== type);
}

const unitsOf = (value: Prosthesis) => value.reduce((sum, p) => sum + (p.count ?? 0), 0);

interface Props {
  value: Prosthesis;
  onChange: (next: Prosthesis) => void;
}

export function ProsthesisTypePicker({ value, onChange }: Props) {
  const { t } = useTranslation('referralPages');
  const id = useId();
  const codes = useCodes('prosthesis');
  const otherNames = useOtherLanguageNames();
  const [query, setQuery] = useState('');

  const items = useMemo(() => [...(codes.data ?? [])].sort((a, b) => a.sort - b.sort), [codes.data]);
  const nameOf = new Map(items.map((c) => [c.code, c.name]));
  const countOf = new Map(value.flatMap((p) => (p.type ? [[p.type, p.count] as const] : [])));
  const full = unitsOf(value) >= MAX_UNITS_PER_FORM;

  const found = items.filter((c) => matchesSearch(query, [c.name, otherNames.get(c.code) ?? '', c.code]));
  const groups = PROSTHESIS_CATEGORIES.map((category) => ({ category, items: found.filter((c) => categoryOf(c) === category) })).filter(
    (g) => g.items.length > 0,
  );
  const chosen = value.filter((p): p is { type: string; count: number | null } => !!p.type);

  if (codes.isPending) return <p className="py-6 text-slate-500">{t('picker.loading')}</p>;
  if (codes.isError) {
    return (
      <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-red-700">
        {t('picker.loadFailed')}{' '}
        <button type="button" onClick={() => void codes.refetch()} className="min-h-11 font-semibold underline">
          {t('picker.retry')}
        </button>
      </p>
    );
  }

  return (
    <div className="flex flex-col gap-4" data-testid="prosthesis-picker">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-search`} className="text-sm font-medium">
          {t('picker.search')}
        </label>
        <input
          id={`${id}-search`}
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={t('picker.searchPlaceholder')}
          autoComplete="off"
          aria-describedby={`${id}-found`}
          className={inputClass}
        />
        <p id={`${id}-found`} className="text-sm text-slate-500" aria-live="polite">
          {query.trim() ? t('picker.found', { count: found.length }) : t('picker.hint')}
        </p>
      </div>

      {chosen.length > 0 && (
        <div aria-labelledby={`${id}-chosen`} role="group">
          <p id={`${id}-chosen`} className="mb-2 text-sm font-medium">
            {t('picker.chosen', { count: chosen.length })}
          </p>
          <ul className="flex flex-wrap gap-2" data-testid="chosen-types">
            {chosen.map((p) => {
              const name = nameOf.get(p.type) ?? p.type;
              return (
                <li key={p.type}>
                  <button
                    type="button"
                    onClick={() => onChange(toggleType(value, p.type, false))}
                    aria-label={t('picker.unchoose', { name })}
                    className="inline-flex min-h-11 items-center gap-2 rounded-full border border-brand-600 bg-brand-50 pl-4 pr-3 text-sm font-medium text-brand-800 hover:bg-brand-100"
                  >
                    {name}
                    {p.count !== null && <span className="tabular-nums text-brand-700">×{p.count}</span>}
                    <svg viewBox="0 0 16 16" aria-hidden className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth={2}>
                      <path d="M4 4l8 8M12 4l-8 8" strokeLinecap="round" />
                    </svg>
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      )}

      {full && (
        <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t('picker.full', { max: MAX_UNITS_PER_FORM })}
        </p>
      )}

      {groups.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 px-4 py-6 text-center text-slate-600">{t('picker.none', { query: query.trim() })}</p>
      ) : (
        groups.map((group) => (
          <fieldset key={group.category} data-testid={`category-${group.category}`} className="rounded-2xl border border-slate-200 bg-white p-2 sm:p-3">
            <legend className="px-2 text-sm font-semibold text-slate-700">{t(`categories.${group.category}`)}</legend>
            <ul>
              {group.items.map((item) => {
                const isChosen = countOf.has(item.code);
                const count = countOf.get(item.code);
                const other = otherNames.get(item.code);
                return (
                  <li key={item.code}>
                    <label
                      className={`flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 py-2 hover:bg-slate-50 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60 ${isChosen ? 'bg-brand-50' : ''}`}
                    >
                      <input
                        type="checkbox"
                        checked={isChosen}
                        disabled={!isChosen && full}
                        onChange={(e) => onChange(toggleType(value, item.code, e.target.checked))}
                        className="h-5 w-5 shrink-0 accent-brand-700"
                      />
                      <span className="flex min-w-0 flex-1 flex-col">
                        <span className="font-medium">{item.name}</span>
                        {other && other !== item.name && <span className="truncate text-xs text-slate-500">{other}</span>}
                      </span>
                      {isChosen && count != null && (
                        <span className="shrink-0 rounded-full bg-white px-2 py-0.5 text-sm tabular-nums text-brand-800">{t('picker.count', { count })}</span>
                      )}
                    </label>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        ))
      )}
    </div>
  );
}
