// The finished or closed request a client sends again: its type, state, referrals and dates; and
// whether it may be sent again at all (only complete or closed requests).
import { RequestStatus, type RequestDetail } from '@dcm/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, useLocale } from '../../../lib/format.ts';
import { errorCodeOf } from '../../../lib/http.ts';
import { useUserStore } from '../../../lib/user-store.ts';
import { useRequestToResend } from '../api.ts';
import { ErrorNote } from './InquiryFrame.tsx';

const RESENDABLE: readonly string[] = [RequestStatus.Complete, RequestStatus.RequestClosed];
export const canResend = (request: RequestDetail) => RESENDABLE.includes(request.status);

export function RequestSummaryCard({ request, compact = false }: { request: RequestDetail; compact?: boolean }) {
  const { t } = useTranslation('inquiries');
  const locale = useLocale();
  return (
    <section className="rounded-2xl border border-line bg-white p-4 sm:p-6" data-testid="re-request-summary">
      <p className="font-semibold">
        {t(`reRequest.type.${request.type}`)} · {t(`reRequest.status.${request.status}`)}
      </p>
      <p className="text-sm text-ink-muted">{t('reRequest.referrals', { count: request.referralCount })}</p>
      {!compact && (
        <dl className="mt-3 grid gap-1 text-sm sm:grid-cols-[10rem_1fr]">
          <dt className="text-ink-subtle">{t('reRequest.previousExpiry')}</dt>
          <dd>{formatDateTime(request.quoteExpiresAt, locale)}</dd>
          <dt className="text-ink-subtle">{t('reRequest.previousDeadline')}</dt>
          <dd>{formatDateTime(request.deadlineAt, locale)}</dd>
          {request.designer && (
            <>
              <dt className="text-ink-subtle">{t('reRequest.designer')}</dt>
              <dd>{request.designer.nickname}</dd>
            </>
          )}
          {request.notes && (
            <>
              <dt className="text-ink-subtle">{t('reRequest.notes')}</dt>
              <dd className="whitespace-pre-wrap break-words">{request.notes}</dd>
            </>
          )}
        </dl>
      )}
    </section>
  );
}

/** Loads the request of ?id= and hands it on, or says why it cannot be sent again. */
export function WithRequestToResend({ id, children }: { id: string; children: (request: RequestDetail) => ReactNode }) {
  const { t } = useTranslation('inquiries');
  const signedIn = useUserStore((s) => s.user !== null);
  const request = useRequestToResend(id, signedIn);
  if (!id) return <ErrorNote code="NOT_FOUND" />;
  if (request.isPending) return <p className="py-10 text-center text-sm text-ink-subtle">{t('loading')}</p>;
  if (request.isError) return <ErrorNote code={errorCodeOf(request.error)} />;
  return children(request.data);
}
