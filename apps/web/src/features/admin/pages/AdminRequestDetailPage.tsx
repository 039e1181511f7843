// /admin/requests/:id: one request as the operator reads it (issue 12, Admin console): its facts, its
// client and its addressed or chosen T-esigner (each opening their member file), every quotation on
// it (each T-esigner opening their member file too), its referrals as documents, and its order once a
// quotation was chosen. Read only: the parties act on their pages.
import { ErrorCode, RequestType, type AdminRequestQuotation, type MemberRef, type RequestDetail } from '@dcm/shared';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatDateTime, MISSING, useLocale } from '../../../lib/format.ts';
import { errorCodeOf } from '../../../lib/http.ts';
import { formatMoney } from '../../../lib/money.ts';
import { ExpiryCountdown, RequestReferralDocuments, useUnitsText } from '../../requests/index.ts';
import { AdminDetailFrame, detailSectionClass, DetailLoading, Fact, FactsSection, LoadFailed, useMemberName } from '../components/DetailParts.tsx';
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

/** One quotation: who sent it (opening their member file) and where it stands, then its price and dates. */
function QuotationItem({ quotation }: { quotation: AdminRequestQuotation }) {
  const { t } = useTranslation(['admin', 'common']);
  const locale = useLocale();
  const facts: Array<[label: string, value: string, iso?: string]> = [
    [t('admin:orders.amount'), formatMoney(quotation.amount, quotation.currency, locale)],
    [t('admin:request.deliveryAt'), formatDateTime(quotation.deliveryAt, locale), quotation.deliveryAt],
    [t('admin:request.submittedAt'), formatDateTime(quotation.createdAt, locale), quotation.createdAt],
  ];
  return (
    <li className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0" data-testid="admin-request-quotation" data-status={quotation.status}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <MemberLink member={quotation.designer} testId="admin-request-quotation-designer" />
        <span className="rounded-full bg-sunken px-2 text-xs" data-testid="admin-request-quotation-status">
          {t(`common:quotationStatus.${quotation.status}`)}
        </span>
      </div>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
        {facts.map(([label, value, iso]) => (
          <div key={label} className="flex justify-between gap-3 sm:flex-col sm:justify-start sm:gap-0.5">
            <dt className="text-ink-subtle">{label}</dt>
            <dd className="tabular-nums text-ink">{iso ? <time dateTime={iso}>{value}</time> : <span className="font-semibold">{value}</span>}</dd>
          </div>
        ))}
      </dl>
      <code className="break-all font-mono text-xs text-ink-subtle">{quotation.id}</code>
    </li>
  );
}

/** Every quotation on the request, withdrawn ones too, in the order they came; one card each, so a phone reads it without scrolling sideways. */
function Quotations({ quotations }: { quotations: AdminRequestQuotation[] }) {
  const { t } = useTranslation('admin');
  return (
    <section className={detailSectionClass} aria-labelledby="admin-request-quotation-list">
      <h2 id="admin-request-quotation-list" className="mb-3 text-lg font-semibold">
        {t('admin:request.quotationList', { count: quotations.length })}
      </h2>
      {quotations.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line-strong p-6 text-center text-sm text-ink-muted" data-testid="admin-request-quotations-empty">
          {t('admin:request.noQuotations')}
        </p>
      ) : (
        <ul className="flex flex-col divide-y divide-line" data-testid="admin-request-quotation-list">
          {quotations.map((quotation) => (
            <QuotationItem key={quotation.id} quotation={quotation} />
          ))}
        </ul>
      )}
    </section>
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
        <p className="rounded-xl border border-dashed border-line-strong p-6 text-center text-sm text-ink-muted">{t('admin:request.noReferrals')}</p>
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
      <div role="alert" className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-line-strong bg-white px-4 py-12 text-center" data-testid="admin-request-not-found">
        <p className="text-lg font-semibold">{t('admin:request.notFoundTitle')}</p>
        <p className="text-sm text-ink-muted">{t('admin:request.notFoundBody')}</p>
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
          <Quotations quotations={detail.data.quotations} />
          <Referrals request={detail.data} />
        </>
      )}
    </AdminDetailFrame>
  );
}
