// The one complete referral a quick request carries: the chosen one shown as a request shows it
// (requests' ChosenReferral, with "change"), or the client's complete, not yet requested referrals
// of the cart to pick from, a page at a time.
import { ReferralGroup, ReferralStatus, type Referral } from '@dcm/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Pagination } from '../../../components/Pagination.tsx';
import { useCodeName } from '../../../lib/codes.ts';
import { errorCodeOf } from '../../../lib/http.ts';
import { useCart } from '../../referrals/index.ts';
import { ChosenReferral } from '../../requests/index.ts';

const PAGE_SIZE = 5;

interface Props {
  chosen: Referral | null;
  onChoose: (referral: Referral | null) => void;
  error?: string;
  disabled?: boolean;
}

export function ClientReferralPicker({ chosen, onChoose, error, disabled = false }: Props) {
  const { t } = useTranslation(['quick', 'requests', 'errors']);
  const typeName = useCodeName('prosthesis');
  const [page, setPage] = useState(1);
  const cart = useCart({ group: ReferralGroup.NotRequested, page, size: PAGE_SIZE });

  if (chosen) {
    return (
      <ul className="flex flex-col gap-3" data-testid="quick-referral-chosen">
        <ChosenReferral referral={chosen} error={error} onRemove={disabled ? undefined : () => onChoose(null)} />
      </ul>
    );
  }

  const complete = (cart.data?.items ?? []).filter((r) => r.status === ReferralStatus.Complete);
  return (
    <div className="flex flex-col gap-3" data-testid="quick-referral-picker">
      {cart.isPending ? (
        <p className="py-4 text-center text-sm text-ink-subtle">{t('quick:form.referral.loading')}</p>
      ) : cart.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {t(`errors:${errorCodeOf(cart.error)}`, { defaultValue: t('errors:INTERNAL') })}
        </p>
      ) : complete.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-line-strong bg-white px-4 py-8 text-center" data-testid="quick-no-referrals">
          <p className="text-sm text-ink-muted">{t('quick:form.referral.none')}</p>
          <Link to="/request" className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800">
            {t('quick:form.referral.write')}
          </Link>
        </div>
      ) : (
        <>
          <ul className="flex flex-col gap-2">
            {complete.map((referral) => {
              const number = referral.data.referralNumber.trim() || t('requests:referral.noNumber');
              const what = referral.data.prosthesis
                .filter((p) => p.type !== null)
                .map((p) => t('requests:referral.prosthesisItem', { name: typeName(p.type), n: p.count ?? '—' }))
                .join(', ');
              return (
                <li key={referral.id}>
                  <button
                    type="button"
                    disabled={disabled}
                    onClick={() => onChoose(referral)}
                    className="flex min-h-11 w-full flex-col items-start gap-0.5 rounded-xl border border-line bg-white px-4 py-3 text-left hover:border-brand-300 hover:bg-brand-50 disabled:opacity-60"
                    data-testid="quick-referral-option"
                    aria-label={t('quick:form.referral.chooseNamed', { name: number })}
                  >
                    <span className="break-all font-semibold">{number}</span>
                    <span className="break-words text-sm text-ink-muted">{what}</span>
                  </button>
                </li>
              );
            })}
          </ul>
          <Pagination page={page} size={PAGE_SIZE} total={cart.data.total} onPage={setPage} />
        </>
      )}
      {error && (
        <p className="text-sm text-red-600" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
