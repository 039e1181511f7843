// /admin/notices: the notice editor (issue 12, SPEC §6) — every notice with its drafts, written in
// Korean and English side by side, pinned or not, saved as a draft or published (publishing the first
// time tells every member).
import { NoticeBody, type AdminNotice } from '@dcm/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { primaryButton, secondaryButton } from '../../../../components/buttons.ts';
import { Pagination } from '../../../../components/Pagination.tsx';
import { formatDateTime, useLocale } from '../../../../lib/format.ts';
import { useSearchParamsUpdate } from '../../../../lib/search-params.ts';
import { AdminPageHeader, ListStates } from '../../components/AdminListParts.tsx';
import { NOTICE_PAGE_SIZE, useAdminNotices, useDeleteNotice, useSaveNotice } from '../api.ts';
import { BilingualField, DeleteButton, emptyBilingual, issuesToErrors, useActionToasts, type Bilingual } from '../components/ConsoleParts.tsx';

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
  const { t } = useTranslation(['admin', 'common']);
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveNotice();
  const toasts = useActionToasts();

  const submit = (publish: boolean) => {
    if (save.isPending) return;
    const parsed = NoticeBody.safeParse({ title: draft.title, body: draft.body, pinned: draft.pinned, publish });
    if (!parsed.success) {
      setErrors(issuesToErrors(t, parsed.error.issues));
      return;
    }
    setErrors({});
    save.mutate(
      { id: draft.id, body: parsed.data },
      {
        onSuccess: () => {
          toasts.done(t(publish ? 'admin:content.notices.published' : 'admin:content.notices.saved'));
          onClose();
        },
        onError: (e) => setErrors(toasts.failed(e)),
      },
    );
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(true);
  };

  return (
    <form noValidate onSubmit={onSubmit} className="mb-6 flex flex-col gap-4 rounded-2xl border border-brand-200 bg-white p-4 sm:p-6" data-testid="notice-form">
      <h2 className="text-lg font-semibold">{draft.id ? t('admin:content.notices.edit') : t('admin:content.notices.new')}</h2>
      <BilingualField name="title" label={t('admin:content.notices.titleLabel')} value={draft.title} onChange={(title) => setDraft((d) => ({ ...d, title }))} errors={errors} maxLength={200} />
      <BilingualField name="body" label={t('admin:content.notices.body')} value={draft.body} onChange={(body) => setDraft((d) => ({ ...d, body }))} errors={errors} maxLength={20_000} multiline />
      <label className="flex min-h-11 items-center gap-2 text-sm">
        <input type="checkbox" className="size-5" checked={draft.pinned} onChange={(e) => setDraft((d) => ({ ...d, pinned: e.target.checked }))} />
        {t('admin:content.notices.pinned')}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <button type="submit" className={primaryButton} disabled={save.isPending}>
          {t('admin:content.notices.publish')}
        </button>
        {!draft.published && (
          <button type="button" className={secondaryButton} disabled={save.isPending} onClick={() => submit(false)}>
            {t('admin:content.notices.saveDraft')}
          </button>
        )}
        <button type="button" className={secondaryButton} onClick={onClose}>
          {t('admin:content.cancel')}
        </button>
      </div>
    </form>
  );
}

export default function AdminNoticesPage() {
  const { t } = useTranslation(['admin', 'errors']);
  const locale = useLocale();
  const [params] = useSearchParams();
  const update = useSearchParamsUpdate();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useAdminNotices(page);
  const remove = useDeleteNotice();
  const toasts = useActionToasts();
  // The form open (a key per notice, so opening another one starts fresh), or closed.
  const [editing, setEditing] = useState<Draft | null>(null);

  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-6 sm:py-10">
      <AdminPageHeader title={t('admin:content.notices.title')} subtitle={t('admin:content.notices.subtitle')} />
      {editing ? (
        <NoticeForm key={editing.id ?? 'new'} initial={editing} onClose={() => setEditing(null)} />
      ) : (
        <button type="button" className={`${primaryButton} mb-4`} onClick={() => setEditing(blank())} data-testid="notice-new">
          {t('admin:content.notices.new')}
        </button>
      )}
      <ListStates list={list} empty={t('admin:content.notices.empty')} emptyTestId="notice-empty">
        {(data) => (
          <>
            <ul className="flex flex-col gap-2">
              {data.items.map((notice) => (
                <li key={notice.id} className="flex flex-wrap items-center gap-2 rounded-xl border border-slate-200 bg-white p-3" data-testid="notice-row">
                  <span className="min-w-0 flex-1">
                    <span className="block break-words font-medium">
                      {notice.pinned && <span className="mr-1 rounded bg-brand-100 px-1.5 text-xs text-brand-800">{t('admin:content.notices.pinnedBadge')}</span>}
                      {notice.title.ko}
                    </span>
                    <span className="block text-xs text-slate-500">{notice.title.en || t('admin:content.noEnglish')}</span>
                    <span className="block text-xs text-slate-500" data-testid="notice-state">
                      {notice.publishedAt ? t('admin:content.notices.publishedAt', { date: formatDateTime(notice.publishedAt, locale) }) : t('admin:content.notices.draft')}
                    </span>
                  </span>
                  <button type="button" className={secondaryButton} onClick={() => setEditing(draftOf(notice))}>
                    {t('admin:content.editButton')}
                  </button>
                  <DeleteButton
                    name={notice.title.ko}
                    busy={remove.isPending}
                    onDelete={() => remove.mutate(notice.id, { onSuccess: () => toasts.done(t('admin:content.deleted')), onError: (e) => void toasts.failed(e) })}
                  />
                </li>
              ))}
            </ul>
            <Pagination page={page} size={NOTICE_PAGE_SIZE} total={data.total} onPage={(p) => update({ page: p === 1 ? null : p })} />
          </>
        )}
      </ListStates>
    </section>
  );
}
