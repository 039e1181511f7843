// One file's load into the viewer: a progress bar while it is read and parsed, or the SPEC §8
// message (loading error, loading timed out) naming the file once it failed.
import { useTranslation } from 'react-i18next';

export function LoadProgress({ name, percent, error }: { name: string; percent: number; error: string | null }) {
  const { t } = useTranslation('viewer');
  if (error) {
    return (
      <p role="alert" className="text-sm text-red-600">
        {t(`errors.${error}`, { name })}
      </p>
    );
  }
  return (
    <div
      role="progressbar"
      aria-label={t('studio.progress', { name })}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className="h-2 overflow-hidden rounded-full bg-line"
    >
      <div className="h-full bg-brand-600 transition-[width]" style={{ width: `${percent}%` }} />
    </div>
  );
}
