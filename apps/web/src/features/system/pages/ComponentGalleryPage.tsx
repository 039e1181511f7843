// /component: the shared interface pieces in one place, so designers and engineers can see and
// try them (alerts, toasts, progress, upload) in both languages.
import { describeSelection, EMPTY_SELECTION, type ToothSelection, type UploadedFile } from '@dcm/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { FileUpload } from '../../../components/FileUpload.tsx';
import { ToothChart } from '../../../components/tooth-chart/ToothChart.tsx';
import { documentRule } from '../../../lib/file-rules.ts';
import { useUiStore } from '../../../lib/ui-store.ts';

const button = 'rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-medium hover:bg-slate-100';

export default function ComponentGalleryPage() {
  const { t, i18n } = useTranslation('system');
  const { showDoneAlert, blockDoneAlert, hideDoneAlert, setLoading } = useUiStore();
  const [uploaded, setUploaded] = useState<UploadedFile[]>([]);
  const [teeth, setTeeth] = useState<ToothSelection>(EMPTY_SELECTION);
  const alert = { title: t('gallery.alertTitle'), contents: t('gallery.alertBody'), btnName: t('gallery.ok') };

  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-8 px-4 py-10">
      <h1 className="text-2xl font-bold">{t('gallery.title')}</h1>

      <div className="flex flex-col gap-3">
        <h2 className="font-semibold">{t('gallery.feedback')}</h2>
        <div className="flex flex-wrap gap-2">
          <button type="button" className={button} onClick={() => toast(t('gallery.toast'))}>
            {t('gallery.showToast')}
          </button>
          <button type="button" className={button} onClick={() => showDoneAlert(alert, () => toast(t('gallery.closed')))}>
            {t('gallery.showAlert')}
          </button>
          <button
            type="button"
            className={button}
            onClick={() => {
              blockDoneAlert(alert);
              setTimeout(hideDoneAlert, 1500);
            }}
          >
            {t('gallery.showBlocking')}
          </button>
          <button
            type="button"
            className={button}
            onClick={() => {
              setLoading(true);
              setTimeout(() => setLoading(false), 1000);
            }}
          >
            {t('gallery.showLoading')}
          </button>
        </div>
      </div>

      <div className="flex flex-col gap-3">
        <h2 className="font-semibold">{t('gallery.upload')}</h2>
        <FileUpload label={t('gallery.uploadLabel')} rule={documentRule} onUploaded={(f) => setUploaded((list) => [f, ...list])} />
        <ul className="text-sm" data-testid="uploaded-files">
          {uploaded.map((f) => (
            <li key={f.id}>
              {f.name} · {(f.size / 1024).toFixed(1)} KB · {f.mime}
            </li>
          ))}
        </ul>
      </div>

      <div className="flex flex-col gap-3">
        <h2 className="font-semibold">{t('gallery.toothChart')}</h2>
        <ToothChart value={teeth} onChange={setTeeth} label={t('gallery.toothChartLabel')} />
        <p className="text-sm" data-testid="tooth-chart-value">
          {t('gallery.toothChartValue', { text: describeSelection(teeth, i18n.language === 'en' ? 'en' : 'ko') })}
        </p>
        <pre className="overflow-x-auto rounded-lg bg-slate-50 p-2 text-xs">{JSON.stringify(teeth)}</pre>
      </div>
    </section>
  );
}
