// The form's actions: save as draft, look at the document, save complete. A bar fixed at the bottom of
// the screen, within thumb reach (`data-bottom-bar` hides the phone's tab bar and lifts the toasts);
// the detail form docks it in its side column from a desktop up, under the save summary.
import { ReferralStatus } from '@dcm/shared';
import { CircleCheck, Eye, Save } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SaveStatus } from '../form-rules.ts';

interface Props {
  saving: SaveStatus | null;
  reviewPath: string;
  onSave: (status: SaveStatus) => void;
  /** In the detail form's side column from a desktop up; a bar at the bottom below that. */
  docked?: boolean;
  /** A line at the start of the bar (from a tablet up): how far the form is. */
  status?: ReactNode;
}

const base = 'inline-flex min-h-11 items-center justify-center gap-1.5 rounded-control px-3 text-sm font-semibold disabled:opacity-50 sm:px-4';

export function FormActions({ saving, reviewPath, onSave, docked = false, status }: Props) {
  const { t } = useTranslation('referralForm');
  const busy = saving !== null;
  const frame = docked
    ? 'fixed inset-x-0 bottom-0 z-30 border-t border-line bg-surface/95 pb-[env(safe-area-inset-bottom)] backdrop-blur print:hidden lg:static lg:z-auto lg:bg-sunken/60 lg:pb-0 lg:backdrop-blur-none'
    : 'fixed inset-x-0 bottom-0 z-30 border-t border-line bg-surface/95 pb-[env(safe-area-inset-bottom)] shadow-raised backdrop-blur print:hidden';
  const row = docked
    ? 'mx-auto flex max-w-working flex-wrap items-center gap-2 px-4 py-3 sm:px-6 lg:grid lg:grid-cols-2 lg:p-4'
    : 'mx-auto flex max-w-working flex-wrap items-center gap-2 px-4 py-3 sm:px-6';
  return (
    <div data-bottom-bar className={frame}>
      <div className={row}>
        {status && <div className="hidden min-w-0 flex-1 text-sm text-ink-muted sm:block">{status}</div>}
        <button
          type="button"
          disabled={busy}
          onClick={() => onSave(ReferralStatus.Draft)}
          className={`${base} border border-line bg-surface text-ink hover:bg-sunken ${status ? '' : docked ? 'sm:ml-auto lg:ml-0' : 'sm:ml-auto'}`}
        >
          <Save aria-hidden className="size-4 max-sm:hidden" />
          {saving === ReferralStatus.Draft ? t('save.saving') : t('save.draft')}
        </button>
        <Link to={reviewPath} className={`${base} text-brand-700 hover:bg-brand-50 ${docked ? 'lg:border lg:border-line lg:bg-surface' : ''}`}>
          <Eye aria-hidden className="size-4 max-sm:hidden" />
          {t('save.review')}
        </Link>
        <button
          type="button"
          disabled={busy}
          onClick={() => onSave(ReferralStatus.Complete)}
          className={`${base} bg-brand-700 text-white hover:bg-brand-800 max-sm:flex-1 ${docked ? 'lg:col-span-2 lg:min-h-12 lg:text-base' : ''}`}
        >
          <CircleCheck aria-hidden className="size-4" />
          {saving === ReferralStatus.Complete ? t('save.saving') : t('save.complete')}
        </button>
      </div>
    </div>
  );
}
