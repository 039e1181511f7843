// The member's card at the top of My page: photo or initials in the brand's tint (with the way to
// change it), nickname, kind, approval state, e-mail, and mileage (and a T-esigner's or lab's
// earnings, kept apart: ARCHITECTURE §4).
import { ApprovalStatus } from '@dcm/shared';
import { BadgeCheck, Camera, CircleAlert, Coins, Mail, Wallet, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FileImage } from '../../../components/FileImage.tsx';
import { useLocale } from '../../../lib/format.ts';
import { formatMoney } from '../../../lib/money.ts';
import { useUserStore } from '../../../lib/user-store.ts';
import { initialsOf } from '../../profiles/index.ts';
import { useMyBalances } from '../api.ts';
import type { MemberKind } from '../kinds.ts';

/** The approval codes by name, for the catalogue. */
const APPROVAL_NAMES: Record<string, string> = {
  [ApprovalStatus.Pending]: 'pending',
  [ApprovalStatus.Approved]: 'approved',
  [ApprovalStatus.Rejected]: 'rejected',
  [ApprovalStatus.Suspended]: 'suspended',
  [ApprovalStatus.Withdrawn]: 'withdrawn',
};

function Balance({ icon: Icon, label, value, testId }: { icon: LucideIcon; label: string; value: ReactNode; testId: string }) {
  return (
    <div className="flex min-w-0 flex-col gap-1 rounded-control bg-surface px-4 py-3 ring-1 ring-line">
      <dt className="flex items-center gap-1.5 text-sm text-ink-subtle">
        <Icon aria-hidden className="size-4 text-brand-600" />
        {label}
      </dt>
      <dd className="truncate text-lg font-bold text-ink tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

export function MemberCard({ kind }: { kind: MemberKind }) {
  const { t } = useTranslation('mypage');
  const locale = useLocale();
  const user = useUserStore((s) => s.user);
  const balances = useMyBalances(!!user);
  if (!user) return null;
  const name = user.memberNickName ?? user.memberName;
  const approval = APPROVAL_NAMES[user.memberApprovalSe] ?? 'pending';
  const approved = user.memberApprovalSe === ApprovalStatus.Approved;
  const currency = balances.data?.currency;
  const figure = (amount: number | undefined) =>
    balances.isPending ? <span aria-hidden className="inline-block h-6 w-24 animate-pulse rounded bg-sunken align-middle" /> : amount !== undefined && currency ? formatMoney(amount, currency, locale) : '—';
  const ApprovalIcon = approved ? BadgeCheck : CircleAlert;

  return (
    <section aria-label={t('card.label')} className="overflow-hidden rounded-card border border-line bg-surface shadow-card" data-testid="member-card">
      <div className="flex flex-col gap-5 bg-linear-to-br from-brand-50 via-surface to-surface p-5 sm:p-6 md:flex-row md:items-center">
        <div className="flex min-w-0 items-center gap-4 md:flex-1">
          {user.memberProfileImage ? (
            <FileImage src={user.memberProfileImage} alt={t('card.photoAlt', { name })} className="size-18 shrink-0 rounded-full object-cover ring-4 ring-surface sm:size-20" data-testid="member-card-photo" />
          ) : (
            <span aria-hidden className="flex size-18 shrink-0 items-center justify-center rounded-full bg-brand-100 text-2xl font-bold text-brand-800 ring-4 ring-surface sm:size-20">
              {initialsOf(name)}
            </span>
          )}
          <div className="flex min-w-0 flex-col gap-1.5">
            <p className="text-heading font-bold break-words text-ink" data-testid="member-card-nickname">
              {name}
            </p>
            <p className="flex flex-wrap items-center gap-1.5">
              <span className="rounded-full bg-brand-700 px-2.5 py-0.5 text-xs font-semibold text-white" data-testid="member-card-kind">
                {t(`kind.${kind}`)}
              </span>
              <span
                className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${approved ? 'bg-success-50 text-success-800 ring-success-200' : 'bg-warning-50 text-warning-800 ring-warning-200'}`}
                data-testid="member-card-approval"
              >
                <ApprovalIcon aria-hidden className="size-3.5" />
                {t(`approval.${approval}`)}
              </span>
            </p>
            <p className="flex min-w-0 items-center gap-1.5 text-sm text-ink-muted">
              <Mail aria-hidden className="size-4 shrink-0 text-ink-subtle" />
              <span className="sr-only">{t('card.email')} </span>
              <span className="break-all" data-testid="member-card-email">
                {user.memberEmail}
              </span>
            </p>
            <Link
              to="/mypage/modify#image"
              className="-ml-1 inline-flex min-h-11 items-center gap-1.5 self-start rounded-control px-1 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
              data-testid="member-card-change-photo"
            >
              <Camera aria-hidden className="size-4" />
              {t('card.changeImage')}
            </Link>
          </div>
        </div>
        <dl className={`grid gap-2.5 md:w-72 ${kind === 'client' ? 'grid-cols-1' : 'grid-cols-2 md:grid-cols-1'}`}>
          <Balance icon={Wallet} label={t('card.mileage')} value={figure(balances.data && currency ? balances.data.clientMileage[currency] : undefined)} testId="member-card-mileage" />
          {kind !== 'client' && (
            <Balance icon={Coins} label={t('card.earnings')} value={figure(balances.data && currency ? balances.data.designerEarnings[currency] : undefined)} testId="member-card-earnings" />
          )}
        </dl>
      </div>
    </section>
  );
}
