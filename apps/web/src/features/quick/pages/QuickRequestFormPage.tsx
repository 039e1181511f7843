// /quick/client/request and /quick/client/request/edit/:id: the client posts a quick request, or
// changes it while nobody has taken it. One complete referral, the types of the published price
// table with their counts (a referral form's cap for all of them together), a deadline at least
// the published hours ahead, what a missed deadline does, notes; the total is computed live from
// the table in the client's currency and paid at once from mileage into escrow (an edit pays or gets
// back the difference). Too little mileage offers to charge exactly what is missing, and the form
// waits in this tab meanwhile. The Idempotency-Key is kept per body, so a double click pays once.
// While the request is open, the edit page also withdraws it, refunding everything.
import {
  MAX_UNITS_PER_FORM,
  QuickAction,
  QuickRequestBody,
  QuickStatus,
  REQUEST_NOTES_MAX,
  type Currency,
  type QuickDetail,
  type QuickItem,
  type QuickOnMissed,
  type QuickTerms,
  type Referral,
} from '@dcm/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { DateTimePicker } from '../../../components/DateTimePicker.tsx';
import { Field, inputClass } from '../../../components/Field.tsx';
import { PageProblem, PageSkeleton } from '../../../components/PageStates.tsx';
import { useCodeName } from '../../../lib/codes.ts';
import { focusFirstInvalid } from '../../../lib/form-errors.ts';
import { formatCount, useLocale } from '../../../lib/format.ts';
import { fieldErrorsOf } from '../../../lib/http.ts';
import { formatMoney } from '../../../lib/money.ts';
import { useViewer } from '../../../lib/viewer.ts';
import { InsufficientMileage, shortfallOf } from '../../mileage/components/InsufficientMileage.tsx';
import { referralKeys, useReferral } from '../../referrals/api.ts';
import { useEditQuickRequest, usePostQuickRequest, useQuickBalances, useQuickDetail, useQuickTerms, useWithdrawQuickRequest } from '../api.ts';
import { ClientQuickFrame, ClientSignIn, CLIENT_TRANSACTIONS_PATH } from '../components/ClientQuickFrame.tsx';
import { ClientReferralPicker } from '../components/ClientReferralPicker.tsx';
import { quickErrorText } from '../messages.ts';
import { deadlineTooSoon, earliestDeadline, offeredTypes, priceOf, QUICK_ITEMS_MAX, QUICK_UNITS_MAX, quickTotal, unitsOf } from '../pricing.ts';
import { clearQuickDraft, EMPTY_QUICK_DRAFT, loadQuickDraft, saveQuickDraft, type QuickDraft, type QuickDraftLine } from '../quick-draft.ts';

type FieldName = 'referralId' | 'items' | 'deadlineAt' | 'onMissed' | 'notes';
type FieldErrors = Partial<Record<FieldName, string>>;
const FIELDS: readonly FieldName[] = ['referralId', 'items', 'deadlineAt', 'onMissed', 'notes'];
const isField = (key: string): key is FieldName => (FIELDS as readonly string[]).includes(key);
const ON_MISSED: readonly QuickOnMissed[] = ['repost', 'refund'];

const primary = 'inline-flex min-h-12 items-center justify-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60';
const secondary = 'inline-flex min-h-11 items-center justify-center rounded-lg border border-slate-300 bg-white px-4 font-medium hover:bg-slate-100 disabled:opacity-60';

/** A typed count as a number, or null when it is not a whole number of 1 or more. */
const countOf = (text: string): number | null => (/^\d{1,3}$/.test(text.trim()) && Number(text) >= 1 ? Number(text) : null);

/** The lines that read as items: a type and a whole count. */
const itemsOf = (lines: readonly QuickDraftLine[]): QuickItem[] =>
  lines.flatMap((line) => {
    const count = countOf(line.count);
    return line.type && count !== null ? [{ type: line.type, count }] : [];
  });

/** The draft a request in the cache starts the edit form from. */
const draftOf = (detail: QuickDetail): QuickDraft => ({
  referralId: detail.referralId,
  items: detail.items.map((line) => ({ type: line.type, count: String(line.count) })),
  deadlineAt: new Date(detail.deadlineAt),
  onMissed: detail.onMissed,
  notes: detail.notes,
});

/** The referral's own types that have a price, as the first lines when the form has none yet. */
const linesFromReferral = (referral: Referral, terms: QuickTerms, currency: Currency): QuickDraftLine[] => {
  const lines: QuickDraftLine[] = [];
  for (const p of referral.data.prosthesis) {
    if (!p.type || priceOf(terms, p.type, currency) === null || lines.some((l) => l.type === p.type)) continue;
    lines.push({ type: p.type, count: String(Math.min(p.count ?? 1, MAX_UNITS_PER_FORM)) });
  }
  return lines.slice(0, QUICK_ITEMS_MAX);
};

interface FormProps {
  terms: QuickTerms;
  currency: Currency;
  balance: number;
  /** The request being edited; none for a new one. */
  editing?: QuickDetail;
}

function QuickRequestForm({ terms, currency, balance, editing }: FormProps) {
  const { t } = useTranslation(['quick', 'common', 'errors', 'mileage', 'requests']);
  const locale = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const typeName = useCodeName('prosthesis');
  const requestId = editing?.id;
  const post = usePostQuickRequest();
  const edit = useEditQuickRequest(requestId ?? '');
  const send = editing ? edit : post;
  const withdraw = useWithdrawQuickRequest(requestId ?? '');

  const [draft, setDraft] = useState<QuickDraft>(() => loadQuickDraft(requestId) ?? (editing ? draftOf(editing) : EMPTY_QUICK_DRAFT));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [refusedTyping, setRefusedTyping] = useState(false);
  const [withdrawOpen, setWithdrawOpen] = useState(false);
  const sending = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const referral = useReferral(draft.referralId);

  // Kept once the client changed something, so an untouched edit form always starts from the server.
  const changed = useRef(false);
  useEffect(() => {
    if (changed.current) saveQuickDraft(requestId, draft);
  }, [requestId, draft]);

  const money = (amount: number) => formatMoney(amount, currency, locale);
  const offered = offeredTypes(terms, currency);
  const items = itemsOf(draft.items);
  const units = unitsOf(items);
  // A type without a price in the currency cannot be picked; a stale draft's one counts as nothing and is refused on sending.
  const total = quickTotal(terms, items.filter((item) => priceOf(terms, item.type, currency) !== null), currency) ?? 0;
  // What this submission moves: the whole total for a new request, the difference for an edit.
  const due = editing ? total - editing.total : total;
  const earliest = earliestDeadline(terms, new Date());

  const update = <K extends keyof QuickDraft>(field: K, value: QuickDraft[K]) => {
    changed.current = true;
    setDraft((d) => ({ ...d, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
    setFailure(null);
  };

  const setLines = (lines: QuickDraftLine[]) => update('items', lines);
  const changeLine = (index: number, change: Partial<QuickDraftLine>) => setLines(draft.items.map((line, i) => (i === index ? { ...line, ...change } : line)));
  const unusedTypes = (except?: string) => offered.filter((o) => o.type === except || !draft.items.some((l) => l.type === o.type));
  const addLine = () => {
    const next = unusedTypes()[0];
    if (next) setLines([...draft.items, { type: next.type, count: '1' }]);
  };

  const chooseReferral = (chosen: Referral | null) => {
    changed.current = true;
    if (chosen) queryClient.setQueryData(referralKeys.detail(chosen.id), chosen);
    setDraft((d) => ({ ...d, referralId: chosen?.id ?? null, items: chosen && d.items.length === 0 ? linesFromReferral(chosen, terms, currency) : d.items }));
    setErrors((e) => ({ ...e, referralId: undefined, items: undefined }));
  };

  /** The page's own checks; the shared schema and the server say the same again. */
  const check = (now: Date): FieldErrors => {
    const found: FieldErrors = {};
    if (!draft.referralId) found.referralId = t('quick:form.referral.required');
    if (draft.items.length === 0) found.items = t('common:validation.required');
    else if (draft.items.some((line) => countOf(line.count) === null || Number(line.count) > MAX_UNITS_PER_FORM)) found.items = t('common:validation.countRequired');
    else if (units > QUICK_UNITS_MAX) found.items = t('common:validation.unitsOverCap');
    else if (items.some((item) => priceOf(terms, item.type, currency) === null)) found.items = t('common:validation.quickPriceMissing');
    if (!draft.deadlineAt) found.deadlineAt = refusedTyping ? '' : t('common:validation.required');
    else if (deadlineTooSoon(terms, draft.deadlineAt, now)) found.deadlineAt = t('quick:form.deadline.tooSoon', { count: terms.minDeadlineHours });
    if (draft.notes.trim().length > REQUEST_NOTES_MAX) found.notes = t('quick:form.notes.tooLong', { max: formatCount(REQUEST_NOTES_MAX) });
    return found;
  };

  const showServerErrors = (error: unknown) => {
    const onFields: FieldErrors = {};
    for (const [path, message] of Object.entries(fieldErrorsOf(error))) {
      const head = path.split('.')[0] ?? '';
      if (isField(head)) onFields[head] ??= message;
    }
    setErrors(onFields);
    if (Object.keys(onFields).length > 0) focusFirstInvalid(formRef.current, Object.keys(onFields));
    else setFailure(error);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    // One payment however often the button is pressed: the ref holds before the button shows busy.
    if (sending.current) return;
    setFailure(null);
    const found = check(new Date());
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(formRef.current, FIELDS.filter((f) => found[f] !== undefined));
      return;
    }
    const parsed = QuickRequestBody.safeParse({
      referralId: draft.referralId,
      items,
      deadlineAt: draft.deadlineAt?.toISOString(),
      onMissed: draft.onMissed,
      notes: draft.notes.trim(),
    });
    if (!parsed.success) {
      setFailure(new Error('invalid'));
      return;
    }
    sending.current = true;
    send
      .mutateAsync(parsed.data)
      .then(
        (detail) => {
          clearQuickDraft(requestId);
          toast.success(t(editing ? 'quick:form.saved' : 'quick:form.posted', { number: detail.number }));
          void navigate(CLIENT_TRANSACTIONS_PATH, { replace: true });
        },
        (error: unknown) => showServerErrors(error),
      )
      .finally(() => {
        sending.current = false;
      });
  };

  const confirmWithdraw = () => {
    if (sending.current) return;
    sending.current = true;
    withdraw
      .mutateAsync()
      .then(
        () => {
          clearQuickDraft(requestId);
          toast.success(t('quick:form.withdraw.done'));
          void navigate(CLIENT_TRANSACTIONS_PATH, { replace: true });
        },
        (error: unknown) => {
          setWithdrawOpen(false);
          setFailure(error);
        },
      )
      .finally(() => {
        sending.current = false;
      });
  };

  const busy = send.isPending || send.isSuccess || withdraw.isPending;
  const notesLength = draft.notes.trim().length;
  const shortfall = shortfallOf(failure);
  const after = balance - due;

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="flex flex-col gap-6" data-testid="quick-form">
      <section aria-labelledby="quick-referral-title" data-field="referralId" tabIndex={-1} className="flex flex-col gap-3 focus:outline-none">
        <h2 id="quick-referral-title" className="text-lg font-bold">
          {t('quick:form.referral.title')}
        </h2>
        <p className="text-sm text-slate-600">{t('quick:form.referral.hint')}</p>
        {draft.referralId && referral.isPending ? (
          <p className="py-4 text-center text-sm text-slate-500">{t('quick:form.referral.loading')}</p>
        ) : (
          <ClientReferralPicker chosen={referral.data ?? null} onChoose={chooseReferral} error={errors.referralId} disabled={busy} />
        )}
      </section>

      <section aria-labelledby="quick-items-title" data-field="items" tabIndex={-1} className="flex flex-col gap-3 focus:outline-none">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="quick-items-title" className="text-lg font-bold">
            {t('quick:form.items.title')}
          </h2>
          <span className={`text-sm tabular-nums ${units > QUICK_UNITS_MAX ? 'font-semibold text-red-600' : 'text-slate-600'}`} data-testid="quick-units">
            {t('quick:form.items.units', { n: units, max: QUICK_UNITS_MAX })}
          </span>
        </div>
        {offered.length === 0 ? (
          <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">{t('quick:form.items.noneOffered')}</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {draft.items.map((line, index) => {
              const price = priceOf(terms, line.type, currency);
              const count = countOf(line.count);
              return (
                <li key={index} className="grid grid-cols-[minmax(0,1fr)_5.5rem] items-center gap-2 rounded-xl border border-slate-200 bg-white p-3 md:grid-cols-[minmax(0,1fr)_6rem_8rem_auto]" data-testid="quick-item">
                  <select
                    aria-label={t('quick:form.items.type')}
                    value={line.type}
                    disabled={busy}
                    onChange={(e) => changeLine(index, { type: e.target.value })}
                    className={inputClass}
                    data-testid="quick-item-type"
                  >
                    {unusedTypes(line.type).map((o) => (
                      <option key={o.type} value={o.type}>
                        {t('quick:form.items.option', { name: typeName(o.type), price: money(o.price) })}
                      </option>
                    ))}
                  </select>
                  <input
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={MAX_UNITS_PER_FORM}
                    aria-label={t('quick:form.items.count')}
                    value={line.count}
                    disabled={busy}
                    onChange={(e) => changeLine(index, { count: e.target.value.replace(/\D/g, '').slice(0, 3) })}
                    className={inputClass}
                    data-testid="quick-item-count"
                  />
                  <span className="text-right tabular-nums text-sm md:text-base" data-testid="quick-item-subtotal">
                    {price !== null && count !== null ? money(price * count) : '—'}
                  </span>
                  <button
                    type="button"
                    disabled={busy}
                    onClick={() => setLines(draft.items.filter((_, i) => i !== index))}
                    aria-label={t('quick:form.items.removeNamed', { name: typeName(line.type) })}
                    className={`${secondary} col-start-2 row-start-2 text-sm md:col-start-auto md:row-start-auto`}
                  >
                    {t('quick:form.items.remove')}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        {draft.items.length < QUICK_ITEMS_MAX && unusedTypes().length > 0 && (
          <button type="button" onClick={addLine} disabled={busy} className={`${secondary} self-start`} data-testid="quick-add-item">
            {t('quick:form.items.add')}
          </button>
        )}
        {errors.items && (
          <p className="text-sm text-red-600" role="alert" data-testid="quick-items-error">
            {errors.items}
          </p>
        )}
      </section>

      <Field
        name="deadlineAt"
        label={t('quick:form.deadline.label')}
        hint={t('quick:form.deadline.hint', { count: terms.minDeadlineHours })}
        error={errors.deadlineAt || undefined}
      >
        {(a11y) => (
          <DateTimePicker
            a11y={a11y}
            value={draft.deadlineAt}
            min={earliest}
            onChange={(value) => {
              setRefusedTyping(false);
              update('deadlineAt', value);
            }}
            onError={() => setRefusedTyping(true)}
            disabled={busy}
          />
        )}
      </Field>

      <fieldset data-field="onMissed" className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">{t('quick:form.onMissed.label')}</legend>
        {ON_MISSED.map((choice) => (
          <label key={choice} className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border border-slate-200 bg-white p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
            <input
              type="radio"
              name="onMissed"
              value={choice}
              checked={draft.onMissed === choice}
              disabled={busy}
              onChange={() => update('onMissed', choice)}
              className="mt-1 h-4 w-4"
              data-testid={`quick-on-missed-${choice}`}
            />
            <span className="flex flex-col">
              <span className="font-medium">{t(`quick:form.onMissed.${choice}.title`)}</span>
              <span className="text-sm text-slate-600">{t(`quick:form.onMissed.${choice}.body`)}</span>
            </span>
          </label>
        ))}
      </fieldset>

      <Field name="notes" label={t('quick:form.notes.label')} aside={t('quick:form.optional')} error={errors.notes}>
        {(a11y) => (
          <div className="flex flex-col gap-1">
            <textarea
              {...a11y}
              value={draft.notes}
              onChange={(e) => update('notes', e.target.value)}
              rows={4}
              disabled={busy}
              placeholder={t('quick:form.notes.placeholder')}
              className={`${inputClass} resize-y`}
              data-testid="quick-notes"
            />
            <p className={`self-end text-xs tabular-nums ${notesLength > REQUEST_NOTES_MAX ? 'font-semibold text-red-600' : 'text-slate-500'}`} aria-live="polite">
              {t('quick:form.notes.counter', { n: formatCount(notesLength), max: formatCount(REQUEST_NOTES_MAX) })}
            </p>
          </div>
        )}
      </Field>

      <section aria-labelledby="quick-pay-title" className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6" data-testid="quick-pay">
        <h2 id="quick-pay-title" className="text-lg font-bold">
          {t('quick:form.pay.title')}
        </h2>
        <dl className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1.5 text-sm">
          <dt className="text-slate-600">{t('quick:form.pay.total')}</dt>
          <dd className="text-right text-lg font-bold tabular-nums" data-testid="quick-form-total">
            {money(total)}
          </dd>
          {editing && (
            <>
              <dt className="text-slate-600">{t('quick:form.pay.paid')}</dt>
              <dd className="text-right tabular-nums">{money(editing.total)}</dd>
              <dt className="text-slate-600">{due >= 0 ? t('quick:form.pay.toPay') : t('quick:form.pay.back')}</dt>
              <dd className="text-right font-semibold tabular-nums" data-testid="quick-form-difference" data-due={due}>
                {money(Math.abs(due))}
              </dd>
            </>
          )}
          <dt className="text-slate-600">{t('quick:form.pay.balance')}</dt>
          <dd className="text-right tabular-nums" data-testid="quick-form-balance">
            {money(balance)}
          </dd>
          <dt className="text-slate-600">{t('quick:form.pay.after')}</dt>
          <dd className={`text-right tabular-nums ${after < 0 ? 'font-semibold text-red-600' : ''}`} data-testid="quick-form-after">
            {after < 0 ? t('quick:form.pay.short', { amount: money(-after) }) : money(after)}
          </dd>
        </dl>
        <p className="text-sm text-slate-500">{t('quick:form.pay.escrow')}</p>
      </section>

      {shortfall ? (
        <InsufficientMileage error={failure} />
      ) : (
        failure !== null && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700" data-testid="quick-form-error">
            {failure instanceof Error && failure.message === 'invalid' ? t('quick:form.fixErrors') : quickErrorText(t, failure)}
          </p>
        )
      )}

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Link to={editing ? CLIENT_TRANSACTIONS_PATH : '/quick/client'} className={secondary}>
          {t('quick:form.cancel')}
        </Link>
        {editing?.actions.includes(QuickAction.withdraw) && (
          <button type="button" onClick={() => setWithdrawOpen(true)} disabled={busy} className={`${secondary} text-red-700`} data-testid="quick-withdraw">
            {t('quick:action.withdraw')}
          </button>
        )}
        <button type="submit" disabled={busy} aria-busy={busy} className={primary} data-testid="quick-submit">
          {busy
            ? t('quick:form.sending')
            : editing
              ? due > 0
                ? t('quick:form.submitEditPay', { amount: money(due) })
                : t('quick:form.submitEdit')
              : t('quick:form.submit', { amount: money(total) })}
        </button>
      </div>

      {editing && (
        <ConfirmDialog
          open={withdrawOpen}
          onOpenChange={setWithdrawOpen}
          title={t('quick:form.withdraw.title')}
          body={t('quick:form.withdraw.body', { amount: money(editing.total) })}
          confirmLabel={withdraw.isPending ? t('quick:form.withdraw.busy') : t('quick:form.withdraw.yes')}
          cancelLabel={t('quick:form.withdraw.no')}
          onConfirm={confirmWithdraw}
          danger
          busy={withdraw.isPending}
          testId="quick-withdraw-dialog"
        />
      )}
    </form>
  );
}

/** The terms and the member's balance, then the form (for an edit, the request too, while it can still be changed). */
function FormLoader({ editId }: { editId?: string }) {
  const { t } = useTranslation(['quick', 'errors']);
  const terms = useQuickTerms();
  const balances = useQuickBalances();
  const detail = useQuickDetail(editId);
  const title = t(editId ? 'quick:form.titleEdit' : 'quick:form.title');
  const intro = t(editId ? 'quick:form.introEdit' : 'quick:form.intro');

  const problem = terms.error ?? balances.error ?? (editId ? detail.error : null);
  if (problem) {
    return (
      <ClientQuickFrame title={title}>
        <PageProblem
          error={problem}
          testId="quick-form"
          notFoundTitle={t('quick:notFound.title')}
          notFoundBody={t('quick:notFound.body')}
          backTo={CLIENT_TRANSACTIONS_PATH}
          backLabel={t('quick:notFound.back')}
        />
      </ClientQuickFrame>
    );
  }
  if (!terms.data || !balances.data || (editId && !detail.data)) {
    return (
      <ClientQuickFrame title={title}>
        <PageSkeleton label={t('quick:loading')} testId="quick-form-skeleton" shape="sections" blocks={3} />
      </ClientQuickFrame>
    );
  }
  const currency = balances.data.currency;
  const editing = detail.data;
  if (editing && !editing.actions.includes(QuickAction.edit)) {
    return (
      <ClientQuickFrame title={title}>
        <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-slate-300 bg-white px-4 py-10 text-center" data-testid="quick-not-editable">
          <p className="text-slate-700">{t(editing.status === QuickStatus.open ? 'quick:form.notYours' : 'quick:form.notEditable', { status: t(`quick:status.${editing.status}`) })}</p>
          <Link to={CLIENT_TRANSACTIONS_PATH} className={primary}>
            {t('quick:notFound.back')}
          </Link>
        </div>
      </ClientQuickFrame>
    );
  }
  return (
    <ClientQuickFrame title={editing ? `${title} · ${editing.number}` : title} intro={intro}>
      <QuickRequestForm terms={terms.data} currency={currency} balance={balances.data.clientMileage[currency]} editing={editing} />
    </ClientQuickFrame>
  );
}

export default function QuickRequestFormPage() {
  const { t } = useTranslation('quick');
  const { id } = useParams();
  const viewer = useViewer();
  const title = t(id ? 'form.titleEdit' : 'form.title');
  if (!viewer) return <ClientSignIn title={title} />;
  if (viewer.kind === 'designer') {
    return (
      <ClientQuickFrame title={title} back={false}>
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-4 py-10 text-center text-slate-700" data-testid="quick-clients-only">
          {t('form.clientsOnly')}
        </p>
      </ClientQuickFrame>
    );
  }
  return <FormLoader key={id ?? 'new'} editId={id} />;
}
