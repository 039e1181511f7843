// The top of /mileage and /mypage/payment: the member's mileage and, for T-esigners and labs, their
// earnings beside it (never added together), with the way to charge or to settle.
import { CURRENCIES, Currency, type MileageBalances } from '@dcm/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../../lib/format.ts';
import { errorCodeOf } from '../../../lib/http.ts';
import { formatMoney } from '../../../lib/money.ts';
import { useViewer } from '../../../lib/viewer.ts';
import { useMileageBalances } from '../api.ts';

export function Balances() {
  const { t } = useTranslation(['mileageHistory', 'errors']);
  const locale = useLocale();
  const viewer = useViewer();
  const balances = useMileageBalances();
  const earns = viewer?.kind === 'designer' || viewer?.kind === 'lab';
  const charges = viewer?.kind === 'client' || viewer?.kind === 'lab';
  const home = balances.data?.currency ?? Currency.KRW;

  /** The member's own currency always, the other only when it holds something. */
  const shown = (per: MileageBalances['clientMileage']) => CURRENCIES.filter((c) => c === home || per[c] !== 0);
  const amounts = (per: MileageBalances['clientMileage'], testId: string) => (
    <ul className="flex flex-col gap-0.5" data-testid={testId}>
      {shown(per).map((c) => (
        <li key={c} className="text-2xl font-bold tabular-nums" data-currency={c}>
          {formatMoney(per[c], c, locale)}
        </li>
      ))}
    </ul>
  );
  const card = 'flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:p-5';
  const action = 'inline-flex min-h-11 items-center justify-center rounded-lg px-4 text-sm font-semibold';

  return (
    <section aria-labelledby="mileage-balances-title" aria-busy={balances.isFetching}>
      <h2 id="mileage-balances-title" className="sr-only">
        {t('mileageHistory:balances.title')}
      </h2>
      {balances.isPending ? (
        <p className="rounded-xl border border-slate-200 bg-white p-5 text-sm text-slate-500">{t('mileageHistory:loading')}</p>
      ) : balances.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {t(`errors:${errorCodeOf(balances.error)}`, { defaultValue: t('errors:INTERNAL') })}
        </p>
      ) : (
        <div className={`grid gap-3 ${earns ? 'sm:grid-cols-2' : ''}`}>
          <div className={card}>
            <div>
              <h3 className="text-sm font-medium text-slate-600">{t('mileageHistory:balances.clientMileage')}</h3>
              <p className="mt-0.5 text-xs text-slate-500">{t('mileageHistory:balances.clientMileageHint')}</p>
            </div>
            {amounts(balances.data.clientMileage, 'client-mileage')}
            {charges && (
              <Link to="/mileageCharge" className={`${action} bg-brand-700 text-white hover:bg-brand-800 sm:self-start`}>
                {t('mileageHistory:balances.charge')}
              </Link>
            )}
          </div>
          {earns && (
            <div className={`${card} bg-slate-50`}>
              <div>
                <h3 className="text-sm font-medium text-slate-600">{t('mileageHistory:balances.earnings')}</h3>
                <p className="mt-0.5 text-xs text-slate-500">{t('mileageHistory:balances.earningsHint')}</p>
              </div>
              {amounts(balances.data.designerEarnings, 'designer-earnings')}
              <Link to="/mileageOffice" className={`${action} border border-brand-700 bg-white text-brand-700 hover:bg-brand-50 sm:self-start`}>
                {t('mileageHistory:balances.office')}
              </Link>
            </div>
          )}
        </div>
      )}
    </section>
  );
}
