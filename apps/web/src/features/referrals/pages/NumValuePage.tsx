// /request/numvalue: the numeric values of the referral being written (the active row), loading a
// frequently used set or saving these values as one.
import { BookmarkPlus, Star } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormSubPage } from '../components/FormSubPage.tsx';
import { SaveValueSetDialog } from '../components/SaveValueSetDialog.tsx';
import { ValueRowsEditor, checkValueRows, filledRows } from '../components/ValueRowsEditor.tsx';
import { useWorkspace, type WorkspaceRow } from '../workspace.ts';

/** Puts focus on the first field with an error, so a keyboard or screen reader lands on it. */
const focusFirstError = () =>
  requestAnimationFrame(() => document.querySelector<HTMLInputElement>('[data-testid="value-rows"] [aria-invalid="true"]')?.focus());

export default function NumValuePage() {
  const { t } = useTranslation('referralPages');
  const updateData = useWorkspace((s) => s.updateData);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saveOpen, setSaveOpen] = useState(false);
  const [saveNote, setSaveNote] = useState<string>();

  const activeRow = () => {
    const w = useWorkspace.getState().workspace;
    return w?.rows.find((r) => r.key === w.activeKey);
  };

  /** Rows a T-esigner can use: each with a title and a value, blank rows dropped. */
  const checked = (row: WorkspaceRow): boolean => {
    const found = checkValueRows(row.data.values, { complete: true });
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstError();
      return false;
    }
    const kept = filledRows(row.data.values);
    if (kept.length !== row.data.values.length) updateData(row.key, { values: kept });
    return true;
  };

  const done = () => {
    const row = activeRow();
    return !row || checked(row);
  };

  const openSave = () => {
    const row = activeRow();
    setSaveNote(undefined);
    if (!row || !checked(row)) return;
    if (filledRows(row.data.values).length === 0) {
      setSaveNote(t('saveSet.nothing'));
      return;
    }
    setSaveOpen(true);
  };

  return (
    <FormSubPage
      testId="num-value-page"
      title={t('values.title')}
      intro={t('values.intro')}
      onDone={done}
      status={(row) => t('values.status', { count: filledRows(row.data.values).length })}
    >
      {(row) => (
        <div className="flex flex-col gap-6">
          <Link
            to="/request/oftenDt"
            className="inline-flex min-h-11 items-center gap-2 self-start rounded-control bg-brand-50 px-4 font-semibold text-brand-800 hover:bg-brand-100"
          >
            <Star aria-hidden className="size-5" />
            {t('values.loadSet')}
          </Link>
          <ValueRowsEditor
            value={row.data.values}
            onChange={(values) => {
              setErrors({});
              updateData(row.key, { values });
            }}
            errors={errors}
          />
          <div className="flex flex-col gap-3 rounded-card bg-sunken p-4 sm:flex-row sm:items-center sm:p-5">
            <BookmarkPlus aria-hidden className="hidden size-6 shrink-0 text-brand-700 sm:block" />
            <div className="min-w-0 flex-1">
              <p className="font-semibold text-ink">{t('saveSet.title')}</p>
              <p className="mt-1 text-sm text-ink-muted">{t('saveSet.explain')}</p>
              {saveNote && (
                <p role="alert" className="mt-2 text-sm text-danger-700">
                  {saveNote}
                </p>
              )}
            </div>
            <button
              type="button"
              onClick={openSave}
              className="min-h-11 shrink-0 self-start rounded-control border border-brand-600 bg-surface px-4 font-semibold text-brand-700 hover:bg-brand-50 sm:self-center"
            >
              {t('saveSet.open')}
            </button>
          </div>
          <SaveValueSetDialog open={saveOpen} onOpenChange={setSaveOpen} values={filledRows(row.data.values)} onValueErrors={setErrors} />
        </div>
      )}
    </FormSubPage>
  );
}
