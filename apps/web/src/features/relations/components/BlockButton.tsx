// Blocking from a member's page: asked first, with what a block does (each side's requests,
// quotations, profile and chat vanish for the other, both ways; orders already made go on), then the
// member's blocked list, where it can be undone. A refusal (BLOCK_NOT_ALLOWED…) shows in their language.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
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

export function BlockButton({ memberNo, name }: { memberNo: number; name: string }) {
  const { t } = useTranslation(['relations', 'errors']);
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const block = useBlock();

  const confirm = () => {
    if (block.isPending) return;
    setFailure(null);
    block.mutateAsync(memberNo).then(
      () => {
        setOpen(false);
        toast.success(t('relations:block.done', { name }));
        void navigate(BLOCKED_PATH);
      },
      (error: unknown) => {
        setOpen(false);
        setFailure(error);
      },
    );
  };

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="inline-flex min-h-11 items-center justify-center rounded-lg border border-red-200 bg-white px-4 font-semibold text-red-700 hover:bg-red-50"
        data-testid="block-button"
      >
        {t('relations:block.button')}
      </button>
      {failure !== null && (
        <p role="alert" className="w-full rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700" data-testid="block-error">
          {t(`errors:${errorCodeOf(failure)}`, { defaultValue: t('errors:INTERNAL') })}
        </p>
      )}
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
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
