// The request form's state and its one move: the referrals of the address (removing one rewrites the
// address), the dates and notes kept in this tab, the page's own checks, and sending the request once
// however often the button is pressed, with the server's field errors placed where they belong.
import { checkPickedDate, CreateRequestBody, REQUEST_NOTES_MAX, RequestType, type Referral } from '@dcm/shared';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { formatCount } from '../../lib/format.ts';
import { focusFirstInvalid } from '../../lib/form-errors.ts';
import { useHolidayDays } from '../../lib/holidays.ts';
import { errorCodeOf, fieldErrorsOf } from '../../lib/http.ts';
import { useCreateRequest, useReferralsById } from './api.ts';
import { clearDraft, loadDraft, saveDraft, type RequestDraft } from './request-draft.ts';
import {
  memberNoOf,
  placeServerErrors,
  REQUEST_FIELDS,
  referralIdsOf,
  sendable,
  type RequestField,
  type RequestFieldErrors,
  type RequestFormType,
} from './request-form.ts';

export function useRequestForm(type: RequestFormType) {
  const { t } = useTranslation(['requests', 'common', 'errors']);
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const designated = type === RequestType.Designated;
  const ids = referralIdsOf(params.get('referrals'));
  const referralsQuery = ids.join(',');
  const designerNo = designated ? memberNoOf(params.get('designer')) : null;

  const results = useReferralsById(ids);
  const holidays = useHolidayDays();
  const create = useCreateRequest();

  const [draft, setDraft] = useState<RequestDraft>(() => loadDraft(type, referralsQuery));
  const [errors, setErrors] = useState<RequestFieldErrors>({});
  const [referralErrors, setReferralErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string>();
  // Pickers holding a typed date they refused (their own message is on screen already).
  const [refusedTyping, setRefusedTyping] = useState<Partial<Record<RequestField, boolean>>>({});
  // The referrals as they were when sent: the refresh after sending marks them requested before the
  // page moves on, and the list should not flash "nothing to send" meanwhile.
  const [sentReferrals, setSentReferrals] = useState<Referral[] | null>(null);
  const sending = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => saveDraft(type, referralsQuery, draft), [type, referralsQuery, draft]);

  const loading = results.some((r) => r.isPending);
  const live = results.map((r) => r.data).filter(sendable);
  const referrals = sentReferrals ?? live;
  const leftOut = sentReferrals ? 0 : ids.length - live.length - results.filter((r) => r.isPending).length;

  const update = <K extends keyof RequestDraft>(field: K, value: RequestDraft[K]) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
    setRefusedTyping((r) => ({ ...r, [field]: false }));
  };

  /** The picker of `field` refused what was typed and says so itself. */
  const refuseTyped = (field: 'quoteExpiresAt' | 'deadlineAt') => setRefusedTyping((r) => ({ ...r, [field]: true }));

  const remove = (id: string) => {
    setReferralErrors(({ [id]: _, ...rest }) => rest);
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        const left = referralIdsOf(prev.get('referrals')).filter((x) => x !== id);
        if (left.length > 0) next.set('referrals', left.join(','));
        else next.delete('referrals');
        return next;
      },
      { replace: true },
    );
  };

  /** The page's own checks, before the shared schema (which says the same again for the server). */
  const check = (now: Date): RequestFieldErrors => {
    const found: RequestFieldErrors = {};
    const dateError = (field: 'quoteExpiresAt' | 'deadlineAt') => {
      const value = draft[field];
      if (!value) return refusedTyping[field] ? '' : t('common:validation.required');
      const issue = checkPickedDate(value, now, holidays);
      return issue ? t(`common:validation.${issue}`) : undefined;
    };
    if (designated && !designerNo) found.designerNo = t('requests:write.designer.required');
    const expiry = dateError('quoteExpiresAt');
    if (expiry !== undefined) found.quoteExpiresAt = expiry;
    const deadline = dateError('deadlineAt');
    if (deadline !== undefined) found.deadlineAt = deadline;
    else if (draft.quoteExpiresAt && draft.deadlineAt && draft.deadlineAt <= draft.quoteExpiresAt) found.deadlineAt = t(designated ? 'common:validation.deadlineBeforeResponse' : 'common:validation.deadlineBeforeExpiry');
    if (draft.notes.trim().length > REQUEST_NOTES_MAX) found.notes = t('requests:write.notes.tooLong', { max: formatCount(REQUEST_NOTES_MAX) });
    return found;
  };

  const showServerErrors = (error: unknown, sentIds: readonly string[]) => {
    const { onFields, onReferrals, unplaced } = placeServerErrors(fieldErrorsOf(error), sentIds);
    setErrors(onFields);
    setReferralErrors(onReferrals);
    const placed = Object.keys(onFields).length + Object.keys(onReferrals).length > 0;
    setFormError(unplaced ?? (placed ? t('requests:write.fixErrors') : t(`errors:${errorCodeOf(error)}`, { defaultValue: t('errors:INTERNAL') })));
    focusFirstInvalid(formRef.current, Object.keys(onFields));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    // One request however often the button is pressed: the ref holds before the button shows busy.
    if (sending.current) return;
    setFormError(undefined);
    setReferralErrors({});
    const found = check(new Date());
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(formRef.current, REQUEST_FIELDS.filter((f) => found[f] !== undefined));
      return;
    }
    const sentIds = live.map((r) => r.id);
    const fields = { referralIds: sentIds, quoteExpiresAt: draft.quoteExpiresAt?.toISOString(), deadlineAt: draft.deadlineAt?.toISOString(), notes: draft.notes.trim() };
    const parsed = CreateRequestBody.safeParse(designated ? { type: RequestType.Designated, designerNo, ...fields } : { type: RequestType.Public, ...fields });
    if (!parsed.success) {
      setFormError(t('requests:write.fixErrors'));
      return;
    }
    sending.current = true;
    setSentReferrals(live);
    create.mutate(parsed.data, {
      onSuccess: (request) => {
        clearDraft(type);
        void navigate(`/request/end?id=${request.id}`, { replace: true });
      },
      onError: (error) => {
        sending.current = false;
        setSentReferrals(null);
        showServerErrors(error, sentIds);
      },
    });
  };

  return {
    formRef,
    ids,
    designerNo,
    // Commas need no escaping in a query; the cart's links leave them as they are.
    choicePath: `/request/designerChoice?${params.toString().replaceAll('%2C', ',')}`,
    holidays,
    draft,
    errors,
    referralErrors,
    formError,
    loading,
    live,
    referrals,
    leftOut,
    sent: sentReferrals !== null,
    busy: create.isPending || create.isSuccess,
    update,
    refuseTyped,
    remove,
    submit,
  };
}
