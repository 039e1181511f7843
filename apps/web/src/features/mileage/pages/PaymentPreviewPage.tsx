// /paymentpub, /paymentPub and /paymentView (SPEC §2): the payment screens as the signed-in member
// has them — their mileage and what a charge may be (the payment options), and on /paymentView their
// latest charges — with the way to /mileageCharge. A signed-out visitor, a member who does not charge
// (a T-esigner, the operator), or a member while payments run in test mode sees the same screens as a
// clearly labelled sample with sample figures.
import { CHARGE_MIN, Currency, MONEY_MAX, PaymentProviderName, type ChargeItem, type MileageBalances, type PaymentOptions } from '@dcm/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getToken } from '../../../lib/browser-storage.ts';
import { formatDateTime, useLocale } from '../../../lib/format.ts';
import { errorCodeOf } from '../../../lib/http.ts';
import { formatMoney } from '../../../lib/money.ts';
import { useViewer } from '../../../lib/viewer.ts';
import { useMileageBalances, usePaymentOptions } from '../api.ts';
import { useChargeList } from '../history-api.ts';

/** How many of the latest charges /paymentView shows; the rest are on /mileage. */
const LATEST_CHARGES = 5;

/** Why the sample shows instead of the member's own figures. */
type SampleReason = 'guest' | 'notPayer' | 'testMode';

interface Props {
  /** `charges` adds the latest charges below the payment screen (/paymentView). */
  view?: 'payment' | 'charges';
}

const link = 'inline-flex min-h-11 items-center justify-center rounded-lg px-4 font-semibold';
const primary = `${link} w-full bg-brand-700 text-white hover:bg-brand-800 sm:w-auto`;
const secondary = `${link} border border-slate-300 bg-white font-medium text-slate-800 hover:bg-slate-100`;

// ---- Sample figures: fixed amounts in the currency a visitor of this language would pay in ----

function sampleOptions(locale: 'ko' | 'en'): PaymentOptions {
  const currency = locale === 'ko' ? Currency.KRW : Currency.USD;
  return {
    currency,
    provider: currency === Currency.KRW ? PaymentProviderName.toss : PaymentProviderName.paypal,
    testMode: false,
    min: CHARGE_MIN[currency],
    max: MONEY_MAX[currency],
    cardsSupported: currency === Currency.KRW,
  };
}

const SAMPLE_BALANCE: Record<Currency, number> = { [Currency.KRW]: 125_000, [Currency.USD]: 12_500 };
const SAMPLE_CHARGES: Record<Currency, number[]> = { [Currency.KRW]: [100_000, 50_000, 30_000], [Currency.USD]: [10_000, 5_000, 3_000] };

/** Three sample charges, a few days apart up to now; one paid with a registered card when cards are taken. */
function sampleCharges(options: PaymentOptions): ChargeItem[] {
  const day = 24 * 60 * 60_000;
  return SAMPLE_CHARGES[options.currency].map((amount, i) => {
    const at = new Date(Date.now() - (i * 9 + 2) * day).toISOString();
    return {
      id: `00000000-0000-4000-8000-00000000000${i + 1}`,
      provider: options.provider,
      amount,
      currency: options.currency,
      status: 'confirmed',
      cardLastFour: options.cardsSupported && i === 0 ? '4242' : null,
      createdAt: at,
      confirmedAt: at,
      refundableUntil: null,
      refundBlock: null,
      refund: null,
    };
  });
}

// ---- The page ----

export default function PaymentPreviewPage({ view = 'payment' }: Props) {
  const { t } = useTranslation('mileage');
  const viewer = useViewer();
  const signedIn = !!viewer && !!getToken();
  const payer = signedIn && (viewer.kind === 'client' || viewer.kind === 'lab');

  return (
    <section className="mx-auto w-full max-w-xl px-4 py-6 sm:py-10" data-testid="payment-preview" data-view={view}>
      <div className="mb-6">
        <h1 className="text-2xl font-bold">{t(`preview.title.${view}`)}</h1>
        <p className="mt-2 text-slate-600">{t('preview.intro')}</p>
      </div>
      {payer ? <MemberPreview view={view} /> : <SampleScreens view={view} reason={signedIn ? 'notPayer' : 'guest'} />}
    </section>
  );
}

/** The member's own screens, once the payment options say how payments run. */
function MemberPreview({ view }: Required<Props>) {
  const { t } = useTranslation(['mileage', 'errors']);
  const options = usePaymentOptions();

  if (options.isPending) return <p className="py-10 text-center text-sm text-slate-500">{t('mileage:loading')}</p>;
  if (options.isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-slate-300 bg-white px-4 py-10 text-center" data-testid="preview-error">
        <p className="font-semibold">{t(`errors:${errorCodeOf(options.error)}`, { defaultValue: t('errors:INTERNAL') })}</p>
        <button type="button" onClick={() => void options.refetch()} className={secondary}>
          {t('mileage:retry')}
        </button>
      </div>
    );
  }
  // Test mode: nothing real is paid, so the screens are a sample; the options are the member's own.
  if (options.data.testMode) return <SampleScreens view={view} reason="testMode" options={options.data} />;
  return <MemberScreens view={view} options={options.data} />;
}

const balanceOf = (balances: MileageBalances | undefined, currency: Currency) => balances?.clientMileage[currency];

function MemberScreens({ view, options }: Required<Props> & { options: PaymentOptions }) {
  const balances = useMileageBalances();
  return (
    <div className="flex flex-col gap-6" data-mode="member">
      <PaymentScreen options={options} balance={balanceOf(balances.data, options.currency)} />
      {view === 'charges' && <MemberCharges />}
    </div>
  );
}

function MemberCharges() {
  const { t } = useTranslation(['mileage', 'errors']);
  const list = useChargeList(1, LATEST_CHARGES);
  if (list.isPending) return <p className="py-6 text-center text-sm text-slate-500">{t('mileage:loading')}</p>;
  if (list.isError) {
    return (
      <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
        {t(`errors:${errorCodeOf(list.error)}`, { defaultValue: t('errors:INTERNAL') })}
      </p>
    );
  }
  return <LatestCharges charges={list.data.items} total={list.data.total} />;
}

/** The same screens with sample figures, under a label that says so and why. */
function SampleScreens({ view, reason, options }: Required<Props> & { reason: SampleReason; options?: PaymentOptions }) {
  const { t } = useTranslation('mileage');
  const locale = useLocale();
  const shown = options ?? sampleOptions(locale);
  // Made once, so the sample's dates do not move while the page is open.
  const [charges] = useState(() => sampleCharges(shown));
  return (
    <div className="flex flex-col gap-6" data-mode="sample">
      <aside className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900" data-testid="payment-sample" data-reason={reason}>
        <p className="font-bold">{t('preview.sample.title')}</p>
        <p className="mt-1">{t(`preview.sample.${reason}`)}</p>
        {reason === 'guest' && (
          <Link to="/login" state={{ from: view === 'charges' ? '/paymentView' : '/paymentpub' }} className="mt-2 inline-flex min-h-11 items-center font-semibold text-amber-900 underline">
            {t('preview.signIn')}
          </Link>
        )}
        {reason === 'testMode' && (
          <Link to="/mileage" className="mt-2 inline-flex min-h-11 items-center font-semibold text-amber-900 underline">
            {t('preview.ownHistory')}
          </Link>
        )}
      </aside>
      <PaymentScreen options={shown} balance={SAMPLE_BALANCE[shown.currency]} sample />
      {view === 'charges' && <LatestCharges charges={charges} total={charges.length} sample />}
    </div>
  );
}

// ---- The screens ----

function PaymentScreen({ options, balance, sample = false }: { options: PaymentOptions; balance: number | undefined; sample?: boolean }) {
  const { t } = useTranslation('mileage');
  const locale = useLocale();
  const money = (minor: number) => formatMoney(minor, options.currency, locale);
  return (
    <div className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6" data-testid="preview-payment">
      <div className="flex flex-wrap items-baseline justify-between gap-2 rounded-xl bg-brand-50 px-4 py-3">
        <span className="text-sm font-medium text-brand-800">{sample ? t('preview.sampleBalance') : t('balance.label')}</span>
        <span className="text-xl font-bold tabular-nums text-brand-800" data-testid="mileage-balance">
          {balance === undefined ? '…' : money(balance)}
        </span>
      </div>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-3 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-slate-500">{t('preview.currency')}</dt>
        <dd data-testid="preview-currency">{t(`preview.currencyName.${options.currency}`)}</dd>
        <dt className="font-medium text-slate-500">{t('charge.method.label')}</dt>
        <dd>
          <span className="block font-medium" data-testid="preview-provider">
            {t(`charge.method.window.${options.provider}`)}
          </span>
          <span className="block text-slate-500">{t(`charge.method.windowHint.${options.provider}`)}</span>
          <span className="block text-slate-500">{options.cardsSupported ? t('preview.cards.yes') : t('preview.cards.no')}</span>
        </dd>
        <dt className="font-medium text-slate-500">{t('preview.limits')}</dt>
        <dd className="tabular-nums" data-testid="preview-limits">
          {t('charge.amount.limits', { min: money(options.min), max: money(options.max) })}
        </dd>
      </dl>
      <Link to="/mileageCharge" className={primary} data-testid="preview-charge-link">
        {t('preview.toCharge')}
      </Link>
    </div>
  );
}

function LatestCharges({ charges, total, sample = false }: { charges: ChargeItem[]; total: number; sample?: boolean }) {
  const { t } = useTranslation(['mileage', 'mileageHistory']);
  const locale = useLocale();
  return (
    <div className="flex flex-col gap-3" data-testid="preview-charges">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-bold">{sample ? t('mileage:preview.charges.sampleTitle') : t('mileage:preview.charges.title')}</h2>
        {!sample && total > 0 && <span className="text-xs text-slate-500">{t('mileage:preview.charges.total', { count: total })}</span>}
      </div>
      {charges.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-8 text-center text-sm text-slate-600" data-testid="preview-charges-empty">
          {t('mileage:preview.charges.empty')}
        </p>
      ) : (
        <ul className="flex flex-col gap-2">
          {charges.map((charge) => (
            <li key={charge.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 rounded-xl border border-slate-200 bg-white px-4 py-3" data-testid="preview-charge">
              <span className="flex min-w-0 flex-col">
                <span className="text-sm font-medium">
                  {t(`mileageHistory:chargeStatus.${charge.status}`)} ·{' '}
                  {charge.cardLastFour ? t('mileageHistory:charges.card', { lastFour: charge.cardLastFour }) : t(`mileageHistory:provider.${charge.provider}`)}
                </span>
                <time dateTime={charge.confirmedAt ?? charge.createdAt} className="text-xs text-slate-500">
                  {formatDateTime(charge.confirmedAt ?? charge.createdAt, locale)}
                </time>
              </span>
              <span className="text-lg font-bold tabular-nums">{formatMoney(charge.amount, charge.currency, locale)}</span>
            </li>
          ))}
        </ul>
      )}
      {!sample && (
        <Link to="/mileage?tab=charges" className={`${secondary} self-start`}>
          {t('mileage:preview.charges.all')}
        </Link>
      )}
    </div>
  );
}
