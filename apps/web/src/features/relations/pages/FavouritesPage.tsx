// /mypage/favourites: the T-esigners and dental labs the member keeps, newest first, in two tabs
// (the tab is in the address, ?tab=labs). Each card's heart takes it off the list.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageSkeleton } from '../../../components/PageStates.tsx';
import { Page } from '../../../components/ui/Page.tsx';
import { errorCodeOf } from '../../../lib/http.ts';
import { useSearchParamsUpdate } from '../../../lib/search-params.ts';
import { DesignerCard, LabCard } from '../../discovery/index.ts';
import { useFavourites } from '../api.ts';

type Tab = 'designers' | 'labs';
const TABS: Tab[] = ['designers', 'labs'];
const SEARCH_OF: Record<Tab, string> = { designers: '/designer', labs: '/center' };

export default function FavouritesPage() {
  const { t } = useTranslation(['relations', 'errors']);
  const tabsId = useId();
  const [params] = useSearchParams();
  const update = useSearchParamsUpdate();
  const tab: Tab = params.get('tab') === 'labs' ? 'labs' : 'designers';
  const favourites = useFavourites();
  const tabClass = (on: boolean) =>
    `-mb-px flex min-h-11 shrink-0 items-center gap-1.5 border-b-2 px-3 text-sm ${on ? 'border-brand-700 font-semibold text-brand-800' : 'border-transparent text-ink-muted hover:text-ink'}`;

  let panel;
  if (favourites.isPending) {
    panel = <PageSkeleton label={t('relations:favourites.loading')} testId="favourites-skeleton" shape="cards" blocks={3} />;
  } else if (favourites.isError) {
    panel = (
      <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700" data-testid="favourites-error">
        {t(`errors:${errorCodeOf(favourites.error)}`, { defaultValue: t('errors:INTERNAL') })}
      </p>
    );
  } else {
    const cards = tab === 'designers' ? favourites.data.designers : favourites.data.labs;
    panel =
      cards.length === 0 ? (
        <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-line-strong bg-white px-4 py-10 text-center text-sm text-ink-muted" data-testid="favourites-empty">
          <p>{t(`relations:favourites.empty.${tab}`)}</p>
          <Link to={SEARCH_OF[tab]} className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800">
            {t(`relations:favourites.find.${tab}`)}
          </Link>
        </div>
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="favourites-list">
          {tab === 'designers'
            ? favourites.data.designers.map((card) => (
                <li key={card.memberNo}>
                  <DesignerCard card={card} />
                </li>
              ))
            : favourites.data.labs.map((card) => (
                <li key={card.memberNo}>
                  <LabCard card={card} />
                </li>
              ))}
        </ul>
      );
  }

  return (
    <Page width="working" testId="favourites-page">
      <header>
        <h1 className="text-2xl font-bold">{t('relations:favourites.title')}</h1>
        <p className="mt-1 text-sm text-ink-muted">{t('relations:favourites.intro')}</p>
      </header>
      <div role="tablist" aria-label={t('relations:favourites.tabs')} className="-mx-4 flex gap-1 overflow-x-auto border-b border-line px-4 sm:mx-0 sm:px-0">
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`${tabsId}-${name}`}
            aria-selected={name === tab}
            aria-controls={`${tabsId}-panel`}
            onClick={() => name !== tab && update({ tab: name === 'labs' ? 'labs' : null })}
            className={tabClass(name === tab)}
            data-testid={`favourites-tab-${name}`}
          >
            {t(`relations:favourites.tab.${name}`)}
            {favourites.data && <span className="tabular-nums text-ink-subtle">{favourites.data[name].length}</span>}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${tabsId}-panel`} aria-labelledby={`${tabsId}-${tab}`}>
        {panel}
      </div>
    </Page>
  );
}
