import { Currency, type ExchangeRate, type settlementPayout } from '@dcm/shared';
import { useTranslation } from 'react-i18next';
import { formatDay, useLocale } from '../../../lib/format.ts';
import { formatMoney, formatRate } from '../../../lib/money.ts';

/** What the amount typed so far pays out, by the same rule the server applies. */
export function SettlementPreview({ currency, preview, rate }: { currency: Currency; preview: ReturnType<typeof settlementPayout> | null; rate: ExchangeRate | null }) {
  const { t } = useTranslation('mileageHistory');
  const locale = useLocale();
  return (
    <section aria-labelledby="office-preview-title" aria-live="polite" className="rounded-control bg-sunken p-4" data-testid="settlement-preview">
      <h3 id="office-preview-title" className="text-sm font-semibold text-ink">
        {t('office.preview.title')}
      </h3>
      {preview ? (
        <dl className="mt-3 grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-2 text-sm">
          <dt className="text-ink-muted">{t('office.preview.amount')}</dt>
          <dd className="text-right text-ink tabular-nums">{formatMoney(preview.amount, currency, locale)}</dd>
          <dt className="text-ink-muted">{t(currency === Currency.KRW ? 'office.preview.krwFee' : 'office.preview.usdFee')}</dt>
          <dd className="text-right text-ink tabular-nums" data-testid="preview-fee">
            −{formatMoney(preview.fee, currency, locale)}
          </dd>
          {rate && (
            <>
              <dt className="text-ink-muted">{t('office.preview.rate', { day: formatDay(rate.day, locale) })}</dt>
              <dd className="text-right text-ink tabular-nums" data-testid="preview-rate">
                {t('office.preview.ratePerDollar', { rate: formatRate(rate.krwPerUnitHundredths, locale) })}
              </dd>
            </>
          )}
          <dt className="self-center border-t border-line pt-3 font-semibold text-ink">{t('office.preview.payout')}</dt>
          <dd className="border-t border-line pt-3 text-right text-xl font-extrabold text-brand-800 tabular-nums" data-testid="preview-payout">
            {formatMoney(preview.payoutKrw, Currency.KRW, locale)}
          </dd>
        </dl>
      ) : (
        <p className="mt-1 text-sm text-ink-subtle">{t('office.preview.empty')}</p>
      )}
    </section>
  );
}
