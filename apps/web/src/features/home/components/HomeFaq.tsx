// The first questions of the FAQ's general tab (the operator's order), each opening its answer in
// place, and the way to all of them on /faq. Native <details>, so a question opens without the app's
// script, on the pre-rendered page too. When the list cannot come, the link to /faq is what remains.
import type { FaqCategory, FaqList } from '@dcm/shared';
import { useQuery } from '@tanstack/react-query';
import { ArrowRight, ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../../lib/format.ts';
import { http } from '../../../lib/http.ts';
import { SectionHeading, TEXT_LINK } from './SectionHeading.tsx';

/** How many questions the main page shows. */
export const TOP_QUESTIONS = 5;
const TOP_CATEGORY: FaqCategory = 'general';

/** The FAQ's general questions, read through the same public API as /faq, in the member's language. */
function useTopQuestions() {
  const locale = useLocale();
  return useQuery({
    queryKey: ['home', 'faq', locale] as const,
    queryFn: async () => (await http.get<FaqList>('/api/v1/faq', { params: { category: TOP_CATEGORY } })).data.items.slice(0, TOP_QUESTIONS),
    staleTime: 5 * 60_000,
  });
}

export function HomeFaq() {
  const { t } = useTranslation('home');
  const faq = useTopQuestions();
  const items = faq.data ?? [];

  return (
    <section aria-labelledby="faq-title" data-testid="main-faq">
      <SectionHeading id="faq-title" title={t('faq.title')} intro={t('faq.intro')} />
      {faq.isPending ? (
        <div aria-hidden className="divide-y divide-line overflow-hidden rounded-card border border-line bg-surface">
          {Array.from({ length: TOP_QUESTIONS }, (_, i) => (
            <div key={i} className="flex min-h-14 items-center gap-3 px-4 sm:px-5">
              <span className="size-7 shrink-0 animate-pulse rounded-full bg-sunken" />
              <span className="h-4 flex-1 animate-pulse rounded bg-sunken" />
            </div>
          ))}
        </div>
      ) : (
        items.length > 0 && (
          <div className="divide-y divide-line overflow-hidden rounded-card border border-line bg-surface shadow-card">
            {items.map((item) => (
              <details key={item.id} className="group" data-testid="main-faq-item">
                <summary className="flex min-h-14 cursor-pointer list-none items-center gap-3 px-4 py-3 font-semibold text-ink hover:bg-canvas sm:px-5 [&::-webkit-details-marker]:hidden">
                  <span aria-hidden className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-bold text-brand-700">
                    Q
                  </span>
                  <span className="min-w-0 flex-1">{item.question}</span>
                  <ChevronDown aria-hidden className="size-5 shrink-0 text-ink-subtle transition-transform group-open:rotate-180" />
                </summary>
                <p className="px-4 pb-5 pl-14 leading-relaxed whitespace-pre-wrap text-ink-muted sm:px-5 sm:pl-15">{item.answer}</p>
              </details>
            ))}
          </div>
        )
      )}
      <Link to="/faq" className={`${TEXT_LINK} mt-3`} data-testid="main-faq-all">
        {t('faq.all')}
        <ArrowRight aria-hidden className="size-4" />
      </Link>
    </section>
  );
}
