// The movements' filters on /mileage and /mypage/payment: a kind, and a period as a preset of the last
// months (a segmented control) or as two days. Every choice goes to the address through `onFilter`.
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

const caption = 'text-xs font-semibold text-ink-muted';

export function HistoryFilters({ kind, from, to, onFilter }: Props) {
  const { t } = useTranslation('mileageHistory');
  const [today] = useState(() => new Date());
  const presets = PRESET_MONTHS.map((months) => ({ months, ...lastMonths(months, today) }));
  const allTime = from === undefined && to === undefined;
  const field = `${inputClass} text-sm`;
  const segment = (on: boolean) =>
    `min-h-11 rounded-control px-2 text-sm whitespace-nowrap transition-colors sm:px-3.5 ${on ? 'bg-surface font-semibold text-brand-800 shadow-card' : 'text-ink-muted hover:text-ink'}`;

  return (
    <fieldset className="flex flex-col gap-4 rounded-card border border-line bg-surface p-4 shadow-card sm:flex-row sm:flex-wrap sm:items-end sm:gap-x-5">
      <legend className="sr-only">{t('mileageHistory:filters.label')}</legend>
      <div className="flex flex-col gap-1.5 sm:w-44">
        <label htmlFor="mileage-kind" className={caption}>
          {t('mileageHistory:filters.kind')}
        </label>
        <select id="mileage-kind" value={kind ?? ''} onChange={(e) => onFilter({ kind: e.target.value || null })} className={field}>
          <option value="">{t('mileageHistory:filters.allKinds')}</option>
          {FILTER_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`mileageHistory:kind.${k}`)}
            </option>
          ))}
        </select>
      </div>
      <div role="group" aria-labelledby="mileage-period" className="flex flex-col gap-1.5">
        <span id="mileage-period" className={caption}>
          {t('mileageHistory:filters.period')}
        </span>
        <div className="grid grid-cols-4 gap-1 rounded-control bg-sunken p-1 sm:inline-grid">
          {presets.map((p) => {
            const on = from === p.from && to === p.to;
            return (
              <button key={p.months} type="button" aria-pressed={on} data-testid={`preset-${p.months}`} onClick={() => onFilter({ from: p.from, to: p.to })} className={segment(on)}>
                {t('mileageHistory:filters.months', { count: p.months })}
              </button>
            );
          })}
          <button type="button" aria-pressed={allTime} data-testid="preset-all" onClick={() => onFilter({ from: null, to: null })} className={segment(allTime)}>
            {t('mileageHistory:filters.allTime')}
          </button>
        </div>
      </div>
      <div className="grid grid-cols-2 gap-2 sm:flex-1 sm:basis-72">
        <label className="flex min-w-0 flex-col gap-1.5">
          <span className={caption}>{t('mileageHistory:filters.from')}</span>
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
        <label className="flex min-w-0 flex-col gap-1.5">
          <span className={caption}>{t('mileageHistory:filters.to')}</span>
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
    </fieldset>
  );
}
