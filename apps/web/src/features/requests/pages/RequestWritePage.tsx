// /request/public/write and /request/target/write: the referrals picked in the cart (?referrals=)
// go out as one request, public (every T-esigner may quote until the expiry) or designated to one
// T-esigner (?designer=, who accepts or declines). The dates and notes stay in this tab while the
// client goes to choose a T-esigner and back; the server checks everything again and its field
// errors show next to their fields.
import { checkPickedDate, CreateRequestBody, DATE_STEP_MINUTES, ReferralStatus, REQUEST_NOTES_MAX, REQUEST_REFERRALS_MAX, RequestType, type Referral } from '@dcm/shared';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { DateTimePicker } from '../../../components/DateTimePicker.tsx';
import { Field, inputClass } from '../../../components/Field.tsx';
import { formatCount } from '../../../lib/format.ts';
import { focusFirstInvalid } from '../../../lib/form-errors.ts';
import { errorCodeOf, fieldErrorsOf } from '../../../lib/http.ts';
import { useHolidayDays } from '../../../lib/holidays.ts';
import { useCreateRequest, useReferralsById } from '../api.ts';
import { ChosenReferral } from '../components/ChosenReferral.tsx';
import { clearDraft, designerNickname, loadDraft, saveDraft, type RequestDraft } from '../request-draft.ts';

type FormType = typeof RequestType.Public | typeof RequestType.Designated;

interface Props {
  type: FormType;
}

type FieldName = 'quoteExpiresAt' | 'deadlineAt' | 'notes' | 'designerNo';
type FieldErrors = Partial<Record<FieldName, string>>;

const FIELDS: readonly FieldName[] = ['designerNo', 'quoteExpiresAt', 'deadlineAt', 'notes'];
const isField = (key: string): key is FieldName => (FIELDS as readonly string[]).includes(key);

/** The ids of `?referrals=`, each once, in the order picked. */
const idsOf = (value: string | null): string[] => [...new Set((value ?? '').split(',').map((id) => id.trim()).filter(Boolean))].slice(0, REQUEST_REFERRALS_MAX);

const memberNoOf = (value: string | null): number | null => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
};

const sendable = (referral: Referral | undefined): referral is Referral => referral?.status === ReferralStatus.Complete;

const STEP_MS = DATE_STEP_MINUTES * 60_000;

export default function RequestWritePage({ type }: Props) {
  const { t } = useTranslation(['requests', 'common', 'errors']);
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const designated = type === RequestType.Designated;
  const ids = idsOf(params.get('referrals'));
  const referralsQuery = ids.join(',');
  const designerNo = designated ? memberNoOf(params.get('designer')) : null;
  const designerName = designerNo ? designerNickname(designerNo) : null;

  const results = useReferralsById(ids);
  const holidays = useHolidayDays();
  const create = useCreateRequest();

  const [draft, setDraft] = useState<RequestDraft>(() => loadDraft(type, referralsQuery));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [referralErrors, setReferralErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string>();
  // Pickers holding a typed date they refused (their own message is on screen already).
  const [refusedTyping, setRefusedTyping] = useState<Partial<Record<FieldName, boolean>>>({});
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

  const remove = (id: string) => {
    setReferralErrors(({ [id]: _, ...rest }) => rest);
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        const left = idsOf(prev.get('referrals')).filter((x) => x !== id);
        if (left.length > 0) next.set('referrals', left.join(','));
        else next.delete('referrals');
        return next;
      },
      { replace: true },
    );
  };

  /** The page's own checks, before the shared schema (which says the same again for the server). */
  const check = (now: Date): FieldErrors => {
    const found: FieldErrors = {};
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
    else if (draft.quoteExpiresAt && draft.deadlineAt && draft.deadlineAt <= draft.quoteExpiresAt) found.deadlineAt = t('common:validation.deadlineBeforeExpiry');
    if (draft.notes.trim().length > REQUEST_NOTES_MAX) found.notes = t('requests:write.notes.tooLong', { max: formatCount(REQUEST_NOTES_MAX) });
    return found;
  };

  const showServerErrors = (error: unknown, sentIds: readonly string[]) => {
    const fields = fieldErrorsOf(error);
    const onFields: FieldErrors = {};
    const onReferrals: Record<string, string> = {};
    let unplaced: string | undefined;
    for (const [path, message] of Object.entries(fields)) {
      const [head, index] = path.split('.');
      const referralId = index !== undefined && (head === 'referrals' || head === 'referralIds') ? sentIds[Number(index)] : undefined;
      if (head && isField(head)) onFields[head] = message;
      else if (referralId) onReferrals[referralId] = message;
      else unplaced ??= message;
    }
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
      focusFirstInvalid(formRef.current, FIELDS.filter((f) => found[f] !== undefined));
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

  const title = t(`requests:write.title.${type}`);

  if (!sentReferrals && (ids.length === 0 || (!loading && live.length === 0))) {
    return (
      <section className="mx-auto w-full max-w-3xl px-4 py-6 sm:py-10">
        <h1 className="text-2xl font-bold">{title}</h1>
        <div className="mt-6 flex flex-col items-center gap-4 rounded-xl border border-dashed border-slate-300 bg-white px-4 py-12 text-center" data-testid="request-no-referrals">
          <p className="text-slate-700">{t(ids.length === 0 ? 'requests:write.noReferrals' : 'requests:write.noneSendable')}</p>
          <Link to="/request/basket" className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800">
            {t('requests:write.toCart')}
          </Link>
        </div>
      </section>
    );
  }

  const busy = create.isPending || create.isSuccess;
  // Commas need no escaping in a query; the cart's links leave them as they are.
  const choicePath = `/request/designerChoice?${params.toString().replaceAll('%2C', ',')}`;
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const deadlineMin = draft.quoteExpiresAt ? new Date(draft.quoteExpiresAt.getTime() + STEP_MS) : undefined;
  const notesLength = draft.notes.trim().length;

  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-6 sm:py-10">
      <header className="mb-6">
        <h1 className="text-2xl font-bold">{title}</h1>
        <p className="mt-2 text-slate-600">{t(`requests:write.intro.${type}`)}</p>
      </header>

      {!designated && (
        <aside className="mb-6 rounded-xl border border-brand-100 bg-brand-50 p-4 text-sm text-slate-700" data-testid="quotation-explainer">
          <h2 className="font-bold text-brand-800">{t('requests:write.quotations.title')}</h2>
          <ol className="mt-2 flex list-decimal flex-col gap-1 pl-5">
            <li>{t('requests:write.quotations.send')}</li>
            <li>{t('requests:write.quotations.compare')}</li>
            <li>{t('requests:write.quotations.choose')}</li>
          </ol>
        </aside>
      )}

      <form ref={formRef} onSubmit={submit} noValidate className="flex flex-col gap-6">
        <section aria-labelledby="request-referrals-title" className="flex flex-col gap-3">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="request-referrals-title" className="text-lg font-bold">
              {t('requests:write.referrals.title')}
            </h2>
            <span className="text-sm text-slate-600" data-testid="referral-count">
              {t('requests:write.referrals.count', { n: referrals.length })}
            </span>
          </div>
          {loading && !sentReferrals ? (
            <p className="py-6 text-center text-sm text-slate-500">{t('requests:write.referrals.loading')}</p>
          ) : (
            <ul className="flex flex-col gap-3">
              {referrals.map((referral) => (
                <ChosenReferral key={referral.id} referral={referral} error={referralErrors[referral.id]} onRemove={busy ? undefined : () => remove(referral.id)} />
              ))}
            </ul>
          )}
          {leftOut > 0 && (
            <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="referrals-left-out">
              {t('requests:write.referrals.leftOut', { n: leftOut })}
            </p>
          )}
          <Link to="/request/basket" className="self-start text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
            {t('requests:write.referrals.backToCart')}
          </Link>
        </section>

        {designated && (
          <section aria-labelledby="request-designer-title" data-field="designerNo" tabIndex={-1} className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 focus:outline-none">
            <h2 id="request-designer-title" className="text-lg font-bold">
              {t('requests:write.designer.label')}
            </h2>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className={designerNo ? 'font-semibold' : 'text-slate-500'} data-testid="chosen-designer">
                {designerNo ? (designerName ?? t('requests:write.designer.numbered', { no: designerNo })) : t('requests:write.designer.none')}
              </p>
              <Link to={choicePath} className="inline-flex min-h-11 items-center rounded-lg border border-brand-700 px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50">
                {designerNo ? t('requests:write.designer.change') : t('requests:write.designer.choose')}
              </Link>
            </div>
            <p className="text-sm text-slate-500">{t('requests:write.designer.hint')}</p>
            {errors.designerNo && (
              <p className="text-sm text-red-600" role="alert">
                {errors.designerNo}
              </p>
            )}
          </section>
        )}

        <Field name="quoteExpiresAt" label={t(`requests:write.expiry.label.${type}`)} hint={t(`requests:write.expiry.hint.${type}`)} error={errors.quoteExpiresAt || undefined}>
          {(a11y) => (
            <DateTimePicker
              a11y={a11y}
              value={draft.quoteExpiresAt}
              onChange={(value) => update('quoteExpiresAt', value)}
              onError={() => setRefusedTyping((r) => ({ ...r, quoteExpiresAt: true }))}
              holidays={holidays}
              disabled={busy}
            />
          )}
        </Field>

        <Field name="deadlineAt" label={t('requests:write.deadline.label')} hint={t('requests:write.deadline.hint')} error={errors.deadlineAt || undefined}>
          {(a11y) => (
            <DateTimePicker
              a11y={a11y}
              value={draft.deadlineAt}
              min={deadlineMin}
              onChange={(value) => update('deadlineAt', value)}
              onError={() => setRefusedTyping((r) => ({ ...r, deadlineAt: true }))}
              holidays={holidays}
              disabled={busy}
            />
          )}
        </Field>
        <p className="-mt-3 text-sm text-slate-500">{t('requests:write.timeZone', { zone })}</p>

        <Field
          name="notes"
          label={t('requests:write.notes.label')}
          aside={t('requests:write.optional')}
          hint={t('requests:write.notes.hint')}
          error={errors.notes}
        >
          {(a11y) => (
            <div className="flex flex-col gap-1">
              <textarea
                {...a11y}
                value={draft.notes}
                onChange={(e) => update('notes', e.target.value)}
                rows={5}
                disabled={busy}
                placeholder={t('requests:write.notes.placeholder')}
                className={`${inputClass} resize-y`}
              />
              <p className={`self-end text-xs tabular-nums ${notesLength > REQUEST_NOTES_MAX ? 'font-semibold text-red-600' : 'text-slate-500'}`} aria-live="polite" data-testid="notes-counter">
                {t('requests:write.notes.counter', { n: formatCount(notesLength), max: formatCount(REQUEST_NOTES_MAX) })}
              </p>
            </div>
          )}
        </Field>

        {formError && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700" data-testid="form-error">
            {formError}
          </p>
        )}

        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Link to="/request/basket" className="inline-flex min-h-11 items-center justify-center rounded-lg border border-slate-300 bg-white px-4 font-medium hover:bg-slate-100">
            {t('requests:write.cancel')}
          </Link>
          <button
            type="submit"
            disabled={busy || loading}
            aria-busy={busy}
            className="min-h-11 rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
          >
            {busy ? t('requests:write.sending') : t(`requests:write.submit.${type}`)}
          </button>
        </div>
      </form>
    </section>
  );
}
