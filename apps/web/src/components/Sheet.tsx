// A dialog that is a bottom sheet on a phone and a centred panel on a wider screen (Radix Dialog:
// focus trapped, Escape and the overlay close it, focus returns to the opener).
import * as Dialog from '@radix-ui/react-dialog';
import { useId, type ReactNode } from 'react';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode;
  /** Buttons under the content (a "Done", say). */
  footer?: ReactNode;
  wide?: boolean;
}

export function Sheet({ open, onOpenChange, title, description, children, footer, wide = false }: Props) {
  const id = useId();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/40" />
        <Dialog.Content
          aria-describedby={description ? `${id}-body` : undefined}
          className={`fixed inset-x-0 bottom-0 z-50 flex max-h-[90vh] flex-col rounded-t-2xl bg-surface shadow-xl sm:inset-x-auto sm:bottom-auto sm:left-1/2 sm:top-1/2 sm:w-[calc(100%-2rem)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl ${wide ? 'sm:max-w-2xl' : 'sm:max-w-md'}`}
        >
          <div className="border-b border-line px-5 pb-3 pt-5">
            <Dialog.Title className="text-lg font-bold">{title}</Dialog.Title>
            {description && (
              <Dialog.Description id={`${id}-body`} className="mt-1 text-sm text-ink-muted">
                {description}
              </Dialog.Description>
            )}
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4">{children}</div>
          {footer && <div className="flex justify-end gap-2 border-t border-line px-5 py-3">{footer}</div>}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
