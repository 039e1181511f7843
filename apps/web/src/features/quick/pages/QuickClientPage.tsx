// /quick/client (public): the quick lane for a client. How it works (post from a complete referral
// and pay into escrow, the first T-esigner takes it, the CAD comes back, complete or ask a remake),
// the published price per type in the viewer's currency (a visitor picks one; a member sees their
// own), the turnaround rules, and the ways in: post a quick request (a visitor signs in first) and
// the member's quick transactions.
import { Currency, type QuickTerms } from '@dcm/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageSkeleton } from '../../../components/PageStates.tsx';
import { Page } from '../../../components/ui/Page.tsx';
import { useCodeName } from '../../../lib/codes.ts';
import { useLocale } from '../../../lib/format.ts';
import { errorCodeOf } from '../../../lib/http.ts';
import { formatMoney } from '../../../lib/money.ts';
import { useViewer } from '../../../lib/viewer.ts';
import { useQuickBalances, useQuickTerms } from '../api.ts';
import { CLIENT_TRANSACTIONS_PATH } from '../components/ClientQuickFrame.tsx';
import { offeredTypes } from '../pricing.ts';

const STEPS = ['post', 'take', 'deliver', 'receive'] as const;
const primary = 'inline-flex min-h-12 items-center justify-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800';
const secondary = 'inline-flex min-h-12 items-center justify-center rounded-lg border border-brand-700 bg-white px-5 font-semibold text-brand-700 hover:bg-brand-50';

function PriceTable({ terms, currency }: { terms: QuickTerms; currency: Currency }) {
  const { t } = useTranslation('quick');
  const locale = useLocale();
  const typeName = useCodeName('prosthesis');
  const offered = offeredTypes(terms, currency);
  if (offered.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-line-strong bg-white px-4 py-6 text-center text-sm text-ink-muted" data-testid="quick-prices-empty">
        {t('landing.prices.empty')}
      </p>
    );
  }
  return (
    <table className="w-full overflow-hidden rounded-xl border border-line bg-white text-sm" data-testid="quick-prices">
      <thead className="bg-canvas text-left text-ink-muted">
        <tr>
          <th scope="col" className="px-4 py-2.5 font-medium">
            {t('landing.prices.type')}
          </th>
          <th scope="col" className="px-4 py-2.5 text-right font-medium">
            {t('landing.prices.price')}
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-line">
        {offered.map(({ type, price }) => (
          <tr key={type} data-testid="quick-price-row">
            <th scope="row" className="break-words px-4 py-2.5 text-left font-medium">
              {typeName(type)}
            </th>
            <td className="px-4 py-2.5 text-right tabular-nums">{formatMoney(price, currency, locale)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export default function QuickClientPage() {
  const { t } = useTranslation(['quick', 'errors']);
  const locale = useLocale();
  const viewer = useViewer();
  const terms = useQuickTerms();
  const balances = useQuickBalances(!!viewer);
  const [picked, setPicked] = useState<Currency>(locale === 'ko' ? Currency.KRW : Currency.USD);
  const currency = viewer && balances.data ? balances.data.currency : picked;
  const requestPath = '/quick/client/request';

  return (
    <Page width="working" className="gap-8" testId="quick-client-page">
      <header className="flex flex-col gap-3">
        <h1 className="text-2xl font-bold sm:text-3xl">{t('landing.title')}</h1>
        <p className="text-ink-muted">{t('landing.intro')}</p>
        <div className="flex flex-col gap-2 sm:flex-row">
          {viewer ? (
            <Link to={requestPath} className={primary} data-testid="quick-post">
              {t('landing.post')}
            </Link>
          ) : (
            <Link to="/login" state={{ from: requestPath }} className={primary} data-testid="quick-post">
              {t('landing.postSignIn')}
            </Link>
          )}
          {viewer ? (
            <Link to={CLIENT_TRANSACTIONS_PATH} className={secondary} data-testid="quick-transactions-link">
              {t('landing.transactions')}
            </Link>
          ) : (
            <Link to="/login" state={{ from: CLIENT_TRANSACTIONS_PATH }} className={secondary} data-testid="quick-transactions-link">
              {t('landing.transactions')}
            </Link>
          )}
        </div>
      </header>

      <section aria-labelledby="quick-how" className="flex flex-col gap-3">
        <h2 id="quick-how" className="text-lg font-bold">
          {t('landing.how.title')}
        </h2>
        <ol className="grid grid-cols-1 gap-3 md:grid-cols-4">
          {STEPS.map((step, index) => (
            <li key={step} className="flex flex-col gap-1 rounded-xl border border-line bg-white p-4" data-testid="quick-step">
              <span className="text-sm font-semibold text-brand-700">{index + 1}</span>
              <strong>{t(`landing.how.${step}.title`)}</strong>
              <p className="text-sm text-ink-muted">{t(`landing.how.${step}.body`)}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="quick-prices-title" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="quick-prices-title" className="text-lg font-bold">
            {t('landing.prices.title')}
          </h2>
          {!viewer && (
            <div role="group" aria-label={t('landing.prices.currency')} className="flex gap-1">
              {[Currency.KRW, Currency.USD].map((c) => (
                <button
                  key={c}
                  type="button"
                  aria-pressed={c === picked}
                  onClick={() => setPicked(c)}
                  className={`min-h-11 rounded-lg px-3 text-sm font-medium ${c === picked ? 'bg-brand-700 text-white' : 'border border-line-strong bg-white hover:bg-sunken'}`}
                  data-testid={`quick-currency-${c}`}
                >
                  {c}
                </button>
              ))}
            </div>
          )}
        </div>
        {terms.isPending ? (
          <PageSkeleton label={t('quick:loading')} testId="quick-prices-skeleton" shape="sections" blocks={1} />
        ) : terms.isError ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
            {t(`errors:${errorCodeOf(terms.error)}`, { defaultValue: t('errors:INTERNAL') })}
          </p>
        ) : (
          <>
            <PriceTable terms={terms.data} currency={currency} />
            <ul className="flex flex-col gap-1.5 rounded-xl bg-canvas p-4 text-sm text-ink-muted" data-testid="quick-rules">
              <li>{t('landing.rules.deadline', { count: terms.data.minDeadlineHours })}</li>
              <li>{t('landing.rules.remakes', { count: terms.data.remakeLimit })}</li>
              <li>{t('landing.rules.autoComplete', { count: terms.data.autoCompleteBusinessDays })}</li>
              <li>{t('landing.rules.escrow')}</li>
              <li>{t('landing.rules.withdraw')}</li>
              <li>{t('landing.rules.missed')}</li>
            </ul>
          </>
        )}
      </section>
    </Page>
  );
}
