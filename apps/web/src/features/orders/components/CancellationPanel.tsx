// Cancellation by agreement after acceptance (SPEC §4 "the other side approves or rejects", §9 "50%
// is deducted; after the CAD upload, not allowed"), the same panel for both parties: the rule and its
// split in money, the open request (who asked, why) with approve / reject for the other side or
// withdraw for the requester, and how the last request ended. The buttons are the server's
// `cancellation.actions` for this viewer, so nobody is offered a move it would refuse.
import { CancellationAction, CancellationStatus, ErrorCode, OrderReasonBody, type OrderCancellation, type OrderDetail } from '@dcm/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { ReasonDialog } from '../../../components/ReasonDialog.tsx';
import { formatDateTime, useLocale } from '../../../lib/format.ts';
import { errorCodeOf } from '../../../lib/http.ts';
import { formatMoney } from '../../../lib/money.ts';
import { useApproveCancellation, useRejectCancellation, useRequestCancellation, useWithdrawCancellation } from '../api.ts';
import { cancellableByAgreement, cancellationSplit } from '../cancellation.ts';
import { cancellationAnswerErrorText, cancellationErrorText } from '../messages.ts';
import { nextStepButton, otherStepButton, refuseStepButton } from './order-page.ts';

/** SPEC §9 text limit for a cancellation's or a rejection's reason (the shared schema holds the same). */
export const CANCELLATION_REASON_MAX = 300;

const secondary = otherStepButton;
const dangerOutline = refuseStepButton;
const primary = nextStepButton;

const badgeTone: Record<CancellationStatus, string> = {
  [CancellationStatus.requested]: 'bg-warning-50 text-warning-800 ring-warning-200',
  [CancellationStatus.approved]: 'bg-sunken text-ink-muted ring-line',
  [CancellationStatus.rejected]: 'bg-danger-50 text-danger-700 ring-danger-200',
  [CancellationStatus.withdrawn]: 'bg-sunken text-ink-muted ring-line',
};

type Dialog = 'request' | 'approve' | 'reject' | 'withdraw';
type Party = 'client' | 'designer';
const otherParty = (party: Party): Party => (party === 'client' ? 'designer' : 'client');

/** A reason someone wrote for the other side, as they wrote it. */
function Quote({ label, text, testId }: { label: string; text: string; testId: string }) {
  return (
    <div className="rounded-control bg-sunken px-3 py-2 text-sm" data-testid={testId}>
      <p className="font-medium text-ink-muted">{label}</p>
      <p className="mt-1 whitespace-pre-line break-words text-ink">{text}</p>
    </div>
  );
}

/** The latest request: who asked, when and why, and how it ended if it did. */
function LatestRequest({ order, latest, split }: { order: OrderDetail; latest: OrderCancellation; split: string }) {
  const { t } = useTranslation('orders');
  const locale = useLocale();
  const requester = order[latest.requestedBy].nickname;
  const mine = latest.requestedBy === order.viewerRole;
  const answerer = order[otherParty(latest.requestedBy)].nickname;

  return (
    <div className="flex flex-col gap-2" data-testid="cancellation-latest" data-status={latest.status}>
      <p className="text-sm text-ink" data-testid="cancellation-asked">
        {mine ? t('cancellation.asked.self') : t('cancellation.asked.other', { name: requester, role: t(`cancellation.roles.${latest.requestedBy}`) })}{' '}
        <time dateTime={latest.createdAt} className="text-ink-subtle">
          ({formatDateTime(latest.createdAt, locale)})
        </time>
      </p>
      <Quote label={t('cancellation.reason')} text={latest.reason} testId="cancellation-reason" />
      {latest.status === CancellationStatus.requested && (
        <>
          <p className="text-sm text-ink-muted" data-testid="cancellation-if-approved">
            {t('cancellation.ifApproved', { split })}
          </p>
          {mine && <p className="text-sm text-ink-muted">{t('cancellation.waiting', { name: answerer })}</p>}
        </>
      )}
      {latest.status === CancellationStatus.rejected && (
        <>
          <p className="text-sm text-ink" data-testid="cancellation-outcome">
            {t('cancellation.outcome.rejected')}
          </p>
          {latest.rejectReason && <Quote label={t('cancellation.rejectReason')} text={latest.rejectReason} testId="cancellation-reject-reason" />}
        </>
      )}
      {latest.status === CancellationStatus.withdrawn && (
        <p className="text-sm text-ink" data-testid="cancellation-outcome">
          {t('cancellation.outcome.withdrawn')}
        </p>
      )}
      {latest.status === CancellationStatus.approved && (
        <p className="text-sm font-medium text-ink" data-testid="cancellation-outcome">
          {t('cancellation.outcome.approved', { split })}
        </p>
      )}
    </div>
  );
}

interface Props {
  order: OrderDetail;
  /** An approval cancelled the order: the page brings its new state into focus. */
  onCancelled: () => void;
  /** A refusal in the member's words, for the page to keep (the button may be gone after it); null clears it. */
  onFailure: (message: string | null) => void;
}

export function CancellationPanel({ order, onCancelled, onFailure }: Props) {
  const { t } = useTranslation(['orders', 'common', 'errors']);
  const locale = useLocale();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const request = useRequestCancellation(order.id);
  const approve = useApproveCancellation(order.id);
  const reject = useRejectCancellation(order.id);
  const withdraw = useWithdrawCancellation(order.id);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  /** Counts the moves that leave the order going (asked, rejected, withdrawn): each brings this panel into focus. */
  const [moves, setMoves] = useState(0);
  // One call however often a button is pressed: the ref holds before the dialog shows it is busy.
  const sending = useRef(false);

  useEffect(() => {
    if (moves > 0) heading.current?.focus();
  }, [moves]);

  const { latest, actions } = order.cancellation;
  const open = latest?.status === CancellationStatus.requested ? latest : null;
  const money = (amount: number) => formatMoney(amount, order.currency, locale);
  const { back, kept } = cancellationSplit(order.amount);
  const split = t('orders:cancellation.split', { back: money(back), kept: money(kept) });
  // Only a party asks; the other party is whom they ask.
  const asked = order.viewerRole === 'admin' ? null : order[otherParty(order.viewerRole)].nickname;
  const requester = open ? order[open.requestedBy].nickname : '';

  const show = (which: Dialog) => {
    onFailure(null);
    setFormError(null);
    setDialog(which);
  };
  const close = () => setDialog(null);
  const stayed = () => {
    close();
    onFailure(null);
    setMoves((n) => n + 1);
  };
  /** A failed move in the member's words: an approval or a rejection says which answer failed. */
  const failureOf = (move: Dialog, error: unknown) =>
    move === 'approve' || move === 'reject' ? cancellationAnswerErrorText(t, error, move) : cancellationErrorText(t, error);
  const refused = (move: Dialog) => (error: unknown) => {
    close();
    onFailure(failureOf(move, error));
  };

  /** Request and reject: the dialog keeps a reason the server refused, and any other failure that leaves the move possible. */
  const withReason = (send: (reason: string) => Promise<unknown>) => async (reason: string) => {
    if (sending.current) return;
    sending.current = true;
    setFormError(null);
    try {
      await send(reason);
      stayed();
    } finally {
      sending.current = false;
    }
  };
  const reasonFailed = (move: 'request' | 'reject') => (error: unknown) => {
    if (errorCodeOf(error) === ErrorCode.InvalidTransition) refused(move)(error);
    else setFormError(failureOf(move, error));
  };

  /** Approve and withdraw: one press, then the page says how it went. */
  const confirm = (move: 'approve' | 'withdraw', mutate: typeof approve.mutate, onDone: () => void) => () => {
    if (sending.current || !open) return;
    sending.current = true;
    mutate(open.id, {
      onSuccess: onDone,
      onError: refused(move),
      onSettled: () => {
        sending.current = false;
      },
    });
  };

  return (
    <section
      aria-labelledby={headingId}
      className={`flex flex-col gap-3 rounded-card border p-4 shadow-card sm:p-6 ${open ? 'border-warning-200 bg-warning-50/40' : 'border-line bg-surface'}`}
      data-testid="cancellation-panel"
      data-status={latest?.status ?? 'none'}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} ref={heading} tabIndex={-1} className="text-heading font-bold text-ink focus:outline-none">
          {t('orders:cancellation.title')}
        </h2>
        {latest && (
          <span className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${badgeTone[latest.status]}`} data-testid="cancellation-status">
            {t(`orders:cancellation.status.${latest.status}`)}
          </span>
        )}
      </div>

      {!open && cancellableByAgreement(order.status) && (
        <p className="text-sm text-ink-muted" data-testid="cancellation-rule">
          {t('orders:cancellation.rule', { amount: money(order.amount), split })}
        </p>
      )}
      {latest && <LatestRequest order={order} latest={latest} split={split} />}

      {actions.length > 0 && (
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:justify-end">
          {actions.includes(CancellationAction.request) && (
            <button type="button" onClick={() => show('request')} className={dangerOutline}>
              {t('orders:cancellation.request.open')}
            </button>
          )}
          {actions.includes(CancellationAction.withdraw) && open && (
            <button type="button" onClick={() => show('withdraw')} className={secondary}>
              {t('orders:cancellation.withdraw.open')}
            </button>
          )}
          {actions.includes(CancellationAction.reject) && open && (
            <button type="button" onClick={() => show('reject')} className={secondary}>
              {t('orders:cancellation.reject.open')}
            </button>
          )}
          {actions.includes(CancellationAction.approve) && open && (
            <button type="button" onClick={() => show('approve')} className={primary}>
              {t('orders:cancellation.approve.open')}
            </button>
          )}
        </div>
      )}

      {dialog === 'request' && (
        <ReasonDialog
          open
          onOpenChange={(next) => !next && close()}
          testId="cancellation-request-dialog"
          title={t('orders:cancellation.request.title')}
          body={t('orders:cancellation.request.body', { name: asked ?? '', split })}
          reason={{ label: t('orders:cancellation.request.reason'), hint: t('orders:cancellation.request.reasonHint', { name: asked ?? '' }), max: CANCELLATION_REASON_MAX }}
          schema={OrderReasonBody}
          submitLabel={t('orders:cancellation.request.confirm')}
          busyLabel={t('orders:cancellation.request.busy')}
          cancelLabel={t('orders:cancellation.request.back')}
          danger
          pending={request.isPending}
          onSubmit={withReason((reason) => request.mutateAsync({ reason }))}
          onError={reasonFailed('request')}
          formError={formError}
          formErrorTestId="cancellation-error"
        />
      )}
      {dialog === 'reject' && open && (
        <ReasonDialog
          open
          onOpenChange={(next) => !next && close()}
          testId="cancellation-reject-dialog"
          title={t('orders:cancellation.reject.title')}
          body={t('orders:cancellation.reject.body', { name: requester })}
          reason={{ label: t('orders:cancellation.reject.reason'), hint: t('orders:cancellation.reject.reasonHint', { name: requester }), max: CANCELLATION_REASON_MAX }}
          schema={OrderReasonBody}
          submitLabel={t('orders:cancellation.reject.confirm')}
          busyLabel={t('orders:cancellation.reject.busy')}
          cancelLabel={t('orders:cancellation.reject.back')}
          danger
          pending={reject.isPending}
          onSubmit={withReason((reason) => reject.mutateAsync({ cancellationId: open.id, reason }))}
          onError={reasonFailed('reject')}
          formError={formError}
          formErrorTestId="cancellation-error"
        />
      )}
      <ConfirmDialog
        open={dialog === 'approve'}
        onOpenChange={(next) => !next && close()}
        title={t('orders:cancellation.approve.title')}
        body={t('orders:cancellation.approve.body', { split })}
        confirmLabel={approve.isPending ? t('orders:cancellation.approve.busy') : t('orders:cancellation.approve.confirm')}
        cancelLabel={t('orders:cancellation.approve.back')}
        onConfirm={confirm('approve', approve.mutate, () => {
          close();
          onCancelled();
        })}
        busy={approve.isPending}
        danger
        testId="cancellation-approve-dialog"
      />
      <ConfirmDialog
        open={dialog === 'withdraw'}
        onOpenChange={(next) => !next && close()}
        title={t('orders:cancellation.withdraw.title')}
        body={t('orders:cancellation.withdraw.body')}
        confirmLabel={withdraw.isPending ? t('orders:cancellation.withdraw.busy') : t('orders:cancellation.withdraw.confirm')}
        cancelLabel={t('orders:cancellation.withdraw.back')}
        onConfirm={confirm('withdraw', withdraw.mutate, stayed)}
        busy={withdraw.isPending}
        testId="cancellation-withdraw-dialog"
      />
    </section>
  );
}
