// /admin/notices: the notice editor (issue 12, SPEC §6) — every notice with its drafts, written in
// Korean and English side by side, pinned or not, saved as a draft or published (publishing the first
// time tells every member); a published notice can be unpublished, back to a draft.
import { NoticeBody, type AdminNotice } from '@dcm/shared';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { primaryButton, secondaryButton } from '../../../../components/buttons.ts';
import { Pagination } from '../../../../components/Pagination.tsx';
import { Page } from '../../../../components/ui/Page.tsx';
import { formatDateTime, useLocale } from '../../../../lib/format.ts';
import { useSearchParamsUpdate } from '../../../../lib/search-params.ts';
import { AdminPageHeader, ListStates } from '../../components/AdminListParts.tsx';
import { NOTICE_PAGE_SIZE, useAdminNotices, useDeleteNotice, useSaveNotice } from '../api.ts';
import { BilingualField, ConsoleForm, ConsoleRow, emptyBilingual, FormButtons, useConsoleEditor, useConsoleForm, type Bilingual } from '../components/ConsoleParts.tsx';

interface Draft {
  id: string | null;
  title: Bilingual;
  body: Bilingual;
  pinned: boolean;
  published: boolean;
}
const blank = (): Draft => ({ id: null, title: emptyBilingual(), body: emptyBilingual(), pinned: false, published: false });
const draftOf = (n: AdminNotice): Draft => ({ id: n.id, title: { ...n.title }, body: { ...n.body }, pinned: n.pinned, published: n.publishedAt !== null });

function NoticeForm({ initial, onClose }: { initial: Draft; onClose: () => void }) {
  const save = useSaveNotice();
  const { t, draft, setDraft, errors, submit: send } = useConsoleForm(initial, save, onClose);

  const doneMessage = (publish: boolean) => (publish ? 'admin:content.notices.published' : draft.published ? 'admin:content.notices.unpublished' : 'admin:content.notices.saved');
  const submit = (publish: boolean) => send(() => NoticeBody.safeParse({ title: draft.title, body: draft.body, pinned: draft.pinned, publish }), t(doneMessage(publish)));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(true);
  };

  return (
    <ConsoleForm testId="notice-form" onSubmit={onSubmit}>
      <h2 className="text-lg font-semibold">{draft.id ? t('admin:content.notices.edit') : t('admin:content.notices.new')}</h2>
      <BilingualField name="title" label={t('admin:content.notices.titleLabel')} value={draft.title} onChange={(title) => setDraft((d) => ({ ...d, title }))} errors={errors} maxLength={200} />
      <BilingualField name="body" label={t('admin:content.notices.body')} value={draft.body} onChange={(body) => setDraft((d) => ({ ...d, body }))} errors={errors} maxLength={20_000} multiline />
      <label className="flex min-h-11 items-center gap-2 text-sm">
        <input type="checkbox" className="size-5" checked={draft.pinned} onChange={(e) => setDraft((d) => ({ ...d, pinned: e.target.checked }))} />
        {t('admin:content.notices.pinned')}
      </label>
      <FormButtons pending={save.isPending} onClose={onClose} submitLabel={t('admin:content.notices.publish')}>
        <button type="button" className={secondaryButton} disabled={save.isPending} onClick={() => submit(false)}>
          {t(draft.published ? 'admin:content.notices.unpublish' : 'admin:content.notices.saveDraft')}
        </button>
      </FormButtons>
    </ConsoleForm>
  );
}

export default function AdminNoticesPage() {
  const { t } = useTranslation(['admin', 'errors']);
  const locale = useLocale();
  const [params] = useSearchParams();
  const update = useSearchParamsUpdate();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useAdminNotices(page);
  const editor = useConsoleEditor<Draft>(useDeleteNotice());

  return (
    <Page width="working">
      <AdminPageHeader title={t('admin:content.notices.title')} subtitle={t('admin:content.notices.subtitle')} />
      {editor.editing ? (
        <NoticeForm key={editor.editing.id ?? 'new'} initial={editor.editing} onClose={editor.close} />
      ) : (
        <button type="button" className={primaryButton} onClick={() => editor.open(blank())} data-testid="notice-new">
          {t('admin:content.notices.new')}
        </button>
      )}
      <ListStates list={list} empty={t('admin:content.notices.empty')} emptyTestId="notice-empty">
        {(data) => (
          <>
            <ul className="flex flex-col gap-2">
              {data.items.map((notice) => (
                <ConsoleRow key={notice.id} testId="notice-row" gap="gap-2" name={notice.title.ko} onEdit={() => editor.open(draftOf(notice))} onDelete={() => editor.remove(notice.id)} deleting={editor.deleting}>
                  <span className="block break-words font-medium">
                    {notice.pinned && <span className="mr-1 rounded bg-brand-100 px-1.5 text-xs text-brand-800">{t('admin:content.notices.pinnedBadge')}</span>}
                    {notice.title.ko}
                  </span>
                  <span className="block text-xs text-ink-subtle">{notice.title.en || t('admin:content.noEnglish')}</span>
                  <span className="block text-xs text-ink-subtle" data-testid="notice-state">
                    {notice.publishedAt ? t('admin:content.notices.publishedAt', { date: formatDateTime(notice.publishedAt, locale) }) : t('admin:content.notices.draft')}
                  </span>
                </ConsoleRow>
              ))}
            </ul>
            <Pagination page={page} size={NOTICE_PAGE_SIZE} total={data.total} onPage={(p) => update({ page: p === 1 ? null : p })} />
          </>
        )}
      </ListStates>
    </Page>
  );
}
