// /center: dental labs for anyone, signed in or not, by specialization (up to four: a lab with any of
// them) or by region (one of the 21), as SPEC §9 allows, never both at once. The tab, the picks and
// the page are in the address (?by=region&region=…, ?specialization=a,b&page=2), so back, forward and
// reload keep them; a hand-written address with more picks than allowed keeps only the first ones.
import { ProfileLimits } from '@dcm/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { inputClass } from '../../../components/Field.tsx';
import { Page } from '../../../components/ui/Page.tsx';
import { useCodes } from '../../../lib/codes.ts';
import { useSearchParamsUpdate } from '../../../lib/search-params.ts';
import { useLabSearch } from '../api.ts';
import { LabCard } from '../components/LabCard.tsx';
import { ResultList } from '../components/ResultList.tsx';
import { pageOf } from '../search-state.ts';

type By = 'specialization' | 'region';
const TABS: By[] = ['specialization', 'region'];
const MAX = ProfileLimits.specializationsMax;

/** The picks in the address: distinct, at most four. */
const specializationsOf = (params: URLSearchParams): string[] =>
  [...new Set((params.get('specialization') ?? '').split(',').filter(Boolean))].slice(0, MAX);

function SpecializationPicker({ chosen, onChange }: { chosen: string[]; onChange: (next: string[]) => void }) {
  const { t } = useTranslation('discovery');
  const id = useId();
  const codes = useCodes('specialization');
  const full = chosen.length >= MAX;
  const toggle = (code: string, on: boolean) => onChange(on ? [...chosen, code] : chosen.filter((c) => c !== code));

  return (
    <fieldset aria-describedby={`${id}-hint`}>
      <legend className="text-sm font-medium">{t('labs.specializations')}</legend>
      <p id={`${id}-hint`} className={`mt-1 text-sm ${full ? 'font-medium text-amber-700' : 'text-ink-subtle'}`} aria-live="polite" data-testid="specialization-hint">
        {full ? t('labs.specializationsFull', { max: MAX }) : t('labs.specializationsHint', { max: MAX, chosen: chosen.length })}
      </p>
      <div className="mt-3 grid grid-cols-1 gap-2 min-[420px]:grid-cols-2 md:grid-cols-3">
        {(codes.data ?? []).map((code) => {
          const on = chosen.includes(code.code);
          const disabled = !on && full;
          return (
            <label
              key={code.code}
              className={`flex min-h-11 items-center gap-3 rounded-lg border px-3 py-2 text-sm ${on ? 'border-brand-600 bg-brand-50' : 'border-line bg-white'} ${disabled ? 'cursor-not-allowed opacity-50' : 'cursor-pointer'}`}
              title={disabled ? t('labs.specializationsFull', { max: MAX }) : undefined}
            >
              <input
                type="checkbox"
                checked={on}
                disabled={disabled}
                onChange={(e) => toggle(code.code, e.target.checked)}
                className="h-5 w-5 accent-brand-700"
                data-testid={`specialization-${code.code}`}
              />
              {code.name}
            </label>
          );
        })}
      </div>
      {chosen.length > 0 && (
        <button type="button" onClick={() => onChange([])} className="mt-3 min-h-11 text-sm font-medium text-brand-700 underline underline-offset-4" data-testid="specialization-clear">
          {t('labs.clear')}
        </button>
      )}
    </fieldset>
  );
}

function RegionPicker({ region, onChange }: { region: string | undefined; onChange: (next: string) => void }) {
  const { t } = useTranslation('discovery');
  const id = useId();
  const codes = useCodes('region');
  return (
    <div className="flex flex-col gap-1.5 sm:max-w-sm">
      <label htmlFor={`${id}-region`} className="text-sm font-medium">
        {t('labs.region')}
      </label>
      <select id={`${id}-region`} value={region ?? ''} onChange={(e) => onChange(e.target.value)} className={inputClass} data-testid="lab-region">
        <option value="">{t('labs.allRegions')}</option>
        {(codes.data ?? []).map((code) => (
          <option key={code.code} value={code.code}>
            {code.name}
          </option>
        ))}
        {region && codes.data && !codes.data.some((code) => code.code === region) && <option value={region}>{region}</option>}
      </select>
    </div>
  );
}

export default function LabSearchPage() {
  const { t } = useTranslation('discovery');
  const tabsId = useId();
  const [params] = useSearchParams();
  const update = useSearchParamsUpdate();
  const by: By = params.get('by') === 'region' ? 'region' : 'specialization';
  const specializations = by === 'specialization' ? specializationsOf(params) : [];
  const region = by === 'region' ? params.get('region') || undefined : undefined;
  const page = pageOf(params);
  const list = useLabSearch({ specializations, region, page });
  const tabClass = (on: boolean) =>
    `-mb-px flex min-h-11 shrink-0 items-center border-b-2 px-3 text-sm ${on ? 'border-brand-700 font-semibold text-brand-800' : 'border-transparent text-ink-muted hover:text-ink'}`;

  return (
    <Page width="working" testId="lab-search-page">
      <header>
        <h1 className="text-2xl font-bold">{t('labs.title')}</h1>
        <p className="mt-1 text-sm text-ink-muted">{t('labs.intro')}</p>
      </header>
      <div className="rounded-2xl border border-line bg-white p-4" role="search" aria-label={t('labs.filters')}>
        <div role="tablist" aria-label={t('labs.by')} className="-mx-4 mb-4 flex gap-1 overflow-x-auto border-b border-line px-4">
          {TABS.map((tab) => (
            <button
              key={tab}
              type="button"
              role="tab"
              id={`${tabsId}-${tab}`}
              aria-selected={tab === by}
              aria-controls={`${tabsId}-panel`}
              onClick={() => tab !== by && update({ by: tab === 'region' ? 'region' : null, specialization: null, region: null, page: null })}
              className={tabClass(tab === by)}
              data-testid={`lab-tab-${tab}`}
            >
              {t(`labs.tabs.${tab}`)}
            </button>
          ))}
        </div>
        <div role="tabpanel" id={`${tabsId}-panel`} aria-labelledby={`${tabsId}-${by}`}>
          {by === 'specialization' ? (
            <SpecializationPicker chosen={specializations} onChange={(next) => update({ specialization: next.slice(0, MAX).join(','), page: null })} />
          ) : (
            <RegionPicker region={region} onChange={(next) => update({ region: next, page: null })} />
          )}
        </div>
      </div>
      <div>
        <ResultList
          list={list}
          page={page}
          onPage={(p) => update({ page: p === 1 ? null : p })}
          empty={specializations.length > 0 || region ? t('labs.emptyFiltered') : t('labs.empty')}
          keyOf={(card) => card.memberNo}
          renderItem={(card) => <LabCard card={card} />}
          testId="lab-results"
        />
      </div>
    </Page>
  );
}
