// Public or private (SPEC §3): a private profile is seen by its owner and the admin only.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export function PublicSwitch({ checked, onChange, testId }: { checked: boolean; onChange: (on: boolean) => void; testId: string }) {
  const { t } = useTranslation('profiles');
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5 rounded-lg bg-sunken px-3 py-3" data-field="isPublic">
      <div className="flex items-center justify-between gap-4">
        <label htmlFor={id} className="text-sm font-medium">
          {t('fields.isPublic')}
        </label>
        <button
          id={id}
          type="button"
          role="switch"
          aria-checked={checked}
          aria-describedby={`${id}-state`}
          onClick={() => onChange(!checked)}
          className={`relative inline-flex h-8 w-14 shrink-0 items-center rounded-full transition-colors focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 ${checked ? 'bg-brand-700' : 'bg-ink-subtle/35'}`}
          data-testid={testId}
        >
          <span aria-hidden className={`inline-block h-6 w-6 rounded-full bg-surface shadow-card transition-transform ${checked ? 'translate-x-7' : 'translate-x-1'}`} />
        </button>
      </div>
      <p id={`${id}-state`} className="text-sm text-ink-muted" data-testid={`${testId}-state`}>
        {checked ? t('fields.publicOn') : t('fields.publicOff')}
      </p>
    </div>
  );
}
