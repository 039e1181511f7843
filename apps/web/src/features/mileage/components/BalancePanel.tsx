// A balance as a card (issue 26): what the member holds, large, in their currency first and any other
// currency that holds something under it, one line on what it is for, and the one thing to do with it
// (charge, settle) at its foot; secondary moves (a refund, the cards) in a "more" menu at its head.
import type { Currency } from '@dcm/shared';
import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useLocale } from '../../../lib/format.ts';
import { formatMoney } from '../../../lib/money.ts';

interface Props {
  icon: LucideIcon;
  title: string;
  hint?: string;
  /** The amounts shown, the member's own currency first. */
  amounts: ReadonlyArray<{ currency: Currency; amount: number }>;
  testId: string;
  /** The card's one action, full width at its foot. */
  action?: ReactNode;
  /** A "more" menu at the card's head. */
  more?: ReactNode;
  /** The card that leads the page carries the brand's tint. */
  lead?: boolean;
  /** h3 under a section's heading (the balances of /mileage), h2 where the card is a section itself. */
  level?: 2 | 3;
}

export function BalancePanel({ icon: Icon, title, hint, amounts, testId, action, more, lead = false, level = 3 }: Props) {
  const locale = useLocale();
  const Heading = level === 2 ? 'h2' : 'h3';
  const titleId = useId();
  return (
    <article aria-labelledby={titleId} className="rounded-card border border-line bg-surface shadow-card">
      <div className={`flex flex-col gap-3 rounded-t-card p-5 sm:p-6 ${lead ? 'bg-gradient-to-br from-brand-50 via-brand-50/40 to-surface' : ''} ${action ? '' : 'rounded-b-card'}`}>
        <div className="flex min-h-11 items-center justify-between gap-3">
          <Heading id={titleId} className="flex items-center gap-2.5 font-semibold text-ink">
            <span aria-hidden className={`flex size-9 items-center justify-center rounded-full ${lead ? 'bg-brand-700 text-white' : 'bg-sunken text-ink-muted'}`}>
              <Icon className="size-5" />
            </span>
            {title}
          </Heading>
          {more}
        </div>
        <ul className="flex flex-col gap-0.5" data-testid={testId}>
          {amounts.map(({ currency, amount }, i) => (
            <li key={currency} className={`tabular-nums ${i === 0 ? 'text-3xl font-extrabold tracking-tight text-ink sm:text-4xl' : 'text-lg font-bold text-ink-muted'}`} data-currency={currency}>
              {formatMoney(amount, currency, locale)}
            </li>
          ))}
        </ul>
        {hint && <p className="text-sm text-ink-muted">{hint}</p>}
      </div>
      {action && <div className="flex flex-col border-t border-line p-4 sm:px-6">{action}</div>}
    </article>
  );
}
