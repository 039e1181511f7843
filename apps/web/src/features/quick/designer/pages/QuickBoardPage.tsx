// /quick/Designer: the T-esigner's quick board (issue 11). They opt into quick work (and see their
// record: completed jobs, missed deadlines), then read the open quick requests, most urgent or
// newest first, kept live by `quick.board` frames: a new one appears, a taken one disappears. The
// first to take one on its detail page gets it.
import { ErrorCode, type QuickMe, type QuickSummary } from '@dcm/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Pagination } from '../../../../components/Pagination.tsx';
import { useLocale } from '../../../../lib/format.ts';
import { errorCodeOf } from '../../../../lib/http.ts';
import { formatMoney } from '../../../../lib/money.ts';
import { useRealtimeFrame } from '../../../../lib/realtime.ts';
import { applyBoardFrame, useQuickBoard, useQuickMe, useSetQuickOptIn, type BoardSort } from '../designer-api.ts';
import { Countdown, DesignerOnly, QuickLines, QuickPage } from '../components/QuickParts.tsx';

const PAGE_SIZE = 20;
const SORTS: readonly BoardSort[] = ['urgent', 'newest'];

/** Where the detail page sends a T-esigner who was second: the board says so once. */
export interface BoardNotice {
  quickNotice?: 'taken';
}

export default function QuickBoardPage() {
  const { t } = useTranslation(['quickDesigner', 'quick', 'errors']);
  return (
    <QuickPage title={t('quickDesigner:board.title')} intro={t('quickDesigner:board.intro')} testId="quick-board-page" wide>
      <DesignerOnly>{() => <Board />}</DesignerOnly>
    </QuickPage>
  );
}

function Board() {
  const { t } = useTranslation(['quickDesigner', 'errors']);
  const me = useQuickMe();
  const location = useLocation();
  const notice = (location.state as BoardNotice | null)?.quickNotice;

  return (
    <>
      {notice === 'taken' && (
        <p role="alert" className="rounded-xl bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900" data-testid="board-notice">
          {t('quickDesigner:take.alreadyTaken')}
        </p>
      )}
      {me.isPending ? (
        <p className="py-6 text-center text-sm text-ink-subtle">{t('quickDesigner:loading')}</p>
      ) : me.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {t(`errors:${errorCodeOf(me.error)}`, { defaultValue: t('errors:INTERNAL') })}
        </p>
      ) : (
        <>
          <OptIn me={me.data} />
          {me.data.optedIn ? <OpenRequests /> : <p className="rounded-xl border border-dashed border-line-strong bg-white px-4 py-8 text-center text-sm text-ink-muted" data-testid="board-off">{t('quickDesigner:board.off')}</p>}
        </>
      )}
      <nav className="flex flex-wrap gap-2" aria-label={t('quickDesigner:board.more')}>
        <Link to="/quick/Designer/transactions" className="inline-flex min-h-11 items-center rounded-lg border border-line-strong bg-white px-4 text-sm font-medium hover:bg-canvas">
          {t('quickDesigner:board.toTransactions')}
        </Link>
        <Link to="/quick/settlement-request" className="inline-flex min-h-11 items-center rounded-lg border border-line-strong bg-white px-4 text-sm font-medium hover:bg-canvas">
          {t('quickDesigner:board.toSettlement')}
        </Link>
      </nav>
    </>
  );
}

/** The switch and the record beside it. */
function OptIn({ me }: { me: QuickMe }) {
  const { t } = useTranslation(['quickDesigner', 'errors']);
  const change = useSetQuickOptIn();
  const [problem, setProblem] = useState<string | null>(null);
  const sending = useRef(false);

  const toggle = () => {
    if (sending.current) return;
    sending.current = true;
    setProblem(null);
    change.mutate(!me.optedIn, {
      onError: (error) => setProblem(t(`errors:${errorCodeOf(error)}`, { defaultValue: t('errors:INTERNAL') })),
      onSettled: () => {
        sending.current = false;
      },
    });
  };

  return (
    <section aria-labelledby="quick-optin-title" className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5">
      <div className="flex items-center gap-3">
        <button
          type="button"
          role="switch"
          aria-checked={me.optedIn}
          aria-labelledby="quick-optin-title"
          onClick={toggle}
          disabled={change.isPending}
          className={`relative inline-flex h-8 w-14 shrink-0 items-center rounded-full transition-colors disabled:opacity-60 ${me.optedIn ? 'bg-brand-700' : 'bg-line-strong'}`}
          data-testid="quick-optin"
        >
          <span className={`inline-block h-6 w-6 rounded-full bg-white shadow transition-transform ${me.optedIn ? 'translate-x-7' : 'translate-x-1'}`} />
        </button>
        <div>
          <h2 id="quick-optin-title" className="font-semibold">
            {t('quickDesigner:optIn.label')}
          </h2>
          <p className="text-sm text-ink-muted">{me.optedIn ? t('quickDesigner:optIn.on') : t('quickDesigner:optIn.off')}</p>
        </div>
      </div>
      <dl className="flex gap-6 text-sm" data-testid="quick-record">
        <div>
          <dt className="text-ink-subtle">{t('quickDesigner:optIn.completed')}</dt>
          <dd className="text-lg font-bold tabular-nums">{me.completedCount}</dd>
        </div>
        <div>
          <dt className="text-ink-subtle">{t('quickDesigner:optIn.missed')}</dt>
          <dd className={`text-lg font-bold tabular-nums ${me.missedCount > 0 ? 'text-red-700' : ''}`}>{me.missedCount}</dd>
        </div>
      </dl>
      {problem && (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
    </section>
  );
}

function OpenRequests() {
  const { t } = useTranslation(['quickDesigner', 'errors']);
  const queryClient = useQueryClient();
  const [sort, setSort] = useState<BoardSort>('urgent');
  const [page, setPage] = useState(1);
  const board = useQuickBoard(sort, page, PAGE_SIZE);
  useRealtimeFrame('quick.board', (frame) => applyBoardFrame(queryClient, frame));

  return (
    <section aria-labelledby="quick-board-list" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="quick-board-list" className="text-lg font-bold">
          {t('quickDesigner:board.listTitle')}
        </h2>
        <div role="tablist" aria-label={t('quickDesigner:board.sortLabel')} className="flex gap-1 rounded-xl bg-sunken p-1">
          {SORTS.map((s) => (
            <button
              key={s}
              type="button"
              role="tab"
              aria-selected={s === sort}
              onClick={() => {
                setSort(s);
                setPage(1);
              }}
              className={`min-h-10 rounded-lg px-3 text-sm ${s === sort ? 'bg-white font-semibold text-brand-800 shadow-sm' : 'text-ink-muted'}`}
            >
              {t(`quickDesigner:board.sort.${s}`)}
            </button>
          ))}
        </div>
      </div>
      <div aria-live="polite" aria-busy={board.isFetching}>
        {board.isPending ? (
          <p className="py-10 text-center text-sm text-ink-subtle">{t('quickDesigner:loading')}</p>
        ) : board.isError ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
            {errorCodeOf(board.error) === ErrorCode.Forbidden ? t('quickDesigner:board.off') : t(`errors:${errorCodeOf(board.error)}`, { defaultValue: t('errors:INTERNAL') })}
          </p>
        ) : board.data.items.length === 0 ? (
          <p className="rounded-xl border border-dashed border-line-strong bg-white px-4 py-10 text-center text-sm text-ink-muted" data-testid="board-empty">
            {t('quickDesigner:board.empty')}
          </p>
        ) : (
          <>
            <ul className="grid gap-3 sm:grid-cols-2">
              {board.data.items.map((item) => (
                <li key={item.id}>
                  <BoardCard item={item} />
                </li>
              ))}
            </ul>
            <Pagination page={page} size={PAGE_SIZE} total={board.data.total} onPage={setPage} />
          </>
        )}
      </div>
    </section>
  );
}

function BoardCard({ item }: { item: QuickSummary }) {
  const { t } = useTranslation('quickDesigner');
  const locale = useLocale();
  return (
    <Link
      to={`/quick/request/detail/${item.id}`}
      className="flex h-full flex-col gap-3 rounded-2xl border border-line bg-white p-4 shadow-sm hover:border-brand-300 hover:shadow"
      data-testid="board-card"
      data-id={item.id}
    >
      <div className="flex items-center justify-between gap-2">
        <span className="font-mono text-sm font-semibold text-ink-muted">{item.number}</span>
        <span className="text-lg font-bold tabular-nums" data-testid="board-price">
          {formatMoney(item.total, item.currency, locale)}
        </span>
      </div>
      <QuickLines items={item.items} />
      <p className="mt-auto flex items-center justify-between gap-2 text-sm">
        <span className="text-ink-subtle">{t('board.deadline')}</span>
        <Countdown deadlineAt={item.deadlineAt} />
      </p>
    </Link>
  );
}
