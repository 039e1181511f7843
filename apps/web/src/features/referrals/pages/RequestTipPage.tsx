// /request/requestTip: how to write a referral a T-esigner can design from without a phone call,
// in the order the form asks, with what to do and avoid and the questions dentists ask first.
import type { ReactNode } from 'react';
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

/** What to do, each ticked, beside what to avoid, each crossed out (the colours are literal, so Tailwind finds them). */
const verdicts = [
  {
    title: 'tip.do',
    list: 'tip.dos',
    items: ['scan', 'units', 'margin', 'shade', 'sets'],
    card: 'border-brand-600 bg-brand-50',
    heading: 'text-brand-800',
    mark: 'text-brand-700',
    icon: <path d="M3 8.5l3 3 7-7" strokeLinecap="round" strokeLinejoin="round" />,
  },
  {
    title: 'tip.dont',
    list: 'tip.donts',
    items: ['name', 'usual', 'holes', 'mixed', 'phone'],
    card: 'border-red-200 bg-red-50',
    heading: 'text-red-800',
    mark: 'text-red-700',
    icon: <path d="M4 4l8 8M12 4l-8 8" strokeLinecap="round" />,
  },
] as const;

const faq = ['mode', 'draft', 'formats', 'after', 'edit', 'cap'] as const;

const sections = ['steps', 'dos', 'faq'] as const;

/** One section of the guide under its heading; the contents at the top link to it by `#tip-<section>`. */
function TipSection({ section, children }: { section: (typeof sections)[number]; children: ReactNode }) {
  const { t } = useTranslation('referralPages');
  return (
    <section id={`tip-${section}`} aria-labelledby={`tip-${section}-title`} className="scroll-mt-20">
      <h2 id={`tip-${section}-title`} className="text-xl font-bold">
        {t(`tip.sections.${section}`)}
      </h2>
      {children}
    </section>
  );
}

function VerdictCard({ verdict }: { verdict: (typeof verdicts)[number] }) {
  const { t } = useTranslation('referralPages');
  return (
    <div className={`rounded-2xl border ${verdict.card} p-4 sm:p-5`}>
      <h3 className={`font-bold ${verdict.heading}`}>{t(verdict.title)}</h3>
      <ul className="mt-2 flex flex-col gap-2">
        {verdict.items.map((k) => (
          <li key={k} className="flex gap-2 text-ink">
            <svg viewBox="0 0 16 16" aria-hidden className={`mt-1 h-4 w-4 shrink-0 ${verdict.mark}`} fill="none" stroke="currentColor" strokeWidth={2}>
              {verdict.icon}
            </svg>
            {t(`${verdict.list}.${k}`)}
          </li>
        ))}
      </ul>
    </div>
  );
}

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

        <TipSection section="steps">
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
        </TipSection>

        <TipSection section="dos">
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            {verdicts.map((verdict) => (
              <VerdictCard key={verdict.title} verdict={verdict} />
            ))}
          </div>
        </TipSection>

        <TipSection section="faq">
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
        </TipSection>

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
