// /mileageCharge: the client charges mileage in their currency, with a registered card (confirmed at
// once) or in the provider's payment window (Toss for KRW, PayPal for USD), or with the test provider
// when no keys are set. `?amount&currency` fill in an amount (what a payment lacked) and `?returnTo`
// leads back to that payment. The provider sends the browser back here with `?chargeId` and either
// its success parameters (→ confirm) or a cancel or failure (→ abandon: no mileage is charged).
import { useTranslation } from 'react-i18next';
import { errorCodeOf } from '../../../lib/http.ts';
import { useMileageBalances, usePaymentOptions } from '../api.ts';
import { BalanceCard } from '../components/BalanceCard.tsx';
import { ChargeDone } from '../components/ChargeDone.tsx';
import { ChargeForm } from '../components/ChargeForm.tsx';
import { primary, secondary } from '../components/charge-buttons.ts';
import { TestModeNotice } from '../components/TestModeNotice.tsx';
import { useChargeOutcome } from '../use-charge-outcome.ts';

export default function MileageChargePage() {
  const { t } = useTranslation(['mileage', 'common', 'errors']);
  const options = usePaymentOptions();
  const balances = useMileageBalances();
  const { providerReturn, start, finished, returnTo, confirm, onConfirmed, chargeAgain, backToForm, retryConfirm } = useChargeOutcome();
  const currency = options.data?.currency;

  let content;
  if (finished) {
    content = <ChargeDone answer={finished} returnTo={returnTo} onAgain={chargeAgain} />;
  } else if (providerReturn?.kind === 'confirm' && (confirm.isError || confirm.isSuccess)) {
    content = (
      <div role="alert" className="flex flex-col items-center gap-4 rounded-2xl border border-slate-200 bg-white px-4 py-8 text-center" data-testid="confirm-failed">
        <p className="font-semibold text-red-700">
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
      <div role="status" className="flex flex-col items-center gap-4 rounded-2xl border border-slate-200 bg-white px-4 py-10 text-center" data-testid="confirming">
        <span aria-hidden className="h-10 w-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700" />
        <p className="font-semibold">{t('mileage:confirm.progress')}</p>
        <p className="text-sm text-slate-500">{t('mileage:confirm.wait')}</p>
      </div>
    );
  } else if (options.isError) {
    content = (
      <div role="alert" className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-slate-300 bg-white px-4 py-10 text-center" data-testid="options-error">
        <p className="font-semibold">{t(`errors:${errorCodeOf(options.error)}`, { defaultValue: t('errors:INTERNAL') })}</p>
        <button type="button" onClick={() => void options.refetch()} className={secondary}>
          {t('mileage:retry')}
        </button>
      </div>
    );
  } else if (options.isPending) {
    content = <p className="py-10 text-center text-sm text-slate-500">{t('mileage:loading')}</p>;
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
    <section className="mx-auto w-full max-w-xl px-4 py-6 sm:py-10" data-testid="mileage-charge">
      <header className="mb-6 flex flex-col gap-4">
        <div>
          <h1 className="text-2xl font-bold">{t('mileage:charge.title')}</h1>
          <p className="mt-2 text-slate-600">{t('mileage:charge.intro')}</p>
        </div>
        {currency && <BalanceCard currency={currency} balance={finished?.currency === currency ? finished.balance : balances.data?.clientMileage[currency]} />}
        {options.data?.testMode && <TestModeNotice what="charge" />}
      </header>
      {content}
    </section>
  );
}
