// Blocking from a member's page or request (their "more" menu): asked first, with what a block does (each side's requests,
// quotations, profile and chat vanish for the other, both ways; orders already made go on), then the
// member's blocked list, where it can be undone. A refusal (BLOCK_NOT_ALLOWED…) shows in their language.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { errorCodeOf } from '../../../lib/http.ts';
import type { ViewerKind } from '../../../lib/viewer.ts';
import { useBlock } from '../api.ts';

export type MemberKind = 'client' | 'lab' | 'designer';

/** Clients block T-esigners and labs; T-esigners and labs block clients (the server's rule, to show the button only where it works). */
export function canBlock(viewer: ViewerKind | undefined, target: MemberKind): boolean {
  if (viewer === 'client') return target === 'lab' || target === 'designer';
  if (viewer === 'lab' || viewer === 'designer') return target === 'client';
  return false;
}

export const BLOCKED_PATH = '/mypage/blocked';

/**
 * Asks before blocking, then opens the blocked list; a refusal shows where the dialog is placed, in
 * the member's language. Opened by the block button or a page's "more" menu.
 */
export function BlockDialog({ memberNo, name, open, onOpenChange }: { memberNo: number; name: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation(['relations', 'errors']);
  const navigate = useNavigate();
  const [failure, setFailure] = useState<unknown>(null);
  const block = useBlock();

  const confirm = () => {
    if (block.isPending) return;
    setFailure(null);
    block.mutateAsync(memberNo).then(
      () => {
        onOpenChange(false);
        toast.success(t('relations:block.done', { name }));
        void navigate(BLOCKED_PATH);
      },
      (error: unknown) => {
        onOpenChange(false);
        setFailure(error);
      },
    );
  };

  return (
    <>
      {failure !== null && (
        <p role="alert" className="w-full rounded-control bg-danger-50 px-3 py-2 text-sm text-danger-700" data-testid="block-error">
          {t(`errors:${errorCodeOf(failure)}`, { defaultValue: t('errors:INTERNAL') })}
        </p>
      )}
      <ConfirmDialog
        open={open}
        onOpenChange={onOpenChange}
        title={t('relations:block.title', { name })}
        body={t('relations:block.body')}
        confirmLabel={block.isPending ? t('relations:block.busy') : t('relations:block.confirm')}
        cancelLabel={t('relations:block.cancel')}
        onConfirm={confirm}
        danger
        busy={block.isPending}
        testId="block-confirm"
      />
    </>
  );
}
