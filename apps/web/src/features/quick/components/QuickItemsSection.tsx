// The lines of a quick request: a type of the published price table and a count each, the subtotal
// at the table's price, and the units of all lines together against one referral form's cap.
import { MAX_UNITS_PER_FORM, type Currency, type QuickTerms } from '@dcm/shared';
import { useTranslation } from 'react-i18next';
import { inputClass } from '../../../components/Field.tsx';
import { useCodeName } from '../../../lib/codes.ts';
import { priceOf, QUICK_ITEMS_MAX, QUICK_UNITS_MAX } from '../pricing.ts';
import type { QuickDraftLine } from '../quick-draft.ts';
import { countOf, unusedTypes, type OfferedType } from '../request-form.ts';
import { secondary } from './request-form-buttons.ts';

interface Props {
  lines: readonly QuickDraftLine[];
  offered: readonly OfferedType[];
  terms: QuickTerms;
  currency: Currency;
  units: number;
  error?: string;
  busy: boolean;
  money: (amount: number) => string;
  onChange: (index: number, change: Partial<QuickDraftLine>) => void;
  onRemove: (index: number) => void;
  onAdd: () => void;
}

export function QuickItemsSection({ lines, offered, terms, currency, units, error, busy, money, onChange, onRemove, onAdd }: Props) {
  const { t } = useTranslation('quick');
  const typeName = useCodeName('prosthesis');
  return (
    <section aria-labelledby="quick-items-title" data-field="items" tabIndex={-1} className="flex flex-col gap-3 focus:outline-none">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="quick-items-title" className="text-lg font-bold">
          {t('quick:form.items.title')}
        </h2>
        <span className={`text-sm tabular-nums ${units > QUICK_UNITS_MAX ? 'font-semibold text-red-600' : 'text-ink-muted'}`} data-testid="quick-units">
          {t('quick:form.items.units', { n: units, max: QUICK_UNITS_MAX })}
        </span>
      </div>
      {offered.length === 0 ? (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">{t('quick:form.items.noneOffered')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {lines.map((line, index) => {
            const price = priceOf(terms, line.type, currency);
            const count = countOf(line.count);
            return (
              <li key={index} className="grid grid-cols-[minmax(0,1fr)_5.5rem] items-center gap-2 rounded-xl border border-line bg-white p-3 md:grid-cols-[minmax(0,1fr)_6rem_8rem_auto]" data-testid="quick-item">
                <select
                  aria-label={t('quick:form.items.type')}
                  value={line.type}
                  disabled={busy}
                  onChange={(e) => onChange(index, { type: e.target.value })}
                  className={inputClass}
                  data-testid="quick-item-type"
                >
                  {unusedTypes(offered, lines, line.type).map((o) => (
                    <option key={o.type} value={o.type}>
                      {t('quick:form.items.option', { name: typeName(o.type), price: money(o.price) })}
                    </option>
                  ))}
                </select>
                <input
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={MAX_UNITS_PER_FORM}
                  aria-label={t('quick:form.items.count')}
                  value={line.count}
                  disabled={busy}
                  onChange={(e) => onChange(index, { count: e.target.value.replace(/\D/g, '').slice(0, 3) })}
                  className={inputClass}
                  data-testid="quick-item-count"
                />
                <span className="text-right tabular-nums text-sm md:text-base" data-testid="quick-item-subtotal">
                  {price !== null && count !== null ? money(price * count) : '—'}
                </span>
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => onRemove(index)}
                  aria-label={t('quick:form.items.removeNamed', { name: typeName(line.type) })}
                  className={`${secondary} col-start-2 row-start-2 text-sm md:col-start-auto md:row-start-auto`}
                >
                  {t('quick:form.items.remove')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {lines.length < QUICK_ITEMS_MAX && unusedTypes(offered, lines).length > 0 && (
        <button type="button" onClick={onAdd} disabled={busy} className={`${secondary} self-start`} data-testid="quick-add-item">
          {t('quick:form.items.add')}
        </button>
      )}
      {error && (
        <p className="text-sm text-red-600" role="alert" data-testid="quick-items-error">
          {error}
        </p>
      )}
    </section>
  );
}
