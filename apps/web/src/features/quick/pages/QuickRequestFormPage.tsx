// /quick/client/request and /quick/client/request/edit/:id: the client posts a quick request, or
// changes it while nobody has taken it. One complete referral, the types of the published price
// table with their counts (a referral form's cap for all of them together), a deadline at least
// the published hours ahead, what a missed deadline does, notes; the total is computed live from
// the table in the client's currency and paid at once from mileage into escrow (an edit pays or gets
// back the difference). Too little mileage offers to charge exactly what is missing, and the form
// waits in this tab meanwhile. The Idempotency-Key is kept per body, so a double click pays once.
// While the request is open, the edit page also withdraws it, refunding everything.
import { QuickAction, QuickStatus, REQUEST_NOTES_MAX, type Currency, type QuickDetail, type QuickTerms, type Referral } from '@dcm/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { DateTimePicker } from '../../../components/DateTimePicker.tsx';
import { Field, inputClass } from '../../../components/Field.tsx';
import { PageProblem, PageSkeleton } from '../../../components/PageStates.tsx';
import { formatCount, useLocale } from '../../../lib/format.ts';
import { formatMoney } from '../../../lib/money.ts';
import { useViewer } from '../../../lib/viewer.ts';
import { InsufficientMileage, shortfallOf } from '../../mileage/index.ts';
import { referralKeys, useReferral } from '../../referrals/index.ts';
import { useQuickBalances, useQuickDetail, useQuickTerms } from '../api.ts';
import { ClientQuickFrame, ClientSignIn, CLIENT_TRANSACTIONS_PATH } from '../components/ClientQuickFrame.tsx';
import { ClientReferralPicker } from '../components/ClientReferralPicker.tsx';
import { QuickItemsSection } from '../components/QuickItemsSection.tsx';
import { QuickPaySummary } from '../components/QuickPaySummary.tsx';
import { primary, secondary } from '../components/request-form-buttons.ts';
import { quickErrorText } from '../messages.ts';
import { ON_MISSED } from '../request-form.ts';
import { useQuickRequestForm } from '../use-quick-request-form.ts';

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
  const queryClient = useQueryClient();
  const {
    formRef,
    draft,
    errors,
    failure,
    offered,
    units,
    total,
    due,
    earliest,
    busy,
    update,
    changeLine,
    removeLine,
    addLine,
    changeDeadline,
    refuseDeadline,
    chooseReferral: chooseInDraft,
    submit,
    withdrawOpen,
    setWithdrawOpen,
    withdrawing,
    confirmWithdraw,
  } = useQuickRequestForm({ terms, currency, editing });
  const referral = useReferral(draft.referralId);

  // The referrals feature's cache is written here, not in the hook: the page is the one place that uses that feature.
  const chooseReferral = (chosen: Referral | null) => {
    if (chosen) queryClient.setQueryData(referralKeys.detail(chosen.id), chosen);
    chooseInDraft(chosen);
  };

  const money = (amount: number) => formatMoney(amount, currency, locale);
  const notesLength = draft.notes.trim().length;
  const shortfall = shortfallOf(failure);

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="flex flex-col gap-6" data-testid="quick-form">
      <section aria-labelledby="quick-referral-title" data-field="referralId" tabIndex={-1} className="flex flex-col gap-3 focus:outline-none">
        <h2 id="quick-referral-title" className="text-lg font-bold">
          {t('quick:form.referral.title')}
        </h2>
        <p className="text-sm text-ink-muted">{t('quick:form.referral.hint')}</p>
        {draft.referralId && referral.isPending ? (
          <p className="py-4 text-center text-sm text-ink-subtle">{t('quick:form.referral.loading')}</p>
        ) : (
          <ClientReferralPicker chosen={referral.data ?? null} onChoose={chooseReferral} error={errors.referralId} disabled={busy} />
        )}
      </section>

      <QuickItemsSection
        lines={draft.items}
        offered={offered}
        terms={terms}
        currency={currency}
        units={units}
        error={errors.items}
        busy={busy}
        money={money}
        onChange={changeLine}
        onRemove={removeLine}
        onAdd={addLine}
      />

      <Field
        name="deadlineAt"
        label={t('quick:form.deadline.label')}
        hint={t('quick:form.deadline.hint', { count: terms.minDeadlineHours })}
        error={errors.deadlineAt || undefined}
      >
        {(a11y) => <DateTimePicker a11y={a11y} value={draft.deadlineAt} min={earliest} onChange={changeDeadline} onError={refuseDeadline} disabled={busy} />}
      </Field>

      <fieldset data-field="onMissed" className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">{t('quick:form.onMissed.label')}</legend>
        {ON_MISSED.map((choice) => (
          <label key={choice} className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border border-line bg-white p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
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
              <span className="text-sm text-ink-muted">{t(`quick:form.onMissed.${choice}.body`)}</span>
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
            <p className={`self-end text-xs tabular-nums ${notesLength > REQUEST_NOTES_MAX ? 'font-semibold text-red-600' : 'text-ink-subtle'}`} aria-live="polite">
              {t('quick:form.notes.counter', { n: formatCount(notesLength), max: formatCount(REQUEST_NOTES_MAX) })}
            </p>
          </div>
        )}
      </Field>

      <QuickPaySummary total={total} paid={editing?.total} due={due} balance={balance} money={money} />

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
          confirmLabel={withdrawing ? t('quick:form.withdraw.busy') : t('quick:form.withdraw.yes')}
          cancelLabel={t('quick:form.withdraw.no')}
          onConfirm={confirmWithdraw}
          danger
          busy={withdrawing}
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
        <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-line-strong bg-white px-4 py-10 text-center" data-testid="quick-not-editable">
          <p className="text-ink-muted">{t(editing.status === QuickStatus.open ? 'quick:form.notYours' : 'quick:form.notEditable', { status: t(`quick:status.${editing.status}`) })}</p>
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
        <p className="rounded-2xl border border-dashed border-line-strong bg-white px-4 py-10 text-center text-ink-muted" data-testid="quick-clients-only">
          {t('form.clientsOnly')}
        </p>
      </ClientQuickFrame>
    );
  }
  return <FormLoader key={id ?? 'new'} editId={id} />;
}
