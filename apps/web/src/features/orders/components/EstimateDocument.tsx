// The quotation an order was made from, as a document (issue 30): what the two parties agreed in it,
// laid out to be read on screen and printed on A4 (estimate-print.css). The referral lines say what
// was asked (types, teeth, counts); the quoted lines are in won, as quotations are (decision 16),
// and the amount payable is the order's, in the client's currency, with the rate for a USD client.
import { Currency, formatCaseName, type OrderEstimate } from '@dcm/shared';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/Card.tsx';
import { useCodeName } from '../../../lib/codes.ts';
import { formatDateTime, formatDay, useLocale } from '../../../lib/format.ts';
import { formatMoney, formatRate } from '../../../lib/money.ts';
import { useViewerTimeZone } from '../../../lib/time-zone.ts';

const cell = 'px-2 py-2 align-top first:pl-0 last:pr-0';
const head = `${cell} text-xs font-semibold text-ink-muted print:text-black`;
const figure = 'text-right tabular-nums whitespace-nowrap';

function Section({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="estimate-section flex flex-col gap-2" data-testid={testId}>
      <h3 id={id} className="text-sm font-bold tracking-wide text-ink-muted uppercase print:text-black">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** A table's head row: each column's `estimate.*` label, figures aligned right. */
function TableHead({ columns }: { columns: Array<[label: string, align?: 'right']> }) {
  const { t } = useTranslation('orders');
  return (
    <thead className="border-b border-line-strong print:border-black">
      <tr>
        {columns.map(([label, align]) => (
          <th key={label} scope="col" className={align === 'right' ? `${head} text-right` : head}>
            {t(`estimate.${label}`)}
          </th>
        ))}
      </tr>
    </thead>
  );
}

export function EstimateDocument({ estimate }: { estimate: OrderEstimate }) {
  const { t } = useTranslation('orders');
  const locale = useLocale();
  const zone = useViewerTimeZone();
  const prosthesisName = useCodeName('prosthesis');
  const won = (amount: number) => formatMoney(amount, Currency.KRW, locale);
  const caseName = formatCaseName(estimate.referralNumbers, locale);
  const { quotation, conversion } = estimate;

  return (
    <Card as="article" className="flex flex-col gap-6 text-ink print:rounded-none print:border-0 print:p-0 print:text-black print:shadow-none" testId="estimate-document">
      <header className="flex flex-wrap items-start justify-between gap-x-6 gap-y-3 border-b-2 border-ink pb-4 print:border-black">
        <div className="flex min-w-0 flex-col gap-1">
          {/* Spaced as a Korean form's title is ("견 적 서"); an English one reads better in capitals. */}
          <h2 className={`text-title font-bold text-ink print:text-black ${locale === 'ko' ? 'tracking-[0.3em]' : 'tracking-wide uppercase'}`} data-testid="estimate-title">
            {t('estimate.document')}
          </h2>
          {caseName && (
            <p className="font-semibold break-words text-brand-800 print:text-black" data-testid="estimate-case">
              {caseName}
            </p>
          )}
        </div>
        <dl className="grid grid-cols-[auto_auto] gap-x-4 gap-y-1 text-sm">
          <dt className="text-ink-muted print:text-black">{t('estimate.number')}</dt>
          <dd className="font-mono font-semibold" data-testid="estimate-number">
            {quotation.number}
          </dd>
          <dt className="text-ink-muted print:text-black">{t('estimate.quotedAt')}</dt>
          <dd>
            <time dateTime={quotation.updatedAt}>{formatDay(quotation.updatedAt, locale)}</time>
          </dd>
          <dt className="text-ink-muted print:text-black">{t('estimate.orderedAt')}</dt>
          <dd>
            <time dateTime={estimate.createdAt}>{formatDay(estimate.createdAt, locale)}</time>
          </dd>
        </dl>
      </header>

      <Section title={t('estimate.parties')} testId="estimate-parties">
        <dl className="grid gap-3 sm:grid-cols-2">
          {(
            [
              ['client', estimate.client.nickname],
              ['designer', estimate.designer.nickname],
            ] as const
          ).map(([role, nickname]) => (
            <div key={role} className="rounded-control border border-line px-4 py-3 print:border-black">
              <dt className="text-xs font-semibold text-ink-muted print:text-black">{t(`estimate.${role}`)}</dt>
              <dd className="font-semibold break-words" data-testid={`estimate-${role}`}>
                {nickname}
              </dd>
            </div>
          ))}
        </dl>
      </Section>

      <Section title={t('estimate.referrals')} testId="estimate-referrals">
        <table className="w-full text-left text-sm">
          <TableHead columns={[['referralNumber'], ['prosthesis'], ['teeth'], ['count', 'right']]} />
          <tbody>
            {estimate.referrals.map((referral, i) => (
              <tr key={i} className="border-b border-line print:border-line-strong" data-testid="estimate-referral">
                <td className={`${cell} font-medium break-words`}>{referral.referralNumber || t('estimate.noNumber')}</td>
                <td className={cell}>
                  {referral.prosthesis.map((p) => (
                    <span key={p.type} className="block">
                      {prosthesisName(p.type)}
                    </span>
                  ))}
                </td>
                <td className={`${cell} tabular-nums`}>{referral.teeth.join(', ')}</td>
                <td className={`${cell} ${figure}`}>
                  {referral.prosthesis.map((p) => (
                    <span key={p.type} className="block">
                      {t('estimate.countValue', { count: p.count })}
                    </span>
                  ))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>

      <Section title={t('estimate.lines')} testId="estimate-lines">
        <table className="w-full text-left text-sm">
          <TableHead columns={[['item'], ['count', 'right'], ['unitPrice', 'right'], ['lineAmount', 'right']]} />
          <tbody>
            {estimate.items.map((item) => (
              <tr key={item.type} className="border-b border-line print:border-line-strong" data-testid="estimate-line">
                <td className={`${cell} font-medium`}>{prosthesisName(item.type)}</td>
                <td className={`${cell} ${figure}`}>{t('estimate.countValue', { count: item.count })}</td>
                <td className={`${cell} ${figure}`}>{won(item.unitPrice)}</td>
                <td className={`${cell} ${figure} font-semibold`}>{won(item.unitPrice * item.count)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3} className={`${cell} text-right font-semibold`}>
                {t('estimate.quotedTotal')}
              </th>
              <td className={`${cell} ${figure} font-bold`} data-testid="estimate-quoted-total">
                {won(quotation.total)}
              </td>
            </tr>
          </tfoot>
        </table>
      </Section>

      <div className="estimate-section flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 rounded-control bg-brand-50 px-4 py-3 print:border-2 print:border-black print:bg-white">
        <p className="font-semibold text-brand-800 print:text-black">{t('estimate.total')}</p>
        <p className="text-right">
          <strong className="text-title font-bold tabular-nums text-brand-900 print:text-black" data-testid="estimate-total">
            {formatMoney(estimate.amount, estimate.currency, locale)}
          </strong>
          {conversion && (
            <span className="block text-xs text-brand-800 print:text-black" data-testid="estimate-conversion">
              {t('estimate.conversion', { krw: won(conversion.krwAmount), rate: formatRate(conversion.krwPerUnitHundredths, locale), day: formatDay(conversion.day, locale) })}
            </span>
          )}
        </p>
      </div>

      <Section title={t('estimate.terms')} testId="estimate-terms">
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
          <dt className="text-ink-muted print:text-black">{t('estimate.deliveryAt')}</dt>
          <dd data-testid="estimate-delivery">
            <time dateTime={quotation.deliveryAt}>{formatDateTime(quotation.deliveryAt, locale)}</time>
          </dd>
          <dt className="text-ink-muted print:text-black">{t('estimate.editCount')}</dt>
          <dd data-testid="estimate-edits">{t('estimate.editCountValue', { count: estimate.editCount })}</dd>
          <dt className="text-ink-muted print:text-black">{t('estimate.warranty')}</dt>
          <dd data-testid="estimate-warranty">{t('estimate.warrantyValue', { count: estimate.warrantyDays })}</dd>
          <dt className="text-ink-muted print:text-black">{t('estimate.stage')}</dt>
          <dd data-testid="estimate-stage">{t(`status.${estimate.status}`)}</dd>
        </dl>
      </Section>

      {quotation.note && (
        <Section title={t('estimate.note')} testId="estimate-note">
          <p className="text-sm whitespace-pre-line break-words">{quotation.note}</p>
        </Section>
      )}

      <footer className="border-t border-line pt-3 text-xs text-ink-subtle print:border-black print:text-black">{t('estimate.timeZone', { zone })}</footer>
    </Card>
  );
}
