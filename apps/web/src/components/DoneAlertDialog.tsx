import * as Dialog from '@radix-ui/react-dialog';
import { useUiStore } from '../lib/ui-store.ts';

/** The done-alert of SPEC §4: title, contents and one button; the blocking variant has no way out. */
export function DoneAlertDialog() {
  const { doneAlert, isAlertPresent, isBlockDoneAlert, hideDoneAlert } = useUiStore();
  if (!doneAlert) return null;
  return (
    <Dialog.Root open={isAlertPresent} onOpenChange={(open) => !open && !isBlockDoneAlert && hideDoneAlert()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/40" />
        <Dialog.Content
          role="alertdialog"
          data-testid="done-alert"
          onEscapeKeyDown={(e) => isBlockDoneAlert && e.preventDefault()}
          onPointerDownOutside={(e) => isBlockDoneAlert && e.preventDefault()}
          className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-surface p-6 text-center shadow-xl"
        >
          <Dialog.Title className="text-lg font-bold">{doneAlert.title}</Dialog.Title>
          <Dialog.Description className="mt-2 whitespace-pre-line text-ink-muted">{doneAlert.contents}</Dialog.Description>
          {!isBlockDoneAlert && (
            <button type="button" onClick={hideDoneAlert} className="mt-6 w-full rounded-lg bg-brand-700 py-2.5 font-semibold text-white hover:bg-brand-800">
              {doneAlert.btnName}
            </button>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
