// The quick request lane (SPEC §1 퀵 의뢰): for the single urgent case, a published price and the first
// T-esigner to take it. A callout in the accent colour, so it reads as the other way in, not a section.
import { ArrowRight, Zap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function QuickCallout() {
  const { t } = useTranslation('home');
  return (
    <Link
      to="/quick/client"
      className="group flex items-center gap-4 rounded-card border border-accent-100 bg-gradient-to-r from-accent-50 to-surface p-5 shadow-card transition hover:border-accent-500 hover:shadow-raised focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-700 sm:gap-5 sm:p-6"
      data-testid="main-quick"
    >
      <span aria-hidden className="flex size-12 shrink-0 items-center justify-center rounded-full bg-accent-600 text-white shadow-card">
        <Zap className="size-6 fill-current" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block text-lg font-bold text-ink">{t('how.quick.title')}</span>
        <span className="mt-0.5 block text-ink-muted">{t('how.quick.body')}</span>
      </span>
      <span className="hidden min-h-11 shrink-0 items-center gap-1.5 rounded-control bg-accent-700 px-5 font-semibold text-white sm:inline-flex">
        {t('how.quick.action')}
        <ArrowRight aria-hidden className="size-4" />
      </span>
      <ArrowRight aria-hidden className="size-5 shrink-0 text-accent-700 sm:hidden" />
    </Link>
  );
}
