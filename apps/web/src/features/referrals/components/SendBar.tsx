// The cart's bottom bar once referrals are picked: they go, together, into a public request or a
// request to one T-esigner (the request forms read `?referrals=` in the order picked).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface Props {
  referralIds: readonly string[];
  onClear: () => void;
}

const link = 'inline-flex min-h-11 flex-1 items-center justify-center rounded-lg px-3 text-center text-sm font-semibold leading-tight sm:flex-none sm:px-4';

export function SendBar({ referralIds, onClear }: Props) {
  const { t } = useTranslation('referralCart');
  const query = `referrals=${referralIds.join(',')}`;
  return (
    <div
      role="region"
      aria-label={t('send.label')}
      data-testid="send-bar"
      data-bottom-bar
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_16px_rgba(15,23,42,0.08)] backdrop-blur print:hidden"
    >
      <div className="mx-auto flex max-w-4xl flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-center justify-between gap-3 sm:justify-start">
          <p className="text-sm font-semibold" aria-live="polite" data-testid="send-count">
            {t('send.selected', { n: referralIds.length })}
          </p>
          <button type="button" onClick={onClear} className="min-h-11 px-2 text-sm text-slate-600 underline-offset-2 hover:underline">
            {t('send.clear')}
          </button>
        </div>
        <div className="flex gap-2">
          <Link to={`/request/public/write?${query}`} className={`${link} border border-brand-700 bg-white text-brand-700 hover:bg-brand-50`}>
            {t('send.public')}
          </Link>
          <Link to={`/request/target/write?${query}`} className={`${link} bg-brand-700 text-white hover:bg-brand-800`}>
            {t('send.target')}
          </Link>
        </div>
      </div>
    </div>
  );
}
