// The bank account settlements are paid into, or, without one, the way to add it (no request before);
// an account whose holder is not the representative says so, with the way to fix it.
import type { BankAccount } from '@dcm/shared';
import { Landmark, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCodeName } from '../../../lib/codes.ts';
import { primary } from './charge-buttons.ts';
import { HolderUnverifiedNotice } from './HolderUnverifiedNotice.tsx';

/** `holderVerified`: whether the holder is the business representative (SPEC §8); if not, no settlement is paid into the account. */
export function BankAccountCard({ bank, holderVerified = true }: { bank: BankAccount | null; holderVerified?: boolean }) {
  const { t } = useTranslation('mileageHistory');
  const bankName = useCodeName('bank');
  return (
    <section aria-labelledby="office-bank-title" className="flex flex-col gap-3 rounded-card border border-line bg-surface p-5 shadow-card sm:p-6" data-testid="office-bank">
      <h2 id="office-bank-title" className="flex items-center gap-2.5 font-semibold text-ink">
        <span aria-hidden className="flex size-9 items-center justify-center rounded-full bg-sunken text-ink-muted">
          <Landmark className="size-5" />
        </span>
        {t('office.bank.title')}
      </h2>
      {bank ? (
        <>
          <p className="break-words rounded-control bg-sunken px-3 py-2.5">
            <span className="font-semibold text-ink">{bankName(bank.bank)}</span> <span className="tabular-nums text-ink">{bank.accountNumberMasked}</span>
            <span className="block text-sm text-ink-muted">{bank.depositor}</span>
          </p>
          {holderVerified ? (
            <Link to="/mypage/modify" className="inline-flex min-h-11 items-center self-start text-sm font-semibold text-brand-700 underline-offset-2 hover:underline">
              {t('office.bank.change')}
            </Link>
          ) : (
            <HolderUnverifiedNotice />
          )}
        </>
      ) : (
        <>
          <p role="status" className="flex gap-2 rounded-control bg-warning-50 px-3 py-2.5 text-sm text-warning-800 ring-1 ring-warning-200" data-testid="bank-missing">
            <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
            {t('office.bank.missing')}
          </p>
          <Link to="/mypage/modify" className={primary}>
            {t('office.bank.add')}
          </Link>
        </>
      )}
    </section>
  );
}
