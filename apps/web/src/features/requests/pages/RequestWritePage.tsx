// /request/public/write and /request/target/write: the referrals picked in the cart (?referrals=)
// go out as one request, public (every T-esigner may quote until the expiry) or designated to one
// T-esigner (?designer=, who accepts or declines). The dates and notes stay in this tab while the
// client goes to choose a T-esigner and back; the server checks everything again and its field
// errors show next to their fields.
import { DATE_STEP_MINUTES, REQUEST_NOTES_MAX, RequestType } from '@dcm/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DateTimePicker } from '../../../components/DateTimePicker.tsx';
import { Field, inputClass } from '../../../components/Field.tsx';
import { formatCount } from '../../../lib/format.ts';
import { useViewerTimeZone } from '../../../lib/time-zone.ts';
import { ChosenReferral } from '../components/ChosenReferral.tsx';
import { designerNickname } from '../request-draft.ts';
import type { RequestFormType } from '../request-form.ts';
import { useRequestForm } from '../use-request-form.ts';

interface Props {
  type: RequestFormType;
}

const STEP_MS = DATE_STEP_MINUTES * 60_000;

export default function RequestWritePage({ type }: Props) {
  const { t } = useTranslation(['requests', 'common', 'errors']);
  const designated = type === RequestType.Designated;
  const { formRef, ids, designerNo, choicePath, holidays, draft, errors, referralErrors, formError, loading, live, referrals, leftOut, sent, busy, update, refuseTyped, remove, submit } =
    useRequestForm(type);
  const designerName = designerNo ? designerNickname(designerNo) : null;
  // The pickers read and show times in the member's zone (decision 0031), named under them.
  const zone = useViewerTimeZone();

  const title = t(`requests:write.title.${type}`);

  if (!sent && (ids.length === 0 || (!loading && live.length === 0))) {
    return (
      <section className="mx-auto w-full max-w-3xl px-4 py-6 sm:py-10">
        <h1 className="text-2xl font-bold">{title}</h1>
        <div className="mt-6 flex flex-col items-center gap-4 rounded-xl border border-dashed border-line-strong bg-white px-4 py-12 text-center" data-testid="request-no-referrals">
          <p className="text-ink-muted">{t(ids.length === 0 ? 'requests:write.noReferrals' : 'requests:write.noneSendable')}</p>
          <Link to="/request/basket" className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800">
            {t('requests:write.toCart')}
          </Link>
        </div>
      </section>
    );
  }

  const deadlineMin = draft.quoteExpiresAt ? new Date(draft.quoteExpiresAt.getTime() + STEP_MS) : undefined;
  const notesLength = draft.notes.trim().length;

  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-6 sm:py-10">
      <header className="mb-6">
        <h1 className="text-2xl font-bold">{title}</h1>
        <p className="mt-2 text-ink-muted">{t(`requests:write.intro.${type}`)}</p>
      </header>

      {!designated && (
        <aside className="mb-6 rounded-xl border border-brand-100 bg-brand-50 p-4 text-sm text-ink-muted" data-testid="quotation-explainer">
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
            <span className="text-sm text-ink-muted" data-testid="referral-count">
              {t('requests:write.referrals.count', { n: referrals.length })}
            </span>
          </div>
          {loading && !sent ? (
            <p className="py-6 text-center text-sm text-ink-subtle">{t('requests:write.referrals.loading')}</p>
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
          <section aria-labelledby="request-designer-title" data-field="designerNo" tabIndex={-1} className="flex flex-col gap-2 rounded-xl border border-line bg-white p-4 focus:outline-none">
            <h2 id="request-designer-title" className="text-lg font-bold">
              {t('requests:write.designer.label')}
            </h2>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className={designerNo ? 'font-semibold' : 'text-ink-subtle'} data-testid="chosen-designer">
                {designerNo ? (designerName ?? t('requests:write.designer.numbered', { no: designerNo })) : t('requests:write.designer.none')}
              </p>
              <Link to={choicePath} className="inline-flex min-h-11 items-center rounded-lg border border-brand-700 px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50">
                {designerNo ? t('requests:write.designer.change') : t('requests:write.designer.choose')}
              </Link>
            </div>
            <p className="text-sm text-ink-subtle">{t('requests:write.designer.hint')}</p>
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
              onError={() => refuseTyped('quoteExpiresAt')}
              holidays={holidays}
              disabled={busy}
            />
          )}
        </Field>

        <Field name="deadlineAt" label={t('requests:write.deadline.label')} hint={t(`requests:write.deadline.hint.${type}`)} error={errors.deadlineAt || undefined}>
          {(a11y) => (
            <DateTimePicker
              a11y={a11y}
              value={draft.deadlineAt}
              min={deadlineMin}
              onChange={(value) => update('deadlineAt', value)}
              onError={() => refuseTyped('deadlineAt')}
              holidays={holidays}
              disabled={busy}
            />
          )}
        </Field>
        <p className="-mt-3 text-sm text-ink-subtle">{t('requests:write.timeZone', { zone })}</p>

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
              <p className={`self-end text-xs tabular-nums ${notesLength > REQUEST_NOTES_MAX ? 'font-semibold text-red-600' : 'text-ink-subtle'}`} aria-live="polite" data-testid="notes-counter">
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
          <Link to="/request/basket" className="inline-flex min-h-11 items-center justify-center rounded-lg border border-line-strong bg-white px-4 font-medium hover:bg-sunken">
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
