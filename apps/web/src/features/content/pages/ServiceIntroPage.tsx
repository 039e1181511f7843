// /service1–/service4 (SPEC §2, empty layout): one introduction per audience — clients, T-esigners,
// dental labs and the quick lane — how it works for them, what to know, and where to start. With no
// header around it, the page carries its own way home and to the other introductions.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../../../components/ui/Page.tsx';
import { IntroSteps } from '../components/IntroSteps.tsx';
import { AUDIENCES, INTROS, introPath, type Audience } from '../components/intro-content.ts';
import { PageTitle } from '../components/PageTitle.tsx';

export default function ServiceIntroPage({ audience }: { audience: Audience }) {
  const { t } = useTranslation(['content', 'common']);
  const intro = INTROS[audience];
  const key = `service.audiences.${audience}`;
  return (
    <div className="bg-canvas" data-testid={`service-intro-${audience}`}>
      <PageTitle title={t(`${key}.eyebrow`)} />
      <div className="border-b border-line bg-white">
        <div className="mx-auto flex max-w-working items-center gap-3 px-4 py-3 sm:px-6">
          <Link to="/" className="flex items-center gap-2 font-bold text-brand-800">
            <img src="/logo.svg" alt="" width={28} height={28} />
            <span>{t('common:app.name')}</span>
          </Link>
          <Link to="/service" className="ml-auto inline-flex min-h-11 items-center text-sm text-ink-muted hover:text-ink">
            {t('service.allIntros')}
          </Link>
        </div>
      </div>
      <Page width="working">
        <article className="flex flex-col gap-10" aria-labelledby="intro-title">
          <div>
            <p className="text-sm font-semibold text-brand-700">{t(`${key}.eyebrow`)}</p>
            <h1 id="intro-title" className="mt-2 text-3xl font-extrabold leading-tight sm:text-4xl">
              {t(`${key}.title`)}
            </h1>
            <p className="mt-4 max-w-2xl text-lg text-ink-muted">{t(`${key}.intro`)}</p>
            <Link
              to={intro.links[0]!.to}
              className="mt-6 inline-flex min-h-12 items-center rounded-xl bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800"
              data-testid="intro-main-action"
            >
              {t(`${key}.links.${intro.links[0]!.key}`)}
            </Link>
          </div>
          <section aria-labelledby="intro-steps">
            <h2 id="intro-steps" className="mb-4 text-xl font-bold">
              {t('service.howItWorks')}
            </h2>
            <IntroSteps prefix={`${key}.steps`} steps={intro.steps} />
          </section>
          <section aria-labelledby="intro-points">
            <h2 id="intro-points" className="mb-4 text-xl font-bold">
              {t('service.goodToKnow')}
            </h2>
            <ul className="grid gap-3 sm:grid-cols-2">
              {intro.points.map((p) => (
                <li key={p} className="rounded-xl bg-white p-4 shadow-sm">
                  <h3 className="font-semibold">{t(`${key}.points.${p}.title`)}</h3>
                  <p className="mt-1 text-sm leading-relaxed text-ink-muted">{t(`${key}.points.${p}.body`)}</p>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="intro-start">
            <h2 id="intro-start" className="mb-4 text-xl font-bold">
              {t('service.startHere')}
            </h2>
            <ul className="flex flex-wrap gap-2">
              {intro.links.map((l) => (
                <li key={l.key}>
                  <Link to={l.to} className="inline-flex min-h-11 items-center rounded-lg border border-line-strong bg-white px-4 font-medium hover:border-brand-600">
                    {t(`${key}.links.${l.key}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
          <nav aria-label={t('service.otherIntros')} className="mt-2 border-t border-line pt-6">
            <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4">
              {AUDIENCES.map((a) => (
                <li key={a}>
                  <Link
                    to={introPath(a)}
                    aria-current={a === audience ? 'page' : undefined}
                    className={`flex min-h-11 items-center justify-center rounded-lg px-3 text-center text-sm ${a === audience ? 'bg-brand-700 font-semibold text-white' : 'bg-white text-ink-muted hover:bg-brand-50'}`}
                  >
                    {t(`service.audiences.${a}.short`)}
                  </Link>
                </li>
              ))}
            </ul>
            <p className="mt-6 text-center text-sm">
              <Link to="/help" className="inline-flex min-h-11 items-center text-brand-700 hover:underline">
                {t('service.moreHelp')}
              </Link>
            </p>
          </nav>
        </article>
      </Page>
    </div>
  );
}
