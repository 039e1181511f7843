// /payment/reqeust/:id/cad (id: the order): the T-esigner delivers the CAD result (SPEC §4 step 8),
// first after receiving the referral and again after a rework, or replaces a delivery the client
// has not answered yet (decision 0044: a design check that failed, corrected at once). Files go up
// in resumable chunks with a progress bar each (a dropped connection resumes by itself); a note and
// a surcharge request may go with them. Sending makes a new version the client receives on /payment/cad/:id.
import { OrderAction, type OrderDetail } from '@dcm/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { toast } from '../../../lib/toast.tsx';
import { fieldErrorsOf } from '../../../lib/http.ts';
import { useDeliverCad, useReplaceCad } from '../api.ts';
import { cadUploadErrorText } from '../messages.ts';
import { CadUploadForm, type CadUploadDelivery } from '../components/CadUploadForm.tsx';
import { BackToOrder, OrderPageFrame, OrderStepGate } from '../components/OrderPageFrame.tsx';
import { OrderStage } from '../components/OrderStage.tsx';
import { ReworkCard } from '../components/ReworkCard.tsx';
import { SurchargeFields } from '../components/SurchargeFields.tsx';
import { checkSurcharge, EMPTY_SURCHARGE, type SurchargeInput } from '../surcharge.ts';

const MESSAGE_MAX = 1000;

/** Whether the page replaces the latest delivery rather than delivering (the machine offers one or the other). */
const replacing = (order: OrderDetail) => order.actions.includes(OrderAction.replaceCad);

function DeliveryForm({ order }: { order: OrderDetail }) {
  const { t } = useTranslation(['orders', 'common', 'errors']);
  const navigate = useNavigate();
  const replace = replacing(order);
  const deliverNew = useDeliverCad(order.id);
  const replaceLatest = useReplaceCad(order.id);
  const deliver = replace ? replaceLatest : deliverNew;
  const [withSurcharge, setWithSurcharge] = useState(false);
  const [surcharge, setSurcharge] = useState<SurchargeInput>(EMPTY_SURCHARGE);
  const [errors, setErrors] = useState<Partial<Record<keyof SurchargeInput, string>>>({});

  const checkedSurcharge = () => (withSurcharge ? checkSurcharge(surcharge, order) : null);
  const check = () => {
    const checked = checkedSurcharge();
    if (checked && !checked.ok) {
      setErrors(checked.errors);
      return false;
    }
    setErrors({});
    return true;
  };
  const send = ({ fileIds, message }: CadUploadDelivery) => {
    const checked = checkedSurcharge();
    return deliver.mutateAsync({ fileIds, message: message.trim() || undefined, surcharge: checked?.ok ? checked.body : undefined });
  };

  const busy = deliver.isPending;
  return (
    <CadUploadForm
      labels={{
        files: t('orders:cadUpload.files'),
        filesHint: t('orders:cadUpload.filesHint'),
        message: t('orders:cadUpload.message'),
        optional: t('common:optional'),
        waitForUploads: t('orders:cadUpload.waitForUploads'),
        send: t(replace ? 'orders:cadUpload.replaceSend' : 'orders:cadUpload.send'),
        sending: t('orders:cadUpload.sending'),
      }}
      testIdPrefix="cad"
      messageMax={MESSAGE_MAX}
      busy={busy}
      check={check}
      deliver={send}
      onDelivered={() => {
        toast.success(t(replace ? 'orders:cadUpload.replaced' : 'orders:cadUpload.sent'));
        void navigate(`/payment/${order.id}/designer`);
      }}
      problemOf={(error) => fieldErrorsOf(error).fileIds ?? cadUploadErrorText(t, error)}
    >
      <div className="flex flex-col gap-3 rounded-xl bg-canvas p-3 sm:p-4">
        <label className="flex min-h-11 items-center gap-3 text-sm font-medium">
          <input type="checkbox" checked={withSurcharge} onChange={(event) => setWithSurcharge(event.target.checked)} disabled={busy} className="h-5 w-5" data-testid="with-surcharge" />
          {t('orders:cadUpload.withSurcharge')}
        </label>
        {withSurcharge && <SurchargeFields order={order} value={surcharge} onChange={setSurcharge} errors={errors} disabled={busy} />}
      </div>
    </CadUploadForm>
  );
}

export default function CadUploadPage() {
  const { t } = useTranslation('orders');
  return (
    <OrderStepGate title={t('cadUpload.title')} testId="cad-upload">
      {(order) =>
        order.viewerRole === 'client' ? (
          <Navigate to={`/payment/cad/${order.id}`} replace />
        ) : (
          <OrderPageFrame
            title={t(replacing(order) ? 'cadUpload.replaceTitle' : 'cadUpload.title')}
            intro={t(replacing(order) ? 'cadUpload.replaceIntro' : 'cadUpload.intro', { client: order.client.nickname })}
            back={<BackToOrder order={order} />}
          >
            <OrderStage order={order} />
            {order.rework.open && <ReworkCard rework={order.rework.open} orderId={order.id} />}
            {(order.actions.includes(OrderAction.uploadCad) || replacing(order)) && <DeliveryForm order={order} />}
          </OrderPageFrame>
        )
      }
    </OrderStepGate>
  );
}
