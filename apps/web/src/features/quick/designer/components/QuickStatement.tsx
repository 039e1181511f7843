// One quick settlement as its statement: who is paid, the period, each job with its types and
// amount, the totals, the fee and the won transferred. The T-esigner and the admin print it (the
// browser's print or "save as PDF"); everything else on the page stays off the paper.
import { Currency, type QuickSettlement } from '@dcm/shared';
import { useTranslation } from 'react-i18next';
import { PayoutStatusBadge } from '../../../../components/StatusBadge.tsx';
import { useCodeName } from '../../../../lib/codes.ts';
import { formatDateTime, formatDay, useLocale } from '../../../../lib/format.ts';
import { formatMoney } from '../../../../lib/money.ts';
import '../quick-print.css';

export function QuickStatement({ settlement: s, onClose }: { settlement: QuickSettlement; onClose: () => void }) {
  const { t } = useTranslation('quickDesigner');
  const locale = useLocale();
  const typeName = useCodeName('prosthesis');
  const bankName = useCodeName('bank');
  return (
    <article data-quick-statement-print className="flex flex-col gap-4 rounded-2xl border border-line bg-white p-4 sm:p-6 print:border-0 print:p-0" data-testid="quick-statement">
      <div className="flex flex-wrap gap-2 print:hidden">
        <button type="button" onClick={() => window.print()} className="min-h-11 rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800" data-testid="statement-print">
          {t('statement.print')}
        </button>
        <button type="button" onClick={onClose} className="min-h-11 rounded-lg border border-line-strong px-4 font-medium hover:bg-sunken" data-testid="statement-close">
          {t('statement.close')}
        </button>
      </div>
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 className="text-xl font-bold">{t('statement.title')}</h2>
          <p className="text-sm text-ink-muted">{t('statement.periodValue', { from: formatDay(s.from, locale), to: formatDay(s.to, locale) })}</p>
        </div>
        <PayoutStatusBadge status={s.status} />
      </header>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
        <dt className="text-ink-subtle">{t('statement.member')}</dt>
        <dd>
          {s.member.nickname} · #{s.member.memberNo}
        </dd>
        <dt className="text-ink-subtle">{t('statement.business')}</dt>
        <dd className="break-words">
          {s.invoice.businessName} ({s.invoice.businessNumber}) · {s.invoice.representative}
        </dd>
        <dt className="text-ink-subtle">{t('statement.bank')}</dt>
        <dd className="break-words">
          {bankName(s.bank.bank)} {s.bank.accountNumberMasked} ({s.bank.depositor})
        </dd>
        <dt className="text-ink-subtle">{t('statement.requestedAt')}</dt>
        <dd>{formatDateTime(s.requestedAt, locale)}</dd>
      </dl>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[28rem] text-sm">
          <thead>
            <tr className="border-b border-line-strong text-left">
              <th scope="col" className="py-2 font-medium">{t('statement.number')}</th>
              <th scope="col" className="py-2 font-medium">{t('statement.completedAt')}</th>
              <th scope="col" className="py-2 font-medium">{t('statement.types')}</th>
              <th scope="col" className="py-2 text-right font-medium">{t('statement.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {s.jobs.map((job) => (
              <tr key={job.id} className="border-b border-line" data-testid="statement-job">
                <td className="py-2 font-mono">{job.number}</td>
                <td className="py-2">{formatDateTime(job.completedAt, locale)}</td>
                <td className="py-2">{job.items.map((i) => t('lines.item', { type: typeName(i.type), count: i.count })).join(', ')}</td>
                <td className="py-2 text-right tabular-nums">{formatMoney(job.amount, job.currency, locale)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3} className="pt-2 text-left font-medium">{t('statement.amount')}</th>
              <td className="pt-2 text-right tabular-nums">{formatMoney(s.amount, s.currency, locale)}</td>
            </tr>
            <tr>
              <th scope="row" colSpan={3} className="text-left font-medium">{t('statement.fee')}</th>
              <td className="text-right tabular-nums">−{formatMoney(s.fee, s.currency, locale)}</td>
            </tr>
            <tr>
              <th scope="row" colSpan={3} className="pt-1 text-left font-bold">{t('statement.payout')}</th>
              <td className="pt-1 text-right text-base font-bold tabular-nums" data-testid="statement-payout">
                {formatMoney(s.payoutKrw, Currency.KRW, locale)}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
      {s.reason && <p className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">{t('statement.reason', { reason: s.reason })}</p>}
    </article>
  );
}
