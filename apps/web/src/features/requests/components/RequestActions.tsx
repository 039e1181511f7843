// What the viewer may do with a request now, and nothing else: the moves come from the server's
// reading of the shared machine (`detail.actions`), the quotation link from `detail.canQuote`. One
// move at a time: a second click, or another button, waits until the first has answered.
import { checkPickedDate, QuotationStatus, REQUEST_REASON_MAX, RequestAction, RequestType, type ReopenRequestBody, type RequestDetail } from '@dcm/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { DateTimePicker } from '../../../components/DateTimePicker.tsx';
import { Field, inputClass } from '../../../components/Field.tsx';
import { Sheet } from '../../../components/Sheet.tsx';
import { QuotationStatusBadge } from '../../../components/StatusBadge.tsx';
import { useHolidayDays } from '../../../lib/holidays.ts';
import { errorCodeOf, fieldErrorsOf } from '../../../lib/http.ts';
import { requestKeys, useCancelRequest, useRejectRequest, useReopenRequest } from '../api.ts';

type Dialog = 'cancel' | 'reopen' | 'reject';
type FieldErrors = Record<string, string>;

interface Props {
  request: RequestDetail;
  viewerIsClient: boolean;
}

const primary = 'inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800 disabled:opacity-60';
const secondary = 'inline-flex min-h-11 items-center justify-center rounded-lg border border-slate-300 bg-white px-4 font-medium text-slate-800 hover:bg-slate-100 disabled:opacity-60';
const dangerOutline = 'inline-flex min-h-11 items-center justify-center rounded-lg border border-red-300 bg-white px-4 font-medium text-red-700 hover:bg-red-50 disabled:opacity-60';

export function RequestActions({ request, viewerIsClient }: Props) {
  const { t } = useTranslation(['requestView', 'errors']);
  const queryClient = useQueryClient();
  const cancel = useCancelRequest(request.id);
  const reopen = useReopenRequest(request.id);
  const reject = useRejectRequest(request.id);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  // The ref stops a second click that lands before the buttons render as busy.
  const running = useRef(false);
  const [busy, setBusy] = useState(false);

  const allowed = (action: RequestAction) => request.actions.includes(action);
  const canReopen = allowed(RequestAction.Reopen) && request.quotationCount === 0;

  /** Runs one move; answers the field errors the server named (shown by the form), if any. */
  const run = async (call: () => Promise<unknown>, done: string): Promise<FieldErrors> => {
    if (running.current) return {};
    running.current = true;
    setBusy(true);
    try {
      await call();
      toast.success(done);
      setDialog(null);
      return {};
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (Object.keys(fields).length === 0) toast.error(t(`errors:${errorCodeOf(error)}`, { defaultValue: t('errors:INTERNAL') }));
      // Someone else may have moved the request meanwhile: show what it is now.
      void queryClient.invalidateQueries({ queryKey: requestKeys.detail(request.id) });
      return fields;
    } finally {
      running.current = false;
      setBusy(false);
    }
  };

  // Only a T-esigner has a quotation of their own on a request.
  const myQuotation = viewerIsClient ? null : request.myQuotation;
  const links = request.canQuote || (viewerIsClient && request.quotationCount > 0) || myQuotation !== null || request.orderId !== null;
  const orderPath = request.orderId && (viewerIsClient ? `/payment/contract/${request.orderId}` : `/payment/${request.orderId}/designer`);
  const moves = allowed(RequestAction.Cancel) || canReopen || allowed(RequestAction.Accept) || allowed(RequestAction.Reject);
  if (!links && !moves) return null;

  return (
    <section aria-label={t('actions.label')} data-testid="request-actions" className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
      {myQuotation && (
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
          {t('actions.myQuotation')}
          <QuotationStatusBadge status={myQuotation} />
          {myQuotation === QuotationStatus.Submitted && <span className="text-slate-500">{t('actions.myQuotationHint')}</span>}
        </p>
      )}
      {allowed(RequestAction.Accept) && <p className="text-sm text-slate-700">{t('actions.designatedHint')}</p>}

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
          <button type="button" disabled={busy} onClick={() => setDialog('reject')} className={dangerOutline}>
            {t('actions.reject')}
          </button>
        )}
        {canReopen && (
          <button type="button" disabled={busy} onClick={() => setDialog('reopen')} className={viewerIsClient && request.quotationCount > 0 ? secondary : primary}>
            {t('actions.reopen')}
          </button>
        )}
        {allowed(RequestAction.Cancel) && (
          <button type="button" disabled={busy} onClick={() => setDialog('cancel')} className={dangerOutline}>
            {t('actions.cancel')}
          </button>
        )}
      </div>

      <ConfirmDialog
        open={dialog === 'cancel'}
        onOpenChange={(open) => !open && setDialog(null)}
        title={t('cancelDialog.title')}
        body={t(request.quotationCount > 0 ? 'cancelDialog.bodyQuoted' : 'cancelDialog.body')}
        confirmLabel={busy ? t('actions.working') : t('cancelDialog.confirm')}
        cancelLabel={t('back')}
        onConfirm={() => void run(() => cancel.mutateAsync(), t('done.cancelled'))}
        busy={busy}
        danger
        testId="cancel-dialog"
      />
      {dialog === 'reject' && (
        <RejectSheet busy={busy} onClose={() => setDialog(null)} onSubmit={(reason) => run(() => reject.mutateAsync(reason), t('done.rejected'))} />
      )}
      {dialog === 'reopen' && (
        <ReopenSheet
          designated={request.type === RequestType.Designated}
          busy={busy}
          onClose={() => setDialog(null)}
          onSubmit={(body) => run(() => reopen.mutateAsync(body), t('done.reopened'))}
        />
      )}
    </section>
  );
}

interface SheetProps<T> {
  busy: boolean;
  onClose: () => void;
  onSubmit: (value: T) => Promise<FieldErrors>;
}

/** The T-esigner says why they decline: required, at most REQUEST_REASON_MAX characters. */
function RejectSheet({ busy, onClose, onSubmit }: SheetProps<string>) {
  const { t } = useTranslation(['requestView', 'common']);
  const formId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const length = reason.trim().length;
  const over = length > REQUEST_REASON_MAX;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (length === 0) return setError(t('common:validation.reasonRequired'));
    if (over) return setError(t('common:validation.too_big'));
    const fields = await onSubmit(reason.trim());
    if (fields.reason) setError(fields.reason);
  };

  return (
    <Sheet
      open
      onOpenChange={(open) => !open && !busy && onClose()}
      title={t('rejectDialog.title')}
      description={t('rejectDialog.body')}
      footer={
        <>
          <button type="button" onClick={onClose} disabled={busy} className={secondary}>
            {t('back')}
          </button>
          <button type="submit" form={formId} disabled={busy} className="inline-flex min-h-11 items-center justify-center rounded-lg bg-red-600 px-4 font-semibold text-white hover:bg-red-700 disabled:opacity-60">
            {busy ? t('actions.working') : t('rejectDialog.confirm')}
          </button>
        </>
      }
    >
      <form id={formId} onSubmit={(e) => void submit(e)} noValidate>
        <Field name="reason" label={t('rejectDialog.reason')} error={error} hint={t('counter', { n: length, max: REQUEST_REASON_MAX })}>
          {(a11y) => (
            <textarea
              {...a11y}
              aria-invalid={!!error || over}
              value={reason}
              onChange={(e) => {
                setReason(e.target.value);
                setError(undefined);
              }}
              rows={4}
              required
              className={inputClass}
            />
          )}
        </Field>
      </form>
    </Sheet>
  );
}

interface ReopenValues {
  quoteExpiresAt: Date | null;
  deadlineAt: Date | null;
}

/** What the page can tell before asking the server (which checks the same rules again). */
function checkReopen(values: ReopenValues, now: Date, holidays: ReadonlySet<string>): FieldErrors {
  const issues: FieldErrors = {};
  const expiry = values.quoteExpiresAt;
  const deadline = values.deadlineAt;
  for (const [name, date] of [
    ['quoteExpiresAt', expiry],
    ['deadlineAt', deadline],
  ] as const) {
    const issue = date ? checkPickedDate(date, now, holidays) : 'dateInvalid';
    if (issue) issues[name] = issue;
  }
  if (!issues.quoteExpiresAt && !issues.deadlineAt && expiry && deadline && deadline.getTime() <= expiry.getTime()) issues.deadlineAt = 'deadlineBeforeExpiry';
  return issues;
}

/** A closed request without quotations opens again with a new quote expiry and deadline. */
function ReopenSheet({ designated, busy, onClose, onSubmit }: SheetProps<ReopenRequestBody> & { designated: boolean }) {
  const { t } = useTranslation(['requestView', 'common']);
  const formId = useId();
  const [values, setValues] = useState<ReopenValues>({ quoteExpiresAt: null, deadlineAt: null });
  const [errors, setErrors] = useState<FieldErrors>({});
  const holidays = useHolidayDays();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { quoteExpiresAt, deadlineAt } = values;
    const issues = checkReopen(values, new Date(), holidays);
    if (Object.keys(issues).length > 0) {
      setErrors(Object.fromEntries(Object.entries(issues).map(([name, key]) => [name, t(`common:validation.${key}`)])));
      return;
    }
    setErrors({});
    if (!quoteExpiresAt || !deadlineAt) return;
    const fields = await onSubmit({ quoteExpiresAt: quoteExpiresAt.toISOString(), deadlineAt: deadlineAt.toISOString() });
    if (Object.keys(fields).length > 0) setErrors(fields);
  };

  const { quoteExpiresAt: _expiry, deadlineAt: _deadline, ...otherErrors } = errors;
  const formError = Object.values(otherErrors)[0];

  const field = (name: keyof ReopenValues) => (
    <Field name={name} label={t(`reopenDialog.${name}`)} error={errors[name]}>
      {(a11y) => (
        <DateTimePicker
          a11y={a11y}
          value={values[name]}
          holidays={holidays}
          onChange={(date) => {
            setValues((v) => ({ ...v, [name]: date }));
            setErrors(({ [name]: _, ...rest }) => rest);
          }}
        />
      )}
    </Field>
  );

  return (
    <Sheet
      open
      onOpenChange={(open) => !open && !busy && onClose()}
      title={t('reopenDialog.title')}
      description={t(designated ? 'reopenDialog.bodyDesignated' : 'reopenDialog.body')}
      footer={
        <>
          <button type="button" onClick={onClose} disabled={busy} className={secondary}>
            {t('back')}
          </button>
          <button type="submit" form={formId} disabled={busy} className={primary}>
            {busy ? t('actions.working') : t('reopenDialog.confirm')}
          </button>
        </>
      }
    >
      <form id={formId} onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4">
        {field('quoteExpiresAt')}
        {field('deadlineAt')}
        <p className="text-xs text-slate-500">{t('timeZone', { zone: Intl.DateTimeFormat().resolvedOptions().timeZone })}</p>
        {formError && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
            {formError}
          </p>
        )}
      </form>
    </Sheet>
  );
}
