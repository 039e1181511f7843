// /designer: T-esigners for anyone, signed in or not, by the prosthesis type they handle, ordered by
// rating, price, reviews or response time, ten a page. Type, order and page are in the address
// (?type=&sort=&page=), so back, forward, reload and a shared link show the same list.
import { DesignerSort } from '@dcm/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { inputClass } from '../../../components/Field.tsx';
import { Page } from '../../../components/ui/Page.tsx';
import { useCodes } from '../../../lib/codes.ts';
import { useSearchParamsUpdate } from '../../../lib/search-params.ts';
import { useDesignerSearch } from '../api.ts';
import { DesignerCard } from '../components/DesignerCard.tsx';
import { ResultList } from '../components/ResultList.tsx';
import { pageOf } from '../search-state.ts';

const DEFAULT_SORT: DesignerSort = 'rating';

export default function DesignerSearchPage() {
  const { t } = useTranslation('discovery');
  const id = useId();
  const [params] = useSearchParams();
  const update = useSearchParamsUpdate();
  const types = useCodes('prosthesis');
  const type = params.get('type') || undefined;
  const sort = DesignerSort.safeParse(params.get('sort')).data ?? DEFAULT_SORT;
  const page = pageOf(params);
  const list = useDesignerSearch({ type, sort, page });

  return (
    <Page width="working" testId="designer-search-page">
      <header>
        <h1 className="text-2xl font-bold">{t('designers.title')}</h1>
        <p className="mt-1 text-sm text-ink-muted">{t('designers.intro')}</p>
      </header>
      <div className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-4 sm:flex-row sm:items-end" role="search" aria-label={t('designers.filters')}>
        <div className="flex flex-1 flex-col gap-1.5">
          <label htmlFor={`${id}-type`} className="text-sm font-medium">
            {t('designers.type')}
          </label>
          <select
            id={`${id}-type`}
            value={type ?? ''}
            onChange={(e) => update({ type: e.target.value, page: null })}
            className={inputClass}
            data-testid="designer-type"
          >
            <option value="">{t('designers.allTypes')}</option>
            {(types.data ?? []).map((code) => (
              <option key={code.code} value={code.code}>
                {code.name}
              </option>
            ))}
            {/* A type from the address that the table does not hold yet still shows as chosen. */}
            {type && types.data && !types.data.some((code) => code.code === type) && <option value={type}>{type}</option>}
          </select>
        </div>
        <div className="flex flex-col gap-1.5 sm:w-56">
          <label htmlFor={`${id}-sort`} className="text-sm font-medium">
            {t('designers.sort')}
          </label>
          <select
            id={`${id}-sort`}
            value={sort}
            onChange={(e) => update({ sort: e.target.value === DEFAULT_SORT ? null : e.target.value, page: null })}
            className={inputClass}
            data-testid="designer-sort"
          >
            {DesignerSort.options.map((option) => (
              <option key={option} value={option}>
                {t(`designers.sorts.${option}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div>
        <ResultList
          list={list}
          page={page}
          onPage={(p) => update({ page: p === 1 ? null : p })}
          empty={type ? t('designers.emptyType') : t('designers.empty')}
          keyOf={(card) => card.memberNo}
          renderItem={(card) => <DesignerCard card={card} exactPrice={!!type} />}
          testId="designer-results"
        />
      </div>
    </Page>
  );
}
