// What a part of a page shows when its data did not come (issue 26): the reason in the member's
// language from the errors catalogue and a Retry that asks again; a failure never looks like "none".
import { RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { errorCodeOf } from '../../lib/http.ts';
import { Illustration } from './Illustration.tsx';

interface ErrorStateProps {
  error: unknown;
  onRetry: () => void;
  /** True while the retry is on its way: the button waits. */
  retrying?: boolean;
  testId?: string;
  /** Announced to screen readers as it appears (an alert); off only where it is shown as a sample. */
  announce?: boolean;
  /** What failed in the page's own words (lib/action-errors.ts), instead of the catalogue's text for the error's code. */
  message?: string;
}

export function ErrorState({ error, onRetry, retrying = false, testId, announce = true, message }: ErrorStateProps) {
  const { t } = useTranslation(['common', 'errors']);
  const code = errorCodeOf(error);
  return (
    <div role={announce ? 'alert' : undefined} className="flex flex-col items-center gap-3 rounded-card border border-danger-200 bg-surface px-6 py-10 text-center" data-testid={testId}>
      <Illustration kind="error" className="h-20 w-28" />
      <p className="font-semibold text-ink">{message ?? t(`errors:${code}`, { defaultValue: t('errors:INTERNAL') })}</p>
      <button
        type="button"
        onClick={onRetry}
        disabled={retrying}
        className="inline-flex min-h-11 items-center gap-2 rounded-control border border-line bg-surface px-4 font-semibold text-ink hover:bg-sunken disabled:opacity-60"
      >
        <RotateCw aria-hidden className={`size-4 ${retrying ? 'animate-spin' : ''}`} />
        {t('common:states.retry')}
      </button>
    </div>
  );
}
