// /quick/cad-upload/:id and /quick/remake-cad-upload/:id: the taker delivers the CAD result of a
// quick request, first or again after the client asked a remake (whose reason is shown), or replaces
// a delivery the client has not answered yet (decision 0044: the request's actions hold `replace`).
// Files go up through an order's CAD upload form (resumable chunks of kind 'cad', a progress bar
// each), then one delivery names them.
import { QuickAction, type QuickDetail } from '@dcm/shared';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from '../../../../lib/toast.tsx';
import { PageProblem, PageSkeleton } from '../../../../components/PageStates.tsx';
import { SignInPrompt } from '../../../../components/SignInPrompt.tsx';
import { formatDateTime, useLocale } from '../../../../lib/format.ts';
import { errorCodeOf, fieldErrorsOf } from '../../../../lib/http.ts';
import { useUserStore } from '../../../../lib/user-store.ts';
// A quick result is the same kind of file as an order's CAD result, delivered by the same form.
import { CadUploadForm } from '../../../orders/index.ts';
import { useQuickDetail } from '../../api.ts';
import { useDeliverQuick, useReplaceQuick } from '../designer-api.ts';
import { Countdown, QuickLines, QuickPage, QuickStatusBadge } from '../components/QuickParts.tsx';

const NOTE_MAX = 300;
/** Delivered and not answered yet: a new upload replaces the delivery rather than following a remake. */
const replacing = (detail: QuickDetail) => detail.actions.includes(QuickAction.replace);

const primary = 'inline-flex min-h-12 w-full items-center justify-center rounded-lg bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800 disabled:opacity-60 sm:w-auto';

export default function QuickCadUploadPage({ remake = false }: { remake?: boolean }) {
  const { t } = useTranslation(['quickDesigner', 'errors']);
  const user = useUserStore((s) => s.user);
  const { id } = useParams();
  const detail = useQuickDetail(user ? id : undefined);
  const replace = !!detail.data && replacing(detail.data);
  const title = replace ? t('quickDesigner:upload.replaceTitle') : remake ? t('quickDesigner:upload.remakeTitle') : t('quickDesigner:upload.title');

  let content;
  if (!user) content = <SignInPrompt body={t('quickDesigner:gate.signIn')} action={t('quickDesigner:gate.signInAction')} testId="quick-sign-in" />;
  else if (detail.isPending) content = <PageSkeleton label={t('quickDesigner:loading')} testId="quick-upload-skeleton" shape="sections" blocks={2} />;
  else if (detail.isError)
    content = (
      <PageProblem
        error={detail.error}
        testId="quick-upload"
        notFoundTitle={t('quickDesigner:detail.notFound')}
        notFoundBody={t('quickDesigner:detail.notFoundBody')}
        backTo="/quick/Designer/transactions"
        backLabel={t('quickDesigner:detail.toTransactions')}
      />
    );
  else content = <Upload detail={detail.data} remake={remake} />;

  return (
    <QuickPage title={title} intro={t(replace ? 'quickDesigner:upload.replaceIntro' : 'quickDesigner:upload.intro')} testId="quick-upload-page">
      {content}
    </QuickPage>
  );
}

function Upload({ detail, remake }: { detail: QuickDetail; remake: boolean }) {
  const { t } = useTranslation('quickDesigner');
  const locale = useLocale();
  const lastRemake = detail.remakes.at(-1);
  const deliverable = detail.actions.includes(QuickAction.deliver) || replacing(detail);
  return (
    <>
      <section className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-4 sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <span className="font-mono font-semibold">{detail.number}</span>
          <QuickStatusBadge status={detail.status} />
        </div>
        <QuickLines items={detail.items} />
        <p className="flex flex-wrap gap-x-2 text-sm">
          <span className="text-ink-subtle">{t('detail.deadline')}</span>
          <time dateTime={detail.deadlineAt}>{formatDateTime(detail.deadlineAt, locale)}</time>
          {detail.actions.includes(QuickAction.deliver) && <Countdown deadlineAt={detail.deadlineAt} />}
        </p>
      </section>
      {remake && lastRemake && (
        <section className="rounded-2xl border border-red-200 bg-red-50 p-4 sm:p-6" data-testid="remake-reason">
          <h2 className="font-semibold text-red-800">{t('upload.remakeReason')}</h2>
          <p className="mt-1 whitespace-pre-line break-words text-sm text-red-900">{lastRemake.reason}</p>
          <p className="mt-2 text-xs text-red-700">
            <time dateTime={lastRemake.requestedAt}>{formatDateTime(lastRemake.requestedAt, locale)}</time>
          </p>
        </section>
      )}
      {deliverable ? (
        <DeliveryForm detail={detail} />
      ) : (
        <p className="rounded-xl bg-sunken px-4 py-3 text-sm text-ink-muted" data-testid="upload-closed">
          {t('upload.closed')}
        </p>
      )}
      <Link to={`/quick/request/detail/${detail.id}`} className="inline-flex min-h-11 items-center self-start text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
        ← {t('upload.toDetail')}
      </Link>
    </>
  );
}

function DeliveryForm({ detail }: { detail: QuickDetail }) {
  const { t } = useTranslation(['quickDesigner', 'common', 'errors']);
  const navigate = useNavigate();
  const deliver = useDeliverQuick(detail.id);
  const replacement = useReplaceQuick(detail.id);
  const replace = replacing(detail);
  const send = replace ? replacement : deliver;
  return (
    <CadUploadForm
      labels={{
        files: t('quickDesigner:upload.files'),
        message: t('quickDesigner:upload.note'),
        optional: t('quickDesigner:upload.optional'),
        waitForUploads: t('quickDesigner:upload.wait'),
        send: t(replace ? 'quickDesigner:upload.replaceSend' : 'quickDesigner:upload.send'),
        sending: t(replace ? 'quickDesigner:upload.replaceSending' : 'quickDesigner:upload.sending'),
      }}
      testIdPrefix="quick"
      messageMax={NOTE_MAX}
      busy={send.isPending}
      deliver={({ fileIds, message }) => send.mutateAsync({ fileIds, note: message.trim() })}
      onDelivered={() => {
        toast.success(t(replace ? 'quickDesigner:upload.replaced' : 'quickDesigner:upload.sent'));
        void navigate(`/quick/request/detail/${detail.id}`);
      }}
      problemOf={(error) => {
        const field = fieldErrorsOf(error).fileIds;
        return field ? t(`common:validation.${field}`, { defaultValue: field }) : t(`errors:${errorCodeOf(error)}`, { defaultValue: t('errors:INTERNAL') });
      }}
      submitClassName={primary}
    />
  );
}
