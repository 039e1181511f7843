// /myInquire: the member's inquiries, newest first, ten a page, each open or answered.
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Pagination } from '../../../components/Pagination.tsx';
import { formatDateTime, useLocale } from '../../../lib/format.ts';
import { errorCodeOf } from '../../../lib/http.ts';
import { useSearchParamsUpdate } from '../../../lib/search-params.ts';
import { useUserStore } from '../../../lib/user-store.ts';
import { INQUIRY_PAGE_SIZE, useMyInquiries } from '../api.ts';
import { ErrorNote, InquiryFrame } from '../components/InquiryFrame.tsx';
import { InquiryStatus } from '../components/InquiryStatus.tsx';

export default function MyInquiriesPage() {
  const { t } = useTranslation('inquiries');
  const locale = useLocale();
  const [params] = useSearchParams();
  const update = useSearchParamsUpdate();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const signedIn = useUserStore((s) => s.user !== null);
  const list = useMyInquiries(page, signedIn);

  return (
    <InquiryFrame title={t('mine.title')} intro={t('mine.intro')}>
      <Link to="/inquireWrite" className="self-start text-sm font-medium text-brand-700 underline">
        {t('hub.write')}
      </Link>
      {list.isPending ? (
        <p className="py-10 text-center text-sm text-ink-subtle">{t('loading')}</p>
      ) : list.isError ? (
        <ErrorNote code={errorCodeOf(list.error)} />
      ) : list.data.items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line-strong py-10 text-center text-sm text-ink-subtle" data-testid="inquiry-empty">
          {t('mine.empty')}
        </p>
      ) : (
        <>
          <ul className="flex flex-col divide-y divide-line rounded-2xl border border-line bg-white">
            {list.data.items.map((inquiry) => (
              <li key={inquiry.id} data-testid="inquiry-row">
                <Link to={`/myInquire2?id=${inquiry.id}`} className="flex min-h-14 items-center gap-3 px-4 py-3 hover:bg-canvas">
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-medium">{inquiry.title}</span>
                    <span className="text-xs text-ink-subtle">
                      {t(`category.${inquiry.category}`)} · {formatDateTime(inquiry.createdAt, locale)}
                    </span>
                  </span>
                  <InquiryStatus status={inquiry.status} />
                </Link>
              </li>
            ))}
          </ul>
          <Pagination page={page} size={INQUIRY_PAGE_SIZE} total={list.data.total} onPage={(p) => update({ page: p === 1 ? null : p })} />
        </>
      )}
    </InquiryFrame>
  );
}
