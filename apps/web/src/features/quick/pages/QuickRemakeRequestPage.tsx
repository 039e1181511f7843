// /quick/remake-request/:id: the client asks the T-esigner to make the delivered CAD again, with a
// reason they read (required, 300 characters), while the allowance leaves a remake. Over it, the
// server's QUICK_REMAKE_LIMIT shows in the member's language. Sent once however often it is pressed.
import { QuickAction, QuickRemakeBody, type QuickDetail } from '@dcm/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../../lib/toast.tsx';
import { submitButton } from '../../../components/buttons.ts';
import { ReasonField } from '../../../components/ReasonField.tsx';
import { fieldErrorText } from '../../../lib/form-errors.ts';
import { fieldErrorsOf } from '../../../lib/http.ts';
import { useSendOnce } from '../../../lib/send-once.ts';
import { useRequestQuickRemake } from '../api.ts';
import { ClientQuickFrame, ClientQuickGate } from '../components/ClientQuickFrame.tsx';
import { QuickSummaryCard } from '../components/QuickSummaryCard.tsx';
import { quickErrorText } from '../messages.ts';

const REASON_MAX = 300;
type Values = { reason: string };

function RemakeForm({ detail }: { detail: QuickDetail }) {
  const { t } = useTranslation(['quick', 'common', 'errors']);
  const id = useId();
  const navigate = useNavigate();
  const remake = useRequestQuickRemake(detail.id);
  const [failure, setFailure] = useState<string | null>(null);
  const sendOnce = useSendOnce();
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values, unknown, QuickRemakeBody>({ resolver: zodResolver(QuickRemakeBody), defaultValues: { reason: '' } });
  const length = (useWatch({ control, name: 'reason' }) ?? '').trim().length;

  const onValid = (body: QuickRemakeBody) =>
    sendOnce(() => {
      setFailure(null);
      return remake.mutateAsync(body).then(
        () => {
          toast.success(t('quick:remake.sent'));
          void navigate(`/quick/remake-cad-receive/${detail.id}`, { replace: true });
        },
        (error: unknown) => {
          const reason = fieldErrorsOf(error).reason;
          if (reason) setError('reason', { type: 'server', message: reason });
          else setFailure(quickErrorText(t, error));
        },
      );
    });

  return (
    <form noValidate onSubmit={(e) => void handleSubmit(onValid)(e)} className="flex flex-col gap-4 rounded-2xl border border-line bg-white p-4 sm:p-6" data-testid="quick-remake-form">
      <ReasonField
        idPrefix={id}
        label={t('quick:remake.reason')}
        hint={t('quick:remake.hint')}
        registration={register('reason')}
        length={length}
        max={REASON_MAX}
        error={fieldErrorText(t, errors.reason)}
      />
      {failure && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700" data-testid="quick-remake-error">
          {failure}
        </p>
      )}
      <button type="submit" disabled={remake.isPending || remake.isSuccess} className={submitButton} data-testid="quick-remake-submit">
        {remake.isPending ? t('quick:remake.sending') : t('quick:remake.submit')}
      </button>
    </form>
  );
}

function Remake({ detail }: { detail: QuickDetail }) {
  const { t } = useTranslation('quick');
  const allowed = detail.actions.includes(QuickAction.requestRemake) && detail.remakesLeft > 0;
  return (
    <ClientQuickFrame title={t('remake.title')} intro={t('remake.intro')}>
      <QuickSummaryCard request={detail} />
      <p className="rounded-xl bg-canvas px-4 py-3 text-sm text-ink-muted" data-testid="quick-remakes-left">
        {t('remake.left', { count: detail.remakesLeft })}
      </p>
      {allowed ? (
        <RemakeForm detail={detail} />
      ) : (
        <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-line-strong bg-white px-4 py-8 text-center" data-testid="quick-remake-closed">
          <p className="text-ink-muted">{detail.remakesLeft <= 0 ? t('errors:QUICK_REMAKE_LIMIT') : t('remake.notNow', { status: t(`status.${detail.status}`) })}</p>
          <Link to={`/quick/cad-receive/${detail.id}`} className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800">
            {t('remake.toReceive')}
          </Link>
        </div>
      )}
    </ClientQuickFrame>
  );
}

export default function QuickRemakeRequestPage() {
  const { t } = useTranslation(['quick', 'errors']);
  return (
    <ClientQuickGate title={t('quick:remake.title')} testId="quick-remake">
      {(detail) => <Remake detail={detail} />}
    </ClientQuickGate>
  );
}
