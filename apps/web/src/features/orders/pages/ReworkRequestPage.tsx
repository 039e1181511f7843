// /payment/reqeust/rework/:id (id: the order): the client asks the T-esigner to rework the delivered
// CAD result (SPEC §4 "Rework"), saying up front why (decision 13): a design error is free and uses
// one of the edits the T-esigner includes; a changed prescription or a new scan uses none, and the
// T-esigner may answer it with a surcharge. Reworks are asked within the warranty days. Pins of the
// order's 3D viewer may be attached to show exactly where (`?pin=` comes ticked, from the viewer).
import { OrderAction, REWORK_PINS_MAX, ReworkBody, ReworkKind, reworkAllowed, type OrderDetail } from '@dcm/shared';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../../lib/toast.tsx';
import { inputClass } from '../../../components/Field.tsx';
import { formatDateTime, useLocale } from '../../../lib/format.ts';
import { useRequestRework } from '../api.ts';
import { orderErrorText } from '../messages.ts';
import { BackToOrder, OrderPageFrame, OrderStepGate } from '../components/OrderPageFrame.tsx';
import { threadsOf, useOrderPins } from '../../viewer/index.ts';

const REASON_MAX = 300;
const primary = 'inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60';

type Errors = Partial<Record<'kind' | 'reason' | 'pinIds', string>>;

/** The order's pins to tick, numbered as the viewer draws them, and the way to the viewer to place one. */
function PinChoice({ orderId, chosen, onChange, error }: { orderId: string; chosen: string[]; onChange: (ids: string[]) => void; error: string | null }) {
  const { t } = useTranslation('orders');
  const pins = useOrderPins(orderId);
  const threads = threadsOf(pins.data?.items ?? []);
  const toggle = (id: string) => onChange(chosen.includes(id) ? chosen.filter((c) => c !== id) : [...chosen, id]);
  return (
    <fieldset className="flex flex-col gap-2" data-testid="rework-pin-choice">
      <legend className="mb-1 text-sm font-medium">{t('rework.pins.legend')}</legend>
      <p className="text-sm text-ink-muted">{t(threads.length ? 'rework.pins.hint' : 'rework.pins.none')}</p>
      {threads.map(({ pin, number }) => (
        <label key={pin.id} className={`flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border p-3 ${chosen.includes(pin.id) ? 'border-brand-600 bg-brand-50' : 'border-line'}`}>
          <input
            type="checkbox"
            checked={chosen.includes(pin.id)}
            disabled={!chosen.includes(pin.id) && chosen.length >= REWORK_PINS_MAX}
            onChange={() => toggle(pin.id)}
            className="mt-0.5 h-5 w-5 shrink-0"
            data-testid="rework-pin-option"
          />
          <span className="inline-flex h-6 min-w-6 items-center justify-center rounded-full bg-amber-500 px-1.5 text-xs font-bold text-white">{number}</span>
          <span className="min-w-0 break-words text-sm">{pin.comment}</span>
        </label>
      ))}
      <Link to={`/payment/comms/${orderId}/cad`} className="inline-flex min-h-11 items-center self-start text-sm font-medium text-brand-700 underline-offset-2 hover:underline" data-testid="rework-viewer-link">
        {t('rework.pins.place')} →
      </Link>
      {error && <span className="text-sm text-red-600">{error}</span>}
    </fieldset>
  );
}

function ReworkForm({ order }: { order: OrderDetail }) {
  const { t } = useTranslation(['orders', 'common', 'errors']);
  const locale = useLocale();
  const navigate = useNavigate();
  const ask = useRequestRework(order.id);
  const reasonId = useId();
  const [kind, setKind] = useState<ReworkKind | null>(null);
  const [reason, setReason] = useState('');
  const [searchParams] = useSearchParams();
  const [pinIds, setPinIds] = useState<string[]>(() => searchParams.getAll('pin').slice(0, REWORK_PINS_MAX));
  const [errors, setErrors] = useState<Errors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const sending = useRef(false);
  const editsLeft = reworkAllowed(ReworkKind.designError, order.rework.editsUsed, order.editCount);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const parsed = ReworkBody.safeParse({ kind: kind ?? undefined, reason, pinIds });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as keyof Errors] ??= issue.message;
      return setErrors(found);
    }
    setErrors({});
    if (sending.current) return;
    sending.current = true;
    // The promise, not mutate's callbacks: once asked, the order no longer offers a rework and the form unmounts.
    ask
      .mutateAsync(parsed.data)
      .then(
        () => {
          toast.success(t('orders:rework.sent'));
          void navigate(`/payment/reqeust/rework/view/${order.id}`);
        },
        (error: unknown) => setProblem(orderErrorText(t, error)),
      )
      .finally(() => {
        sending.current = false;
      });
  };

  const message = (key: string | undefined) => (key ? t(`common:validation.${key}`) : null);
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5 rounded-2xl border border-line bg-white p-4 sm:p-6" data-testid="rework-form">
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 rounded-xl bg-canvas px-4 py-3 text-sm">
        <dt className="text-ink-muted">{t('orders:rework.editsUsed')}</dt>
        <dd className="text-right tabular-nums" data-testid="rework-edits">
          {t('orders:rework.editsValue', { used: order.rework.editsUsed, count: order.editCount })}
        </dd>
        {order.rework.warrantyEndsAt && (
          <>
            <dt className="text-ink-muted">{t('orders:rework.warrantyEnds')}</dt>
            <dd className="text-right">{formatDateTime(order.rework.warrantyEndsAt, locale)}</dd>
          </>
        )}
      </dl>
      <fieldset className="flex flex-col gap-2" aria-describedby={errors.kind ? `${reasonId}-kind-error` : undefined}>
        <legend className="mb-1 text-sm font-medium">{t('orders:rework.why')}</legend>
        {[ReworkKind.designError, ReworkKind.changedPrescription].map((option) => {
          const disabled = option === ReworkKind.designError && !editsLeft;
          return (
            <label
              key={option}
              className={`flex min-h-11 cursor-pointer gap-3 rounded-xl border p-3 ${kind === option ? 'border-brand-600 bg-brand-50' : 'border-line'} ${disabled ? 'cursor-not-allowed opacity-60' : ''}`}
            >
              <input type="radio" name="kind" value={option} checked={kind === option} disabled={disabled} onChange={() => setKind(option)} className="mt-1 h-5 w-5 shrink-0" />
              <span className="flex flex-col gap-0.5">
                <span className="font-semibold">{t(`orders:rework.kind.${option}.title`)}</span>
                <span className="text-sm text-ink-muted">{t(disabled ? 'orders:rework.kind.designError.usedUp' : `orders:rework.kind.${option}.body`)}</span>
              </span>
            </label>
          );
        })}
        {errors.kind && (
          <span id={`${reasonId}-kind-error`} className="text-sm text-red-600">
            {message(errors.kind)}
          </span>
        )}
      </fieldset>
      <div className="flex flex-col gap-1.5">
        <div className="flex items-baseline justify-between gap-2">
          <label htmlFor={reasonId} className="text-sm font-medium">
            {t('orders:rework.reason')}
          </label>
          <span className={`text-xs tabular-nums ${reason.trim().length > REASON_MAX ? 'text-red-600' : 'text-ink-subtle'}`}>
            {reason.trim().length}/{REASON_MAX}
          </span>
        </div>
        <textarea
          id={reasonId}
          rows={4}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          aria-invalid={!!errors.reason}
          aria-describedby={errors.reason ? `${reasonId}-error` : undefined}
          className={`${inputClass} resize-y py-2.5`}
        />
        {errors.reason && (
          <span id={`${reasonId}-error`} className="text-sm text-red-600">
            {message(errors.reason)}
          </span>
        )}
      </div>
      <PinChoice orderId={order.id} chosen={pinIds} onChange={setPinIds} error={message(errors.pinIds)} />
      {problem && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700" data-testid="rework-problem">
          {problem}
        </p>
      )}
      <button type="submit" disabled={ask.isPending} className={`${primary} sm:self-end`} data-testid="rework-submit">
        {ask.isPending ? t('orders:rework.sending') : t('orders:rework.send')}
      </button>
    </form>
  );
}

export default function ReworkRequestPage() {
  const { t } = useTranslation('orders');
  const title = t('rework.title');
  return (
    <OrderStepGate title={title} testId="rework">
      {(order) =>
        order.viewerRole !== 'client' ? (
          <Navigate to={`/payment/reqeust/rework/view/${order.id}`} replace />
        ) : (
          <OrderPageFrame title={title} intro={t('rework.intro', { designer: order.designer.nickname })} back={<BackToOrder order={order} to={`/payment/cad/${order.id}`} label={t('surchargeView.back')} />}>
            {order.actions.includes(OrderAction.requestRework) ? (
              <ReworkForm order={order} />
            ) : (
              <p className="rounded-2xl border border-dashed border-line-strong bg-white px-4 py-8 text-center text-sm text-ink-muted" data-testid="rework-closed">
                {t(order.rework.open ? 'rework.oneOpen' : 'rework.notNow')}
              </p>
            )}
          </OrderPageFrame>
        )
      }
    </OrderStepGate>
  );
}
