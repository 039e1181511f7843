// The prosthesis types of one referral, picked from the code table: searchable as you type (in
// Korean and in English, whichever the dentist thinks in), grouped by category, several at once.
// It edits only which types are chosen: a chosen type keeps the count the form gave it, a newly
// chosen one starts at 1, an unchosen one goes with its count. Used on /request/itemType and in the
// form's own dialog.
import { LangCode, MAX_UNITS_PER_FORM, type CodeItem, type ReferralData } from '@dcm/shared';
import { CircleAlert, RotateCw, Search, X } from 'lucide-react';
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

  if (codes.isPending) return <p className="py-6 text-ink-subtle">{t('picker.loading')}</p>;
  if (codes.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 rounded-control border border-danger-200 bg-danger-50 px-4 py-3 text-sm text-danger-800">
        <CircleAlert aria-hidden className="size-4 shrink-0" />
        <span className="min-w-0 flex-1">{t('picker.loadFailed')}</span>
        <button
          type="button"
          onClick={() => void codes.refetch()}
          className="inline-flex min-h-11 items-center gap-1.5 rounded-control border border-line bg-surface px-3 font-semibold text-ink hover:bg-sunken"
        >
          <RotateCw aria-hidden className="size-4" />
          {t('picker.retry')}
        </button>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4" data-testid="prosthesis-picker">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-search`} className="text-sm font-medium text-ink">
          {t('picker.search')}
        </label>
        <div className="relative">
          <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-subtle" />
          <input
            id={`${id}-search`}
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder={t('picker.searchPlaceholder')}
            autoComplete="off"
            aria-describedby={`${id}-found`}
            className={`${inputClass} pl-9`}
          />
        </div>
        <p id={`${id}-found`} className="text-sm text-ink-subtle" aria-live="polite">
          {query.trim() ? t('picker.found', { count: found.length }) : t('picker.hint')}
        </p>
      </div>

      {chosen.length > 0 && (
        <div aria-labelledby={`${id}-chosen`} role="group">
          <p id={`${id}-chosen`} className="mb-2 text-sm font-medium text-ink">
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
                    <X aria-hidden className="size-4" />
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      )}

      {full && (
        <p role="status" className="rounded-control bg-warning-50 px-3 py-2 text-sm text-warning-800">
          {t('picker.full', { max: MAX_UNITS_PER_FORM })}
        </p>
      )}

      {groups.length === 0 ? (
        <p className="rounded-control border border-dashed border-line px-4 py-6 text-center text-sm text-ink-muted">{t('picker.none', { query: query.trim() })}</p>
      ) : (
        groups.map((group) => (
          <fieldset key={group.category} data-testid={`category-${group.category}`} className="rounded-control border border-line bg-surface p-2 sm:p-3">
            <legend className="px-2 text-sm font-semibold text-ink-muted">{t(`categories.${group.category}`)}</legend>
            <ul>
              {group.items.map((item) => {
                const isChosen = countOf.has(item.code);
                const count = countOf.get(item.code);
                const other = otherNames.get(item.code);
                return (
                  <li key={item.code}>
                    <label
                      className={`flex min-h-11 cursor-pointer items-center gap-3 rounded-control px-2 py-2 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60 ${isChosen ? 'bg-brand-50' : 'hover:bg-sunken'}`}
                    >
                      <input
                        type="checkbox"
                        checked={isChosen}
                        disabled={!isChosen && full}
                        onChange={(e) => onChange(toggleType(value, item.code, e.target.checked))}
                        className="h-5 w-5 shrink-0 accent-brand-700"
                      />
                      <span className="flex min-w-0 flex-1 flex-col">
                        <span className="font-medium text-ink">{item.name}</span>
                        {other && other !== item.name && <span className="truncate text-xs text-ink-subtle">{other}</span>}
                      </span>
                      {isChosen && count != null && (
                        <span className="shrink-0 rounded-full bg-surface px-2 py-0.5 text-sm tabular-nums text-brand-800">{t('picker.count', { count })}</span>
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
