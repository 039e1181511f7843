// What the viewer may do with a request now, and nothing else: the moves come from the server's
// reading of the shared machine (`detail.actions`), the quotation link from `detail.canQuote`. One
// move at a time: a second click, or another button, waits until the first has answered.
import { QuotationStatus, RequestAction, RequestType, type RequestDetail } from '@dcm/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { QuotationStatusBadge } from '../../../components/StatusBadge.tsx';
import { useRequestMoves } from '../use-request-moves.ts';
import { dangerOutline, primary, secondary } from './move-buttons.ts';
import { RejectRequestSheet } from './RejectRequestSheet.tsx';
import { ReopenRequestSheet } from './ReopenRequestSheet.tsx';

interface Props {
  request: RequestDetail;
  viewerIsClient: boolean;
}

export function RequestActions({ request, viewerIsClient }: Props) {
  const { t } = useTranslation(['requestView', 'errors']);
  const { dialog, open, close, busy, cancel, reject, reopen } = useRequestMoves(request.id);

  const allowed = (action: RequestAction) => request.actions.includes(action);
  const canReopen = allowed(RequestAction.Reopen) && request.quotationCount === 0;

  // Only a T-esigner has a quotation of their own on a request.
  const myQuotation = viewerIsClient ? null : request.myQuotation;
  const links = request.canQuote || (viewerIsClient && request.quotationCount > 0) || myQuotation !== null || request.orderId !== null;
  const orderPath = request.orderId && (viewerIsClient ? `/payment/contract/${request.orderId}` : `/payment/${request.orderId}/designer`);
  const moves = allowed(RequestAction.Cancel) || canReopen || allowed(RequestAction.Accept) || allowed(RequestAction.Reject);
  if (!links && !moves) return null;

  return (
    <section aria-label={t('actions.label')} data-testid="request-actions" className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-4 sm:p-5">
      {myQuotation && (
        <p className="flex flex-wrap items-center gap-2 text-sm text-ink-muted">
          {t('actions.myQuotation')}
          <QuotationStatusBadge status={myQuotation} />
          {myQuotation === QuotationStatus.Submitted && <span className="text-ink-subtle">{t('actions.myQuotationHint')}</span>}
        </p>
      )}
      {allowed(RequestAction.Accept) && <p className="text-sm text-ink-muted">{t('actions.designatedHint')}</p>}

      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {orderPath && (
          <Link to={orderPath} className={allowed(RequestAction.Pay) ? primary : secondary} data-testid="order-link">
            {t(allowed(RequestAction.Pay) ? 'actions.pay' : 'actions.order')}
          </Link>
        )}
        {request.canQuote && (
          <Link to={`/request/estimated?request=${request.id}`} className={primary}>
            {t('actions.quote')}
          </Link>
        )}
        {myQuotation === QuotationStatus.Submitted && !request.canQuote && (
          <Link to={`/request/estimated?request=${request.id}`} className={secondary}>
            {t('actions.editQuotation')}
          </Link>
        )}
        {viewerIsClient && request.quotationCount > 0 && (
          <Link to={`/request/estimated/view/${request.id}`} className={primary}>
            {t('actions.compare', { n: request.quotationCount })}
          </Link>
        )}
        {/* The designated T-esigner accepts with their price, on the quotation form: an order for the client to pay. */}
        {allowed(RequestAction.Accept) && (
          <Link to={`/request/estimated?request=${request.id}`} className={primary} data-testid="accept-link">
            {t('actions.accept')}
          </Link>
        )}
        {allowed(RequestAction.Reject) && (
          <button type="button" disabled={busy} onClick={() => open('reject')} className={dangerOutline}>
            {t('actions.reject')}
          </button>
        )}
        {canReopen && (
          <button type="button" disabled={busy} onClick={() => open('reopen')} className={viewerIsClient && request.quotationCount > 0 ? secondary : primary}>
            {t('actions.reopen')}
          </button>
        )}
        {allowed(RequestAction.Cancel) && (
          <button type="button" disabled={busy} onClick={() => open('cancel')} className={dangerOutline}>
            {t('actions.cancel')}
          </button>
        )}
      </div>

      <ConfirmDialog
        open={dialog === 'cancel'}
        onOpenChange={(isOpen) => !isOpen && close()}
        title={t('cancelDialog.title')}
        body={t(request.quotationCount > 0 ? 'cancelDialog.bodyQuoted' : 'cancelDialog.body')}
        confirmLabel={busy ? t('actions.working') : t('cancelDialog.confirm')}
        cancelLabel={t('back')}
        onConfirm={() => void cancel()}
        busy={busy}
        danger
        testId="cancel-dialog"
      />
      {dialog === 'reject' && <RejectRequestSheet busy={busy} onClose={close} onSubmit={reject} />}
      {dialog === 'reopen' && <ReopenRequestSheet designated={request.type === RequestType.Designated} busy={busy} onClose={close} onSubmit={reopen} />}
    </section>
  );
}
