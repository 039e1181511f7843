// /request/estimated?request=<id>: a T-esigner's quotation on a public request, or the designated
// T-esigner's price that accepts a request sent to them (an order for the client to pay). A first visit sends
// one; with their quotation still submitted and the request open, the form edits it and offers to
// withdraw it; a withdrawn, chosen or not chosen quotation is shown as it stands.
import { QUOTABLE_STATUSES, QuotationStatus, RequestAction, RequestType, type Quotation, type RequestDetail } from '@dcm/shared';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageProblem, PageSkeleton } from '../../../components/PageStates.tsx';
import { useViewer } from '../../../lib/viewer.ts';
import { useRequestDetail, useRequestQuotations } from '../api.ts';
import { QuotationForm } from '../components/QuotationForm.tsx';
import { QuotationSummary } from '../components/QuotationSummary.tsx';
import { RequestFacts } from '../components/RequestFacts.tsx';

/** Whether the request still takes quotations (the server holds the same rule by its clock). */
const takesQuotations = (request: RequestDetail): boolean =>
  request.type === RequestType.Public && QUOTABLE_STATUSES.includes(request.status) && Date.parse(request.quoteExpiresAt) > Date.now();

export default function QuotationFormPage() {
  const { t } = useTranslation(['quotations', 'common', 'errors']);
  const [params] = useSearchParams();
  const requestId = params.get('request') || undefined;
  const viewer = useViewer();
  const request = useRequestDetail(requestId);
  const quotations = useRequestQuotations(requestId);

  let title = t('quotations:form.title');
  const problem = (error: unknown) => (
    <PageProblem error={error} testId="quotations" notFoundTitle={t('quotations:notFound.title')} notFoundBody={t('quotations:notFound.body')} backTo="/request" backLabel={t('quotations:backToRequests')} />
  );
  let content;
  if (!requestId) content = problem(null);
  else if (request.isPending || quotations.isPending) content = <PageSkeleton label={t('quotations:loading')} testId="quotations-skeleton" shape="cards" />;
  else if (request.isError || quotations.isError) content = problem(request.error ?? quotations.error);
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
      <div className="flex flex-col gap-5">
        <RequestFacts request={r} />
        {body}
      </div>
    );
  }

  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-6 sm:py-10">
      <header className="mb-5">
        <h1 className="text-2xl font-bold">{title}</h1>
        <p className="mt-1 text-sm text-slate-600">{t('quotations:form.intro')}</p>
      </header>
      {content}
    </section>
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
    <div role="status" className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-slate-300 bg-white px-4 py-10 text-center" data-testid="cannot-quote">
      <p className="text-slate-700">{message}</p>
      <Link
        to={own ? `/request/estimated/view/${request.id}` : `/request/view/${request.id}`}
        className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
      >
        {own ? t('quotations:cannotQuote.toCompare') : t('quotations:backToRequest')}
      </Link>
    </div>
  );
}
