// How a profile's figures read: a price of the price table (whole won or dollars) as money, and the
// response time as "about N hours/minutes".
import { Currency, type Locale } from '@dcm/shared';
import type { TFunction } from 'i18next';
import { formatMoney } from '../../lib/money.ts';

/** Prices are typed in whole units of the currency (won, dollars); money is formatted from minor units. */
export const formatPrice = (price: number, currency: Currency, locale: Locale) =>
  formatMoney(currency === Currency.USD ? price * 100 : price, currency, locale, { whole: true });

/** null (no answer yet) → "no answers yet"; under an hour in minutes, under two days in hours, then days. */
export function formatResponse(t: TFunction, minutes: number | null): string {
  if (minutes === null) return t('profiles:stats.noAnswers');
  if (minutes < 1) return t('profiles:stats.underMinute');
  if (minutes < 60) return minutes === 1 ? t('profiles:stats.aboutMinute') : t('profiles:stats.aboutMinutes', { count: minutes });
  const hours = Math.round(minutes / 60);
  if (hours < 48) return hours === 1 ? t('profiles:stats.aboutHour') : t('profiles:stats.aboutHours', { count: hours });
  return t('profiles:stats.aboutDays', { count: Math.round(hours / 24) });
}
