import { ReferralStatus } from '@dcm/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SaveStatus } from '../form-rules.ts';

interface Props {
  saving: SaveStatus | null;
  reviewPath: string;
  onSave: (status: SaveStatus) => void;
}

/** The form's bar, fixed at the bottom of a phone's screen: draft, review, save complete. */
export function FormActions({ saving, reviewPath, onSave }: Props) {
  const { t } = useTranslation('referralForm');
  const busy = saving !== null;
  return (
    <div data-bottom-bar className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 backdrop-blur print:hidden">
      <div className="mx-auto flex max-w-3xl flex-wrap items-center justify-end gap-2 px-4 py-3">
        <button
          type="button"
          disabled={busy}
          onClick={() => onSave(ReferralStatus.Draft)}
          className="min-h-11 rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold hover:bg-slate-100 disabled:opacity-50"
        >
          {saving === ReferralStatus.Draft ? t('save.saving') : t('save.draft')}
        </button>
        <Link to={reviewPath} className="min-h-11 content-center rounded-lg px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50">
          {t('save.review')}
        </Link>
        <button
          type="button"
          disabled={busy}
          onClick={() => onSave(ReferralStatus.Complete)}
          className="min-h-11 rounded-lg bg-brand-600 px-5 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-50"
        >
          {saving === ReferralStatus.Complete ? t('save.saving') : t('save.complete')}
        </button>
      </div>
    </div>
  );
}
