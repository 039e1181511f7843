// The movements' filters on /mileage and /mypage/payment: a kind, and a period as a preset of the last
// months or as two days. Every choice goes to the address through `onFilter`.
import type { JournalKind } from '@dcm/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClass } from '../../../components/Field.tsx';
import { dayOf, lastMonths, FILTER_KINDS, PRESET_MONTHS } from '../history-filters.ts';

interface Props {
  kind: JournalKind | undefined;
  from: string | undefined;
  to: string | undefined;
  /** Keys of the address to change; null removes one. */
  onFilter: (changes: Record<string, string | null>) => void;
}

export function HistoryFilters({ kind, from, to, onFilter }: Props) {
  const { t } = useTranslation('mileageHistory');
  const [today] = useState(() => new Date());
  const presets = PRESET_MONTHS.map((months) => ({ months, ...lastMonths(months, today) }));
  const allTime = from === undefined && to === undefined;
  const field = `${inputClass} text-sm`;

  return (
    <fieldset className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4">
      <legend className="sr-only">{t('mileageHistory:filters.label')}</legend>
      <div className="flex flex-col gap-1.5 sm:flex-row sm:items-center sm:gap-3">
        <label htmlFor="mileage-kind" className="text-sm font-medium sm:w-14">
          {t('mileageHistory:filters.kind')}
        </label>
        <select id="mileage-kind" value={kind ?? ''} onChange={(e) => onFilter({ kind: e.target.value || null })} className={`${field} sm:w-56`}>
          <option value="">{t('mileageHistory:filters.allKinds')}</option>
          {FILTER_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`mileageHistory:kind.${k}`)}
            </option>
          ))}
        </select>
      </div>
      <div role="group" aria-labelledby="mileage-period" className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-3">
        <span id="mileage-period" className="text-sm font-medium sm:w-14">
          {t('mileageHistory:filters.period')}
        </span>
        <div className="grid grid-cols-4 gap-1 sm:flex">
          {presets.map((p) => {
            const on = from === p.from && to === p.to;
            return (
              <button
                key={p.months}
                type="button"
                aria-pressed={on}
                data-testid={`preset-${p.months}`}
                onClick={() => onFilter({ from: p.from, to: p.to })}
                className={`min-h-11 rounded-lg border px-2 text-sm sm:px-3 ${on ? 'border-brand-700 bg-brand-50 font-semibold text-brand-800' : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50'}`}
              >
                {t('mileageHistory:filters.months', { count: p.months })}
              </button>
            );
          })}
          <button
            type="button"
            aria-pressed={allTime}
            data-testid="preset-all"
            onClick={() => onFilter({ from: null, to: null })}
            className={`min-h-11 rounded-lg border px-2 text-sm sm:px-3 ${allTime ? 'border-brand-700 bg-brand-50 font-semibold text-brand-800' : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50'}`}
          >
            {t('mileageHistory:filters.allTime')}
          </button>
        </div>
        <div className="grid grid-cols-2 gap-2 sm:ml-auto">
          <label className="flex min-w-0 flex-col gap-1 text-xs text-slate-600">
            {t('mileageHistory:filters.from')}
            <input
              type="date"
              value={from ?? ''}
              max={to}
              // A start after the end moves the end along, so the period is never upside down.
              onChange={(e) => {
                const day = dayOf(e.target.value) ?? null;
                onFilter(day && to && day > to ? { from: day, to: day } : { from: day });
              }}
              className={field}
            />
          </label>
          <label className="flex min-w-0 flex-col gap-1 text-xs text-slate-600">
            {t('mileageHistory:filters.to')}
            <input
              type="date"
              value={to ?? ''}
              min={from}
              onChange={(e) => {
                const day = dayOf(e.target.value) ?? null;
                onFilter(day && from && day < from ? { from: day, to: day } : { to: day });
              }}
              className={field}
            />
          </label>
        </div>
      </div>
    </fieldset>
  );
}
