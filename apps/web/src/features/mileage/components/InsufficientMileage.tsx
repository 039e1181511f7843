// SPEC §8 "insufficient mileage, with a prompt to charge": what a payment page (orders, quick) shows
// when the server answers 409 INSUFFICIENT_MILEAGE. It says how much is missing and links to the
// charge page with exactly that amount filled in and the way back to this page. The page showing it
// lists the `mileage` namespace in its own useTranslation, so the catalogue loads with the page.
import { ErrorCode, MoneyFields, type Money } from '@dcm/shared';
import { AxiosError } from 'axios';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useLocale } from '../../../lib/format.ts';
import { formatMoney } from '../../../lib/money.ts';

/** The amount a payment lacks, from a 409 INSUFFICIENT_MILEAGE answer (`error.details.shortfall`); null for any other error. */
export function shortfallOf(error: unknown): Money | null {
  if (!(error instanceof AxiosError)) return null;
  const body = error.response?.data as { error?: { code?: string; details?: { shortfall?: unknown } } } | undefined;
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
    <div role="alert" className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between" data-testid="insufficient-mileage">
      <div className="min-w-0">
        <p className="font-semibold text-amber-900">{t('errors:INSUFFICIENT_MILEAGE')}</p>
        <p className="mt-1 text-sm text-amber-900">{t('mileage:insufficient.body', { amount })}</p>
      </div>
      <Link
        to={chargePathFor(shortfall, location.pathname + location.search)}
        className="inline-flex min-h-11 shrink-0 items-center justify-center rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
      >
        {t('mileage:insufficient.charge', { amount })}
      </Link>
    </div>
  );
}
