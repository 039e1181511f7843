import { useTranslation } from 'react-i18next';

interface Props {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
  /** Simple mode confirms every patient of the form at once. */
  all?: boolean;
}

/** The confirmation a complete referral needs (SPEC §5 "Saving a referral requires the confirmation checkbox"). */
export function ConfirmField({ checked, onChange, error, all = false }: Props) {
  const { t } = useTranslation('referralForm');
  return (
    <div data-field="confirmed" className={`rounded-2xl bg-white p-4 shadow-sm sm:p-6 ${error ? 'ring-2 ring-red-500' : ''}`}>
      <label className="flex min-h-11 cursor-pointer items-start gap-3">
        <input
          type="checkbox"
          className="mt-0.5 h-5 w-5 shrink-0 accent-brand-600"
          checked={checked}
          aria-invalid={!!error}
          onChange={(e) => onChange(e.target.checked)}
        />
        <span className="text-sm">
          <span className="font-semibold">{all ? t('confirm.labelAll') : t('confirm.label')}</span>
          <span className="mt-1 block text-slate-600">{t('confirm.body')}</span>
        </span>
      </label>
      {error && <p className="mt-2 text-sm text-red-600">{error}</p>}
    </div>
  );
}
