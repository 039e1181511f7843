// What a period of quick jobs pays the T-esigner before they ask for it: the jobs, and per currency
// what they earn, the fee and the won paid out (none without today's rate), and the account it goes to.
import { Currency, type QuickSettlementPreview } from '@dcm/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCodeName } from '../../../../lib/codes.ts';
import { formatDateTime } from '../../../../lib/format.ts';
import { formatMoney } from '../../../../lib/money.ts';

export function QuickPayoutPreview({ preview, locale }: { preview: QuickSettlementPreview; locale: 'ko' | 'en' }) {
  const { t } = useTranslation('quickDesigner');
  const bankName = useCodeName('bank');
  return (
    <>
      <ul className="flex flex-col divide-y divide-line text-sm" data-testid="preview-jobs">
        {preview.jobs.map((job) => (
          <li key={job.id} className="flex items-center justify-between gap-3 py-2">
            <span>
              <span className="font-mono font-semibold">{job.number}</span>
              <span className="ml-2 text-ink-subtle">{formatDateTime(job.completedAt, locale)}</span>
            </span>
            <span className="tabular-nums">{formatMoney(job.amount, job.currency, locale)}</span>
          </li>
        ))}
      </ul>
      {preview.payouts.map((p) => (
        <dl key={p.currency} className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1.5 rounded-xl bg-canvas p-4 text-sm" data-testid={`payout-${p.currency}`}>
          <dt className="text-ink-muted">{t('settlement.amount', { currency: p.currency })}</dt>
          <dd className="text-right tabular-nums" data-testid="payout-amount">
            {formatMoney(p.amount, p.currency, locale)}
          </dd>
          <dt className="text-ink-muted">{t(p.currency === Currency.KRW ? 'settlement.krwFee' : 'settlement.usdFee')}</dt>
          <dd className="text-right tabular-nums" data-testid="payout-fee">
            −{formatMoney(p.fee, p.currency, locale)}
          </dd>
          <dt className="border-t border-line pt-1.5 font-semibold">{t('settlement.payout')}</dt>
          <dd className="border-t border-line pt-1.5 text-right text-base font-bold tabular-nums" data-testid="payout-krw">
            {p.payoutKrw === null ? <span className="text-amber-800">{t('settlement.noRateShort')}</span> : formatMoney(p.payoutKrw, Currency.KRW, locale)}
          </dd>
        </dl>
      ))}
      {preview.payouts.some((p) => p.payoutKrw === null) && (
        <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="rate-missing">
          {t('settlement.noRate')}
        </p>
      )}
      {preview.bank ? (
        <p className="text-sm text-ink-muted" data-testid="preview-bank">
          {t('settlement.bank', { bank: `${bankName(preview.bank.bank)} ${preview.bank.accountNumberMasked} (${preview.bank.depositor})` })}
        </p>
      ) : (
        <p role="status" className="flex flex-wrap items-center gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="bank-missing">
          {t('settlement.bankMissing')}
          <Link to="/mypage/modify" className="font-semibold underline">
            {t('settlement.bankAdd')}
          </Link>
        </p>
      )}
    </>
  );
}
