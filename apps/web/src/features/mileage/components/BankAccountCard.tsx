// The bank account settlements are paid into, or, without one, the way to add it (no request before).
import type { BankAccount } from '@dcm/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCodeName } from '../../../lib/codes.ts';

const action = 'inline-flex min-h-11 items-center justify-center rounded-lg px-4 text-sm font-semibold';

export function BankAccountCard({ bank }: { bank: BankAccount | null }) {
  const { t } = useTranslation('mileageHistory');
  const bankName = useCodeName('bank');
  return (
    <section aria-labelledby="office-bank-title" className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 sm:p-5" data-testid="office-bank">
      <h2 id="office-bank-title" className="text-sm font-medium text-slate-600">
        {t('office.bank.title')}
      </h2>
      {bank ? (
        <>
          <p className="break-words">
            <span className="font-semibold">{bankName(bank.bank)}</span> <span className="tabular-nums">{bank.accountNumberMasked}</span>
            <span className="block text-sm text-slate-600">{bank.depositor}</span>
          </p>
          <Link to="/mypage/modify" className="inline-flex min-h-11 items-center text-sm font-medium text-brand-700 underline-offset-2 hover:underline sm:self-start">
            {t('office.bank.change')}
          </Link>
        </>
      ) : (
        <>
          <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="bank-missing">
            {t('office.bank.missing')}
          </p>
          <Link to="/mypage/modify" className={`${action} bg-brand-700 text-white hover:bg-brand-800 sm:self-start`}>
            {t('office.bank.add')}
          </Link>
        </>
      )}
    </section>
  );
}
