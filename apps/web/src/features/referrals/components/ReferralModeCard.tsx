// One way of writing a referral on /request (issue 26): a card drawn with as many teeth as the mode
// takes patients at a glance, what it is for, three points, and the start. The whole card is one
// button, so its name carries the start line ("Start a detail form") a member looks for.
import type { ReferralMode } from '@dcm/shared';
import { ArrowRight, Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ToothIcon } from '../../../components/ToothIcon.tsx';

const TEETH: Record<ReferralMode, number> = { simple: 3, detail: 1 };
const POINTS = ['one', 'two', 'three'] as const;

export function ReferralModeCard({ mode, onChoose }: { mode: ReferralMode; onChoose: (mode: ReferralMode) => void }) {
  const { t } = useTranslation('referralPages');
  return (
    <button
      type="button"
      onClick={() => onChoose(mode)}
      data-testid={`start-${mode}`}
      className="group flex h-full w-full flex-col rounded-card border border-line bg-surface p-5 text-left shadow-card transition hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-raised focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:p-6"
    >
      <span className="flex h-16 items-center gap-1 self-start rounded-control bg-brand-50 px-4 text-brand-700">
        {Array.from({ length: TEETH[mode] }, (_, i) => (
          <ToothIcon key={i} className="size-9" />
        ))}
      </span>
      <span className="mt-4 text-heading font-bold text-ink group-hover:text-brand-800">{t(`modes.${mode}.title`)}</span>
      <span className="mt-1 text-ink-muted">{t(`modes.${mode}.when`)}</span>
      <span className="mt-4 flex flex-col gap-2 text-sm text-ink">
        {POINTS.map((point) => (
          <span key={point} className="flex gap-2">
            <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-600" strokeWidth={2.5} />
            {t(`modes.${mode}.points.${point}`)}
          </span>
        ))}
      </span>
      <span className="mt-auto pt-5">
        <span className="inline-flex min-h-11 items-center gap-2 rounded-control bg-brand-700 px-4 font-semibold text-white group-hover:bg-brand-800">
          {t(`modes.${mode}.start`)}
          <ArrowRight aria-hidden className="size-4 transition-transform group-hover:translate-x-0.5" />
        </span>
      </span>
    </button>
  );
}
