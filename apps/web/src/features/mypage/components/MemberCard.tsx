// The member's card at the top of My page: photo (with the way to change it), nickname, kind,
// e-mail and mileage (and a T-esigner's or lab's earnings, kept apart: ARCHITECTURE §4).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FileImage } from '../../../components/FileImage.tsx';
import { useLocale } from '../../../lib/format.ts';
import { formatMoney } from '../../../lib/money.ts';
import { useUserStore } from '../../../lib/user-store.ts';
import { useMyBalances } from '../api.ts';
import type { MemberKind } from '../kinds.ts';

export function MemberCard({ kind }: { kind: MemberKind }) {
  const { t } = useTranslation('mypage');
  const locale = useLocale();
  const user = useUserStore((s) => s.user);
  const balances = useMyBalances(!!user);
  if (!user) return null;
  const name = user.memberNickName ?? user.memberName;
  const currency = balances.data?.currency;
  const mileage = balances.data && currency ? formatMoney(balances.data.clientMileage[currency], currency, locale) : '—';
  const earnings = balances.data && currency ? formatMoney(balances.data.designerEarnings[currency], currency, locale) : '—';

  return (
    <section className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center sm:p-6" data-testid="member-card">
      <div className="flex items-center gap-4 sm:flex-1">
        <div className="flex shrink-0 flex-col items-center gap-1">
          {user.memberProfileImage ? (
            <FileImage src={user.memberProfileImage} alt={t('card.photoAlt', { name })} className="size-20 rounded-full object-cover" data-testid="member-card-photo" />
          ) : (
            <span aria-hidden className="flex size-20 items-center justify-center rounded-full bg-brand-100 text-2xl font-bold text-brand-800">
              {[...name][0]?.toUpperCase()}
            </span>
          )}
          <Link to="/mypage/modify#image" className="min-h-11 content-center px-2 text-sm font-medium text-brand-700 underline-offset-2 hover:underline" data-testid="member-card-change-photo">
            {t('card.changeImage')}
          </Link>
        </div>
        <div className="flex min-w-0 flex-col gap-1">
          <p className="break-words text-xl font-bold" data-testid="member-card-nickname">
            {name}
          </p>
          <p>
            <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-sm font-medium text-brand-800" data-testid="member-card-kind">
              {t(`kind.${kind}`)}
            </span>
          </p>
          <p className="break-all text-sm text-slate-600">
            <span className="sr-only">{t('card.email')} </span>
            <span data-testid="member-card-email">{user.memberEmail}</span>
          </p>
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-3 rounded-xl bg-slate-50 p-3 sm:min-w-56 sm:grid-cols-1">
        <div>
          <dt className="text-sm text-slate-500">{t('card.mileage')}</dt>
          <dd className="text-lg font-bold tabular-nums" data-testid="member-card-mileage">
            {mileage}
          </dd>
        </div>
        {kind !== 'client' && (
          <div>
            <dt className="text-sm text-slate-500">{t('card.earnings')}</dt>
            <dd className="text-lg font-bold tabular-nums" data-testid="member-card-earnings">
              {earnings}
            </dd>
          </div>
        )}
      </dl>
    </section>
  );
}
