// /payment/cad/:id (id: the order): the CAD result (SPEC §4 steps 10–11). The client downloads each
// version (all files as one ZIP, or one file) through expiring links the browser fetches natively,
// answers a surcharge first if one waits, then confirms receipt: the transaction is complete and the
// escrow goes to the T-esigner. Until then the page says the day the order completes by itself. The
// T-esigner (and the admin) see the same versions read-only.
import { OrderAction, OrderStatus, type OrderCad, type OrderDelivery, type OrderDetail } from '@dcm/shared';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from '../../../lib/toast.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { PageSkeleton } from '../../../components/PageStates.tsx';
import { formatBytes, formatDateTime, useLocale } from '../../../lib/format.ts';
import { formatMoney } from '../../../lib/money.ts';
import { CAD_READABLE, useConfirmReceipt, useDownloadCad, useOrderCad } from '../api.ts';
import { ReviewLink } from '../../reviews/index.ts';
import { orderErrorText } from '../messages.ts';
import { OrderDesignCheck } from '../components/OrderDesignCheck.tsx';
import { BackToOrder, OrderPageFrame, OrderStepGate } from '../components/OrderPageFrame.tsx';
import { OrderStage } from '../components/OrderStage.tsx';

const primary = 'inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800 disabled:opacity-60';
const secondary =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-line-strong bg-white px-4 font-medium text-ink hover:bg-sunken disabled:opacity-60';

const DownloadIcon = () => (
  <svg viewBox="0 0 20 20" aria-hidden className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round">
    <path d="M10 3v10m0 0-4-4m4 4 4-4M4 16h12" />
  </svg>
);

/** One version: its note, its files each downloadable, and all of them as one ZIP; one the T-esigner replaced says so. */
function Version({ order, delivery, latest }: { order: OrderDetail; delivery: OrderDelivery; latest: boolean }) {
  const { t } = useTranslation(['orders', 'errors']);
  const locale = useLocale();
  const download = useDownloadCad(order.id);
  const [pending, setPending] = useState<string | null>(null);

  const start = (what: { version: number; fileId?: string }, key: string) => {
    if (pending) return;
    setPending(key);
    download.mutate(what, {
      onError: (error) => toast.error(orderErrorText(t, error)),
      onSettled: () => setPending(null),
    });
  };
  const total = delivery.files.reduce((sum, f) => sum + f.size, 0);

  return (
    <section className="rounded-2xl border border-line bg-white p-4 sm:p-6" data-testid="cad-version" data-version={delivery.version}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-lg font-bold">
            {t('orders:cadReceive.version', { version: delivery.version })}
            {latest && <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 align-middle text-xs font-semibold text-brand-700">{t('orders:cadReceive.latest')}</span>}
            {delivery.replaced && (
              <span className="ml-2 rounded-full bg-sunken px-2 py-0.5 align-middle text-xs font-semibold text-ink-muted" data-testid="cad-version-replaced">
                {t('orders:cadReceive.replaced')}
              </span>
            )}
          </h2>
          <p className="text-sm text-ink-subtle">
            {formatDateTime(delivery.createdAt, locale)} · {t('orders:cadReceive.fileCount', { count: delivery.files.length })} · <span className="tabular-nums">{formatBytes(total)}</span>
          </p>
        </div>
        <button type="button" onClick={() => start({ version: delivery.version }, 'zip')} disabled={!!pending} className={secondary} data-testid="cad-download-all">
          <DownloadIcon />
          {pending === 'zip' ? t('orders:cadReceive.preparing') : t('orders:cadReceive.downloadAll')}
        </button>
      </div>
      {delivery.message && (
        <div className="mt-3 rounded-xl bg-canvas px-3 py-2 text-sm">
          <p className="font-medium text-ink-muted">{t('orders:cadReceive.message', { designer: order.designer.nickname })}</p>
          <p className="mt-1 whitespace-pre-line break-words text-ink" data-testid="cad-message-text">
            {delivery.message}
          </p>
        </div>
      )}
      <ul className="mt-2 flex flex-col divide-y divide-line">
        {delivery.files.map((file) => (
          <li key={file.id} className="flex items-center gap-3 py-3" data-testid="cad-file">
            <div className="min-w-0 flex-1">
              <p className="break-all font-medium">{file.name}</p>
              <p className="text-sm tabular-nums text-ink-subtle">{formatBytes(file.size)}</p>
            </div>
            <button
              type="button"
              onClick={() => start({ version: delivery.version, fileId: file.id }, file.id)}
              disabled={!!pending}
              aria-label={t('orders:receive.downloadFile', { name: file.name })}
              className={`${secondary} shrink-0`}
            >
              <DownloadIcon />
              {pending === file.id ? t('orders:receive.downloading') : t('orders:receive.download')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The client's answer to the delivery: confirm receipt, once; a surcharge waiting comes first. */
function Confirm({ order, onFailure }: { order: OrderDetail; onFailure: (message: string | null) => void }) {
  const { t } = useTranslation(['orders', 'errors']);
  const locale = useLocale();
  const confirm = useConfirmReceipt(order.id);
  const [open, setOpen] = useState(false);
  const sending = useRef(false);
  if (!order.actions.includes(OrderAction.confirmReceipt)) return null;

  if (order.openSurcharge) {
    return (
      <Link to={`/payment/reqeust/charges/view/${order.id}`} className={primary} data-testid="surcharge-answer-link">
        {t('orders:cadReceive.answerSurcharge', { amount: formatMoney(order.openSurcharge.amount, order.openSurcharge.currency, locale) })}
      </Link>
    );
  }

  const send = () => {
    if (sending.current) return;
    sending.current = true;
    // The promise, not mutate's callbacks: a complete order offers no confirmation, and this unmounts.
    confirm
      .mutateAsync()
      .then(
        () => toast.success(t('orders:cadReceive.confirmed')),
        (error: unknown) => onFailure(orderErrorText(t, error)),
      )
      .finally(() => {
        setOpen(false);
        sending.current = false;
      });
  };

  return (
    <>
      {order.actions.includes(OrderAction.requestRework) && (
        <Link to={`/payment/reqeust/rework/${order.id}`} className={secondary} data-testid="rework-link">
          {t('orders:rework.open')}
        </Link>
      )}
      <button
        type="button"
        onClick={() => {
          onFailure(null);
          setOpen(true);
        }}
        className={primary}
        data-testid="confirm-receipt"
      >
        {t('orders:cadReceive.confirm')}
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => !next && setOpen(false)}
        title={t('orders:cadReceive.confirmTitle')}
        body={t('orders:cadReceive.confirmBody', { designer: order.designer.nickname })}
        confirmLabel={confirm.isPending ? t('orders:cadReceive.confirming') : t('orders:cadReceive.confirmYes')}
        cancelLabel={t('orders:accept.back')}
        onConfirm={send}
        busy={confirm.isPending}
        testId="confirm-dialog"
      />
    </>
  );
}

function Versions({ order, cad }: { order: OrderDetail; cad: OrderCad }) {
  const { t } = useTranslation('orders');
  const locale = useLocale();
  return (
    <>
      {order.status === OrderStatus.cadUploaded && cad.completesAt && (
        <p className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900" data-testid="completes-at">
          {t(`orders:cadReceive.completesAt.${order.viewerRole === 'client' ? 'client' : 'other'}`, { date: formatDateTime(cad.completesAt, locale) })}
        </p>
      )}
      {cad.deliveries.map((delivery, index) => (
        <Version key={delivery.id} order={order} delivery={delivery} latest={index === 0 && cad.deliveries.length > 1} />
      ))}
    </>
  );
}

function CadReceive({ order }: { order: OrderDetail }) {
  // `reviews` loads the catalogue of the review link, so the page does not wait for it once complete.
  const { t } = useTranslation(['orders', 'reviews', 'errors']);
  const readable = CAD_READABLE.includes(order.status);
  const cad = useOrderCad(order.id, readable);
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <OrderPageFrame title={t('orders:cadReceive.title')} intro={t('orders:cadReceive.intro', { designer: order.designer.nickname })} back={<BackToOrder order={order} />}>
      <OrderStage order={order} notice={notice}>
        {order.viewerRole === 'client' && <Confirm order={order} onFailure={setNotice} />}
        <ReviewLink order={order} />
      </OrderStage>
      {!readable && <p className="rounded-2xl border border-dashed border-line-strong bg-white px-4 py-8 text-center text-sm text-ink-muted">{t('orders:cadReceive.notYet')}</p>}
      {readable && cad.isPending && <PageSkeleton label={t('orders:loading')} testId="cad-versions-skeleton" shape="sections" blocks={1} />}
      {cad.isError && (
        <div role="alert" className="flex flex-col items-start gap-3 rounded-2xl bg-red-50 p-4 text-sm text-red-700">
          <p>{orderErrorText(t, cad.error)}</p>
          <button type="button" onClick={() => void cad.refetch()} className={secondary}>
            {t('orders:contract.retry')}
          </button>
        </div>
      )}
      {cad.data && <OrderDesignCheck order={order} />}
      {cad.data && <Versions order={order} cad={cad.data} />}
    </OrderPageFrame>
  );
}

export default function CadReceivePage() {
  const { t } = useTranslation('orders');
  return (
    <OrderStepGate title={t('cadReceive.title')} testId="cad">
      {(order) => <CadReceive order={order} />}
    </OrderStepGate>
  );
}
