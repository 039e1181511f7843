// The quick request form's state and its two moves: the draft (kept in this tab once the client
// changed something), the total and what this submission pays, the page's own checks, and posting,
// changing or withdrawing the request once however often a button is pressed.
import { MAX_UNITS_PER_FORM, QuickRequestBody, REQUEST_NOTES_MAX, type Currency, type QuickDetail, type QuickTerms, type Referral } from '@dcm/shared';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../lib/toast.tsx';
import { focusFirstInvalid } from '../../lib/form-errors.ts';
import { formatCount } from '../../lib/format.ts';
import { fieldErrorsOf } from '../../lib/http.ts';
import { useEditQuickRequest, usePostQuickRequest, useWithdrawQuickRequest } from './api.ts';
import { CLIENT_TRANSACTIONS_PATH } from './components/ClientQuickFrame.tsx';
import { deadlineTooSoon, earliestDeadline, offeredTypes, priceOf, QUICK_UNITS_MAX, quickTotal, unitsOf } from './pricing.ts';
import { clearQuickDraft, EMPTY_QUICK_DRAFT, loadQuickDraft, saveQuickDraft, type QuickDraft, type QuickDraftLine } from './quick-draft.ts';
import {
  countOf,
  draftOf,
  isQuickRequestField,
  itemsOf,
  linesFromReferral,
  QUICK_REQUEST_FIELDS,
  unusedTypes,
  type QuickRequestFieldErrors,
} from './request-form.ts';

interface Args {
  terms: QuickTerms;
  currency: Currency;
  /** The request being edited; none for a new one. */
  editing?: QuickDetail;
}

export function useQuickRequestForm({ terms, currency, editing }: Args) {
  const { t } = useTranslation(['quick', 'common']);
  const navigate = useNavigate();
  const requestId = editing?.id;
  const post = usePostQuickRequest();
  const edit = useEditQuickRequest(requestId ?? '');
  const send = editing ? edit : post;
  const withdraw = useWithdrawQuickRequest(requestId ?? '');

  const [draft, setDraft] = useState<QuickDraft>(() => loadQuickDraft(requestId) ?? (editing ? draftOf(editing) : EMPTY_QUICK_DRAFT));
  const [errors, setErrors] = useState<QuickRequestFieldErrors>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [refusedTyping, setRefusedTyping] = useState(false);
  const [withdrawOpen, setWithdrawOpen] = useState(false);
  const sending = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);

  // Kept once the client changed something, so an untouched edit form always starts from the server.
  const changed = useRef(false);
  useEffect(() => {
    if (changed.current) saveQuickDraft(requestId, draft);
  }, [requestId, draft]);

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
  const removeLine = (index: number) => setLines(draft.items.filter((_, i) => i !== index));
  const addLine = () => {
    const next = unusedTypes(offered, draft.items)[0];
    if (next) setLines([...draft.items, { type: next.type, count: '1' }]);
  };

  const changeDeadline = (value: Date | null) => {
    setRefusedTyping(false);
    update('deadlineAt', value);
  };
  /** The picker refused what was typed and says so itself. */
  const refuseDeadline = () => setRefusedTyping(true);

  const chooseReferral = (chosen: Referral | null) => {
    changed.current = true;
    setDraft((d) => ({ ...d, referralId: chosen?.id ?? null, items: chosen && d.items.length === 0 ? linesFromReferral(chosen, terms, currency) : d.items }));
    setErrors((e) => ({ ...e, referralId: undefined, items: undefined }));
  };

  /** The page's own checks; the shared schema and the server say the same again. */
  const check = (now: Date): QuickRequestFieldErrors => {
    const found: QuickRequestFieldErrors = {};
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
    const onFields: QuickRequestFieldErrors = {};
    for (const [path, message] of Object.entries(fieldErrorsOf(error))) {
      const head = path.split('.')[0] ?? '';
      if (isQuickRequestField(head)) onFields[head] ??= message;
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
      focusFirstInvalid(formRef.current, QUICK_REQUEST_FIELDS.filter((f) => found[f] !== undefined));
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

  return {
    formRef,
    draft,
    errors,
    failure,
    offered,
    units,
    total,
    due,
    earliest,
    busy: send.isPending || send.isSuccess || withdraw.isPending,
    update,
    changeLine,
    removeLine,
    addLine,
    changeDeadline,
    refuseDeadline,
    chooseReferral,
    submit,
    withdrawOpen,
    setWithdrawOpen,
    withdrawing: withdraw.isPending,
    confirmWithdraw,
  };
}
