// Saving the form being written: every row (patient) checked by the shared rules of the status
// chosen, then saved one after another into one form group. A row keeps its id from its first
// save, so a retry after a failure, or a double click, never creates a referral twice.
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import i18n from '../../lib/i18n.ts';
import { errorCodeOf, fieldErrorsOf } from '../../lib/http.ts';
import { referralKeys, saveReferral } from './api.ts';
import { checkRow, type SaveStatus } from './form-rules.ts';
import { isUploading } from './uploads.ts';
import { useWorkspace } from './workspace.ts';

/** Translated messages per row key, then per field path. */
export type FormErrors = Record<string, Record<string, string>>;

export type SaveOutcome = { ok: true } | { ok: false; errors: FormErrors; message?: string };

const validationText = (key: string) =>
  i18n.exists(`common:validation.${key}`) ? i18n.t(`common:validation.${key}`) : i18n.t('common:validation.invalid');

export function useSaveForm() {
  const { t } = useTranslation(['referralForm', 'errors']);
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState<SaveStatus | null>(null);
  const [errors, setErrors] = useState<FormErrors>({});
  const running = useRef(false);

  const save = async (status: SaveStatus): Promise<SaveOutcome> => {
    const workspace = useWorkspace.getState().workspace;
    if (!workspace || running.current) return { ok: false, errors: {} };
    if (workspace.rows.some((r) => isUploading(r.key))) {
      const message = t('save.waitForUploads');
      return { ok: false, errors: {}, message };
    }

    const found: FormErrors = {};
    for (const row of workspace.rows) {
      const rowErrors = checkRow(row.data, status);
      if (Object.keys(rowErrors).length > 0) {
        found[row.key] = Object.fromEntries(Object.entries(rowErrors).map(([path, key]) => [path, validationText(key)]));
      }
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return { ok: false, errors: found, message: t('save.fixErrors') };

    running.current = true;
    setSaving(status);
    try {
      for (const row of workspace.rows) {
        const groupId = useWorkspace.getState().workspace?.groupId;
        try {
          const saved = await saveReferral(row.id, { mode: workspace.mode, status, groupId, data: row.data });
          useWorkspace.getState().markSaved(row.key, saved, row.data);
        } catch (error) {
          const fields = Object.fromEntries(Object.entries(fieldErrorsOf(error)).map(([path, message]) => [path.replace(/^data\./, ''), message]));
          const rowErrors = { [row.key]: fields };
          setErrors(rowErrors);
          const code = errorCodeOf(error);
          return { ok: false, errors: rowErrors, message: t(`errors:${code}`, { defaultValue: t('errors:INTERNAL') }) };
        }
      }
      return { ok: true };
    } finally {
      running.current = false;
      setSaving(null);
      void queryClient.invalidateQueries({ queryKey: referralKeys.all });
    }
  };

  return { save, saving, errors, setErrors };
}
