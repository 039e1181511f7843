// The cart's bottom bar once referrals are picked: they go, together, into a public request or a
// request to one T-esigner (the request forms read `?referrals=` in the order picked).
import { CircleCheck, Megaphone, Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface Props {
  referralIds: readonly string[];
  onClear: () => void;
}

const link = 'inline-flex min-h-11 flex-1 items-center justify-center gap-1.5 rounded-control px-3 text-center text-sm font-semibold leading-tight sm:flex-none sm:px-4';

export function SendBar({ referralIds, onClear }: Props) {
  const { t } = useTranslation('referralCart');
  const query = `referrals=${referralIds.join(',')}`;
  return (
    <div
      role="region"
      aria-label={t('send.label')}
      data-testid="send-bar"
      data-bottom-bar
      className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-surface/95 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-raised backdrop-blur print:hidden"
    >
      <div className="mx-auto flex max-w-working flex-col gap-2 px-4 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <div className="flex items-center justify-between gap-3 sm:justify-start">
          <p className="flex items-center gap-2 text-sm font-semibold text-ink" aria-live="polite" data-testid="send-count">
            <CircleCheck aria-hidden className="size-4 text-brand-700" />
            {t('send.selected', { n: referralIds.length })}
          </p>
          <button type="button" onClick={onClear} className="min-h-11 rounded-control px-2 text-sm text-ink-muted underline-offset-2 hover:underline">
            {t('send.clear')}
          </button>
        </div>
        <div className="flex gap-2">
          <Link to={`/request/public/write?${query}`} className={`${link} border border-brand-700 bg-surface text-brand-700 hover:bg-brand-50`}>
            <Megaphone aria-hidden className="size-4 shrink-0" />
            {t('send.public')}
          </Link>
          <Link to={`/request/target/write?${query}`} className={`${link} bg-brand-700 text-white hover:bg-brand-800`}>
            <Send aria-hidden className="size-4 shrink-0" />
            {t('send.target')}
          </Link>
        </div>
      </div>
    </div>
  );
}
