// The charge went through: how much, the balance now, and the ways on (back to the payment that lacked
// it, the history, another charge). The heading takes the focus so a screen reader hears it first.
import type { ChargeAnswer } from '@dcm/shared';
import { CircleCheck } from 'lucide-react';
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
    <div className="flex flex-col items-center gap-4 rounded-card border border-line bg-surface px-4 py-10 text-center shadow-card sm:px-8" data-testid="charge-done">
      <span aria-hidden className="flex size-16 items-center justify-center rounded-full bg-success-50 text-success-700 ring-1 ring-success-200">
        <CircleCheck className="size-8" />
      </span>
      <h2 ref={heading} tabIndex={-1} className="text-heading font-bold text-ink focus:outline-none">
        {t('done.title', { amount: formatMoney(answer.amount, answer.currency, locale) })}
      </h2>
      <p className="flex flex-wrap items-baseline justify-center gap-x-2 rounded-control bg-sunken px-4 py-2.5 text-ink-muted">
        {t('done.balance')}{' '}
        <strong className="text-lg font-bold tabular-nums text-ink" data-testid="charge-done-balance">
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
