// The unsaved form set aside when a new one began (issue 31): said above the new form, with when it
// was last changed and whose it is, and restored or discarded only when the member says so, so one
// patient's work never appears under another's referral unasked.
import type { TFunction } from 'i18next';
import { History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDateTime, useLocale } from '../../../lib/format.ts';
import { formPathOf, formState, useWorkspace, type Workspace } from '../workspace.ts';

/** The referral numbers of the parked form, or how many patients it holds when none has a number. */
function whoseDraft(draft: Workspace, t: TFunction<'referralForm'>): string {
  const numbers = draft.rows.map((r) => r.data.referralNumber.trim()).filter(Boolean);
  if (numbers.length > 0) return t('parked.numbers', { numbers: numbers.join(', '), count: numbers.length });
  return t('parked.patients', { count: draft.rows.length, mode: t(`parked.mode.${draft.mode}`) });
}

export function ParkedDraftNotice() {
  const { t } = useTranslation('referralForm');
  const locale = useLocale();
  const navigate = useNavigate();
  const parked = useWorkspace((s) => s.parked);
  if (!parked) return null;

  const restore = () => {
    const restored = useWorkspace.getState().restoreParked();
    if (restored) void navigate(formPathOf(restored.mode), { replace: true, state: formState(restored.key) });
  };

  return (
    <div
      role="region"
      aria-label={t('parked.label')}
      data-testid="parked-draft"
      className="mb-4 flex flex-col gap-3 rounded-card border border-info-200 bg-info-50 p-4 sm:flex-row sm:items-center sm:justify-between print:hidden"
    >
      <p className="flex min-w-0 items-start gap-2 text-sm text-info-800">
        <History aria-hidden className="mt-0.5 size-4 shrink-0" />
        <span>
          <span className="font-semibold">
            {parked.changedAt ? t('parked.titleAt', { time: formatDateTime(parked.changedAt, locale) }) : t('parked.title')}
          </span>{' '}
          {t('parked.body', { what: whoseDraft(parked, t) })}
        </span>
      </p>
      <div className="flex shrink-0 gap-2">
        <button type="button" onClick={restore} className="inline-flex min-h-11 items-center rounded-control bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800">
          {t('parked.restore')}
        </button>
        <button
          type="button"
          onClick={() => useWorkspace.getState().discardParked()}
          className="inline-flex min-h-11 items-center rounded-control border border-line bg-surface px-4 text-sm font-medium text-ink-muted hover:bg-sunken hover:text-ink"
        >
          {t('parked.discard')}
        </button>
      </div>
    </div>
  );
}
