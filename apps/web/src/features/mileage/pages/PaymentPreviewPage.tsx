// /paymentpub, /paymentPub and /paymentView (SPEC §2): the payment screens as the signed-in member
// has them — their mileage and what a charge may be (the payment options), and on /paymentView their
// latest charges — with the way to /mileageCharge. A signed-out visitor, a member who does not charge
// (a T-esigner, the operator), or a member while payments run in test mode sees the same screens as a
// clearly labelled sample with sample figures.
import { CHARGE_MIN, Currency, MONEY_MAX, PaymentProviderName, type ChargeItem, type MileageBalances, type PaymentOptions } from '@dcm/shared';
import { CreditCard, Info, Wallet } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/EmptyState.tsx';
import { ErrorState } from '../../../components/ui/ErrorState.tsx';
import { Page } from '../../../components/ui/Page.tsx';
import { PageHeader } from '../../../components/ui/PageHeader.tsx';
import { getToken } from '../../../lib/browser-storage.ts';
import { formatDateTime, useLocale } from '../../../lib/format.ts';
import { formatMoney } from '../../../lib/money.ts';
import { useViewer } from '../../../lib/viewer.ts';
import { useMileageBalances, usePaymentOptions } from '../api.ts';
import { useChargeList } from '../history-api.ts';
import { primary as primaryButton, secondary } from '../components/charge-buttons.ts';
import { MileageSkeleton } from '../components/MileageSkeleton.tsx';

/** How many of the latest charges /paymentView shows; the rest are on /mileage. */
const LATEST_CHARGES = 5;

/** Why the sample shows instead of the member's own figures. */
type SampleReason = 'guest' | 'notPayer' | 'testMode';

interface Props {
  /** `charges` adds the latest charges below the payment screen (/paymentView). */
  view?: 'payment' | 'charges';
}

const primary = `${primaryButton} min-h-12 w-full text-base sm:w-auto sm:self-start`;

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
    <Page width="reading">
      <div className="flex flex-col gap-6" data-testid="payment-preview" data-view={view}>
        <PageHeader title={t(`preview.title.${view}`)} subtitle={t('preview.intro')} />
        {payer ? <MemberPreview view={view} /> : <SampleScreens view={view} reason={signedIn ? 'notPayer' : 'guest'} />}
      </div>
    </Page>
  );
}

/** The member's own screens, once the payment options say how payments run. */
function MemberPreview({ view }: Required<Props>) {
  const { t } = useTranslation(['mileage', 'errors']);
  const options = usePaymentOptions();

  if (options.isPending) return <MileageSkeleton label={t('mileage:loading')} rows={2} />;
  if (options.isError) return <ErrorState error={options.error} onRetry={() => void options.refetch()} retrying={options.isFetching} testId="preview-error" />;
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
  if (list.isPending) return <MileageSkeleton label={t('mileage:loading')} rows={3} />;
  if (list.isError) return <ErrorState error={list.error} onRetry={() => void list.refetch()} retrying={list.isFetching} testId="preview-charges-error" />;
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
      <aside className="flex gap-3 rounded-card bg-warning-50 p-4 text-sm text-warning-800 ring-1 ring-warning-200" data-testid="payment-sample" data-reason={reason}>
        <Info aria-hidden className="mt-0.5 size-5 shrink-0 text-warning-700" />
        <div className="min-w-0">
          <p className="font-bold">{t('preview.sample.title')}</p>
          <p className="mt-1">{t(`preview.sample.${reason}`)}</p>
          {reason === 'guest' && (
            <Link to="/login" state={{ from: view === 'charges' ? '/paymentView' : '/paymentpub' }} className="mt-1 inline-flex min-h-11 items-center font-semibold underline underline-offset-2">
              {t('preview.signIn')}
            </Link>
          )}
          {reason === 'testMode' && (
            <Link to="/mileage" className="mt-1 inline-flex min-h-11 items-center font-semibold underline underline-offset-2">
              {t('preview.ownHistory')}
            </Link>
          )}
        </div>
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
    <div className="flex flex-col gap-5 rounded-card border border-line bg-surface p-4 shadow-card sm:p-6" data-testid="preview-payment">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-control bg-gradient-to-br from-brand-50 to-surface px-4 py-4 ring-1 ring-brand-100">
        <span className="flex items-center gap-2.5 font-semibold text-brand-900">
          <span aria-hidden className="flex size-9 items-center justify-center rounded-full bg-brand-700 text-white">
            <Wallet className="size-5" />
          </span>
          <span>{sample ? t('preview.sampleBalance') : t('balance.label')}</span>
        </span>
        <span className="text-2xl font-extrabold tracking-tight text-ink tabular-nums" data-testid="mileage-balance">
          {balance === undefined ? <span aria-hidden className="inline-block h-7 w-28 animate-pulse rounded-control bg-brand-100 align-middle" /> : money(balance)}
        </span>
      </div>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-y-4">
        <dt className="font-medium text-ink-subtle">{t('preview.currency')}</dt>
        <dd className="mb-3 text-ink sm:mb-0" data-testid="preview-currency">
          {t(`preview.currencyName.${options.currency}`)}
        </dd>
        <dt className="font-medium text-ink-subtle">{t('charge.method.label')}</dt>
        <dd className="mb-3 sm:mb-0">
          <span className="block font-semibold text-ink" data-testid="preview-provider">
            {t(`charge.method.window.${options.provider}`)}
          </span>
          <span className="block text-ink-muted">{t(`charge.method.windowHint.${options.provider}`)}</span>
          <span className="block text-ink-muted">{options.cardsSupported ? t('preview.cards.yes') : t('preview.cards.no')}</span>
        </dd>
        <dt className="font-medium text-ink-subtle">{t('preview.limits')}</dt>
        <dd className="text-ink tabular-nums" data-testid="preview-limits">
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
        <h2 className="text-heading font-bold text-ink">{sample ? t('mileage:preview.charges.sampleTitle') : t('mileage:preview.charges.title')}</h2>
        {!sample && total > 0 && <span className="text-sm text-ink-muted">{t('mileage:preview.charges.total', { count: total })}</span>}
      </div>
      {charges.length === 0 ? (
        <EmptyState illustration="wallet" title={t('mileage:preview.charges.empty')} testId="preview-charges-empty" />
      ) : (
        <ul className="divide-y divide-line overflow-hidden rounded-card border border-line bg-surface shadow-card">
          {charges.map((charge) => (
            <li key={charge.id} className="flex items-center gap-3 px-4 py-3 sm:px-5" data-testid="preview-charge">
              <span aria-hidden className="flex size-10 shrink-0 items-center justify-center rounded-full bg-success-50 text-success-700">
                <CreditCard className="size-5" />
              </span>
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="text-sm font-semibold text-ink">
                  {t(`mileageHistory:chargeStatus.${charge.status}`)} ·{' '}
                  {charge.cardLastFour ? t('mileageHistory:charges.card', { lastFour: charge.cardLastFour }) : t(`mileageHistory:provider.${charge.provider}`)}
                </span>
                <time dateTime={charge.confirmedAt ?? charge.createdAt} className="text-xs text-ink-subtle tabular-nums">
                  {formatDateTime(charge.confirmedAt ?? charge.createdAt, locale)}
                </time>
              </span>
              <span className="shrink-0 text-lg font-bold text-success-700 tabular-nums">{formatMoney(charge.amount, charge.currency, locale)}</span>
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
