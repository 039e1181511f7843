// One withdrawal in /admin/withdrawals: the member leaving (as they are until completion: after it
// the server has anonymised them), why, since when, how many requests the completion e-mail lists,
// and what a refused completion found open again.
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../format.ts';
import type { AdminWithdrawal, WithdrawalBlocker } from '../withdrawals-api.ts';
import { Facts, PayoutButtons, type Fact } from './SettlementCardParts.tsx';

interface Props {
  withdrawal: AdminWithdrawal;
  /** What the last completion found open, if it was refused. */
  blockers?: WithdrawalBlocker[];
  onComplete: () => void;
}

function Blockers({ blockers }: { blockers: WithdrawalBlocker[] }) {
  const { t } = useTranslation('admin');
  return (
    <div role="alert" className="mt-3 rounded-xl border border-amber-200 bg-amber-50 p-4" data-testid="withdrawal-blockers">
      <p className="font-semibold text-amber-900">{t('withdrawals.blockedTitle')}</p>
      <ul className="mt-2 list-disc pl-5 text-sm text-amber-950">
        {blockers.map((b) => (
          <li key={b.kind} data-testid={`withdrawal-blocker-${b.kind}`}>
            {t(`withdrawals.blockers.${b.kind}`, { count: b.count })}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function WithdrawalCard({ withdrawal, blockers, onComplete }: Props) {
  const { t } = useTranslation('admin');
  const facts: Fact[] = [
    { label: t('withdrawals.fields.requestedAt'), value: formatDateTime(withdrawal.requestedAt) },
    { label: t('withdrawals.fields.requestCount'), value: <span className="tabular-nums" data-testid="withdrawal-request-count">{withdrawal.requestCount}</span> },
  ];
  if (withdrawal.completedAt) facts.push({ label: t('withdrawals.fields.completedAt'), value: formatDateTime(withdrawal.completedAt) });
  facts.push({ label: t('withdrawals.fields.reason'), value: withdrawal.reason ? <span className="whitespace-pre-line">{withdrawal.reason}</span> : null, wide: true });

  return (
    <article className="rounded-xl border border-line bg-white p-4 shadow-sm sm:p-5" data-testid="withdrawal-row">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="truncate font-semibold" data-testid="withdrawal-member">
            {withdrawal.nickname || `#${withdrawal.memberNo}`}
          </p>
          <p className="break-all text-sm text-ink-subtle">{withdrawal.email}</p>
        </div>
        <span className="shrink-0 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800">{t(`withdrawals.kind.${withdrawal.kind}`)}</span>
      </div>
      <Facts facts={facts} />
      {blockers && blockers.length > 0 && <Blockers blockers={blockers} />}
      <PayoutButtons buttons={withdrawal.completedAt ? [] : [{ key: 'complete', label: t('withdrawals.complete.button'), danger: true, onClick: onComplete }]} />
    </article>
  );
}
