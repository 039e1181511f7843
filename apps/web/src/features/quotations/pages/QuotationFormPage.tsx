// /request/estimated?request=<id>: a T-esigner's quotation on a public request, or the designated
// T-esigner's price that accepts a request sent to them (an order for the client to pay). A first visit sends
// one; with their quotation still submitted and the request open, the form edits it and offers to
// withdraw it; a withdrawn, chosen or not chosen quotation is shown as it stands.
import { QUOTABLE_STATUSES, QuotationStatus, RequestAction, RequestType, type Quotation, type RequestDetail } from '@dcm/shared';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { RequestStatusBadge } from '../../../components/StatusBadge.tsx';
import { EmptyState } from '../../../components/ui/EmptyState.tsx';
import { Page } from '../../../components/ui/Page.tsx';
import { PageHeader } from '../../../components/ui/PageHeader.tsx';
import { useLocale } from '../../../lib/format.ts';
import { useViewer } from '../../../lib/viewer.ts';
import { useRequestDetail, useRequestQuotations } from '../api.ts';
import { allNumbersOf, caseNameOf } from '../case-name.ts';
import { LoadProblem } from '../components/LoadProblem.tsx';
import { QuotationForm } from '../components/QuotationForm.tsx';
import { QuotationsSkeleton } from '../components/QuotationsSkeleton.tsx';
import { QuotationSummary } from '../components/QuotationSummary.tsx';
import { RequestFacts } from '../components/RequestFacts.tsx';

/** Whether the request still takes quotations (the server holds the same rule by its clock). */
const takesQuotations = (request: RequestDetail): boolean =>
  request.type === RequestType.Public && QUOTABLE_STATUSES.includes(request.status) && Date.parse(request.quoteExpiresAt) > Date.now();

export default function QuotationFormPage() {
  const { t } = useTranslation(['quotations', 'common', 'errors']);
  const locale = useLocale();
  const [params] = useSearchParams();
  const requestId = params.get('request') || undefined;
  const viewer = useViewer();
  const request = useRequestDetail(requestId);
  const quotations = useRequestQuotations(requestId);

  let title = t('quotations:form.title');
  const retry = () => {
    if (request.isError) void request.refetch();
    if (quotations.isError) void quotations.refetch();
  };
  let content;
  if (!requestId) content = <LoadProblem error={null} onRetry={retry} retrying={false} />;
  else if (request.isError || quotations.isError) content = <LoadProblem error={request.error ?? quotations.error} onRetry={retry} retrying={request.isFetching || quotations.isFetching} />;
  else if (request.isPending || quotations.isPending) content = <QuotationsSkeleton label={t('quotations:loading')} layout="sections" />;
  else {
    // A T-esigner sees only their own quotation here; the client (or the admin) sees them all.
    const mine: Quotation | undefined = quotations.data.find((q) => q.designer.memberNo === viewer?.memberNo);
    const r = request.data;
    let body;
    if (mine && mine.status === QuotationStatus.Submitted && takesQuotations(r)) {
      title = t('quotations:form.editTitle');
      body = <QuotationForm key={`${mine.id}-${mine.updatedAt}`} request={r} quotation={mine} onAlreadyQuoted={() => void quotations.refetch()} />;
    } else if (mine) {
      title = t('quotations:form.viewTitle');
      body = <QuotationSummary quotation={mine} />;
    } else if (r.type === RequestType.Designated && r.actions.includes(RequestAction.Accept)) {
      title = t('quotations:form.acceptTitle');
      body = <QuotationForm key="accept" request={r} accepting onAlreadyQuoted={() => void quotations.refetch()} />;
    } else if (r.canQuote) {
      body = <QuotationForm key="new" request={r} onAlreadyQuoted={() => void quotations.refetch()} />;
    } else {
      body = <CannotQuote request={r} />;
    }
    content = (
      <>
        <RequestFacts request={r} showClient={r.client.memberNo !== viewer?.memberNo} />
        {body}
      </>
    );
  }

  const named = request.data;
  return (
    <Page width="reading">
      <PageHeader
        back={requestId ? { to: `/request/view/${requestId}`, label: t('quotations:backToRequest') } : undefined}
        eyebrow={named && <span title={allNumbersOf(named)}>{caseNameOf(t, locale, named)}</span>}
        title={title}
        badge={named && <RequestStatusBadge status={named.status} />}
        subtitle={t('quotations:form.intro')}
      />
      {content}
    </Page>
  );
}

/** Why this viewer cannot quote on the request, and where to go instead. */
function CannotQuote({ request }: { request: RequestDetail }) {
  const { t } = useTranslation(['quotations', 'errors']);
  const viewer = useViewer();
  const own = request.client.memberNo === viewer?.memberNo;
  const kind = viewer?.kind;
  const message = own
    ? t('quotations:cannotQuote.own')
    : kind === 'lab'
      ? t('errors:DESIGNER_PROFILE_REQUIRED')
      : kind === 'client' || kind === 'admin'
        ? t('quotations:cannotQuote.designersOnly')
        : t('errors:QUOTE_CLOSED');
  return (
    <div role="status">
      <EmptyState
        illustration="documents"
        title={message}
        action={
          <Link
            to={own ? `/request/estimated/view/${request.id}` : `/request/view/${request.id}`}
            className="inline-flex min-h-11 items-center rounded-control bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
          >
            {own ? t('quotations:cannotQuote.toCompare') : t('quotations:backToRequest')}
          </Link>
        }
        testId="cannot-quote"
      />
    </div>
  );
}
