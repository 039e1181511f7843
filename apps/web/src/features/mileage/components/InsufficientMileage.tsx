// SPEC §8 "insufficient mileage, with a prompt to charge": what a payment page (orders, quick) shows
// when the server answers 409 INSUFFICIENT_MILEAGE. It says how much is missing and links to the
// charge page with exactly that amount filled in and the way back to this page. The page showing it
// lists the `mileage` namespace in its own useTranslation, so the catalogue loads with the page.
import { ErrorCode, MoneyFields, type Money } from '@dcm/shared';
import { Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useLocale } from '../../../lib/format.ts';
import { HttpError } from '../../../lib/http.ts';
import { formatMoney } from '../../../lib/money.ts';
import { primary } from './charge-buttons.ts';

/** The amount a payment lacks, from a 409 INSUFFICIENT_MILEAGE answer (`error.details.shortfall`); null for any other error. */
export function shortfallOf(error: unknown): Money | null {
  if (!(error instanceof HttpError)) return null;
  const body = error.body as { error?: { code?: string; details?: { shortfall?: unknown } } } | undefined;
  if (body?.error?.code !== ErrorCode.InsufficientMileage) return null;
  const parsed = MoneyFields.safeParse(body.error.details?.shortfall);
  return parsed.success ? parsed.data : null;
}

/** The charge page with the missing amount filled in and `returnTo` naming the page to come back to. */
export function chargePathFor(shortfall: Money, returnTo: string): string {
  const query = new URLSearchParams({ amount: String(shortfall.amount), currency: shortfall.currency, returnTo });
  return `/mileageCharge?${query.toString()}`;
}

interface Props {
  /** The failed payment's error; nothing shows unless it is INSUFFICIENT_MILEAGE with a shortfall. */
  error: unknown;
}

export function InsufficientMileage({ error }: Props) {
  const { t } = useTranslation(['mileage', 'errors']);
  const locale = useLocale();
  const location = useLocation();
  const shortfall = shortfallOf(error);
  if (!shortfall) return null;
  const amount = formatMoney(shortfall.amount, shortfall.currency, locale);

  return (
    <div role="alert" className="flex flex-col gap-3 rounded-card bg-warning-50 p-4 ring-1 ring-warning-200 sm:flex-row sm:items-center sm:justify-between" data-testid="insufficient-mileage">
      <div className="flex min-w-0 gap-3">
        <Wallet aria-hidden className="mt-0.5 size-5 shrink-0 text-warning-700" />
        <div className="min-w-0">
          <p className="font-semibold text-warning-800">{t('errors:INSUFFICIENT_MILEAGE')}</p>
          <p className="mt-1 text-sm text-warning-800">{t('mileage:insufficient.body', { amount })}</p>
        </div>
      </div>
      <Link to={chargePathFor(shortfall, location.pathname + location.search)} className={`${primary} shrink-0`}>
        {t('mileage:insufficient.charge', { amount })}
      </Link>
    </div>
  );
}
