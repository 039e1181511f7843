// The moves a viewer makes on a request from its page: cancel, reopen, reject. One move at a time: a
// second click, or another button, waits until the first has answered.
import type { ReopenRequestBody } from '@dcm/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast.tsx';
import { errorCodeOf, fieldErrorsOf } from '../../lib/http.ts';
import { requestKeys, useCancelRequest, useRejectRequest, useReopenRequest } from './api.ts';
import type { MoveFieldErrors } from './request-moves.ts';

export type MoveDialog = 'cancel' | 'reopen' | 'reject';

export function useRequestMoves(requestId: string) {
  const { t } = useTranslation(['requestView', 'errors']);
  const queryClient = useQueryClient();
  const cancel = useCancelRequest(requestId);
  const reopen = useReopenRequest(requestId);
  const reject = useRejectRequest(requestId);
  const [dialog, setDialog] = useState<MoveDialog | null>(null);
  // The ref stops a second click that lands before the buttons render as busy.
  const running = useRef(false);
  const [busy, setBusy] = useState(false);

  /** Runs one move; answers the field errors the server named (shown by the form), if any. */
  const run = async (call: () => Promise<unknown>, done: string): Promise<MoveFieldErrors> => {
    if (running.current) return {};
    running.current = true;
    setBusy(true);
    try {
      await call();
      toast.success(done);
      setDialog(null);
      return {};
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (Object.keys(fields).length === 0) toast.error(t(`errors:${errorCodeOf(error)}`, { defaultValue: t('errors:INTERNAL') }));
      // Someone else may have moved the request meanwhile: show what it is now.
      void queryClient.invalidateQueries({ queryKey: requestKeys.detail(requestId) });
      return fields;
    } finally {
      running.current = false;
      setBusy(false);
    }
  };

  return {
    dialog,
    open: (chosen: MoveDialog) => setDialog(chosen),
    close: () => setDialog(null),
    busy,
    cancel: () => run(() => cancel.mutateAsync(), t('done.cancelled')),
    reject: (reason: string) => run(() => reject.mutateAsync(reason), t('done.rejected')),
    reopen: (body: ReopenRequestBody) => run(() => reopen.mutateAsync(body), t('done.reopened')),
  };
}
