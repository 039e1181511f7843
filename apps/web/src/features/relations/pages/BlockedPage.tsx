// /mypage/blocked: the members the signed-in member blocked, with when, and the way to unblock
// (asked first: their requests, quotations, profile and chat show again both ways).
import type { BlockedMember } from '@dcm/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { PageSkeleton } from '../../../components/PageStates.tsx';
import { Page } from '../../../components/ui/Page.tsx';
import { dateFormat, useLocale } from '../../../lib/format.ts';
import { errorCodeOf } from '../../../lib/http.ts';
import { useBlocks, useUnblock } from '../api.ts';

/** The day of the block in the viewer's time zone. */
function dayOf(iso: string, locale: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat(locale, { dateStyle: 'medium' }).format(date);
}

function BlockedRow({ member, onUnblock }: { member: BlockedMember; onUnblock: () => void }) {
  const { t } = useTranslation('relations');
  const locale = useLocale();
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-line bg-white p-4 sm:flex-row sm:items-center sm:justify-between" data-testid="blocked-member">
      <div className="min-w-0">
        <p className="break-words font-semibold" data-testid="blocked-nickname">
          {member.nickname}
        </p>
        <p className="text-sm text-ink-muted">
          <span data-testid="blocked-kind">{t(`kind.${member.kind}`)}</span> ·{' '}
          <span data-testid="blocked-date">{t('blocked.since', { day: dayOf(member.blockedAt, locale) })}</span>
        </p>
      </div>
      <button
        type="button"
        onClick={onUnblock}
        className="inline-flex min-h-11 shrink-0 items-center justify-center rounded-lg border border-line-strong px-4 font-medium hover:bg-canvas"
        data-testid="unblock-button"
      >
        {t('blocked.unblock')}
      </button>
    </li>
  );
}

export default function BlockedPage() {
  const { t } = useTranslation(['relations', 'errors']);
  const blocks = useBlocks();
  const unblock = useUnblock();
  const [asking, setAsking] = useState<BlockedMember | null>(null);

  const confirm = () => {
    if (!asking || unblock.isPending) return;
    const member = asking;
    unblock.mutateAsync(member.memberNo).then(
      () => {
        setAsking(null);
        toast.success(t('relations:blocked.done', { name: member.nickname }));
      },
      (error: unknown) => {
        setAsking(null);
        toast.error(`${t('relations:blocked.failed')} ${t(`errors:${errorCodeOf(error)}`, { defaultValue: t('errors:INTERNAL') })}`);
      },
    );
  };

  let content;
  if (blocks.isPending) {
    content = <PageSkeleton label={t('relations:blocked.loading')} testId="blocked-skeleton" shape="sections" blocks={2} />;
  } else if (blocks.isError) {
    content = (
      <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700" data-testid="blocked-error">
        {t(`errors:${errorCodeOf(blocks.error)}`, { defaultValue: t('errors:INTERNAL') })}
      </p>
    );
  } else if (blocks.data.items.length === 0) {
    content = (
      <p className="rounded-2xl border border-dashed border-line-strong bg-white px-4 py-10 text-center text-sm text-ink-muted" data-testid="blocked-empty">
        {t('relations:blocked.empty')}
      </p>
    );
  } else {
    content = (
      <ul className="flex flex-col gap-3" data-testid="blocked-list">
        {blocks.data.items.map((member) => (
          <BlockedRow key={member.memberNo} member={member} onUnblock={() => setAsking(member)} />
        ))}
      </ul>
    );
  }

  return (
    <Page width="reading" testId="blocked-page">
      <header>
        <h1 className="text-2xl font-bold">{t('relations:blocked.title')}</h1>
        <p className="mt-1 text-sm text-ink-muted">{t('relations:blocked.intro')}</p>
      </header>
      {content}
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={t('relations:blocked.confirmTitle', { name: asking?.nickname ?? '' })}
        body={t('relations:blocked.confirmBody')}
        confirmLabel={unblock.isPending ? t('relations:blocked.busy') : t('relations:blocked.confirm')}
        cancelLabel={t('relations:blocked.cancel')}
        onConfirm={confirm}
        busy={unblock.isPending}
        testId="unblock-confirm"
      />
    </Page>
  );
}
