import type { UploadedFile } from '@dcm/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkFile, type FileRule } from '../lib/file-rules.ts';
import { errorCodeOf, uploadFile } from '../lib/http.ts';
import { useUiStore } from '../lib/ui-store.ts';

interface Props {
  label: string;
  rule: FileRule;
  onUploaded: (file: UploadedFile) => void;
}

/** Picks one file, checks it, uploads it with the global progress indicator, reports errors. */
export function FileUpload({ label, rule, onUploaded }: Props) {
  const { t } = useTranslation(['errors', 'common']);
  const id = useId();
  const setReceived = useUiStore((s) => s.setReceived);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [chosen, setChosen] = useState<string | null>(null);

  const onChange = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    input.value = '';
    if (!file || busy) return;
    setError(null);
    setChosen(file.name);
    const problem = checkFile(file, rule);
    if (problem) {
      setError(t(problem));
      return;
    }
    setBusy(true);
    try {
      onUploaded(await uploadFile(file, (percent) => setReceived(Math.min(percent, 99))));
    } catch (e) {
      setError(t(errorCodeOf(e), { defaultValue: t('INTERNAL') }));
    } finally {
      setReceived(100);
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {/* The native button speaks the browser's language; this one speaks the member's. */}
      <input
        id={id}
        type="file"
        accept={rule.extensions.map((e) => `.${e}`).join(',')}
        disabled={busy}
        onChange={(e) => void onChange(e.currentTarget)}
        aria-describedby={error ? `${id}-error` : undefined}
        className="peer sr-only"
      />
      <div className="flex min-w-0 items-center gap-3 peer-focus-visible:[&>label]:ring-2 peer-focus-visible:[&>label]:ring-brand-600">
        <label
          htmlFor={id}
          className={`min-h-11 shrink-0 cursor-pointer content-center rounded-lg bg-brand-50 px-4 text-sm font-semibold text-brand-800 hover:bg-brand-100 ${busy ? 'pointer-events-none opacity-60' : ''}`}
        >
          {t('common:file.choose')}
        </label>
        <span className="truncate text-sm text-ink-subtle">{chosen ?? t('common:file.none')}</span>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
