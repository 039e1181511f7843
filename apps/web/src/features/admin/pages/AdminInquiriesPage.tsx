// /admin/inquiries: members' 1:1 questions (issue 12, SPEC §6) — open ones first, oldest first, each
// with an answer form; the answered ones on their tab, where answering again edits the answer.
import { AnswerBody, type Inquiry } from '@dcm/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { primaryButton } from '../../../components/buttons.ts';
import { Field, inputClass } from '../../../components/Field.tsx';
import { Pagination } from '../../../components/Pagination.tsx';
import { Page } from '../../../components/ui/Page.tsx';
import { formatDateTime, useLocale } from '../../../lib/format.ts';
import { useSearchParamsUpdate } from '../../../lib/search-params.ts';
import { AdminPageHeader, ListStates, oneOf, StatusTabs } from '../components/AdminListParts.tsx';
import { ADMIN_INQUIRY_PAGE_SIZE, INQUIRY_STATUSES, useAdminInquiries, useAnswerInquiry, type InquiryStatus } from '../content/console-api.ts';
import { issuesToErrors, useActionToasts } from '../content/components/ConsoleParts.tsx';

function AnswerForm({ inquiry }: { inquiry: Inquiry }) {
  const { t } = useTranslation(['admin', 'common']);
  const [answer, setAnswer] = useState(inquiry.answer ?? '');
  const [error, setError] = useState<string | undefined>();
  const send = useAnswerInquiry();
  const toasts = useActionToasts();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    const parsed = AnswerBody.safeParse({ answer });
    if (!parsed.success) {
      setError(issuesToErrors(t, parsed.error.issues).answer);
      return;
    }
    setError(undefined);
    send.mutate(
      { id: inquiry.id, body: parsed.data },
      {
        onSuccess: () => toasts.done(t('admin:console.inquiries.done', { title: inquiry.title })),
        onError: (e) => setError(toasts.failed(e).answer),
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="mt-3 flex flex-col gap-2">
      <Field name="answer" label={t('admin:console.inquiries.answer')} error={error}>
        {(a11y) => <textarea {...a11y} className={`${inputClass} min-h-28`} value={answer} maxLength={5000} onChange={(e) => setAnswer(e.target.value)} />}
      </Field>
      <button type="submit" className={primaryButton} disabled={send.isPending}>
        {inquiry.answer ? t('admin:console.inquiries.edit') : t('admin:console.inquiries.send')}
      </button>
    </form>
  );
}

export default function AdminInquiriesPage() {
  const { t } = useTranslation(['admin', 'inquiries', 'errors']);
  const locale = useLocale();
  const [params] = useSearchParams();
  const update = useSearchParamsUpdate();
  const status: InquiryStatus = oneOf(INQUIRY_STATUSES, params.get('status')) ?? 'open';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useAdminInquiries(status, page);

  return (
    <Page width="working">
      <AdminPageHeader title={t('admin:console.inquiries.title')} subtitle={t('admin:console.inquiries.subtitle')} />
      <StatusTabs
        label={t('admin:console.inquiries.status')}
        tabs={INQUIRY_STATUSES}
        current={status}
        nameOf={(tab) => t(`inquiries:status.${tab}`)}
        onChange={(tab) => update({ status: tab === 'open' ? null : tab, page: null })}
      />
      <ListStates list={list} empty={t(`admin:console.inquiries.empty.${status}`)} emptyTestId="admin-inquiry-empty">
        {(data) => (
          <>
            <ul className="flex flex-col gap-3">
              {data.items.map((inquiry) => (
                <li key={inquiry.id} className="rounded-2xl border border-line bg-white p-4" data-testid="admin-inquiry-row">
                  <p className="font-semibold break-words">{inquiry.title}</p>
                  <p className="text-xs text-ink-subtle">
                    {t(`inquiries:category.${inquiry.category}`)} · {inquiry.member.nickname} ({inquiry.member.memberNo}) · {formatDateTime(inquiry.createdAt, locale)}
                  </p>
                  <p className="mt-2 whitespace-pre-wrap break-words text-sm">{inquiry.body}</p>
                  {inquiry.files.length > 0 && (
                    <ul className="mt-2 flex flex-wrap gap-2 text-sm">
                      {inquiry.files.map((file) => (
                        <li key={file.id}>
                          <a href={file.url} target="_blank" rel="noreferrer" className="text-brand-700 underline">
                            {file.name}
                          </a>
                        </li>
                      ))}
                    </ul>
                  )}
                  {(inquiry.requestId || inquiry.orderId) && (
                    <p className="mt-1 text-xs text-ink-muted">
                      {inquiry.requestId ? t('admin:console.inquiries.request', { id: inquiry.requestId.slice(0, 8) }) : t('admin:console.inquiries.order', { id: inquiry.orderId?.slice(0, 8) })}
                    </p>
                  )}
                  <AnswerForm key={`${inquiry.id}:${inquiry.answeredAt ?? ''}`} inquiry={inquiry} />
                </li>
              ))}
            </ul>
            <Pagination page={page} size={ADMIN_INQUIRY_PAGE_SIZE} total={data.total} onPage={(p) => update({ page: p === 1 ? null : p })} />
          </>
        )}
      </ListStates>
    </Page>
  );
}
