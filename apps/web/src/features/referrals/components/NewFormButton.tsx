import type { ReferralMode } from '@dcm/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { emptyReferralData, useWorkspace } from '../workspace.ts';

/** Starts an empty form of `mode`; unsaved changes are only dropped after the client says so. */
export function NewFormButton({ mode }: { mode: ReferralMode }) {
  const { t } = useTranslation('referralForm');
  const [asking, setAsking] = useState(false);
  const empty = JSON.stringify(emptyReferralData());
  const rows = useWorkspace((s) => s.workspace?.rows ?? []);
  const touched = rows.some((r) => r.id || JSON.stringify(r.data) !== empty);
  if (!touched) return null;
  const unsaved = rows.some((r) => r.dirty && JSON.stringify(r.data) !== empty);
  const start = () => {
    useWorkspace.getState().start(mode);
    setAsking(false);
  };
  return (
    <>
      <button
        type="button"
        className="min-h-11 rounded-lg px-3 text-sm font-medium text-slate-700 hover:bg-white"
        onClick={() => (unsaved ? setAsking(true) : start())}
      >
        {t('newForm.button')}
      </button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={t('newForm.title')}
        body={`${t('newForm.body')} ${t('newForm.hint')}`}
        cancelLabel={t('newForm.keep')}
        confirmLabel={t('newForm.discard')}
        onConfirm={start}
        danger
      />
    </>
  );
}
