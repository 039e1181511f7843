// The design check beside the viewer (issue 29): a switch for the marks on the models, the legend
// of their colours with the number of places of each kind on the files shown, and the report of
// each CAD file shown, as the order page gives it.
import type { DesignCheck } from '@dcm/shared/mesh/design-check';
import { useId } from 'react';
import { formatCount } from '../../../lib/format.ts';
import { useTranslation } from 'react-i18next';
import { DesignCheckReport } from '../../orders/index.ts';
import { MARK_COLOURS, MARK_KINDS, type MarkKind } from '../check-marks.ts';

interface Props {
  checks: DesignCheck[];
  counts: Record<MarkKind, number>;
  shown: boolean;
  onShownChange: (on: boolean) => void;
}

export function CheckMarksPanel({ checks, counts, shown, onShownChange }: Props) {
  const { t } = useTranslation('viewer');
  const headingId = useId();
  const kinds = MARK_KINDS.filter((kind) => counts[kind] > 0);
  return (
    <section className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-3 sm:p-4" aria-labelledby={headingId} data-testid="check-marks">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          {t('checks.title')}
        </h2>
        {kinds.length > 0 && (
          <label className="flex min-h-11 items-center gap-2 text-sm font-medium">
            <input type="checkbox" className="size-5 accent-brand-600" checked={shown} onChange={(e) => onShownChange(e.currentTarget.checked)} data-testid="check-marks-toggle" />
            {t('checks.show')}
          </label>
        )}
      </div>
      {kinds.length > 0 ? (
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-label={t('checks.legend')} data-testid="check-marks-legend">
          {kinds.map((kind) => (
            <li key={kind} className="flex items-center gap-2" data-kind={kind}>
              <span aria-hidden className="size-3 rounded-full ring-1 ring-white" style={{ background: MARK_COLOURS[kind] }} />
              <span>{t(`checks.kinds.${kind}`)}</span>
              <span className="tabular-nums text-ink-subtle">{formatCount(counts[kind])}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-ink-muted">{checks.some((c) => c.status === 'pending') ? t('checks.pending') : t('checks.none')}</p>
      )}
      <div className="flex flex-col gap-3">
        {checks.map((check) => (
          <DesignCheckReport key={check.fileId} check={check} />
        ))}
      </div>
    </section>
  );
}
