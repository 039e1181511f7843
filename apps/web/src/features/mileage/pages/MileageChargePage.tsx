// /mileageCharge: the client charges mileage in their currency, with a registered card (confirmed at
// once) or in the provider's payment window (Toss for KRW, PayPal for USD), or with the test provider
// when no keys are set. `?amount&currency` fill in an amount (what a payment lacked) and `?returnTo`
// leads back to that payment. The provider sends the browser back here with `?chargeId` and either
// its success parameters (→ confirm) or a cancel or failure (→ abandon: no mileage is charged).
import { CircleX, LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/ui/Page.tsx';
import { PageHeader } from '../../../components/ui/PageHeader.tsx';
import { ErrorState } from '../../../components/ui/ErrorState.tsx';
import { errorCodeOf } from '../../../lib/http.ts';
import { useMileageBalances, usePaymentOptions } from '../api.ts';
import { BalanceCard } from '../components/BalanceCard.tsx';
import { ChargeDone } from '../components/ChargeDone.tsx';
import { ChargeForm } from '../components/ChargeForm.tsx';
import { primary, secondary } from '../components/charge-buttons.ts';
import { MileageSkeleton } from '../components/MileageSkeleton.tsx';
import { TestModeNotice } from '../components/TestModeNotice.tsx';
import { useChargeOutcome } from '../use-charge-outcome.ts';

export default function MileageChargePage() {
  const { t } = useTranslation(['mileage', 'common', 'errors']);
  const options = usePaymentOptions();
  const balances = useMileageBalances();
  const { providerReturn, start, finished, returnTo, confirm, onConfirmed, chargeAgain, backToForm, retryConfirm } = useChargeOutcome();
  const currency = options.data?.currency;
  const panel = (border: string) => `flex flex-col items-center gap-4 rounded-card border ${border} bg-surface px-4 py-10 text-center shadow-card`;

  let content;
  if (finished) {
    content = <ChargeDone answer={finished} returnTo={returnTo} onAgain={chargeAgain} />;
  } else if (providerReturn?.kind === 'confirm' && (confirm.isError || confirm.isSuccess)) {
    content = (
      <div role="alert" className={panel('border-danger-200')} data-testid="confirm-failed">
        <span aria-hidden className="flex size-14 items-center justify-center rounded-full bg-danger-50 text-danger-700">
          <CircleX className="size-7" />
        </span>
        <p className="font-semibold text-danger-700">
          {confirm.isError ? t(`errors:${errorCodeOf(confirm.error)}`, { defaultValue: t('errors:INTERNAL') }) : t('errors:PAYMENT_FAILED')}
        </p>
        <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
          {confirm.isError && (
            <button type="button" onClick={retryConfirm} className={primary}>
              {t('mileage:confirm.retry')}
            </button>
          )}
          <button type="button" onClick={backToForm} className={secondary}>
            {t('mileage:confirm.backToForm')}
          </button>
        </div>
      </div>
    );
  } else if (providerReturn?.kind === 'confirm') {
    content = (
      <div role="status" className={panel('border-line')} data-testid="confirming">
        <LoaderCircle aria-hidden className="size-10 animate-spin text-brand-700" />
        <p className="font-semibold text-ink">{t('mileage:confirm.progress')}</p>
        <p className="text-sm text-ink-subtle">{t('mileage:confirm.wait')}</p>
      </div>
    );
  } else if (options.isError) {
    content = <ErrorState error={options.error} onRetry={() => void options.refetch()} retrying={options.isFetching} testId="options-error" />;
  } else if (options.isPending) {
    content = <MileageSkeleton label={t('mileage:loading')} rows={2} />;
  } else {
    content = (
      <ChargeForm
        options={options.data}
        start={start}
        stop={providerReturn?.kind === 'abandon' ? providerReturn.stop : null}
        onConfirmed={onConfirmed}
      />
    );
  }

  return (
    <Page width="reading" testId="mileage-charge">
      <PageHeader title={t('mileage:charge.title')} subtitle={t('mileage:charge.intro')} />
      {currency && <BalanceCard currency={currency} balance={finished?.currency === currency ? finished.balance : balances.data?.clientMileage[currency]} />}
      {options.data?.testMode && <TestModeNotice what="charge" />}
      {content}
    </Page>
  );
}
