import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';

interface Props {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
  /** Simple mode confirms every patient of the form at once. */
  all?: boolean;
  /** A card of its own (simple mode), or a quiet panel inside the step that holds it (detail mode). */
  tone?: 'card' | 'inset';
}

/** The confirmation a complete referral needs (SPEC §5 "Saving a referral requires the confirmation checkbox"). */
export function ConfirmField({ checked, onChange, error, all = false, tone = 'card' }: Props) {
  const { t } = useTranslation('referralForm');
  const frame = tone === 'card' ? 'rounded-card p-4 shadow-card sm:p-6' : 'rounded-control p-4';
  const edge = error ? 'border-danger-600 ring-1 ring-danger-600' : checked ? 'border-success-200' : 'border-line';
  const fill = checked && !error ? 'bg-success-50' : tone === 'card' ? 'bg-surface' : 'bg-sunken';
  return (
    <div data-field="confirmed" className={`border ${frame} ${edge} ${fill}`}>
      <label className="flex min-h-11 cursor-pointer items-start gap-3">
        <input
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 accent-brand-700"
          checked={checked}
          aria-invalid={!!error}
          onChange={(e) => onChange(e.target.checked)}
        />
        <span className="text-sm">
          <span className="flex items-center gap-1.5 font-semibold text-ink">
            {all ? t('confirm.labelAll') : t('confirm.label')}
            <ShieldCheck aria-hidden className={`size-4 shrink-0 ${checked ? 'text-success-600' : 'text-ink-subtle'}`} />
          </span>
          <span className="mt-1 block text-ink-muted">{t('confirm.body')}</span>
        </span>
      </label>
      {error && <p className="mt-2 text-sm text-danger-700">{error}</p>}
    </div>
  );
}
