import type { ReferralMode } from '@dcm/shared';
import { FilePlus2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { emptyReferralData, formPathOf, formState, useWorkspace } from '../workspace.ts';

/** Starts an empty form of `mode`; unsaved changes are only dropped after the client says so. */
export function NewFormButton({ mode }: { mode: ReferralMode }) {
  const { t } = useTranslation('referralForm');
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const empty = JSON.stringify(emptyReferralData());
  const rows = useWorkspace((s) => s.workspace?.rows ?? []);
  const touched = rows.some((r) => r.id || JSON.stringify(r.data) !== empty);
  if (!touched) return null;
  const unsaved = rows.some((r) => r.dirty && JSON.stringify(r.data) !== empty);
  // Replaces the visit: the address (a saved referral's ?id=, say) and its history state name the new form.
  const start = () => {
    setAsking(false);
    void navigate(formPathOf(mode), { replace: true, state: formState(useWorkspace.getState().start(mode)) });
  };
  return (
    <>
      <button
        type="button"
        className="inline-flex min-h-11 items-center gap-1.5 rounded-control px-2.5 text-sm font-medium text-ink-muted hover:bg-sunken hover:text-ink"
        onClick={() => (unsaved ? setAsking(true) : start())}
      >
        <FilePlus2 aria-hidden className="size-4" />
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
