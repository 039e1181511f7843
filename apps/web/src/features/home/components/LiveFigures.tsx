// The marketplace in numbers (SPEC §1): members, referrals written and the amount traded, as of the
// moment the server counted them. A dark brand band, the one on the page; each figure keeps its
// height while it loads, and a failure says so in words instead of showing zeros.
import { Currency } from '@dcm/shared';
import { Banknote, FileText, Users, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount, formatDateTime, useLocale } from '../../../lib/format.ts';
import { formatMoney } from '../../../lib/money.ts';
import { useMainStats } from '../../content/index.ts';

const FIGURES: ReadonlyArray<{ key: 'members' | 'referrals' | 'traded'; Icon: LucideIcon }> = [
  { key: 'members', Icon: Users },
  { key: 'referrals', Icon: FileText },
  { key: 'traded', Icon: Banknote },
];

export function LiveFigures() {
  const { t } = useTranslation('home');
  const locale = useLocale();
  const stats = useMainStats();
  const data = stats.data;
  const values: Record<(typeof FIGURES)[number]['key'], ReactNode> | null = data
    ? {
        members: t('stats.people', { count: data.members, formatted: formatCount(data.members) }),
        referrals: t('stats.forms', { count: data.referrals, formatted: formatCount(data.referrals) }),
        traded: (
          <>
            <span className="block" data-testid="stat-krw">
              {formatMoney(data.transactions.KRW, Currency.KRW, locale)}
            </span>
            {/* Dollars only once something was paid in them: "$0.00" tells a Korean clinic nothing. */}
            {data.transactions.USD > 0 && (
              <span className="mt-1 block text-base font-bold text-brand-100 sm:text-lg" data-testid="stat-usd">
                {formatMoney(data.transactions.USD, Currency.USD, locale)}
              </span>
            )}
          </>
        ),
      }
    : null;

  return (
    <section aria-labelledby="stats-title" data-testid="main-stats" className="relative isolate overflow-hidden rounded-panel bg-brand-900 px-5 py-8 text-white sm:px-10 sm:py-12">
      <div aria-hidden className="absolute -top-24 -right-16 -z-10 size-72 rounded-full bg-brand-800" />
      <div aria-hidden className="absolute -bottom-32 -left-20 -z-10 size-80 rounded-full bg-brand-950/60" />
      <div className="mb-6 flex flex-wrap items-end justify-between gap-x-6 gap-y-2 sm:mb-8">
        <div className="flex flex-col gap-2">
          <p className="flex items-center gap-2 text-sm font-semibold text-brand-200">
            <span aria-hidden className="size-2 rounded-full bg-success-600 ring-4 ring-success-600/25" />
            {t('stats.eyebrow')}
          </p>
          <h2 id="stats-title" className="text-heading font-bold sm:text-title">
            {t('stats.title')}
          </h2>
        </div>
        <p className="min-h-5 text-sm text-brand-200">
          {data && <time dateTime={data.at}>{t('stats.at', { time: formatDateTime(data.at, locale) })}</time>}
        </p>
      </div>
      {stats.isError ? (
        <p className="rounded-card bg-white/10 p-5 text-brand-50">{t('stats.unavailable')}</p>
      ) : (
        <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3" aria-busy={!values}>
          {FIGURES.map(({ key, Icon }) => (
            <div
              key={key}
              className={`flex min-h-28 flex-col-reverse justify-end gap-2 rounded-card bg-white/[0.07] p-4 ring-1 ring-white/10 sm:p-6 ${key === 'traded' ? 'col-span-2 lg:col-span-1' : ''}`}
            >
              <dt className="flex items-center gap-2 text-sm font-medium text-brand-100">
                <Icon aria-hidden className="size-4 text-brand-300" />
                {t(`stats.${key}`)}
              </dt>
              <dd className="text-2xl font-extrabold tracking-tight tabular-nums sm:text-[2rem]" data-testid={`stat-${key}`}>
                {values?.[key] ?? <span className="inline-block h-8 w-28 animate-pulse rounded bg-white/15" aria-hidden />}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
