// The partners the operator lists (content), as a quiet row of logos at the foot of the page, each
// linked to its site when it has one. Hidden when there are none or they cannot be read.
import { useTranslation } from 'react-i18next';
import { usePartners } from '../../content/index.ts';

export function Partners() {
  const { t } = useTranslation('home');
  const partners = usePartners();
  const items = partners.data ?? [];
  if (partners.isError || (partners.isSuccess && items.length === 0)) return null;
  return (
    <section aria-labelledby="partners-title" data-testid="main-partners">
      <h2 id="partners-title" className="mb-5 text-center text-sm font-semibold tracking-wide text-ink-subtle">
        {t('partners.title')}
      </h2>
      <ul className="flex min-h-20 flex-wrap items-center justify-center gap-3 sm:gap-4">
        {items.map((p) => {
          const logo = (
            <img
              src={p.logoUrl}
              alt={p.name}
              width={160}
              height={64}
              loading="lazy"
              decoding="async"
              className="h-12 w-full object-contain opacity-75 grayscale transition group-hover:opacity-100 group-hover:grayscale-0"
            />
          );
          return (
            <li key={p.id} className="group flex w-[calc(50%-0.375rem)] items-center justify-center rounded-card border border-line bg-surface px-4 py-3 sm:w-44" data-testid="partner">
              {p.link ? (
                <a href={p.link} target="_blank" rel="noopener noreferrer" className="block w-full" aria-label={t('partners.visit', { name: p.name })}>
                  {logo}
                </a>
              ) : (
                logo
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
