// /request/view/:id: one request as the viewer may see it: its facts, the moves the machine allows
// them, its referrals as documents, and the comments where T-esigners ask and the client answers.
// Its title and lead follow the request's stage for the viewer's side (@dcm/shared requests/stages.ts).
// A request the viewer may not see answers 404, and reads as "not found" (it does not say which);
// any other failure to load says so (SPEC §8 "request view failed") with a Retry.
import { ErrorCode, requestStageOf, RequestStatus, RequestType, type RequestDetail } from '@dcm/shared';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { StageNext } from '../../../components/StageNext.tsx';
import { RequestStatusBadge } from '../../../components/StatusBadge.tsx';
import { ErrorState } from '../../../components/ui/ErrorState.tsx';
import { actionErrorText } from '../../../lib/action-errors.ts';
import { errorCodeOf } from '../../../lib/http.ts';
import { useRequest } from '../api.ts';
import { RequestActions } from '../components/RequestActions.tsx';
import { RequestComments } from '../components/RequestComments.tsx';
import { RequestReferralDocuments } from '../components/RequestReferralDocuments.tsx';
import { viewerTimeZone } from '../../../lib/time-zone.ts';
import { useViewer } from '../../../lib/viewer.ts';
import { ExpiryCountdown, Moment, useUnitsText } from '../components/RequestFacts.tsx';
import type { UploadedFile } from '@dcm/shared';
import { ViewIn3D } from '../../viewer/index.ts';
import { MemberMore } from '../../relations/index.ts';
import { ChatButton } from '../../chat/index.ts';

/** A referral's mesh file opens in the 3D viewer. */
const viewIn3D = (file: UploadedFile) => <ViewIn3D file={file} />;

export default function RequestViewPage() {
  // Every catalogue the page and its parts read, loaded together with the page.
  const { t } = useTranslation(['requestView', 'common', 'errors', 'referralDoc']);
  const { id } = useParams();
  const request = useRequest(id);

  let content;
  if (request.isPending) content = <ViewSkeleton />;
  else if (request.isError) content = <ViewProblem error={request.error} onRetry={() => void request.refetch()} retrying={request.isFetching} />;
  else content = <RequestView request={request.data} />;

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5 px-4 py-6 sm:py-10">
      <Link to="/request" className="-ml-2 inline-flex min-h-11 w-fit items-center gap-1 rounded-lg px-2 text-sm font-medium text-ink-muted hover:bg-sunken">
        <span aria-hidden>‹</span> {t('view.back')}
      </Link>
      {content}
    </div>
  );
}

function RequestView({ request }: { request: RequestDetail }) {
  const { t } = useTranslation(['requestView', 'referralDoc']);
  const viewer = useViewer();
  const unitsText = useUnitsText();
  const viewerIsClient = viewer?.memberNo === request.client.memberNo;
  const canWrite = viewerIsClient || viewer?.kind === 'designer';
  // Any signed-in member but the client may report a request to the operator; the operator has no need.
  const canReport = viewer !== null && !viewerIsClient && viewer.kind !== 'admin';
  const party = viewerIsClient ? 'client' : 'designer';
  const stage = requestStageOf(request, party);
  const stageKey = `stages.${stage.id}.${party}`;
  const names = { client: request.client.nickname || t('unknownMember'), designer: request.designer?.nickname || t('unknownMember') };
  const term = 'text-sm text-ink-subtle';
  const item = 'flex flex-col gap-0.5 py-1.5 sm:grid sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-3';

  return (
    <>
      <header className="flex flex-col gap-2">
        <p className="text-sm font-medium text-ink-subtle" data-testid="request-type">
          {t(`type.${request.type}`)}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="text-2xl font-bold">{t(`${stageKey}.title`, names)}</h1>
          <RequestStatusBadge status={request.status} />
        </div>
        <p className="text-sm text-ink-muted">
          <span data-testid="stage-lead">{t(`${stageKey}.lead`, names)}</span>
          {/* The operator reads a request on nobody's side: no "your turn". */}
          <StageNext stage={stage} party={viewer?.kind === 'admin' ? null : party} action={stage.next ? t(`${stageKey}.action`) : undefined} />
        </p>
        <p className="text-sm text-ink-muted">
          {t('view.byline', { name: request.client.nickname || t('unknownMember') })} · <Moment iso={request.createdAt} />
        </p>
        {canReport && (
          <div className="flex flex-wrap items-center gap-2 self-start">
            <ChatButton partnerNo={request.client.memberNo} partnerKind="client" requestId={request.id} />
            {/* Reporting the request, and blocking its client where a T-esigner or lab meets them (SPEC §6), wait in the "more" menu. */}
            <MemberMore
              memberNo={request.client.memberNo}
              name={names.client}
              kind="client"
              report={{ target: 'request', targetId: request.id, name: t('view.reportName', { name: names.client }) }}
            />
          </div>
        )}
      </header>

      {request.status === RequestStatus.RequestRejected && request.rejectReason && (
        <div role="note" className="rounded-2xl border border-red-200 bg-red-50 p-4" data-testid="reject-reason">
          <p className="font-semibold text-red-800">{t('view.rejectReason')}</p>
          <p className="mt-1 whitespace-pre-wrap break-words text-red-900">{request.rejectReason}</p>
        </div>
      )}

      <RequestActions request={request} viewerIsClient={viewerIsClient} />
      {viewerIsClient && (request.status === RequestStatus.Complete || request.status === RequestStatus.RequestClosed) && <Link to={`/reRequestView?id=${request.id}`} className="inline-flex min-h-11 items-center self-start rounded-lg border border-brand-300 px-4 font-medium text-brand-800 hover:bg-brand-50" data-testid="request-send-again">{t('view.sendAgain')}</Link>}

      <section aria-label={t('view.facts')} className="rounded-2xl border border-line bg-white p-4 sm:p-6">
        <dl className="divide-y divide-line">
          <div className={item}>
            <dt className={term}>{t('facts.type')}</dt>
            <dd>{t(`type.${request.type}`)}</dd>
          </div>
          <div className={item}>
            <dt className={term}>{t('facts.client')}</dt>
            <dd className="break-words">{request.client.nickname || t('unknownMember')}</dd>
          </div>
          {request.type === RequestType.Designated && (
            <div className={item}>
              <dt className={term}>{t('facts.designer')}</dt>
              <dd className="break-words">{request.designer?.nickname || t('unknownMember')}</dd>
            </div>
          )}
          <div className={item}>
            <dt className={term}>{t(request.type === RequestType.Designated ? 'facts.respondBy' : 'facts.quoteExpiresAt')}</dt>
            <dd className="flex flex-wrap gap-x-2">
              <Moment iso={request.quoteExpiresAt} />
              <span>
                (<ExpiryCountdown expiresAt={request.quoteExpiresAt} status={request.status} />)
              </span>
            </dd>
          </div>
          <div className={item}>
            <dt className={term}>{t('facts.deadlineAt')}</dt>
            <dd>
              <Moment iso={request.deadlineAt} />
            </dd>
          </div>
          <div className={item}>
            <dt className={term}>{t('facts.units')}</dt>
            <dd className="break-words" data-testid="request-units">
              {unitsText(request.units)}
            </dd>
          </div>
          {request.type === RequestType.Public && (
            <div className={item}>
              <dt className={term}>{t('facts.quotations')}</dt>
              <dd className="tabular-nums" data-testid="quotation-count">
                {request.quotationCount}
              </dd>
            </div>
          )}
          <div className={item}>
            <dt className={term}>{t('facts.notes')}</dt>
            <dd className="whitespace-pre-wrap break-words">{request.notes.trim() || '—'}</dd>
          </div>
        </dl>
        <p className="mt-3 text-xs text-ink-subtle">{t('timeZone', { zone: viewerTimeZone() })}</p>
      </section>

      <section aria-labelledby="request-referrals" className="flex flex-col gap-4">
        <h2 id="request-referrals" className="text-xl font-bold">
          {t('view.referrals', { n: request.referralCount })}
        </h2>
        {!viewerIsClient && (
          <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200" data-testid="files-after-payment">
            {t('view.filesAfterPayment')}
          </p>
        )}
        {request.referrals.length === 0 ? (
          <p className="text-sm text-ink-muted">{t('view.noReferrals')}</p>
        ) : (
          <RequestReferralDocuments referrals={request.referrals} fileLinks={viewerIsClient} fileAction={viewIn3D} />
        )}
      </section>

      <RequestComments requestId={request.id} canWrite={canWrite} viewerIsClient={viewerIsClient} />
    </>
  );
}

function ViewSkeleton() {
  const { t } = useTranslation('requestView');
  const bar = 'rounded bg-line';
  return (
    <div role="status" aria-busy data-testid="request-skeleton" className="flex flex-col gap-4">
      <span className="sr-only">{t('view.loading')}</span>
      <div aria-hidden className="flex animate-pulse flex-col gap-3">
        <div className={`${bar} h-5 w-32 rounded-full`} />
        <div className={`${bar} h-7 w-2/3`} />
        <div className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-4 sm:p-6">
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className={`${bar} h-4 ${i % 2 ? 'w-1/2' : 'w-3/4'}`} />
          ))}
        </div>
      </div>
    </div>
  );
}

/** Another member's request, a mistyped address, or none at all: the answer does not say which. */
const isNotFound = (code: string) => code === ErrorCode.NotFound || code === ErrorCode.ValidationFailed;

function ViewProblem({ error, onRetry, retrying }: { error: unknown; onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation(['requestView', 'errors']);
  if (!isNotFound(errorCodeOf(error))) {
    return <ErrorState error={error} message={actionErrorText(t, error, 'requestView:view.loadFailed')} onRetry={onRetry} retrying={retrying} testId="request-error" />;
  }
  return (
    <div role="alert" data-testid="request-not-found" className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-line-strong bg-white px-4 py-12 text-center">
      <p className="text-lg font-semibold">{t('notFound.title')}</p>
      <p className="text-sm text-ink-muted">{t('notFound.body')}</p>
      <Link to="/request" className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800">
        {t('notFound.toList')}
      </Link>
    </div>
  );
}
