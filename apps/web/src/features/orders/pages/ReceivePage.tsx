// /payment/receive/:id (id: the order): the referral the T-esigner designs from (SPEC §4 step 6,
// "receive referral"). Once they accepted the contract request they download the client's files
// here, each through an expiring link the server issues; the server records their first download
// as "referral received" and the order moves on. The client (and the admin) see the same files read-only: their
// downloads change nothing. Uploading the CAD result is the next step, on its own page. An order whose
// referrals carry no file (saved before a scan was required, issue 31) is never a dead end: the
// T-esigner asks the client in chat or confirms receipt without a download.
import { ErrorCode, OrderStatus, type OrderDetail, type OrderReferral, type OrderReferralFile } from '@dcm/shared';
import { useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { toast } from '../../../lib/toast.tsx';
import { PageProblem, PageSkeleton } from '../../../components/PageStates.tsx';
import { formatBytes, formatDateTime, useLocale } from '../../../lib/format.ts';
import { errorCodeOf } from '../../../lib/http.ts';
import { ChatButton } from '../../chat/index.ts';
import { REFERRAL_OPEN_TO_DESIGNER, useConfirmReferralReceipt, useDownloadOrderFile, useOrder, useOrderReferral } from '../api.ts';
import { OrderPageFrame } from '../components/OrderPageFrame.tsx';
import { OrderStatusBadge } from '../components/OrderStatusBadge.tsx';
import { orderErrorText } from '../messages.ts';

const secondary =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-line-strong bg-white px-4 font-medium text-ink hover:bg-sunken disabled:opacity-60';

/** One file: its name, kind and size, and its download through an expiring link. */
function FileRow({ order, file }: { order: OrderDetail; file: OrderReferralFile }) {
  const { t } = useTranslation(['orders', 'errors']);
  const download = useDownloadOrderFile(order);
  // One download at a time per file: the ref holds before the button shows it is busy.
  const sending = useRef(false);

  const start = () => {
    if (sending.current) return;
    sending.current = true;
    download.mutate(file, {
      onError: (error) => toast.error(orderErrorText(t, error)),
      onSettled: () => {
        sending.current = false;
      },
    });
  };

  return (
    <li className="flex items-center gap-3 py-3" data-testid="referral-file">
      <div className="min-w-0 flex-1">
        <p className="break-all font-medium" data-testid="file-name">
          {file.name}
        </p>
        <p className="text-sm text-ink-subtle">
          <span>{t(file.kind === 'scan' ? 'orders:receive.kind.scan' : 'orders:receive.kind.other')}</span>
          <span aria-hidden> · </span>
          <span className="tabular-nums" data-testid="file-size">
            {formatBytes(file.size)}
          </span>
        </p>
      </div>
      <button
        type="button"
        onClick={start}
        disabled={download.isPending}
        aria-label={download.isPending ? t('orders:receive.downloadingFile', { name: file.name }) : t('orders:receive.downloadFile', { name: file.name })}
        className={`${secondary} shrink-0`}
        data-testid="file-download"
      >
        <svg viewBox="0 0 20 20" aria-hidden className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round">
          <path d="M10 3v10m0 0-4-4m4 4 4-4M4 16h12" />
        </svg>
        {download.isPending ? t('orders:receive.downloading') : t('orders:receive.download')}
      </button>
    </li>
  );
}

/** Where receiving stands, said once more when the first download records it (a live region). */
function ReceiptStatus({ order, referral }: { order: OrderDetail; referral: OrderReferral | undefined }) {
  const { t } = useTranslation('orders');
  const locale = useLocale();
  const headingId = useId();
  const receivedAt = referral?.receivedAt ?? null;
  const designer = order.viewerRole === 'designer';
  const values = { client: order.client.nickname, designer: order.designer.nickname, date: receivedAt ? formatDateTime(receivedAt, locale) : '' };

  // Until the listing answers, `receivedAt` is unknown: the region says nothing rather than something wrong.
  let key: string | null = null;
  if (designer && !REFERRAL_OPEN_TO_DESIGNER.includes(order.status)) {
    key = order.status === OrderStatus.awaitingPayment || order.status === OrderStatus.awaitingAcceptance ? 'receive.state.notYet' : 'receive.state.ended';
  } else if (referral) {
    const nothingToDownload = referral.referrals.every((item) => item.files.length === 0);
    if (designer) key = receivedAt ? 'receive.state.received' : nothingToDownload ? 'receive.state.toConfirm' : 'receive.state.toReceive';
    else key = receivedAt ? 'receive.state.clientReceived' : 'receive.state.clientWaiting';
  }

  return (
    <section
      aria-labelledby={headingId}
      className={`flex flex-col gap-2 rounded-2xl border p-4 sm:p-6 ${receivedAt ? 'border-emerald-200 bg-emerald-50' : 'border-line bg-white'}`}
      data-testid="receive-status"
      data-received={receivedAt ? 'yes' : 'no'}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-bold">
          {t('receive.statusTitle')}
        </h2>
        <OrderStatusBadge status={order.status} />
      </div>
      <div role="status" className="flex flex-col gap-1 text-sm text-ink-muted">
        {key && (
          <>
            <p className="font-semibold text-ink" data-testid="receive-state-title">
              {t(`${key}.title`, values)}
            </p>
            <p data-testid="receive-state-body">{t(`${key}.body`, values)}</p>
          </>
        )}
      </div>
    </section>
  );
}

/**
 * For the T-esigner of an accepted order whose referrals have no file at all: nothing to download, so
 * they ask the client for the scan in chat, or confirm they have what they need and move on.
 */
function ReceiveWithoutFiles({ order }: { order: OrderDetail }) {
  const { t } = useTranslation(['orders', 'errors']);
  const confirm = useConfirmReferralReceipt(order.id);
  return (
    <section className="flex flex-col gap-3 rounded-card border border-warning-200 bg-warning-50 p-4 sm:p-6" data-testid="receive-without-files">
      <p className="font-semibold text-warning-800">{t('orders:receive.withoutFiles.title')}</p>
      <p className="text-sm text-ink">{t('orders:receive.withoutFiles.body', { client: order.client.nickname })}</p>
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          disabled={confirm.isPending}
          onClick={() => confirm.mutate(undefined, { onError: (error) => toast.error(orderErrorText(t, error)) })}
          className="inline-flex min-h-11 items-center justify-center rounded-control bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
        >
          {confirm.isPending ? t('orders:receive.withoutFiles.confirming') : t('orders:receive.withoutFiles.confirm')}
        </button>
        <ChatButton partnerNo={order.client.memberNo} partnerKind="client" orderId={order.id} />
      </div>
    </section>
  );
}

/** Each referral with its files; the referral's number is how both parties name it. */
function ReferralFiles({ order, referral }: { order: OrderDetail; referral: OrderReferral }) {
  const { t } = useTranslation('orders');
  if (referral.referrals.length === 0) {
    return <p className="rounded-2xl border border-dashed border-line-strong bg-white px-4 py-8 text-center text-sm text-ink-muted">{t('receive.noReferrals')}</p>;
  }
  const withoutFiles = referral.referrals.every((item) => item.files.length === 0);
  return (
    <>
      {withoutFiles && order.viewerRole === 'designer' && order.status === OrderStatus.accepted && <ReceiveWithoutFiles order={order} />}
      {referral.referrals.map((item, index) => (
        <section key={item.id} aria-label={item.referralNumber || t('receive.referralFallback', { index: index + 1 })} className="rounded-2xl border border-line bg-white p-4 sm:p-6" data-testid="order-referral">
          <p className="text-xs font-medium text-ink-subtle">{t('receive.referral')}</p>
          <h2 className="break-all text-lg font-bold">{item.referralNumber || t('receive.referralFallback', { index: index + 1 })}</h2>
          {item.files.length === 0 ? (
            <p className="mt-2 text-sm text-ink-muted">{t('receive.noFiles')}</p>
          ) : (
            <ul className="mt-1 flex flex-col divide-y divide-line">
              {item.files.map((file) => (
                <FileRow key={file.id} order={order} file={file} />
              ))}
            </ul>
          )}
        </section>
      ))}
    </>
  );
}

export default function ReceivePage() {
  const { t } = useTranslation(['orders', 'common', 'errors']);
  const { id } = useParams();
  const order = useOrder(id);
  const detail = order.data;
  const designer = detail?.viewerRole === 'designer';
  // The T-esigner reads the referral from acceptance on (the server answers 403 before); the client always.
  const readable = !!detail && (!designer || REFERRAL_OPEN_TO_DESIGNER.includes(detail.status));
  const referral = useOrderReferral(id, readable);

  const title = detail && !designer ? t('orders:receive.title.other') : t('orders:receive.title.designer');
  if (order.isPending) {
    return (
      <OrderPageFrame title={title}>
        <PageSkeleton label={t('orders:receive.loading')} testId="receive-skeleton" shape="sections" blocks={2} />
      </OrderPageFrame>
    );
  }
  if (order.isError) {
    return (
      <OrderPageFrame title={title}>
        <PageProblem error={order.error} testId="receive" notFoundTitle={t('orders:receive.notFound')} notFoundBody={t('orders:notFound.body')} backTo="/payment" backLabel={t('orders:notFound.back')} />
      </OrderPageFrame>
    );
  }

  const orderPage = designer ? `/payment/${order.data.id}/designer` : `/payment/contract/${order.data.id}`;
  const back = (
    <Link to={orderPage} className="inline-flex min-h-11 items-center self-start text-sm font-medium text-brand-700 underline-offset-2 hover:underline" data-testid="receive-back">
      ← {t('orders:receive.back')}
    </Link>
  );

  let files: ReactNode = null;
  if (referral.data) files = <ReferralFiles order={order.data} referral={referral.data} />;
  else if (referral.isError) {
    const code = errorCodeOf(referral.error);
    files = (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-2xl bg-red-50 p-4 text-sm text-red-700" data-testid="receive-error">
        <p>{code === ErrorCode.Forbidden ? t('orders:receive.state.notYet.body') : t(`errors:${code}`, { defaultValue: t('errors:INTERNAL') })}</p>
        <button type="button" onClick={() => void referral.refetch()} className={secondary}>
          {t('orders:contract.retry')}
        </button>
      </div>
    );
  } else if (readable) files = <PageSkeleton label={t('orders:receive.loading')} testId="receive-skeleton" shape="sections" blocks={1} />;

  return (
    <OrderPageFrame title={title} intro={t(designer ? 'orders:receive.intro.designer' : 'orders:receive.intro.other', { designer: order.data.designer.nickname })} back={back}>
      <ReceiptStatus order={order.data} referral={referral.data} />
      {files}
    </OrderPageFrame>
  );
}
