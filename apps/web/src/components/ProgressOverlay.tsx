import { useTranslation } from 'react-i18next';
import { useUiStore } from '../lib/ui-store.ts';

/** Upload progress (SPEC §3 isProgress/received); a received value of 100 hides it. */
export function ProgressOverlay() {
  const { t } = useTranslation();
  const { isProgress, received } = useUiStore();
  if (!isProgress) return null;
  return (
    <div className="fixed inset-x-0 bottom-6 z-50 mx-auto w-[calc(100%-2rem)] max-w-md rounded-xl bg-surface p-4 shadow-lg" data-testid="progress">
      <div className="mb-2 flex justify-between text-sm">
        <span>{t('progress.uploading')}</span>
        <span>{received}%</span>
      </div>
      <div role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={received} className="h-2 overflow-hidden rounded-full bg-line">
        <div className="h-full bg-brand-600 transition-[width]" style={{ width: `${received}%` }} />
      </div>
    </div>
  );
}
