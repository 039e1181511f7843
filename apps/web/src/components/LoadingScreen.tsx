import { useTranslation } from 'react-i18next';
import { pagePlaceholder } from '../lib/page-shown.ts';

/** The loading screen of SPEC §2: the logo and "moving to page". */
export function LoadingScreen({ overlay = false }: { overlay?: boolean }) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="loading-screen"
      {...pagePlaceholder(!overlay)}
      className={`flex flex-col items-center justify-center gap-3 ${overlay ? 'fixed inset-0 z-50 bg-surface/70' : 'min-h-[60vh]'}`}
    >
      <img src="/logo.svg" alt="" width={48} height={48} className="animate-pulse" />
      <p className="text-sm text-ink-subtle">{t('loading.moving')}</p>
    </div>
  );
}
