// What the refund and settlement cards of /admin/settlement share: the member the
// money belongs to, the grid of facts and the buttons the state machine allows.
import type { PayoutMember } from '@dcm/shared';
import type { ReactNode } from 'react';

/** Who asked: the nickname members know them by, then the name and e-mail the admin checks. */
export function PayoutMemberHeading({ member }: { member: PayoutMember }) {
  return (
    <div className="min-w-0">
      <p className="truncate font-semibold" data-testid="payout-member">
        {member.nickname || member.name}
      </p>
      <p className="truncate text-sm text-ink-muted">
        {member.name} · #{member.memberNo}
      </p>
      <p className="break-all text-sm text-ink-subtle">{member.email}</p>
    </div>
  );
}

export interface Fact {
  label: string;
  value: ReactNode;
  /** Two columns: the whole row on a phone, half of it on a desktop (long text, the account number). */
  wide?: boolean;
}

/** Label over value, two to a row on a phone and four on a desktop; an empty value reads "–". */
export function Facts({ facts }: { facts: Fact[] }) {
  return (
    <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-3 border-t border-line pt-3 text-sm lg:grid-cols-4">
      {facts.map(({ label, value, wide }) => (
        <div key={label} className={`min-w-0 ${wide ? 'col-span-2' : ''}`}>
          <dt className="text-xs text-ink-subtle">{label}</dt>
          <dd className="mt-0.5 break-words">{value === null || value === undefined || value === '' ? <span className="text-ink-subtle">–</span> : value}</dd>
        </div>
      ))}
    </dl>
  );
}

export interface PayoutButton {
  key: string;
  label: string;
  /** A rejection: outlined in red. */
  danger?: boolean;
  onClick: () => void;
}

export function PayoutButtons({ buttons }: { buttons: PayoutButton[] }) {
  if (buttons.length === 0) return null;
  return (
    <div className="mt-4 flex flex-wrap gap-2 sm:justify-end" data-testid="payout-actions">
      {buttons.map(({ key, label, danger, onClick }) => (
        <button
          key={key}
          type="button"
          onClick={onClick}
          className={`min-h-11 min-w-24 flex-1 rounded-lg px-4 font-semibold sm:flex-none ${
            danger ? 'border border-red-300 bg-white text-red-700 hover:bg-red-50' : 'bg-brand-700 text-white hover:bg-brand-800'
          }`}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
