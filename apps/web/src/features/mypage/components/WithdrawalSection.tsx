// Leaving the service (issue 10 "Withdrawal", SPEC §4): what must be finished first, in words with
// the way there; with nothing open, the password (and a reason) after one confirmation. Then the
// request waits until the operator has e-mailed the member's registered requests and completes it.
import { ErrorCode, type Currency, type ErrorBody } from '@dcm/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from '../../../lib/toast.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { Field, inputClass } from '../../../components/Field.tsx';
import { formatDateTime, useLocale } from '../../../lib/format.ts';
import { errorCodeOf, fieldErrorsOf, HttpError } from '../../../lib/http.ts';
import { formatMoney } from '../../../lib/money.ts';
import { useOnce, useRequestWithdrawal, useWithdrawal, type WithdrawalBlocker } from '../api.ts';
import type { MemberKind } from '../kinds.ts';
import { Panel } from './Panel.tsx';

const REASON_MAX = 300;

/** The blockers a 409 WITHDRAWAL_BLOCKED carries (ARCHITECTURE §3 error details). */
function blockersOf(error: unknown): WithdrawalBlocker[] | null {
  if (!(error instanceof HttpError)) return null;
  return (error.body as ErrorBody | undefined)?.error?.details?.blockers ?? null;
}

/** Where each open thing is finished. */
function waysOf(blocker: WithdrawalBlocker, kind: MemberKind): Array<{ to: string; label: string }> {
  switch (blocker.kind) {
    case 'openOrder':
      return [{ to: '/payment', label: 'openOrder' }];
    case 'openRequest':
      return [{ to: '/request', label: 'openRequest' }];
    case 'balance':
      if (kind === 'client') return [{ to: '/mileage?tab=charges', label: 'balanceClient' }];
      if (kind === 'designer') return [{ to: '/mileageOffice', label: 'balanceDesigner' }];
      return [
        { to: '/mileageOffice', label: 'balanceDesigner' },
        { to: '/mileage?tab=charges', label: 'balanceClient' },
      ];
    case 'settlement':
      return [{ to: '/mileageOffice', label: 'settlement' }];
    case 'refund':
      return [{ to: '/mileage?tab=charges', label: 'refund' }];
  }
}

function Blockers({ blockers, kind, currency }: { blockers: WithdrawalBlocker[]; kind: MemberKind; currency: Currency }) {
  const { t } = useTranslation('mypage');
  const locale = useLocale();
  const say = (b: WithdrawalBlocker) => {
    if (b.kind !== 'balance') return t(`withdrawal.blockers.${b.kind}`, { count: b.count });
    return b.amount === undefined ? t('withdrawal.blockers.balanceNoAmount') : t('withdrawal.blockers.balance', { amount: formatMoney(b.amount, currency, locale) });
  };
  return (
    <div role="alert" className="flex flex-col gap-3 rounded-card border border-warning-200 bg-warning-50 p-4" data-testid="withdrawal-blockers">
      <h3 className="font-semibold text-warning-800">{t('withdrawal.blockedTitle')}</h3>
      <ul className="flex flex-col gap-3">
        {blockers.map((b) => (
          <li key={b.kind} className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between" data-testid={`withdrawal-blocker-${b.kind}`}>
            <span className="text-sm text-warning-800">{say(b)}</span>
            <span className="flex flex-wrap gap-2">
              {waysOf(b, kind).map((way) => (
                <Link key={way.to} to={way.to} className="inline-flex min-h-11 shrink-0 items-center rounded-lg border border-warning-200 bg-surface px-3 text-sm font-medium text-warning-800 hover:bg-warning-50">
                  {t(`withdrawal.goto.${way.label}`)}
                </Link>
              ))}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function WithdrawalSection({ kind, currency }: { kind: MemberKind; currency: Currency }) {
  const { t } = useTranslation(['mypage', 'common', 'errors']);
  const locale = useLocale();
  const state = useWithdrawal();
  const request = useRequestWithdrawal();
  const once = useOnce();
  const [password, setPassword] = useState('');
  const [reason, setReason] = useState('');
  const [asking, setAsking] = useState(false);
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const [refused, setRefused] = useState<WithdrawalBlocker[] | null>(null);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!password) {
      setPasswordError(t('common:validation.required'));
      return;
    }
    setPasswordError(undefined);
    setAsking(true);
  };

  const confirm = () =>
    once(async () => {
      try {
        await request.mutateAsync({ password, reason: reason.trim() });
        setAsking(false);
        setPassword('');
      } catch (error) {
        setAsking(false);
        const code = errorCodeOf(error);
        if (code === ErrorCode.WithdrawalBlocked) setRefused(blockersOf(error) ?? []);
        const fields = fieldErrorsOf(error);
        if (fields.password) setPasswordError(fields.password);
        toast.error(t(`errors:${code}`, { defaultValue: t('errors:INTERNAL') }));
      }
    });

  const body = () => {
    if (state.isPending)
      return (
        <div role="status" aria-busy className="h-24 animate-pulse rounded-lg bg-sunken">
          <span className="sr-only">{t('mypage:loading')}</span>
        </div>
      );
    if (state.isError)
      return (
        <p role="alert" className="text-sm text-danger-600">
          {t(`errors:${errorCodeOf(state.error)}`, { defaultValue: t('errors:INTERNAL') })}
        </p>
      );
    if (state.data.status === 'waiting')
      return (
        <div role="status" className="flex flex-col gap-1 rounded-card bg-brand-50 p-4 text-brand-900" data-testid="withdrawal-waiting">
          <p className="font-semibold">{t('mypage:withdrawal.waitingTitle')}</p>
          <p className="text-sm">{t('mypage:withdrawal.waitingBody', { date: state.data.requestedAt ? formatDateTime(state.data.requestedAt, locale) : '—' })}</p>
        </div>
      );
    if (state.data.status === 'complete')
      return (
        <p role="status" className="font-semibold" data-testid="withdrawal-complete">
          {t('mypage:withdrawal.complete')}
        </p>
      );
    const blockers = refused ?? state.data.blockers;
    const blocked = blockers.length > 0;
    const locked = blocked || request.isPending;
    return (
      <>
        {blocked && <Blockers blockers={blockers} kind={kind} currency={currency} />}
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" data-testid="withdrawal-form">
          <div className="flex flex-col gap-4">
            <Field name="password" label={t('mypage:withdrawal.password')} error={passwordError}>
              {(a11y) => (
                <input {...a11y} type="password" autoComplete="current-password" value={password} disabled={locked} onChange={(e) => setPassword(e.target.value)} className={inputClass} data-testid="withdrawal-password" />
              )}
            </Field>
            <Field name="reason" label={t('mypage:withdrawal.reason')} aside={`${t('mypage:withdrawal.reasonAside')} ${[...reason].length}/${REASON_MAX}`}>
              {(a11y) => (
                <textarea {...a11y} rows={3} maxLength={REASON_MAX} value={reason} disabled={locked} onChange={(e) => setReason(e.target.value)} className={inputClass} data-testid="withdrawal-reason" />
              )}
            </Field>
            <button
              type="submit"
              disabled={locked}
              className="inline-flex min-h-12 w-full items-center justify-center rounded-lg border border-danger-600 bg-surface px-5 font-semibold text-danger-700 hover:bg-danger-50 disabled:border-line disabled:text-ink-subtle disabled:hover:bg-surface sm:w-auto sm:self-start"
              data-testid="withdrawal-submit"
            >
              {request.isPending ? t('mypage:withdrawal.submitting') : t('mypage:withdrawal.submit')}
            </button>
          </div>
        </form>
      </>
    );
  };

  return (
    <Panel id="withdrawal" title={t('mypage:withdrawal.title')} intro={t('mypage:withdrawal.intro')}>
      {body()}
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={t('mypage:withdrawal.confirmTitle')}
        body={t('mypage:withdrawal.confirmBody')}
        confirmLabel={request.isPending ? t('mypage:withdrawal.submitting') : t('mypage:withdrawal.confirm')}
        cancelLabel={t('mypage:withdrawal.cancel')}
        onConfirm={confirm}
        danger
        busy={request.isPending}
        testId="withdrawal-confirm"
      />
    </Panel>
  );
}
