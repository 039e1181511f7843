// The dialogs in the /component catalogue, loaded only with this section: the confirm question, the
// reason dialog (checked by a shared reason schema) and the done-alert of the interface store with its
// blocking variant.
import { OrderReasonBody } from '@dcm/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../../lib/toast.tsx';
import { secondaryButton } from '../../../../components/buttons.ts';
import { ConfirmDialog } from '../../../../components/ConfirmDialog.tsx';
import { ReasonDialog } from '../../../../components/ReasonDialog.tsx';
import { useUiStore } from '../../../../lib/ui-store.ts';
import { GallerySection } from './GallerySection.tsx';

/** The reason schema's own limit (a rework, a surcharge, a decline: 300 characters). */
const REASON_MAX = 300;
/** How long the sample "request" of the reason dialog takes, so its busy state shows. */
const SAMPLE_WAIT_MS = 600;
/** How long the blocking done-alert stays before the sample takes it away (as a page move would). */
const BLOCKING_MS = 1500;

export default function DialogsSection() {
  const { t } = useTranslation('system');
  const { showDoneAlert, blockDoneAlert, hideDoneAlert } = useUiStore();
  const [confirming, setConfirming] = useState(false);
  const [reasoning, setReasoning] = useState(false);
  const [outcome, setOutcome] = useState<string | null>(null);
  const alert = { title: t('gallery.alertTitle'), contents: t('gallery.alertBody'), btnName: t('gallery.ok') };

  return (
    <GallerySection id="dialogs" title={t('gallery.dialogs.title')} note={t('gallery.dialogs.note')}>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={secondaryButton} onClick={() => setConfirming(true)}>
          {t('gallery.dialogs.openConfirm')}
        </button>
        <button type="button" className={secondaryButton} onClick={() => setReasoning(true)}>
          {t('gallery.dialogs.openReason')}
        </button>
        <button type="button" className={secondaryButton} onClick={() => showDoneAlert(alert, () => toast(t('gallery.closed')))}>
          {t('gallery.showAlert')}
        </button>
        <button
          type="button"
          className={secondaryButton}
          onClick={() => {
            blockDoneAlert(alert);
            setTimeout(hideDoneAlert, BLOCKING_MS);
          }}
        >
          {t('gallery.showBlocking')}
        </button>
      </div>
      <p className="text-sm text-ink-muted" aria-live="polite" data-testid="gallery-dialog-outcome">
        {outcome ?? t('gallery.dialogs.none')}
      </p>

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        testId="gallery-confirm"
        title={t('gallery.dialogs.confirmTitle')}
        body={t('gallery.dialogs.confirmBody')}
        confirmLabel={t('gallery.dialogs.confirmOk')}
        cancelLabel={t('gallery.dialogs.cancel')}
        danger
        onConfirm={() => {
          setConfirming(false);
          setOutcome(t('gallery.dialogs.confirmed'));
        }}
      />
      {reasoning && (
        <ReasonDialog
          open
          onOpenChange={setReasoning}
          testId="gallery-reason"
          title={t('gallery.dialogs.reasonTitle')}
          body={t('gallery.dialogs.reasonBody')}
          reason={{ label: t('gallery.dialogs.reasonLabel'), hint: t('gallery.dialogs.reasonHint'), max: REASON_MAX }}
          schema={OrderReasonBody}
          submitLabel={t('gallery.dialogs.reasonSubmit')}
          busyLabel={t('gallery.dialogs.reasonBusy')}
          cancelLabel={t('gallery.dialogs.cancel')}
          danger
          onSubmit={async (reason) => {
            await new Promise((resolve) => setTimeout(resolve, SAMPLE_WAIT_MS));
            setReasoning(false);
            setOutcome(t('gallery.dialogs.reasonSent', { reason }));
          }}
          onError={() => undefined}
          formError={null}
        />
      )}
    </GallerySection>
  );
}
