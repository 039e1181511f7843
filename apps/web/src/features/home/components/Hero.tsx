// The main page's first screen (issue 26): what the product is in a two-tone headline, the one thing
// to do (write a referral), a quiet way to read about the service first, the three promises a clinic
// asks about, and the picture of a crown being designed. On a phone the picture follows the words.
import { ArrowRight, ChevronRight, FileSignature, FilePenLine, ShieldCheck, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HeroVisual } from './HeroVisual.tsx';
import { FRAME } from './SectionHeading.tsx';

const PROMISES = [
  { key: 'verified', Icon: ShieldCheck },
  { key: 'contract', Icon: FileSignature },
  { key: 'mileage', Icon: Wallet },
] as const;

/**
 * `titleLevel` 2 when a member's own section heads the page (MainPage); `writes` false for a
 * T-esigner, who cannot write a referral: their section above holds their next step instead.
 */
export function Hero({ titleLevel = 1, writes = true }: { titleLevel?: 1 | 2; writes?: boolean }) {
  const { t } = useTranslation('home');
  const Title = titleLevel === 1 ? 'h1' : 'h2';
  return (
    <section aria-labelledby="hero-title" className="bg-gradient-to-b from-brand-50 to-canvas">
      <div className={`${FRAME} grid items-center gap-10 pt-10 pb-4 sm:pt-14 lg:grid-cols-[minmax(0,1fr)_minmax(0,32rem)] lg:gap-14 lg:pt-20 lg:pb-8`}>
        <div className="flex flex-col items-start gap-5 sm:gap-6">
          <p className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-surface px-3 py-1 text-sm font-semibold text-brand-800 shadow-card">
            <span aria-hidden className="size-2 rounded-full bg-accent-500" />
            {t('hero.eyebrow')}
          </p>
          {/* Read as one sentence, drawn in two tones: 42 px from a tablet up, a little smaller on a
              phone so each half keeps to about one line. */}
          <Title id="hero-title" className="text-[2rem]/[1.25] font-extrabold tracking-tight text-ink sm:text-display">
            <span className="sr-only">{t('hero.title')}</span>
            <span aria-hidden className="block">
              {t('hero.titleLead')}
            </span>
            <span aria-hidden className="block text-brand-700">
              {t('hero.titleHighlight')}
            </span>
          </Title>
          <p className="max-w-xl text-lg text-ink-muted">{t('hero.subtitle')}</p>
          <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row sm:items-center sm:gap-4">
            {writes && (
              <Link
                to="/request"
                className="group inline-flex min-h-13 items-center justify-center gap-2 rounded-control bg-brand-700 px-6 text-base font-bold text-white shadow-raised transition-colors hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
                data-testid="main-write"
              >
                <FilePenLine aria-hidden className="size-5" />
                {t('hero.primary')}
                <ArrowRight aria-hidden className="size-5 transition-transform group-hover:translate-x-0.5" />
              </Link>
            )}
            <Link to="/service" className="inline-flex min-h-11 items-center justify-center gap-0.5 rounded-control px-3 font-semibold text-ink-muted hover:text-brand-700">
              {t('hero.secondary')}
              <ChevronRight aria-hidden className="size-4" />
            </Link>
          </div>
          <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm font-medium text-ink-muted">
            {PROMISES.map(({ key, Icon }) => (
              <li key={key} className="flex items-center gap-1.5">
                <Icon aria-hidden className="size-4 text-brand-600" />
                {t(`hero.promises.${key}`)}
              </li>
            ))}
          </ul>
        </div>
        <HeroVisual />
      </div>
    </section>
  );
}
