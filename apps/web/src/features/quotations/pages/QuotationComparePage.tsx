// /request/estimated/view/:id (id: the request): the client compares the quotations on their
// request side by side — cards to swipe on a phone, aligned columns on a wider screen — and chooses
// one T-esigner. Choosing creates the order; the contract and payment follow on its own page.
import { Currency, findQuotationTransition, QuotationAction, QuotationStatus, RequestAction, type Quotation, type RequestDetail } from '@dcm/shared';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { PageProblem, PageSkeleton } from '../../../components/PageStates.tsx';
import { formatDateTime, useLocale } from '../../../lib/format.ts';
import { errorCodeOf } from '../../../lib/http.ts';
import { useUserStore } from '../../../lib/user-store.ts';
import { useRequestDetail, useRequestQuotations, useSelectQuotation } from '../api.ts';
import { QuotationCard } from '../components/QuotationCard.tsx';
import { RequestFacts } from '../components/RequestFacts.tsx';
import { formatMoney } from '../../../lib/money.ts';

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

export default function QuotationComparePage() {
  const { t } = useTranslation(['quotations', 'common', 'errors']);
  const { id } = useParams();
  const [params, setParams] = useSearchParams();
  const sort: Sort = params.get('sort') === 'delivery' ? 'delivery' : 'price';
  const user = useUserStore((s) => s.user);
  const request = useRequestDetail(id);
  const quotations = useRequestQuotations(id);

  let content;
  if (request.isPending || quotations.isPending) content = <PageSkeleton label={t('quotations:loading')} testId="quotations-skeleton" shape="cards" blocks={2} />;
  else if (request.isError || quotations.isError) {
    content = <PageProblem error={request.error ?? quotations.error} testId="quotations" notFoundTitle={t('quotations:notFound.title')} notFoundBody={t('quotations:notFound.body')} backTo="/request" backLabel={t('quotations:backToRequests')} />;
  } else if (request.data.client.memberNo !== user?.memberNo) {
    content = (
      <div role="status" className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-slate-300 bg-white px-4 py-10 text-center" data-testid="not-client">
        <p className="text-slate-700">{t('quotations:compare.notClient')}</p>
        <Link to={`/request/view/${request.data.id}`} className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800">
          {t('quotations:backToRequest')}
        </Link>
      </div>
    );
  } else {
    content = (
      <Comparison
        request={request.data}
        quotations={quotations.data}
        sort={sort}
        onSort={(next) =>
          setParams(
            (prev) => {
              const p = new URLSearchParams(prev);
              if (next === 'price') p.delete('sort');
              else p.set('sort', next);
              return p;
            },
            { replace: true },
          )
        }
      />
    );
  }

  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-6 sm:py-10">
      <header className="mb-5">
        <h1 className="text-2xl font-bold">{t('quotations:compare.title')}</h1>
        <p className="mt-1 text-sm text-slate-600">{t('quotations:compare.intro')}</p>
      </header>
      {content}
    </section>
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

  const contenders = quotations.filter((q) => !isWithdrawn(q));
  const lowest = Math.min(...contenders.map((q) => q.total));
  const soonest = Math.min(...contenders.map(deliveryOf));
  const chosen = quotations.find((q) => q.status === QuotationStatus.Selected);

  const confirm = () => {
    if (!choosing || selecting.current) return;
    selecting.current = true;
    select.mutate(choosing.id, {
      onSuccess: (answer) => {
        toast.success(t('quotations:compare.chosen', { name: choosing.designer.nickname }));
        void navigate(`/payment/contract/${answer.orderId}`);
      },
      onError: (error) => {
        toast.error(t(`errors:${errorCodeOf(error)}`, { defaultValue: t('errors:INTERNAL') }));
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
        <div className="flex flex-col gap-3 rounded-xl bg-emerald-50 px-4 py-3 text-sm text-emerald-900 sm:flex-row sm:items-center sm:justify-between" data-testid="chosen-banner">
          <p>{t('quotations:compare.chosenBanner', { name: chosen.designer.nickname })}</p>
          {request.orderId && (
            <Link
              to={`/payment/contract/${request.orderId}`}
              className="inline-flex min-h-11 items-center justify-center rounded-lg bg-emerald-700 px-4 font-semibold text-white hover:bg-emerald-800"
            >
              {t('quotations:compare.toContract')}
            </Link>
          )}
        </div>
      )}

      {quotations.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-4 py-12 text-center text-sm text-slate-600" data-testid="compare-empty">
          {t('quotations:compare.empty', { expiry: formatDateTime(request.quoteExpiresAt, locale) })}
        </div>
      ) : (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-slate-600">{t('quotations:compare.count', { count: quotations.length })}</p>
            <div role="group" aria-label={t('quotations:compare.sortLabel')} className="inline-flex rounded-lg border border-slate-300 p-0.5">
              {SORTS.map((s) => (
                <button
                  key={s}
                  type="button"
                  aria-pressed={s === sort}
                  onClick={() => onSort(s)}
                  className={`min-h-11 rounded-md px-3 text-sm font-medium ${s === sort ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100'}`}
                >
                  {t(`quotations:compare.sort.${s}`)}
                </button>
              ))}
            </div>
          </div>

          {/* A keyboard user scrolls the row too: the region takes focus. */}
          <div
            role="region"
            aria-label={t('quotations:compare.listLabel')}
            tabIndex={0}
            data-testid="compare-row"
            className="-mx-4 grid snap-x snap-mandatory scroll-px-4 auto-cols-[85%] grid-flow-col grid-rows-[repeat(10,auto)] gap-x-3 overflow-x-auto overscroll-x-contain px-4 pb-3 focus-visible:outline-2 focus-visible:outline-brand-600 sm:mx-0 sm:auto-cols-[minmax(15rem,20rem)] sm:px-0"
          >
            {ordered(quotations, sort).map((q) => (
              <QuotationCard
                key={q.id}
                quotation={q}
                cheapest={!isWithdrawn(q) && contenders.length > 1 && q.total === lowest}
                earliest={!isWithdrawn(q) && contenders.length > 1 && deliveryOf(q) === soonest}
                action={
                  canChoose(request, q) ? (
                    <button
                      type="button"
                      onClick={() => setChoosing(q)}
                      className="min-h-11 w-full rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
                      data-testid="choose"
                    >
                      {t('quotations:compare.choose')}{' '}
                      <span className="sr-only">— {q.designer.nickname}</span>
                    </button>
                  ) : undefined
                }
              />
            ))}
          </div>
        </>
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
