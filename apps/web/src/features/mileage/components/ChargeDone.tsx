// The charge went through: how much, the balance now, and the ways on (back to the payment that lacked
// it, the history, another charge). The heading takes the focus so a screen reader hears it first.
import type { ChargeAnswer } from '@dcm/shared';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../../lib/format.ts';
import { formatMoney } from '../../../lib/money.ts';
import { primary, secondary } from './charge-buttons.ts';

export function ChargeDone({ answer, returnTo, onAgain }: { answer: ChargeAnswer; returnTo: string | null; onAgain: () => void }) {
  const { t } = useTranslation('mileage');
  const locale = useLocale();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  return (
    <div className="flex flex-col items-center gap-4 rounded-2xl border border-slate-200 bg-white px-4 py-8 text-center sm:px-8" data-testid="charge-done">
      <span aria-hidden className="flex h-14 w-14 items-center justify-center rounded-full bg-brand-100 text-brand-700">
        <svg viewBox="0 0 24 24" className="h-7 w-7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round">
          <path d="M5 12.5l4.5 4.5L19 7.5" />
        </svg>
      </span>
      <h2 ref={heading} tabIndex={-1} className="text-xl font-bold focus:outline-none">
        {t('done.title', { amount: formatMoney(answer.amount, answer.currency, locale) })}
      </h2>
      <p className="text-slate-600">
        {t('done.balance')}{' '}
        <strong className="tabular-nums text-slate-900" data-testid="charge-done-balance">
          {formatMoney(answer.balance, answer.currency, locale)}
        </strong>
      </p>
      <div className="mt-2 flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
        {returnTo && (
          <Link to={returnTo} className={primary}>
            {t('done.back')}
          </Link>
        )}
        <Link to="/mileage" className={returnTo ? secondary : primary}>
          {t('done.history')}
        </Link>
        <button type="button" onClick={onAgain} className={secondary}>
          {t('done.again')}
        </button>
      </div>
    </div>
  );
}
