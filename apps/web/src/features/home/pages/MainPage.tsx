// The main page (SPEC §1): the choice between simple and detail referral, how it works for each
// member kind, the live figures, the partners and the latest notices. It is the phone's first page:
// nothing heavy is imported here (no viewer, no editor), images load lazily with their size set,
// and each block keeps its height while its data arrives, so nothing jumps or blocks.
import { Currency } from '@dcm/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ToothIcon } from '../../../components/ToothIcon.tsx';
import { formatCount, formatDateTime, formatDay, useLocale } from '../../../lib/format.ts';
import { formatMoney } from '../../../lib/money.ts';
import { useMainStats, useNotices, usePartners } from '../../content/index.ts';

const modes = [
  { to: '/request/easymode', key: 'simple', teeth: 3 },
  { to: '/request/detailmode', key: 'detail', teeth: 1 },
] as const;

const audiences = [
  { key: 'client', to: '/service1' },
  { key: 'designer', to: '/service2' },
  { key: 'lab', to: '/service3' },
] as const;

const guides = [
  { to: '/request/requestTip', key: 'requestTip' },
  { to: '/service', key: 'service' },
  { to: '/faq', key: 'faq' },
] as const;

export const NOTICE_TEASER_SIZE = 3;

function Stats() {
  const { t } = useTranslation('home');
  const locale = useLocale();
  const stats = useMainStats();
  const figures = stats.data
    ? [
        { key: 'members', value: t('stats.people', { count: stats.data.members, formatted: formatCount(stats.data.members) }) },
        { key: 'referrals', value: t('stats.forms', { count: stats.data.referrals, formatted: formatCount(stats.data.referrals) }) },
        {
          key: 'traded',
          value: (
            <>
              <span className="block" data-testid="stat-krw">
                {formatMoney(stats.data.transactions.KRW, Currency.KRW, locale)}
              </span>
              {/* Dollars only once something was paid in them: "$0.00" tells a Korean clinic nothing. */}
              {stats.data.transactions.USD > 0 && (
                <span className="block text-base font-bold sm:text-lg" data-testid="stat-usd">
                  {formatMoney(stats.data.transactions.USD, Currency.USD, locale)}
                </span>
              )}
            </>
          ),
        },
      ]
    : null;
  return (
    <section className="mx-auto max-w-6xl px-4 py-8" aria-labelledby="stats-title" data-testid="main-stats">
      <h2 id="stats-title" className="mb-4 text-xl font-bold">
        {t('stats.title')}
      </h2>
      {stats.isError ? (
        <p className="rounded-xl bg-white p-5 text-sm text-slate-500">{t('stats.unavailable')}</p>
      ) : (
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-3" aria-busy={!figures}>
          {(['members', 'referrals', 'traded'] as const).map((key) => {
            const value = figures?.find((f) => f.key === key)?.value;
            return (
              <div key={key} className={`flex min-h-24 flex-col-reverse justify-end gap-1 rounded-2xl bg-white p-4 shadow-sm ${key === 'traded' ? 'col-span-2 lg:col-span-1' : ''}`}>
                <dt className="text-sm text-slate-600">{t(`stats.${key}`)}</dt>
                <dd className="text-xl font-extrabold tabular-nums text-brand-800 sm:text-2xl" data-testid={`stat-${key}`}>
                  {value ?? <span className="inline-block h-7 w-24 animate-pulse rounded bg-slate-200" aria-hidden />}
                </dd>
              </div>
            );
          })}
        </dl>
      )}
      {stats.data && (
        <p className="mt-2 text-xs text-slate-500">
          <time dateTime={stats.data.at}>{t('stats.at', { time: formatDateTime(stats.data.at, locale) })}</time>
        </p>
      )}
    </section>
  );
}

function Partners() {
  const { t } = useTranslation('home');
  const partners = usePartners();
  const items = partners.data ?? [];
  if (partners.isError || (partners.isSuccess && items.length === 0)) return null;
  return (
    <section className="mx-auto max-w-6xl px-4 py-8" aria-labelledby="partners-title" data-testid="main-partners">
      <h2 id="partners-title" className="mb-4 text-xl font-bold">
        {t('partners.title')}
      </h2>
      <ul className="grid min-h-20 grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-6">
        {items.map((p) => {
          const logo = <img src={p.logoUrl} alt={p.name} width={160} height={64} loading="lazy" decoding="async" className="h-16 w-full object-contain" />;
          return (
            <li key={p.id} className="flex items-center justify-center rounded-xl bg-white p-3 shadow-sm" data-testid="partner">
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

function NoticeTeaser() {
  const { t } = useTranslation('home');
  const locale = useLocale();
  const notices = useNotices({ page: 1, size: NOTICE_TEASER_SIZE });
  const items = notices.data?.items ?? [];
  if (notices.isError || (notices.isSuccess && items.length === 0)) return null;
  return (
    <section className="mx-auto max-w-6xl px-4 py-8" aria-labelledby="notices-title" data-testid="main-notices">
      <div className="mb-3 flex items-center justify-between">
        <h2 id="notices-title" className="text-xl font-bold">
          {t('notices.title')}
        </h2>
        <Link to="/notice" className="inline-flex min-h-11 items-center text-sm font-medium text-brand-700 hover:underline">
          {t('notices.all')}
        </Link>
      </div>
      <ul className="min-h-36 divide-y divide-slate-100 rounded-2xl bg-white px-4 shadow-sm">
        {items.map((n) => (
          <li key={n.id}>
            <Link to={`/notice?id=${n.id}`} className="flex min-h-12 items-center gap-2 py-2 hover:text-brand-700" data-testid="main-notice">
              {n.pinned && <span className="shrink-0 rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800">{t('notices.pinned')}</span>}
              <span className="min-w-0 flex-1 truncate">{n.title}</span>
              <time dateTime={n.publishedAt} className="shrink-0 text-xs text-slate-500">
                {formatDay(n.publishedAt, locale)}
              </time>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function MainPage() {
  const { t } = useTranslation('home');
  return (
    <div data-testid="main-page">
      <section className="bg-gradient-to-b from-brand-50 to-slate-50">
        <div className="mx-auto max-w-6xl px-4 pt-12 pb-6 sm:pt-16">
          <h1 className="max-w-2xl text-3xl font-extrabold leading-tight sm:text-5xl">{t('hero.title')}</h1>
          <p className="mt-4 max-w-xl text-lg text-slate-600">{t('hero.subtitle')}</p>
        </div>
        <div className="mx-auto max-w-6xl px-4 pb-10" role="group" aria-labelledby="mode-title">
          <h2 id="mode-title" className="mb-4 text-xl font-bold">
            {t('modes.title')}
          </h2>
          <div className="grid gap-4 sm:grid-cols-2">
            {modes.map((m) => (
              <Link
                key={m.key}
                to={m.to}
                className="group rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:border-brand-600 hover:shadow-md"
                data-testid={`mode-${m.key}`}
              >
                <span className="flex gap-1 text-brand-700">
                  {Array.from({ length: m.teeth }, (_, i) => (
                    <ToothIcon key={i} />
                  ))}
                </span>
                <h3 className="mt-3 text-lg font-bold group-hover:text-brand-700">{t(`modes.${m.key}.title`)}</h3>
                <p className="mt-1 text-slate-600">{t(`modes.${m.key}.body`)}</p>
              </Link>
            ))}
          </div>
        </div>
      </section>
      <section className="mx-auto max-w-6xl px-4 py-8" aria-labelledby="how-title">
        <h2 id="how-title" className="mb-4 text-xl font-bold">
          {t('how.title')}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-3">
          {audiences.map((a) => (
            <li key={a.key} className="flex flex-col rounded-2xl bg-white p-5 shadow-sm">
              <h3 className="font-bold">{t(`how.${a.key}.title`)}</h3>
              <ol className="mt-2 flex-1 list-decimal space-y-1 pl-5 text-sm text-slate-600">
                {(['one', 'two', 'three'] as const).map((s) => (
                  <li key={s}>{t(`how.${a.key}.${s}`)}</li>
                ))}
              </ol>
              <Link to={a.to} className="mt-3 inline-flex min-h-11 items-center text-sm font-medium text-brand-700 hover:underline">
                {t(`how.${a.key}.more`)}
              </Link>
            </li>
          ))}
        </ul>
        <Link
          to="/quick/client"
          className="mt-4 flex min-h-14 items-center justify-between gap-3 rounded-2xl border border-brand-200 bg-brand-50 px-5 py-3 hover:border-brand-600"
          data-testid="main-quick"
        >
          <span>
            <span className="block font-bold text-brand-800">{t('how.quick.title')}</span>
            <span className="block text-sm text-slate-600">{t('how.quick.body')}</span>
          </span>
          <span aria-hidden className="text-xl text-brand-700">
            →
          </span>
        </Link>
      </section>
      <Stats />
      <section className="mx-auto max-w-6xl px-4 py-8" aria-labelledby="guide-title">
        <h2 id="guide-title" className="mb-4 text-xl font-bold">
          {t('guides.title')}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-3">
          {guides.map((g) => (
            <li key={g.key}>
              <Link to={g.to} className="block rounded-xl bg-white p-5 shadow-sm hover:bg-brand-50">
                <span className="font-semibold">{t(`guides.${g.key}.title`)}</span>
                <span className="mt-1 block text-sm text-slate-600">{t(`guides.${g.key}.body`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <NoticeTeaser />
      <Partners />
    </div>
  );
}
