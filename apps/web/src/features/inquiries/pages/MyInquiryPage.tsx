// /myInquire2?id=: one of the member's inquiries with its files and, once given, the operator's answer.
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatBytes, formatDateTime, useLocale } from '../../../lib/format.ts';
import { errorCodeOf } from '../../../lib/http.ts';
import { useUserStore } from '../../../lib/user-store.ts';
import { useInquiry } from '../api.ts';
import { ErrorNote, InquiryFrame } from '../components/InquiryFrame.tsx';
import { InquiryStatus } from '../components/InquiryStatus.tsx';

export default function MyInquiryPage() {
  const { t } = useTranslation('inquiries');
  const locale = useLocale();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const signedIn = useUserStore((s) => s.user !== null);
  const inquiry = useInquiry(id, signedIn);

  return (
    <InquiryFrame title={t('detail.title')}>
      <Link to="/myInquire" className="self-start text-sm font-medium text-brand-700 underline">
        ← {t('detail.back')}
      </Link>
      {!id ? (
        <ErrorNote code="NOT_FOUND" />
      ) : inquiry.isPending ? (
        <p className="py-10 text-center text-sm text-ink-subtle">{t('loading')}</p>
      ) : inquiry.isError ? (
        <ErrorNote code={errorCodeOf(inquiry.error)} />
      ) : (
        <>
          <article className="rounded-2xl border border-line bg-white p-4 sm:p-6" data-testid="inquiry-question">
            <div className="flex items-start gap-2">
              <h2 className="min-w-0 flex-1 break-words text-lg font-semibold">{inquiry.data.title}</h2>
              <InquiryStatus status={inquiry.data.status} />
            </div>
            <p className="mt-1 text-xs text-ink-subtle">
              {t(`category.${inquiry.data.category}`)} · {formatDateTime(inquiry.data.createdAt, locale)}
            </p>
            <p className="mt-3 whitespace-pre-wrap break-words">{inquiry.data.body}</p>
            {inquiry.data.files.length > 0 && (
              <ul className="mt-3 flex flex-col gap-1 text-sm">
                {inquiry.data.files.map((file) => (
                  <li key={file.id}>
                    <a href={file.url} target="_blank" rel="noreferrer" className="text-brand-700 underline">
                      {file.name}
                    </a>{' '}
                    <span className="text-ink-subtle">({formatBytes(file.size)})</span>
                  </li>
                ))}
              </ul>
            )}
          </article>
          {inquiry.data.answer ? (
            <article className="rounded-2xl border border-brand-200 bg-brand-50 p-4 sm:p-6" data-testid="inquiry-answer">
              <h2 className="font-semibold text-brand-900">{t('detail.answer')}</h2>
              {inquiry.data.answeredAt && <p className="text-xs text-ink-subtle">{formatDateTime(inquiry.data.answeredAt, locale)}</p>}
              <p className="mt-2 whitespace-pre-wrap break-words">{inquiry.data.answer}</p>
            </article>
          ) : (
            <p className="rounded-xl border border-dashed border-line-strong p-4 text-sm text-ink-muted" data-testid="inquiry-waiting">
              {t('detail.waiting')}
            </p>
          )}
        </>
      )}
    </InquiryFrame>
  );
}
