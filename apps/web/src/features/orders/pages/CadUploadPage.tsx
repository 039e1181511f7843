// /payment/reqeust/:id/cad (id: the order): the T-esigner delivers the CAD result (SPEC §4 step 8),
// first after receiving the referral and again after a rework. Files go up in resumable chunks
// with a progress bar each (a dropped connection resumes by itself); a note and a surcharge request
// may go with them. Sending makes a new version the client receives on /payment/cad/:id.
import { DELIVERY_MAX_FILES, OrderAction, type OrderDetail, type UploadAnswer } from '@dcm/shared';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { inputClass } from '../../../components/Field.tsx';
import { UploadQueue } from '../../../components/UploadQueue.tsx';
import { fieldErrorsOf } from '../../../lib/http.ts';
import { useDeliverCad } from '../api.ts';
import { orderErrorText } from '../messages.ts';
import { BackToOrder, OrderPageFrame, OrderStepGate } from '../components/OrderPageFrame.tsx';
import { OrderStage } from '../components/OrderStage.tsx';
import { ReworkCard } from '../components/ReworkCard.tsx';
import { SurchargeFields } from '../components/SurchargeFields.tsx';
import { checkSurcharge, EMPTY_SURCHARGE, type SurchargeInput } from '../surcharge.ts';

/** What a CAD result may hold: meshes, a ZIP of the design project, images and PDF (the server checks the bytes). */
export const CAD_ACCEPT = '.stl,.ply,.obj,.zip,.pdf,.jpg,.jpeg,.png';
const MESSAGE_MAX = 1000;

const primary = 'inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60';

function DeliveryForm({ order }: { order: OrderDetail }) {
  const { t } = useTranslation(['orders', 'common', 'errors']);
  const navigate = useNavigate();
  const deliver = useDeliverCad(order.id);
  const messageId = useId();
  const [files, setFiles] = useState<UploadAnswer[]>([]);
  const [uploading, setUploading] = useState(false);
  const [message, setMessage] = useState('');
  const [withSurcharge, setWithSurcharge] = useState(false);
  const [surcharge, setSurcharge] = useState<SurchargeInput>(EMPTY_SURCHARGE);
  const [errors, setErrors] = useState<Partial<Record<keyof SurchargeInput, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  // One delivery however often the button is pressed: the ref holds before the button shows busy.
  const sending = useRef(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (files.length === 0) return setProblem(t('common:validation.filesRequired'));
    const checked = withSurcharge ? checkSurcharge(surcharge, order) : null;
    if (checked && !checked.ok) return setErrors(checked.errors);
    setErrors({});
    if (sending.current) return;
    sending.current = true;
    // The promise, not mutate's callbacks: the delivered order no longer offers the form, which unmounts.
    deliver
      .mutateAsync({ fileIds: files.map((f) => f.id), message: message.trim() || undefined, surcharge: checked?.ok ? checked.body : undefined })
      .then(
        () => {
          toast.success(t('orders:cadUpload.sent'));
          void navigate(`/payment/${order.id}/designer`);
        },
        (error: unknown) => setProblem(fieldErrorsOf(error).fileIds ?? orderErrorText(t, error)),
      )
      .finally(() => {
        sending.current = false;
      });
  };

  const busy = deliver.isPending;
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6" data-testid="cad-upload-form">
      <div className="flex flex-col gap-2">
        <h2 className="text-lg font-bold">{t('orders:cadUpload.files')}</h2>
        <p className="text-sm text-slate-600">{t('orders:cadUpload.filesHint')}</p>
        <UploadQueue
          kind="cad"
          maxFiles={DELIVERY_MAX_FILES}
          accept={CAD_ACCEPT}
          disabled={busy}
          onChange={(done, pending) => {
            setFiles(done);
            setUploading(pending);
          }}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={messageId} className="text-sm font-medium">
          {t('orders:cadUpload.message')} <span className="font-normal text-slate-500">{t('common:optional')}</span>
        </label>
        <textarea
          id={messageId}
          rows={3}
          maxLength={MESSAGE_MAX}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          disabled={busy}
          className={`${inputClass} resize-y py-2.5`}
          data-testid="cad-message"
        />
      </div>
      <div className="flex flex-col gap-3 rounded-xl bg-slate-50 p-3 sm:p-4">
        <label className="flex min-h-11 items-center gap-3 text-sm font-medium">
          <input type="checkbox" checked={withSurcharge} onChange={(event) => setWithSurcharge(event.target.checked)} disabled={busy} className="h-5 w-5" data-testid="with-surcharge" />
          {t('orders:cadUpload.withSurcharge')}
        </label>
        {withSurcharge && <SurchargeFields order={order} value={surcharge} onChange={setSurcharge} errors={errors} disabled={busy} />}
      </div>
      {problem && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700" data-testid="cad-upload-problem">
          {problem}
        </p>
      )}
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-end">
        {uploading && <p className="text-sm text-slate-600">{t('orders:cadUpload.waitForUploads')}</p>}
        <button type="submit" disabled={busy || uploading} className={primary} data-testid="cad-deliver">
          {busy ? t('orders:cadUpload.sending') : t('orders:cadUpload.send')}
        </button>
      </div>
    </form>
  );
}

export default function CadUploadPage() {
  const { t } = useTranslation('orders');
  const title = t('cadUpload.title');
  return (
    <OrderStepGate title={title} testId="cad-upload">
      {(order) =>
        order.viewerRole === 'client' ? (
          <Navigate to={`/payment/cad/${order.id}`} replace />
        ) : (
          <OrderPageFrame title={title} intro={t('cadUpload.intro', { client: order.client.nickname })} back={<BackToOrder order={order} />}>
            <OrderStage order={order} />
            {order.rework.open && <ReworkCard rework={order.rework.open} orderId={order.id} />}
            {order.actions.includes(OrderAction.uploadCad) && <DeliveryForm order={order} />}
          </OrderPageFrame>
        )
      }
    </OrderStepGate>
  );
}
