// /quick/cad-receive/:id and /quick/remake-cad-receive/:id (after a remake): the CAD result of a
// quick request, the latest version or the one of `?version=`. The version downloads as one ZIP, or
// each file alone, through expiring links the browser fetches natively, and a mesh opens in the 3D
// viewer. Then the client completes the request (the escrow goes to the T-esigner) or asks a remake
// while the allowance leaves one; until then the page says the day it completes by itself. Once
// complete, the way to the review. The title, lead and next action follow the request's stage
// (@dcm/shared quick/stages.ts): before a delivery the page says the T-esigner is still working.
import { QuickAction, quickStageOf, QuickStatus, type QuickDelivery, type QuickDetail } from '@dcm/shared';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { toast } from '../../../lib/toast.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { StageNext } from '../../../components/StageNext.tsx';
import { formatBytes, formatDateTime, useLocale } from '../../../lib/format.ts';
// A delivered quick file is drawn by the viewer feature, read through the expiring link the request issues.
import { ViewIn3D } from '../../viewer/index.ts';
// The design check of each delivered file (issue 29) is the orders feature's panel, read from the quick route.
import { DesignCheckPanel, useDesignChecks } from '../../orders/index.ts';
import { fetchQuickCadLink, useCompleteQuickRequest, useDownloadQuickCad, useLiveQuickRefresh } from '../api.ts';
import { ClientQuickFrame, ClientQuickGate } from '../components/ClientQuickFrame.tsx';
import { QuickSummaryCard } from '../components/QuickSummaryCard.tsx';
import { quickErrorText } from '../messages.ts';

const primary = 'inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800 disabled:opacity-60';
const secondary =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-line-strong bg-white px-4 font-medium text-ink hover:bg-sunken disabled:opacity-60';

/** The version `?version=` names when it was delivered, else the latest. */
function pickVersion(deliveries: readonly QuickDelivery[], wanted: string | null): QuickDelivery | undefined {
  const latest = deliveries.reduce<QuickDelivery | undefined>((best, d) => (!best || d.version > best.version ? d : best), undefined);
  return deliveries.find((d) => String(d.version) === wanted) ?? latest;
}

function Files({ detail, delivery }: { detail: QuickDetail; delivery: QuickDelivery }) {
  const { t } = useTranslation(['quick', 'errors']);
  const locale = useLocale();
  const download = useDownloadQuickCad(detail.id);
  const [pending, setPending] = useState<string | null>(null);
  const start = (wanted: { version: number; fileId?: string }, key: string) => {
    if (pending) return;
    setPending(key);
    download.mutate(wanted, { onError: (error) => toast.error(quickErrorText(t, error)), onSettled: () => setPending(null) });
  };
  const total = delivery.files.reduce((sum, f) => sum + f.size, 0);

  return (
    <section className="rounded-2xl border border-line bg-white p-4 sm:p-6" data-testid="quick-version" data-version={delivery.version}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-lg font-bold">{t('quick:receive.version', { version: delivery.version })}</h2>
          <p className="text-sm text-ink-subtle">
            {formatDateTime(delivery.deliveredAt, locale)} · {t('quick:receive.fileCount', { count: delivery.files.length })} · <span className="tabular-nums">{formatBytes(total)}</span>
          </p>
        </div>
        <button type="button" onClick={() => start({ version: delivery.version }, 'zip')} disabled={!!pending} className={secondary} data-testid="quick-download-all">
          {pending === 'zip' ? t('quick:receive.preparing') : t('quick:receive.downloadAll')}
        </button>
      </div>
      {delivery.note && (
        <div className="mt-3 rounded-xl bg-canvas px-3 py-2 text-sm">
          <p className="font-medium text-ink-muted">{t('quick:receive.note')}</p>
          <p className="mt-1 whitespace-pre-line break-words" data-testid="quick-delivery-note">
            {delivery.note}
          </p>
        </div>
      )}
      <ul className="mt-2 flex flex-col divide-y divide-line">
        {delivery.files.map((file) => (
          <li key={file.id} className="flex flex-wrap items-center gap-2 py-3" data-testid="quick-file">
            <div className="min-w-0 flex-1 basis-48">
              <p className="break-all font-medium">{file.name}</p>
              <p className="text-sm tabular-nums text-ink-subtle">{formatBytes(file.size)}</p>
            </div>
            <ViewIn3D file={file} link={() => fetchQuickCadLink(detail.id, { version: delivery.version, fileId: file.id }).then((link) => link.url)} />
            <button
              type="button"
              onClick={() => start({ version: delivery.version, fileId: file.id }, file.id)}
              disabled={!!pending}
              aria-label={t('quick:receive.downloadNamed', { name: file.name })}
              className={secondary}
            >
              {pending === file.id ? t('quick:receive.downloading') : t('quick:receive.download')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The client's answer: complete (asked once more in a dialog, `completeLabel` the stage's words for it), or a remake while one is left. */
function Answer({ detail, completeLabel }: { detail: QuickDetail; completeLabel: string }) {
  const { t } = useTranslation(['quick', 'errors']);
  const complete = useCompleteQuickRequest(detail.id);
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const sending = useRef(false);
  const canComplete = detail.actions.includes(QuickAction.complete);
  // The server leaves requestRemake out once the allowance is used up: then say so beside "complete".
  const canRemake = detail.actions.includes(QuickAction.requestRemake) || (canComplete && detail.remakesLeft === 0);
  if (!canComplete && !canRemake) return null;

  const send = () => {
    if (sending.current) return;
    sending.current = true;
    complete
      .mutateAsync()
      .then(
        () => toast.success(t('quick:receive.completed')),
        (error: unknown) => setFailure(quickErrorText(t, error)),
      )
      .finally(() => {
        setOpen(false);
        sending.current = false;
      });
  };

  return (
    <div className="flex flex-col gap-3" data-testid="quick-answer">
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {canComplete && (
          <button
            type="button"
            onClick={() => {
              setFailure(null);
              setOpen(true);
            }}
            className={primary}
            data-testid="quick-complete"
          >
            {completeLabel}
          </button>
        )}
        {canRemake &&
          (detail.remakesLeft > 0 ? (
            <Link to={`/quick/remake-request/${detail.id}`} className={secondary} data-testid="quick-remake-link">
              {t('quick:receive.remake', { count: detail.remakesLeft })}
            </Link>
          ) : (
            <p className="text-sm text-ink-muted" data-testid="quick-no-remakes">
              {t('quick:receive.noRemakes')}
            </p>
          ))}
      </div>
      {failure && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700" data-testid="quick-answer-error">
          {failure}
        </p>
      )}
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => !next && setOpen(false)}
        title={t('quick:receive.completeTitle')}
        body={t('quick:receive.completeBody', { designer: detail.taker?.nickname ?? '' })}
        confirmLabel={complete.isPending ? t('quick:receive.completing') : t('quick:receive.completeYes')}
        cancelLabel={t('quick:receive.back')}
        onConfirm={send}
        busy={complete.isPending}
        testId="quick-complete-dialog"
      />
    </div>
  );
}

/** Every delivered version's design check, the client's view. */
function QuickDesignCheck({ id }: { id: string }) {
  const checks = useDesignChecks({ kind: 'quick', id });
  return <DesignCheckPanel checks={checks} role="client" />;
}

function Receive({ detail }: { detail: QuickDetail }) {
  // `orders` loads with the page the catalogue of the design check panel.
  const { t } = useTranslation(['quick', 'viewer', 'orders']);
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const delivery = pickVersion(detail.deliveries, params.get('version'));
  const versions = [...detail.deliveries].sort((a, b) => b.version - a.version);
  // A new version after a remake, or the completion by itself, shows without a reload.
  useLiveQuickRefresh();
  const stage = quickStageOf(detail, 'client');
  const key = `quick:stages.${stage.id}.client`;
  const names = { designer: detail.taker?.nickname ?? '' };
  const action = stage.next ? t(`${key}.action`) : undefined;
  const intro = (
    <>
      <span data-testid="stage-lead">{t(`${key}.lead`, names)}</span>
      <StageNext stage={stage} party="client" action={action} />
    </>
  );

  return (
    <ClientQuickFrame title={t(`${key}.title`, names)} intro={intro}>
      <QuickSummaryCard request={detail}>
        <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
          <dt className="text-ink-subtle">{t('quick:receive.remakesLeft')}</dt>
          <dd className="text-right tabular-nums" data-testid="quick-remakes-left">
            {t('quick:receive.remakesValue', { left: detail.remakesLeft, used: detail.remakesUsed })}
          </dd>
        </dl>
      </QuickSummaryCard>

      {detail.status === QuickStatus.delivered && detail.autoCompleteAt && (
        <p className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900" data-testid="quick-auto-complete">
          {t('quick:receive.autoComplete', { date: formatDateTime(detail.autoCompleteAt, locale) })}
        </p>
      )}

      <Answer detail={detail} completeLabel={stage.next?.action === QuickAction.complete && action ? action : t('quick:action.complete')} />

      {detail.status === QuickStatus.completed && (
        <div className="flex flex-col gap-2 rounded-xl bg-emerald-50 px-4 py-3 text-sm text-emerald-900 sm:flex-row sm:items-center sm:justify-between" data-testid="quick-done">
          <p>{t('quick:receive.done')}</p>
          {stage.next?.action === 'writeReview' && (
            <Link to={stage.next.path} className={primary} data-testid="quick-review-link">
              {action}
            </Link>
          )}
        </div>
      )}

      {delivery ? (
        <Files detail={detail} delivery={delivery} />
      ) : (
        <p className="rounded-2xl border border-dashed border-line-strong bg-white px-4 py-8 text-center text-sm text-ink-muted" data-testid="quick-not-yet">
          {t('quick:receive.notYet')}
        </p>
      )}

      {versions.length > 1 && delivery && (
        <nav aria-label={t('quick:receive.versions')} className="flex flex-wrap gap-2" data-testid="quick-versions">
          {versions.map((v) => (
            <button
              key={v.version}
              type="button"
              aria-current={v.version === delivery.version}
              onClick={() => setParams({ version: String(v.version) }, { replace: true })}
              className={`min-h-11 rounded-lg px-3 text-sm font-medium ${v.version === delivery.version ? 'bg-brand-700 text-white' : 'border border-line-strong bg-white hover:bg-sunken'}`}
            >
              {t('quick:receive.version', { version: v.version })}
            </button>
          ))}
        </nav>
      )}

      {detail.deliveries.length > 0 && <QuickDesignCheck id={detail.id} />}

      {detail.remakes.length > 0 && (
        <section className="rounded-2xl border border-line bg-white p-4 sm:p-6" data-testid="quick-remakes">
          <h2 className="text-lg font-bold">{t('quick:receive.remakeHistory')}</h2>
          <ol className="mt-2 flex flex-col gap-2 text-sm">
            {detail.remakes.map((remake) => (
              <li key={remake.requestedAt} className="rounded-lg bg-canvas px-3 py-2">
                <p className="text-ink-subtle">{formatDateTime(remake.requestedAt, locale)}</p>
                <p className="whitespace-pre-line break-words">{remake.reason}</p>
              </li>
            ))}
          </ol>
        </section>
      )}
    </ClientQuickFrame>
  );
}

export default function QuickCadReceivePage() {
  const { t } = useTranslation('quick');
  return (
    <ClientQuickGate title={t('receive.title')} testId="quick-receive">
      {(detail) => <Receive detail={detail} />}
    </ClientQuickGate>
  );
}
