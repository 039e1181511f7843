// /request/requestTip: how to write a referral a T-esigner can design from without a phone call,
// in the order the form asks, with what to do and avoid and the questions dentists ask first.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../../../components/ui/Page.tsx';

/** The form's steps in its order; those with an example show one written the way T-esigners like. */
const steps = [
  { key: 'number', example: true },
  { key: 'processing', example: false },
  { key: 'prosthesis', example: false },
  { key: 'teeth', example: true },
  { key: 'implant', example: true },
  { key: 'values', example: true },
  { key: 'pontic', example: false },
  { key: 'details', example: true },
  { key: 'files', example: true },
  { key: 'confirm', example: false },
] as const;

const dos = ['scan', 'units', 'margin', 'shade', 'sets'] as const;
const donts = ['name', 'usual', 'holes', 'mixed', 'phone'] as const;
const faq = ['mode', 'draft', 'formats', 'after', 'edit', 'cap'] as const;

const sections = ['steps', 'dos', 'faq'] as const;

export default function RequestTipPage() {
  const { t } = useTranslation('referralPages');
  return (
    <Page width="reading" testId="request-tip">
      <article className="flex flex-col gap-10">
        <header>
          <h1 className="text-2xl font-bold sm:text-3xl">{t('tip.title')}</h1>
          <p className="mt-3 text-lg text-ink-muted">{t('tip.intro')}</p>

          <nav aria-label={t('tip.onThisPage')} className="mt-6">
            <ul className="flex flex-wrap gap-2">
              {sections.map((s) => (
                <li key={s}>
                  <a href={`#tip-${s}`} className="inline-flex min-h-11 items-center rounded-full border border-line-strong bg-white px-4 text-sm font-medium hover:border-brand-600 hover:text-brand-700">
                    {t(`tip.sections.${s}`)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </header>

        <section id="tip-steps" aria-labelledby="tip-steps-title" className="scroll-mt-20">
          <h2 id="tip-steps-title" className="text-xl font-bold">
            {t('tip.sections.steps')}
          </h2>
          <ol className="mt-4 flex flex-col gap-4">
            {steps.map((step, i) => (
              <li key={step.key} className="flex gap-3 rounded-2xl border border-line bg-white p-4 sm:gap-4 sm:p-5">
                <span aria-hidden className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white">
                  {i + 1}
                </span>
                <div className="min-w-0">
                  <h3 className="font-bold">{t(`tip.steps.${step.key}.title`)}</h3>
                  <p className="mt-1 text-ink-muted">{t(`tip.steps.${step.key}.body`)}</p>
                  {step.example && (
                    <p className="mt-2 rounded-lg bg-canvas px-3 py-2 text-sm text-ink-muted">
                      <span className="font-semibold">{t('tip.example')}</span> {t(`tip.steps.${step.key}.example`)}
                    </p>
                  )}
                </div>
              </li>
            ))}
          </ol>
        </section>

        <section id="tip-dos" aria-labelledby="tip-dos-title" className="scroll-mt-20">
          <h2 id="tip-dos-title" className="text-xl font-bold">
            {t('tip.sections.dos')}
          </h2>
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            <div className="rounded-2xl border border-brand-600 bg-brand-50 p-4 sm:p-5">
              <h3 className="font-bold text-brand-800">{t('tip.do')}</h3>
              <ul className="mt-2 flex flex-col gap-2">
                {dos.map((k) => (
                  <li key={k} className="flex gap-2 text-ink">
                    <svg viewBox="0 0 16 16" aria-hidden className="mt-1 h-4 w-4 shrink-0 text-brand-700" fill="none" stroke="currentColor" strokeWidth={2}>
                      <path d="M3 8.5l3 3 7-7" strokeLinecap="round" strokeLinejoin="round" />
                    </svg>
                    {t(`tip.dos.${k}`)}
                  </li>
                ))}
              </ul>
            </div>
            <div className="rounded-2xl border border-red-200 bg-red-50 p-4 sm:p-5">
              <h3 className="font-bold text-red-800">{t('tip.dont')}</h3>
              <ul className="mt-2 flex flex-col gap-2">
                {donts.map((k) => (
                  <li key={k} className="flex gap-2 text-ink">
                    <svg viewBox="0 0 16 16" aria-hidden className="mt-1 h-4 w-4 shrink-0 text-red-700" fill="none" stroke="currentColor" strokeWidth={2}>
                      <path d="M4 4l8 8M12 4l-8 8" strokeLinecap="round" />
                    </svg>
                    {t(`tip.donts.${k}`)}
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </section>

        <section id="tip-faq" aria-labelledby="tip-faq-title" className="scroll-mt-20">
          <h2 id="tip-faq-title" className="text-xl font-bold">
            {t('tip.sections.faq')}
          </h2>
          <div className="mt-4 flex flex-col gap-2">
            {faq.map((k) => (
              <details key={k} className="group rounded-xl border border-line bg-white">
                <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 px-4 py-3 font-semibold [&::-webkit-details-marker]:hidden">
                  {t(`tip.faq.${k}.q`)}
                  <svg viewBox="0 0 20 20" aria-hidden className="h-5 w-5 shrink-0 text-ink-subtle transition group-open:rotate-180" fill="none" stroke="currentColor" strokeWidth={2}>
                    <path d="M5 7.5l5 5 5-5" strokeLinecap="round" strokeLinejoin="round" />
                  </svg>
                </summary>
                <p className="px-4 pb-4 text-ink-muted">{t(`tip.faq.${k}.a`)}</p>
              </details>
            ))}
          </div>
        </section>

        <section className="rounded-2xl bg-brand-700 p-5 text-white sm:p-6">
          <h2 className="text-lg font-bold">{t('tip.cta.title')}</h2>
          <p className="mt-1 text-brand-50">{t('tip.cta.body')}</p>
          <div className="mt-4 flex flex-col gap-2 sm:flex-row">
            <Link to="/request" className="inline-flex min-h-11 items-center justify-center rounded-lg bg-white px-5 font-semibold text-brand-800 hover:bg-brand-50">
              {t('tip.cta.start')}
            </Link>
            <Link to="/request/basket" className="inline-flex min-h-11 items-center justify-center rounded-lg border border-white/70 px-5 font-semibold text-white hover:bg-brand-800">
              {t('tip.cta.basket')}
            </Link>
          </div>
        </section>
      </article>
    </Page>
  );
}
