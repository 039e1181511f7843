// What the detail form would save, beside it on a desktop: whether it is saved, the teeth in words,
// the units and files, and what a complete save still needs, each a step away. The form's actions sit
// under it (FormActions, docked).
import { MAX_UNITS_PER_FORM, ReferralStatus, describeSelection } from '@dcm/shared';
import { CircleCheck, CircleDashed } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/format.ts';
import { unitsOf } from '../form-rules.ts';
import { missingForComplete } from '../form-steps.ts';
import type { WorkspaceRow } from '../workspace.ts';

type SaveState = 'new' | 'changed' | 'draft' | 'complete';

const stateOf = (row: WorkspaceRow): SaveState => {
  if (!row.id) return 'new';
  if (row.dirty) return 'changed';
  return row.status === ReferralStatus.Complete ? 'complete' : 'draft';
};

const BADGE: Record<SaveState, string> = {
  new: 'bg-sunken text-ink-muted',
  changed: 'bg-warning-50 text-warning-800 ring-1 ring-warning-200',
  draft: 'bg-info-50 text-info-800 ring-1 ring-info-200',
  complete: 'bg-success-50 text-success-800 ring-1 ring-success-200',
};

interface Props {
  row: WorkspaceRow;
  /** Takes the member to a field a complete save still needs. */
  onFix: (field: string) => void;
  /** Between the head and what is missing: the step rail. */
  children?: ReactNode;
}

export function SaveSummary({ row, onFix, children }: Props) {
  const { t } = useTranslation('referralForm');
  const locale = useLocale();
  const id = useId();
  const data = row.data;
  const missing = missingForComplete(data);
  const state = stateOf(row);
  const units = unitsOf(data);
  const files = (data.scanFileId ? 1 : 0) + data.otherFileIds.length;
  const facts = [
    describeSelection(data.teeth, locale),
    t('prosthesis.units', { units, max: MAX_UNITS_PER_FORM }),
    t('summary.fileCount', { count: files }),
  ];

  return (
    <section aria-labelledby={`${id}-title`} className="hidden flex-col lg:flex" data-testid="save-summary">
      <div className="flex flex-col gap-1 px-5 pt-4 pb-3">
        <div className="flex items-center justify-between gap-3">
          <h2 id={`${id}-title`} className="text-sm font-semibold text-ink-muted">
            {t('summary.title')}
          </h2>
          <span className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ${BADGE[state]}`} data-testid="save-state">
            {t(`summary.state.${state}`)}
          </span>
        </div>
        <p className={`break-all text-heading font-bold ${data.referralNumber.trim() ? 'text-ink' : 'text-ink-subtle'}`}>
          {data.referralNumber.trim() || t('detail.noNumber')}
        </p>
        <p className={`text-sm ${units > MAX_UNITS_PER_FORM ? 'text-danger-700' : 'text-ink-muted'}`} data-testid="save-facts">
          {facts.join(' · ')}
        </p>
      </div>

      {children}

      <div className="border-t border-line px-5 py-3.5" data-testid="save-missing">
        {missing.length === 0 ? (
          <p className="flex items-center gap-2 text-sm font-medium text-success-800">
            <CircleCheck aria-hidden className="size-4 shrink-0 text-success-600" />
            {t('summary.ready')}
          </p>
        ) : (
          <>
            <p className="text-sm font-medium text-ink">{t('summary.missing', { count: missing.length })}</p>
            <ul className="mt-2 flex flex-wrap gap-1.5">
              {missing.map((field) => (
                <li key={field}>
                  <button
                    type="button"
                    onClick={() => onFix(field)}
                    className="inline-flex min-h-8 items-center gap-1 rounded-full border border-line bg-surface px-2.5 text-xs font-medium text-ink-muted hover:border-brand-600 hover:text-brand-700"
                  >
                    <CircleDashed aria-hidden className="size-3.5" />
                    {t(`summary.fields.${field}`)}
                  </button>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </section>
  );
}
