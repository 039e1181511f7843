// /admin/requests/:id: one request as the operator reads it (issue 12, Admin console): its facts, its
// client and its addressed or chosen T-esigner (each opening their member file), its referrals as
// documents, and its order once a quotation was chosen. Read only: the parties act on their pages.
import { ErrorCode, RequestType, type MemberRef, type RequestDetail } from '@dcm/shared';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatDateTime, MISSING, useLocale } from '../../../lib/format.ts';
import { errorCodeOf } from '../../../lib/http.ts';
import { ExpiryCountdown, useUnitsText } from '../../requests/components/RequestFacts.tsx';
import { RequestReferralDocuments } from '../../requests/components/RequestReferralDocuments.tsx';
import { AdminDetailFrame, DetailLoading, Fact, FactsSection, LoadFailed, useMemberName } from '../components/DetailParts.tsx';
import { useAdminRequest } from '../orders-api.ts';

const linkClass = 'break-words text-brand-700 underline';

/** A party of the request, opening its file in the members console. */
function MemberLink({ member, testId }: { member: MemberRef; testId: string }) {
  const memberName = useMemberName();
  return (
    <Link to={`/admin/members?member=${member.memberNo}`} className={linkClass} data-testid={testId}>
      {memberName(member)}
    </Link>
  );
}

function Facts({ request }: { request: RequestDetail }) {
  const { t } = useTranslation(['admin', 'common']);
  const locale = useLocale();
  const unitsText = useUnitsText();
  const designated = request.type === RequestType.Designated;
  return (
    <FactsSection id="admin-request-facts" title={t('admin:request.facts')}>
      <Fact label={t('admin:request.requestId')}>
        <code className="break-all font-mono text-xs">{request.id}</code>
      </Fact>
      <Fact label={t('admin:orders.type')} testId="admin-request-type">
        {t(`admin:orders.requestType.${request.type}`)}
      </Fact>
      <Fact label={t('admin:orders.status')} testId="admin-request-status">
        {t(`common:requestStatus.${request.status}`)}
      </Fact>
      <Fact label={t('admin:orders.client')}>
        <MemberLink member={request.client} testId="admin-request-client" />
      </Fact>
      <Fact label={t(designated ? 'admin:request.addressedDesigner' : 'admin:request.chosenDesigner')}>
        {request.designer ? <MemberLink member={request.designer} testId="admin-request-designer" /> : t('admin:orders.noDesigner')}
      </Fact>
      <Fact label={t('admin:orders.createdAt')}>{formatDateTime(request.createdAt, locale)}</Fact>
      <Fact label={t('admin:request.quoteExpiresAt')}>
        <span className="flex flex-wrap gap-x-2">
          <span>{formatDateTime(request.quoteExpiresAt, locale)}</span>
          <span>
            (<ExpiryCountdown expiresAt={request.quoteExpiresAt} status={request.status} />)
          </span>
        </span>
      </Fact>
      <Fact label={t('admin:orders.deadlineAt')} testId="admin-request-deadline">
        {formatDateTime(request.deadlineAt, locale)}
      </Fact>
      <Fact label={t('admin:request.units')} testId="admin-request-units">
        {unitsText(request.units)}
      </Fact>
      <Fact label={t('admin:request.quotations')} testId="admin-request-quotations">
        {t('admin:orders.quotations', { count: request.quotationCount })}
      </Fact>
      <Fact label={t('admin:request.notes')}>
        <span className="whitespace-pre-wrap">{request.notes.trim() || MISSING}</span>
      </Fact>
      {request.rejectReason && (
        <Fact label={t('admin:request.rejectReason')}>
          <span className="whitespace-pre-wrap">{request.rejectReason}</span>
        </Fact>
      )}
      <Fact label={t('admin:request.order')} testId="admin-request-order">
        {request.orderId ? (
          <Link to={`/admin/orders/${request.orderId}`} className="break-all font-mono text-xs text-brand-700 underline">
            {request.orderId}
          </Link>
        ) : (
          t('admin:request.noOrder')
        )}
      </Fact>
    </FactsSection>
  );
}

/** The referrals as the documents a T-esigner designs from; the operator may open their files. */
function Referrals({ request }: { request: RequestDetail }) {
  const { t } = useTranslation('admin');
  return (
    <section className="flex flex-col gap-4" aria-labelledby="admin-request-referrals">
      <h2 id="admin-request-referrals" className="text-lg font-semibold">
        {t('admin:request.referrals', { count: request.referralCount })}
      </h2>
      {request.referrals.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">{t('admin:request.noReferrals')}</p>
      ) : (
        <RequestReferralDocuments referrals={request.referrals} />
      )}
    </section>
  );
}

/** A mistyped address and a request that does not exist read the same: not found. */
const isNotFound = (code: string) => code === ErrorCode.NotFound || code === ErrorCode.ValidationFailed;

function Problem({ error, retry }: { error: unknown; retry: () => void }) {
  const { t } = useTranslation('admin');
  if (isNotFound(errorCodeOf(error))) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-4 py-12 text-center" data-testid="admin-request-not-found">
        <p className="text-lg font-semibold">{t('admin:request.notFoundTitle')}</p>
        <p className="text-sm text-slate-600">{t('admin:request.notFoundBody')}</p>
      </div>
    );
  }
  return <LoadFailed error={error} retry={retry} testId="admin-request-error" />;
}

export default function AdminRequestDetailPage() {
  // Every catalogue the page and its parts read, loaded together with the page.
  const { t } = useTranslation(['admin', 'common', 'errors', 'referralDoc', 'requestView']);
  const { id = '' } = useParams();
  const detail = useAdminRequest(id);
  return (
    <AdminDetailFrame backTo="/admin/requests" backLabel={t('admin:request.back')} title={t('admin:request.title')}>
      {detail.isPending ? (
        <DetailLoading label={t('admin:request.loading')} />
      ) : detail.isError ? (
        <Problem error={detail.error} retry={() => void detail.refetch()} />
      ) : (
        <>
          <Facts request={detail.data} />
          <Referrals request={detail.data} />
        </>
      )}
    </AdminDetailFrame>
  );
}
