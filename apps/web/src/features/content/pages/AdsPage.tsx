// /ads (SPEC §1 "dental labs can also promote themselves through a profile"): what a lab's profile
// shows, how clients find it in the lab search, and the steps to get there.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../../../components/ui/Page.tsx';
import { IntroSteps } from '../components/IntroSteps.tsx';
import { PageTitle } from '../components/PageTitle.tsx';

const SHOWN = ['specializations', 'region', 'intro', 'portfolio'] as const;
const STEPS = ['join', 'profile', 'search', 'designer'] as const;

export default function AdsPage() {
  const { t } = useTranslation('content');
  return (
    <div data-testid="ads-page">
      <PageTitle title={t('ads.eyebrow')} />
      <section className="bg-gradient-to-b from-brand-50 to-canvas">
        <div className="mx-auto max-w-working px-4 py-12 sm:px-6 sm:py-16">
          <p className="text-sm font-semibold text-brand-700">{t('ads.eyebrow')}</p>
          <h1 className="mt-2 max-w-2xl text-3xl font-extrabold leading-tight sm:text-4xl">{t('ads.title')}</h1>
          <p className="mt-4 max-w-2xl text-lg text-ink-muted">{t('ads.intro')}</p>
          <div className="mt-6 flex flex-wrap gap-2">
            <Link to="/profileModify" className="inline-flex min-h-12 items-center rounded-xl bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800" data-testid="ads-profile">
              {t('ads.editProfile')}
            </Link>
            <Link to="/center" className="inline-flex min-h-12 items-center rounded-xl border border-line-strong bg-white px-6 font-semibold hover:border-brand-600" data-testid="ads-search">
              {t('ads.seeSearch')}
            </Link>
          </div>
        </div>
      </section>
      <Page width="working" className="gap-12">
        <section aria-labelledby="ads-shown">
          <h2 id="ads-shown" className="mb-4 text-xl font-bold">
            {t('ads.shownTitle')}
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2">
            {SHOWN.map((k) => (
              <li key={k} className="rounded-xl bg-white p-4 shadow-sm">
                <h3 className="font-semibold">{t(`ads.shown.${k}.title`)}</h3>
                <p className="mt-1 text-sm leading-relaxed text-ink-muted">{t(`ads.shown.${k}.body`)}</p>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="ads-steps">
          <h2 id="ads-steps" className="mb-4 text-xl font-bold">
            {t('ads.stepsTitle')}
          </h2>
          <IntroSteps prefix="ads.steps" steps={STEPS} />
        </section>
        <section aria-labelledby="ads-join" className="rounded-2xl bg-white p-6 text-center shadow-sm">
          <h2 id="ads-join" className="text-xl font-bold">
            {t('ads.joinTitle')}
          </h2>
          <p className="mt-1 text-sm text-ink-muted">{t('ads.joinBody')}</p>
          <div className="mt-4 flex flex-wrap justify-center gap-2">
            <Link to="/login/join/center" className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800">
              {t('ads.join')}
            </Link>
            <Link to="/service3" className="inline-flex min-h-11 items-center rounded-lg border border-line-strong px-5 font-medium hover:bg-canvas">
              {t('ads.labIntro')}
            </Link>
          </div>
        </section>
      </Page>
    </div>
  );
}
