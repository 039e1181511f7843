// What the quick request form pays from mileage into escrow: the total, for an edit what was paid and
// the difference to pay or get back, and the balance before and after.
import { useTranslation } from 'react-i18next';

interface Props {
  total: number;
  /** What the request being edited paid; none for a new one. */
  paid?: number;
  /** What this submission moves: the total, or an edit's difference (negative when money comes back). */
  due: number;
  balance: number;
  money: (amount: number) => string;
}

export function QuickPaySummary({ total, paid, due, balance, money }: Props) {
  const { t } = useTranslation('quick');
  const after = balance - due;
  return (
    <section aria-labelledby="quick-pay-title" className="flex flex-col gap-2 rounded-2xl border border-line bg-white p-4 sm:p-6" data-testid="quick-pay">
      <h2 id="quick-pay-title" className="text-lg font-bold">
        {t('quick:form.pay.title')}
      </h2>
      <dl className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1.5 text-sm">
        <dt className="text-ink-muted">{t('quick:form.pay.total')}</dt>
        <dd className="text-right text-lg font-bold tabular-nums" data-testid="quick-form-total">
          {money(total)}
        </dd>
        {paid !== undefined && (
          <>
            <dt className="text-ink-muted">{t('quick:form.pay.paid')}</dt>
            <dd className="text-right tabular-nums">{money(paid)}</dd>
            <dt className="text-ink-muted">{due >= 0 ? t('quick:form.pay.toPay') : t('quick:form.pay.back')}</dt>
            <dd className="text-right font-semibold tabular-nums" data-testid="quick-form-difference" data-due={due}>
              {money(Math.abs(due))}
            </dd>
          </>
        )}
        <dt className="text-ink-muted">{t('quick:form.pay.balance')}</dt>
        <dd className="text-right tabular-nums" data-testid="quick-form-balance">
          {money(balance)}
        </dd>
        <dt className="text-ink-muted">{t('quick:form.pay.after')}</dt>
        <dd className={`text-right tabular-nums ${after < 0 ? 'font-semibold text-red-600' : ''}`} data-testid="quick-form-after">
          {after < 0 ? t('quick:form.pay.short', { amount: money(-after) }) : money(after)}
        </dd>
      </dl>
      <p className="text-sm text-ink-subtle">{t('quick:form.pay.escrow')}</p>
    </section>
  );
}
