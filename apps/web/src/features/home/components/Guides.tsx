// The guides a newcomer reads before the first referral: how to write one well, the service's flow,
// and every question by member kind.
import { BookOpen, ChevronRight, CircleHelp, Lightbulb, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const GUIDES: ReadonlyArray<{ key: 'requestTip' | 'service' | 'faq'; to: string; Icon: LucideIcon }> = [
  { key: 'requestTip', to: '/request/requestTip', Icon: Lightbulb },
  { key: 'service', to: '/service', Icon: BookOpen },
  { key: 'faq', to: '/faq', Icon: CircleHelp },
];

export function Guides() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="guide-title" className="rounded-card bg-sunken p-5 sm:p-6" data-testid="main-guides">
      <h2 id="guide-title" className="mb-2 text-heading font-bold text-ink">
        {t('guides.title')}
      </h2>
      <ul className="flex flex-col">
        {GUIDES.map(({ key, to, Icon }) => (
          <li key={key}>
            <Link to={to} className="group -mx-2 flex min-h-14 items-center gap-3 rounded-control px-2 py-2 hover:bg-surface">
              <span aria-hidden className="flex size-10 shrink-0 items-center justify-center rounded-control bg-surface text-brand-700 shadow-card">
                <Icon className="size-5" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-semibold text-ink group-hover:text-brand-800">{t(`guides.${key}.title`)}</span>
                <span className="block text-sm text-ink-muted">{t(`guides.${key}.body`)}</span>
              </span>
              <ChevronRight aria-hidden className="size-4 shrink-0 text-ink-subtle" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
