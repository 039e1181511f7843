// /request/estimated/view/:id (id: the request): the client compares the quotations on their request
// and chooses one T-esigner (issue 26). From md up the quotations stand side by side as the columns
// of a comparison table (price, unit prices, delivery, rating, free edits, warranty, note), the lowest
// price and the earliest delivery marked; on a phone they stack as cards with the same facts. Each
// card's one primary action chooses; choosing creates the order, whose contract and payment follow on
// its own page. The header names the case by its referral numbers.
import { Currency, findQuotationTransition, QUOTABLE_STATUSES, QuotationAction, QuotationStatus, RequestAction, type Quotation, type RequestDetail } from '@dcm/shared';
import { ArrowRight, CircleCheck, Clock } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { toast } from '../../../lib/toast.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { RequestStatusBadge } from '../../../components/StatusBadge.tsx';
import { EmptyState } from '../../../components/ui/EmptyState.tsx';
import { Page } from '../../../components/ui/Page.tsx';
import { PageHeader } from '../../../components/ui/PageHeader.tsx';
import { formatDateTime, useLocale } from '../../../lib/format.ts';
import { actionErrorText } from '../../../lib/action-errors.ts';
import { formatMoney } from '../../../lib/money.ts';
import { useUserStore } from '../../../lib/user-store.ts';
import { useRequestDetail, useRequestQuotations, useSelectQuotation } from '../api.ts';
import { allNumbersOf, caseNameOf } from '../case-name.ts';
import { LoadProblem } from '../components/LoadProblem.tsx';
import { CompareLabels, COMPARE_GRID, QuotationCard } from '../components/QuotationCard.tsx';
import { QuotationsSkeleton } from '../components/QuotationsSkeleton.tsx';
import { RequestFacts } from '../components/RequestFacts.tsx';

const SORTS = ['price', 'delivery'] as const;
type Sort = (typeof SORTS)[number];

const isWithdrawn = (q: Quotation) => q.status === QuotationStatus.Withdrawn;
const deliveryOf = (q: Quotation) => Date.parse(q.deliveryAt);

/** Withdrawn quotations last; the rest by the chosen key, then in order of arrival. */
function ordered(quotations: Quotation[], sort: Sort): Quotation[] {
  const key = sort === 'price' ? (q: Quotation) => q.total : deliveryOf;
  return [...quotations].sort((a, b) => Number(isWithdrawn(a)) - Number(isWithdrawn(b)) || key(a) - key(b) || a.createdAt.localeCompare(b.createdAt));
}

/** The client may choose this quotation now: the request machine and the quotation machine both allow it. */
const canChoose = (request: RequestDetail, q: Quotation): boolean =>
  request.actions.includes(RequestAction.Select) && !!findQuotationTransition(QuotationAction.Select, q.status, 'client');

const linkButton = 'inline-flex min-h-11 items-center justify-center gap-2 rounded-control px-4 font-semibold';

export default function QuotationComparePage() {
  const { t } = useTranslation(['quotations', 'common', 'errors']);
  const locale = useLocale();
  const { id } = useParams();
  const [params, setParams] = useSearchParams();
  const sort: Sort = params.get('sort') === 'delivery' ? 'delivery' : 'price';
  const user = useUserStore((s) => s.user);
  const request = useRequestDetail(id);
  const quotations = useRequestQuotations(id);

  const retry = () => {
    if (request.isError) void request.refetch();
    if (quotations.isError) void quotations.refetch();
  };
  const onSort = (next: Sort) =>
    setParams(
      (prev) => {
        const p = new URLSearchParams(prev);
        if (next === 'price') p.delete('sort');
        else p.set('sort', next);
        return p;
      },
      { replace: true },
    );

  let content;
  if (request.isError || quotations.isError) content = <LoadProblem error={request.error ?? quotations.error} onRetry={retry} retrying={request.isFetching || quotations.isFetching} />;
  else if (request.isPending || quotations.isPending) content = <QuotationsSkeleton label={t('quotations:loading')} layout="columns" />;
  else if (request.data.client.memberNo !== user?.memberNo) {
    content = (
      <div role="status">
        <EmptyState
          illustration="documents"
          title={t('quotations:compare.notClient')}
          action={
            <Link to={`/request/view/${request.data.id}`} className={`${linkButton} bg-brand-700 text-white hover:bg-brand-800`}>
              {t('quotations:backToRequest')}
            </Link>
          }
          testId="not-client"
        />
      </div>
    );
  } else content = <Comparison request={request.data} quotations={quotations.data} sort={sort} onSort={onSort} />;

  const named = request.data;
  return (
    <Page width="working">
      <PageHeader
        back={{ to: `/request/view/${id ?? ''}`, label: t('quotations:backToRequest') }}
        eyebrow={named && <span title={allNumbersOf(named)}>{caseNameOf(t, locale, named)}</span>}
        title={t('quotations:compare.title')}
        badge={named && <RequestStatusBadge status={named.status} />}
        subtitle={t('quotations:compare.intro')}
      />
      {content}
    </Page>
  );
}

interface ComparisonProps {
  request: RequestDetail;
  quotations: Quotation[];
  sort: Sort;
  onSort: (sort: Sort) => void;
}

function Comparison({ request, quotations, sort, onSort }: ComparisonProps) {
  const { t } = useTranslation(['quotations', 'errors']);
  const locale = useLocale();
  const navigate = useNavigate();
  const select = useSelectQuotation();
  const [choosing, setChoosing] = useState<Quotation | null>(null);
  // One selection at a time: a double click on "Choose" lands twice before the dialog shows it is busy.
  const selecting = useRef(false);

  // The marks compare quotations still in the running, and only when there are two or more.
  const contenders = quotations.filter((q) => !isWithdrawn(q));
  const comparing = contenders.length > 1;
  const lowest = Math.min(...contenders.map((q) => q.total));
  const soonest = Math.min(...contenders.map(deliveryOf));
  const chosen = quotations.find((q) => q.status === QuotationStatus.Selected);
  const choosable = request.actions.includes(RequestAction.Select);

  const confirm = () => {
    if (!choosing || selecting.current) return;
    selecting.current = true;
    select.mutate(choosing.id, {
      onSuccess: (answer) => {
        toast.success(t('quotations:compare.chosen', { name: choosing.designer.nickname }));
        void navigate(`/payment/contract/${answer.orderId}`);
      },
      onError: (error) => {
        // SPEC §8 "select T-esigner failed", or the server's reason (quote closed, already chosen).
        toast.error(actionErrorText(t, error, 'quotations:compare.selectFailed'));
        setChoosing(null);
      },
      onSettled: () => {
        selecting.current = false;
      },
    });
  };

  return (
    <div className="flex flex-col gap-5">
      <RequestFacts request={request} />

      {chosen && (
        <div className="flex flex-col gap-3 rounded-card bg-success-50 p-4 ring-1 ring-success-200 sm:flex-row sm:items-center sm:justify-between" data-testid="chosen-banner">
          <div className="flex flex-col gap-1">
            <p className="flex items-start gap-2 text-success-800">
              <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0" />
              <span>{t('quotations:compare.chosenBanner', { name: chosen.designer.nickname })}</span>
            </p>
            {/* The chosen quotation as the order's document to print (issue 30), quieter than the way on. */}
            {request.orderId && (
              <Link to={`/payment/estimate/${request.orderId}`} className="ml-7 inline-flex min-h-11 items-center self-start text-sm font-semibold text-success-800 underline underline-offset-2 hover:text-success-700" data-testid="chosen-estimate">
                {t('quotations:compare.viewEstimate')}
              </Link>
            )}
          </div>
          {request.orderId && (
            <Link to={`/payment/contract/${request.orderId}`} className={`${linkButton} shrink-0 bg-brand-700 text-white hover:bg-brand-800`}>
              {t('quotations:compare.toContract')}
              <ArrowRight aria-hidden className="size-4" />
            </Link>
          )}
        </div>
      )}

      {quotations.length === 0 ? (
        <NoQuotations request={request} />
      ) : (
        <section aria-labelledby="compare-count" className="flex flex-col gap-3">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <div className="flex flex-col gap-1">
              <h2 id="compare-count" className="text-heading font-bold text-ink">
                {t('quotations:compare.count', { count: quotations.length })}
              </h2>
              {choosable && (
                <p className="flex items-start gap-1.5 text-sm text-ink-muted">
                  <Clock aria-hidden className="mt-0.5 size-4 shrink-0 text-ink-subtle" />
                  {t('quotations:compare.chooseBy', { expiry: formatDateTime(request.quoteExpiresAt, locale) })}
                </p>
              )}
            </div>
            <div role="group" aria-label={t('quotations:compare.sortLabel')} className="inline-flex rounded-control bg-sunken p-1">
              {SORTS.map((s) => (
                <button
                  key={s}
                  type="button"
                  aria-pressed={s === sort}
                  onClick={() => onSort(s)}
                  className={`min-h-11 rounded-control px-3 text-sm font-semibold transition-colors sm:min-h-9 ${
                    s === sort ? 'bg-surface text-ink shadow-card' : 'text-ink-muted hover:text-ink'
                  }`}
                >
                  {t(`quotations:compare.sort.${s}`)}
                </button>
              ))}
            </div>
          </div>

          {/* Columns past the edge scroll sideways; a keyboard user scrolls them too, the region takes focus. */}
          <div
            role="region"
            aria-label={t('quotations:compare.listLabel')}
            tabIndex={0}
            data-testid="compare-row"
            className="rounded-card focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600 md:overflow-x-auto md:overscroll-x-contain md:pb-2"
          >
            <div className={COMPARE_GRID}>
              <CompareLabels />
              {ordered(quotations, sort).map((q) => {
                const running = !isWithdrawn(q);
                return (
                  <QuotationCard
                    key={q.id}
                    quotation={q}
                    cheapest={running && comparing && q.total === lowest}
                    earliest={running && comparing && deliveryOf(q) === soonest}
                    aboveLowest={running && comparing && q.total > lowest ? q.total - lowest : null}
                    action={
                      canChoose(request, q) ? (
                        <button
                          type="button"
                          onClick={() => setChoosing(q)}
                          className={`${linkButton} w-full bg-brand-700 text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700`}
                          data-testid="choose"
                        >
                          {t('quotations:compare.choose')}
                          <span className="sr-only"> — {q.designer.nickname}</span>
                        </button>
                      ) : undefined
                    }
                  />
                );
              })}
            </div>
          </div>
        </section>
      )}

      <ConfirmDialog
        open={choosing !== null}
        onOpenChange={(open) => !open && setChoosing(null)}
        title={t('quotations:compare.confirm.title', { name: choosing?.designer.nickname ?? '' })}
        body={t('quotations:compare.confirm.body', { total: formatMoney(choosing?.total ?? 0, Currency.KRW, locale) })}
        confirmLabel={select.isPending ? t('quotations:compare.confirm.busy') : t('quotations:compare.confirm.confirm')}
        cancelLabel={t('quotations:compare.confirm.cancel')}
        onConfirm={confirm}
        busy={select.isPending}
        testId="choose-dialog"
      />
    </div>
  );
}

/** No quotation yet: until when they may come, that the client hears of each, and what happens then; or that none will. */
function NoQuotations({ request }: { request: RequestDetail }) {
  const { t } = useTranslation('quotations');
  const locale = useLocale();
  // The expiry sweep moves a request past its quote expiry out of these statuses.
  const open = QUOTABLE_STATUSES.includes(request.status);
  return (
    <EmptyState
      illustration={open ? 'bell' : 'documents'}
      title={t('compare.emptyTitle')}
      body={open ? t('compare.emptyOpen', { expiry: formatDateTime(request.quoteExpiresAt, locale) }) : t('compare.emptyClosed')}
      action={
        <Link to="/request" className={`${linkButton} border border-line bg-surface text-ink hover:bg-sunken`}>
          {t('backToRequests')}
        </Link>
      }
      testId="compare-empty"
    />
  );
}
