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
  const { t } = useTranslation('errors');
  const id = useId();
  const setReceived = useUiStore((s) => s.setReceived);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onChange = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    input.value = '';
    if (!file || busy) return;
    setError(null);
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
      <input
        id={id}
        type="file"
        accept={rule.extensions.map((e) => `.${e}`).join(',')}
        disabled={busy}
        onChange={(e) => void onChange(e.currentTarget)}
        aria-describedby={error ? `${id}-error` : undefined}
        className="text-sm file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-medium file:text-brand-800"
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
