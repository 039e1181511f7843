// /service (SPEC §2, the footer's "service intro"): what the marketplace does, the three ways to
// send a request, how a transaction runs and why the money is safe, and the four audience pages.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../../../components/ui/Page.tsx';
import { IntroSteps } from '../components/IntroSteps.tsx';
import { AUDIENCES, introPath } from '../components/intro-content.ts';
import { PageTitle } from '../components/PageTitle.tsx';

const KINDS = ['public', 'designated', 'quick'] as const;
const FLOW = ['request', 'quote', 'contract', 'design', 'receive', 'review'] as const;
const TRUST = ['escrow', 'contract', 'verified', 'refund'] as const;

export default function ServicePage() {
  const { t } = useTranslation('content');
  return (
    <div data-testid="service-page">
      <PageTitle title={t('common:footer.service')} />
      <section className="bg-gradient-to-b from-brand-50 to-canvas">
        <div className="mx-auto max-w-working px-4 py-12 sm:px-6 sm:py-16">
          <h1 className="max-w-2xl text-3xl font-extrabold leading-tight sm:text-4xl">{t('service.title')}</h1>
          <p className="mt-4 max-w-2xl text-lg text-ink-muted">{t('service.intro')}</p>
        </div>
      </section>
      <Page width="working" className="gap-12">
        <section aria-labelledby="service-audiences">
          <h2 id="service-audiences" className="mb-4 text-xl font-bold">
            {t('service.audiencesTitle')}
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {AUDIENCES.map((a) => (
              <li key={a}>
                <Link to={introPath(a)} className="block h-full rounded-2xl border border-line bg-white p-5 shadow-sm hover:border-brand-600" data-testid={`service-link-${a}`}>
                  <span className="text-lg font-bold">{t(`service.audiences.${a}.short`)}</span>
                  <span className="mt-1 block text-sm text-ink-muted">{t(`service.audiences.${a}.summary`)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="service-kinds">
          <h2 id="service-kinds" className="mb-4 text-xl font-bold">
            {t('service.kindsTitle')}
          </h2>
          <ul className="grid gap-3 sm:grid-cols-3">
            {KINDS.map((k) => (
              <li key={k} className="rounded-2xl bg-white p-5 shadow-sm">
                <h3 className="font-semibold">{t(`service.kinds.${k}.title`)}</h3>
                <p className="mt-1 text-sm leading-relaxed text-ink-muted">{t(`service.kinds.${k}.body`)}</p>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="service-flow">
          <h2 id="service-flow" className="mb-4 text-xl font-bold">
            {t('service.flowTitle')}
          </h2>
          <IntroSteps prefix="service.flow" steps={FLOW} />
        </section>
        <section aria-labelledby="service-trust">
          <h2 id="service-trust" className="mb-4 text-xl font-bold">
            {t('service.trustTitle')}
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2">
            {TRUST.map((k) => (
              <li key={k} className="rounded-xl bg-white p-4 shadow-sm">
                <h3 className="font-semibold">{t(`service.trust.${k}.title`)}</h3>
                <p className="mt-1 text-sm leading-relaxed text-ink-muted">{t(`service.trust.${k}.body`)}</p>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="service-next" className="text-center">
          <h2 id="service-next" className="text-xl font-bold">
            {t('service.nextTitle')}
          </h2>
          <div className="mt-4 flex flex-wrap justify-center gap-2">
            <Link to="/login/join" className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800">
              {t('service.join')}
            </Link>
            <Link to="/faq" className="inline-flex min-h-11 items-center rounded-lg border border-line-strong bg-white px-5 font-medium hover:bg-canvas">
              {t('service.faq')}
            </Link>
          </div>
        </section>
      </Page>
    </div>
  );
}
