// The tooth chart in the /component catalogue, loaded only with this section: the selection it holds,
// in words in the member's language and as the value a form sends.
import { describeSelection, EMPTY_SELECTION, type ToothSelection } from '@dcm/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ToothChart } from '../../../../components/tooth-chart/ToothChart.tsx';
import { useLocale } from '../../../../lib/format.ts';
import { GallerySection } from './GallerySection.tsx';

export default function ToothChartSection() {
  const { t } = useTranslation('system');
  const locale = useLocale();
  const [teeth, setTeeth] = useState<ToothSelection>(EMPTY_SELECTION);
  return (
    <GallerySection id="tooth-chart" title={t('gallery.toothChart')} note={t('gallery.toothChartNote')}>
      <ToothChart value={teeth} onChange={setTeeth} label={t('gallery.toothChartLabel')} />
      <p className="text-sm" data-testid="tooth-chart-value">
        {t('gallery.toothChartValue', { text: describeSelection(teeth, locale) })}
      </p>
      <pre className="overflow-x-auto rounded-lg bg-canvas p-2 text-xs">{JSON.stringify(teeth)}</pre>
    </GallerySection>
  );
}
