// A quick request's status as a badge in the member's language (quick:status.*), the same on the
// client's, the T-esigner's and the admin's pages.
import { QuickStatus } from '@dcm/shared';
import { useTranslation } from 'react-i18next';

const tone: Record<QuickStatus, string> = {
  [QuickStatus.open]: 'bg-sky-50 text-sky-800 ring-sky-200',
  [QuickStatus.taken]: 'bg-brand-50 text-brand-800 ring-brand-100',
  [QuickStatus.delivered]: 'bg-amber-50 text-amber-800 ring-amber-200',
  [QuickStatus.remakeRequested]: 'bg-amber-50 text-amber-800 ring-amber-200',
  [QuickStatus.completed]: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  [QuickStatus.withdrawn]: 'bg-sunken text-ink-muted ring-line',
  [QuickStatus.refunded]: 'bg-sunken text-ink-muted ring-line',
};

export function QuickStatusBadge({ status }: { status: QuickStatus }) {
  const { t } = useTranslation('quick');
  return (
    <span className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${tone[status]}`} data-testid="quick-status" data-status={status}>
      {t(`status.${status}`)}
    </span>
  );
}
