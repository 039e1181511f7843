// SPEC §8 "verify account holder": the settlement account's holder is not the business
// representative (decision 0041), so no settlement is paid into it until the member changes the
// account on My page. Says what is wrong and links to where it is fixed.
import { UserRoundX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Where the member fixes the account: My page's bank section. */
export const BANK_SECTION_PATH = '/mypage/modify#bank';

export function HolderUnverifiedNotice({ alert = false }: { alert?: boolean }) {
  const { t } = useTranslation('mileageHistory');
  return (
    <div
      role={alert ? 'alert' : 'status'}
      className="flex gap-2 rounded-control bg-warning-50 px-3 py-2.5 text-sm text-warning-800 ring-1 ring-warning-200"
      data-testid="holder-unverified"
    >
      <UserRoundX aria-hidden className="mt-0.5 size-4 shrink-0" />
      <div className="flex min-w-0 flex-col gap-1">
        <p className="font-semibold">{t('office.holder.title')}</p>
        <p>{t('office.holder.body')}</p>
        <Link to={BANK_SECTION_PATH} className="inline-flex min-h-11 items-center self-start font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800">
          {t('office.holder.fix')}
        </Link>
      </div>
    </div>
  );
}
