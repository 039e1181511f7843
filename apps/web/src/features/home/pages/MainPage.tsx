import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ToothIcon } from '../../../components/ToothIcon.tsx';

const modes = [
  { to: '/request/easymode', key: 'simple', teeth: 3 },
  { to: '/request/detailmode', key: 'detail', teeth: 1 },
] as const;

const guides = [
  { to: '/request/requestTip', key: 'requestTip' },
  { to: '/service', key: 'service' },
  { to: '/faq', key: 'faq' },
] as const;

export default function MainPage() {
  const { t } = useTranslation('home');
  return (
    <div data-testid="main-page">
      <section className="bg-gradient-to-b from-brand-50 to-slate-50">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:py-20">
          <h1 className="max-w-2xl text-3xl font-extrabold leading-tight sm:text-5xl">{t('hero.title')}</h1>
          <p className="mt-4 max-w-xl text-lg text-slate-600">{t('hero.subtitle')}</p>
        </div>
      </section>
      <section className="mx-auto max-w-6xl px-4 py-10" aria-labelledby="mode-title">
        <h2 id="mode-title" className="mb-4 text-xl font-bold">
          {t('modes.title')}
        </h2>
        <div className="grid gap-4 sm:grid-cols-2">
          {modes.map((m) => (
            <Link
              key={m.key}
              to={m.to}
              className="group rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:border-brand-600 hover:shadow-md"
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
      </section>
      <section className="mx-auto max-w-6xl px-4 py-6" aria-labelledby="guide-title">
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
    </div>
  );
}
