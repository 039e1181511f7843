// /component: the design system's own page. The shared interface pieces, the real components with
// live state, each under a heading and a note on when to use it, in either language (the switch at
// the top). The heavy pieces (date picker, tooth chart, dialogs) load with their section only.
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../../components/LanguageSwitch.tsx';
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
import { IconsSection, PagePartsSection, StatesSection, TableSection, TokensSection } from '../components/gallery/SystemSections.tsx';

const DatePickerSection = lazy(() => import('../components/gallery/DatePickerSection.tsx'));
const ToothChartSection = lazy(() => import('../components/gallery/ToothChartSection.tsx'));
const DialogsSection = lazy(() => import('../components/gallery/DialogsSection.tsx'));

export default function ComponentGalleryPage() {
  const { t } = useTranslation('system');
  const loading = <SectionLoading label={t('gallery.loadingPiece')} />;

  return (
    <div className="mx-auto flex w-full max-w-reading flex-col gap-8 px-4 py-10 sm:px-6" data-testid="component-gallery">
      <div className="flex flex-col gap-3">
        <h1 className="text-2xl font-bold">{t('gallery.title')}</h1>
        <p className="text-ink-muted">{t('gallery.intro')}</p>
        <LanguageSwitch testId="gallery-language" />
      </div>

      <TokensSection />
      <IconsSection />
      <PagePartsSection />
      <TableSection />
      <StatesSection />
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
