// /component: the design system's own page. The shared interface pieces, the real components with
// live state, each under a heading and a note on when to use it, in either language (the switch at
// the top). The heavy pieces (date picker, tooth chart, dialogs) load with their section only.
import type { Locale } from '@dcm/shared';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BadgesSection,
  ButtonsSection,
  DropdownSection,
  FeedbackSection,
  InputsSection,
  PaginationSection,
  UploadSection,
} from '../components/gallery/BasicSections.tsx';
import { SectionLoading } from '../components/gallery/GallerySection.tsx';

const DatePickerSection = lazy(() => import('../components/gallery/DatePickerSection.tsx'));
const ToothChartSection = lazy(() => import('../components/gallery/ToothChartSection.tsx'));
const DialogsSection = lazy(() => import('../components/gallery/DialogsSection.tsx'));

const LANGUAGES: readonly Locale[] = ['ko', 'en'];

function LanguageSwitch() {
  const { t, i18n } = useTranslation('system');
  const current: Locale = i18n.language === 'en' ? 'en' : 'ko';
  const change = (next: Locale) => {
    // The page's language for screen readers and fonts follows the catalogue's.
    document.documentElement.setAttribute('lang', next);
    void i18n.changeLanguage(next);
  };
  return (
    <div role="group" aria-label={t('gallery.language.label')} className="inline-flex self-start rounded-lg border border-slate-300 bg-white p-1" data-testid="gallery-language">
      {LANGUAGES.map((lang) => (
        <button
          key={lang}
          type="button"
          lang={lang}
          aria-pressed={current === lang}
          onClick={() => change(lang)}
          className={`min-h-11 rounded-md px-4 text-sm font-medium ${current === lang ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100'}`}
        >
          {t(`gallery.language.${lang}`)}
        </button>
      ))}
    </div>
  );
}

export default function ComponentGalleryPage() {
  const { t } = useTranslation('system');
  const loading = <SectionLoading label={t('gallery.loadingPiece')} />;

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-8 px-4 py-10" data-testid="component-gallery">
      <div className="flex flex-col gap-3">
        <h1 className="text-2xl font-bold">{t('gallery.title')}</h1>
        <p className="text-slate-600">{t('gallery.intro')}</p>
        <LanguageSwitch />
      </div>

      <ButtonsSection />
      <InputsSection />
      <Suspense fallback={loading}>
        <DatePickerSection />
      </Suspense>
      <Suspense fallback={loading}>
        <ToothChartSection />
      </Suspense>
      <FeedbackSection />
      <DropdownSection />
      <PaginationSection />
      <Suspense fallback={loading}>
        <DialogsSection />
      </Suspense>
      <BadgesSection />
      <UploadSection />
    </div>
  );
}
