// /quick/request/detail/:id: one quick request as a T-esigner reads it on the board: the types and
// counts at their published prices, the notes, the deadline and what it pays. "Take it" is one
// click; when another T-esigner was first (409 QUICK_TAKEN) they are told so and sent back to the
// board. The taker then sees the next step (the CAD upload), the design check of what they delivered
// (with a quiet "replace the file" while the client has not answered, decision 0044) and the
// client's referral. The title,
// lead and next action follow the request's stage for the viewer (@dcm/shared quick/stages.ts).
import { ErrorCode, QuickAction, quickStageOf, QuickStatus, type QuickDetail, type Stage, type StageParty } from '@dcm/shared';
import { Replace } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from '../../../../lib/toast.tsx';
import { PageProblem, PageSkeleton } from '../../../../components/PageStates.tsx';
import { SignInPrompt } from '../../../../components/SignInPrompt.tsx';
import { StageNext } from '../../../../components/StageNext.tsx';
import { formatDateTime, useLocale } from '../../../../lib/format.ts';
import { errorCodeOf } from '../../../../lib/http.ts';
import { formatMoney } from '../../../../lib/money.ts';
import { useUserStore } from '../../../../lib/user-store.ts';
import { useQuickDetail } from '../../api.ts';
import { useTakeQuick } from '../designer-api.ts';
import { Countdown, QuickPage, QuickStatusBadge } from '../components/QuickParts.tsx';
import { useCodeName } from '../../../../lib/codes.ts';
import type { BoardNotice } from './QuickBoardPage.tsx';
import { QuickReferralPanel } from '../components/QuickReferralPanel.tsx';
// The design check of a quick delivery is kept and shown by orders (decision 0043).
import { DesignCheckPanel, useDesignChecks } from '../../../orders/index.ts';

const primary = 'inline-flex min-h-12 w-full items-center justify-center rounded-lg bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800 disabled:opacity-60 sm:w-auto';
const secondary = 'inline-flex min-h-11 items-center justify-center rounded-lg border border-line-strong bg-white px-4 font-medium hover:bg-canvas';

export default function QuickDetailPage() {
  const { t } = useTranslation(['quickDesigner', 'quick', 'errors']);
  const user = useUserStore((s) => s.user);
  const { id } = useParams();
  const detail = useQuickDetail(user ? id : undefined);
  const title = t('quickDesigner:detail.title');

  if (!user) {
    return (
      <QuickPage title={title} testId="quick-detail-page">
        <SignInPrompt body={t('quickDesigner:gate.signIn')} action={t('quickDesigner:gate.signInAction')} testId="quick-sign-in" />
      </QuickPage>
    );
  }
  if (detail.isPending) {
    return (
      <QuickPage title={title} testId="quick-detail-page">
        <PageSkeleton label={t('quickDesigner:loading')} testId="quick-detail-skeleton" shape="sections" blocks={2} />
      </QuickPage>
    );
  }
  if (detail.isError) {
    return (
      <QuickPage title={title} testId="quick-detail-page">
        <PageProblem
          error={detail.error}
          testId="quick-detail"
          notFoundTitle={t('quickDesigner:detail.notFound')}
          notFoundBody={t('quickDesigner:detail.notFoundBody')}
          backTo="/quick/Designer"
          backLabel={t('quickDesigner:detail.toBoard')}
        />
      </QuickPage>
    );
  }
  const taker = detail.data.taker?.memberNo === user.memberNo;
  // The client may open their own request here too; anyone else reads it as a T-esigner.
  const party: StageParty = detail.data.client?.memberNo === user.memberNo ? 'client' : 'designer';
  const stage = quickStageOf(detail.data, party);
  const key = `quick:stages.${stage.id}.${party}`;
  const names = { designer: detail.data.taker?.nickname ?? '' };
  const action = stage.next ? t(`${key}.action`) : undefined;
  const intro = (
    <>
      <span data-testid="stage-lead">{t(`${key}.lead`, names)}</span>
      <StageNext stage={stage} party={party} action={action} />
    </>
  );
  return (
    <QuickPage eyebrow={t('quickDesigner:detail.titleNumber', { number: detail.data.number })} title={t(`${key}.title`, names)} intro={intro} testId="quick-detail-page">
      <Facts detail={detail.data} />
      {detail.data.actions.includes(QuickAction.take) && <Take detail={detail.data} label={stage.next?.action === QuickAction.take && action ? action : t('quick:action.take')} />}
      {taker && <TakerSteps detail={detail.data} stage={stage} action={action} />}
      <Link to={taker ? '/quick/Designer/transactions' : '/quick/Designer'} className="inline-flex min-h-11 items-center self-start text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
        ← {taker ? t('quickDesigner:detail.toTransactions') : t('quickDesigner:detail.toBoard')}
      </Link>
    </QuickPage>
  );
}

function Facts({ detail }: { detail: QuickDetail }) {
  const { t } = useTranslation(['quickDesigner', 'quick']);
  const locale = useLocale();
  const typeName = useCodeName('prosthesis');
  return (
    <section className="flex flex-col gap-4 rounded-2xl border border-line bg-white p-4 sm:p-6" data-testid="quick-facts">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <QuickStatusBadge status={detail.status} />
        {detail.client && <span className="text-sm text-ink-muted">{t('quickDesigner:detail.client', { name: detail.client.nickname })}</span>}
      </div>
      <table className="w-full text-sm">
        <caption className="sr-only">{t('quickDesigner:detail.items')}</caption>
        <thead>
          <tr className="border-b border-line text-left text-ink-subtle">
            <th scope="col" className="py-2 font-medium">{t('quickDesigner:detail.type')}</th>
            <th scope="col" className="py-2 text-right font-medium">{t('quickDesigner:detail.count')}</th>
            <th scope="col" className="hidden py-2 text-right font-medium sm:table-cell">{t('quickDesigner:detail.unitPrice')}</th>
            <th scope="col" className="py-2 text-right font-medium">{t('quickDesigner:detail.subtotal')}</th>
          </tr>
        </thead>
        <tbody>
          {detail.items.map((line) => (
            <tr key={line.type} className="border-b border-line">
              <td className="py-2">{typeName(line.type)}</td>
              <td className="py-2 text-right tabular-nums">{line.count}</td>
              <td className="hidden py-2 text-right tabular-nums sm:table-cell">{formatMoney(line.unitPrice, detail.currency, locale)}</td>
              <td className="py-2 text-right tabular-nums">{formatMoney(line.subtotal, detail.currency, locale)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2} className="pt-3 text-left font-semibold sm:hidden">
              {t('quickDesigner:detail.total')}
            </th>
            <th scope="row" colSpan={3} className="hidden pt-3 text-left font-semibold sm:table-cell">
              {t('quickDesigner:detail.total')}
            </th>
            <td className="pt-3 text-right text-lg font-bold tabular-nums" data-testid="quick-total">
              {formatMoney(detail.total, detail.currency, locale)}
            </td>
          </tr>
        </tfoot>
      </table>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
        <dt className="text-ink-subtle">{t('quickDesigner:detail.deadline')}</dt>
        <dd className="flex flex-wrap gap-x-2">
          <time dateTime={detail.deadlineAt}>{formatDateTime(detail.deadlineAt, locale)}</time>
          {(detail.status === QuickStatus.open || detail.status === QuickStatus.taken || detail.status === QuickStatus.remakeRequested) && <Countdown deadlineAt={detail.deadlineAt} />}
        </dd>
        <dt className="text-ink-subtle">{t('quickDesigner:detail.remakes')}</dt>
        <dd>{t('quickDesigner:detail.remakesValue', { used: detail.remakesUsed, left: detail.remakesLeft })}</dd>
        <dt className="text-ink-subtle">{t('quickDesigner:detail.notes')}</dt>
        <dd className="whitespace-pre-line break-words" data-testid="quick-notes">
          {detail.notes || <span className="text-ink-subtle">{t('quickDesigner:detail.noNotes')}</span>}
        </dd>
      </dl>
    </section>
  );
}

/** One click takes it; the button holds while the answer comes, a second T-esigner hears "already taken". */
function Take({ detail, label }: { detail: QuickDetail; label: string }) {
  const { t } = useTranslation(['quickDesigner', 'errors']);
  const navigate = useNavigate();
  const take = useTakeQuick(detail.id);
  const [problem, setProblem] = useState<string | null>(null);
  const sending = useRef(false);

  const send = () => {
    if (sending.current) return;
    sending.current = true;
    setProblem(null);
    take.mutate(undefined, {
      onSuccess: () => toast.success(t('quickDesigner:take.done', { number: detail.number })),
      onError: (error) => {
        if (errorCodeOf(error) === ErrorCode.QuickTaken) {
          const state: BoardNotice = { quickNotice: 'taken' };
          void navigate('/quick/Designer', { state });
          return;
        }
        setProblem(t(`errors:${errorCodeOf(error)}`, { defaultValue: t('errors:INTERNAL') }));
      },
      onSettled: () => {
        sending.current = false;
      },
    });
  };

  return (
    <section className="flex flex-col gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-4 sm:p-6">
      {problem && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700" data-testid="take-problem">
          {problem}
        </p>
      )}
      <button type="button" onClick={send} disabled={take.isPending} className={primary} data-testid="quick-take">
        {take.isPending ? t('quickDesigner:take.sending') : label}
      </button>
    </section>
  );
}

/** For the taker: the upload the stage asks of them (`action` its words), and the client's referral to design from. */
function TakerSteps({ detail, stage, action }: { detail: QuickDetail; stage: Stage<string, string, string>; action?: string }) {
  const { t } = useTranslation('quickDesigner');
  const upload = stage.next?.action === QuickAction.deliver && detail.actions.includes(QuickAction.deliver) ? stage.next.path : null;
  // Delivered and not answered yet: never the stage's primary action (it is the client's turn).
  const replace = detail.actions.includes(QuickAction.replace) ? `/quick/cad-upload/${detail.id}` : null;
  return (
    <section aria-labelledby="quick-next-title" className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-4 sm:p-6" data-testid="taker-steps">
      <h2 id="quick-next-title" className="text-lg font-bold">
        {t('next.title')}
      </h2>
      <div className="flex flex-col gap-2 sm:flex-row">
        {upload && (
          <Link to={upload} className={primary} data-testid="quick-upload-link">
            {action}
          </Link>
        )}
        {replace && (
          <Link to={replace} className={secondary} data-testid="quick-replace-link">
            <Replace aria-hidden className="mr-1.5 size-4" />
            {t('next.replace')}
          </Link>
        )}
        {detail.referralId && (
          <a href="#quick-referral-title" className={secondary} data-testid="quick-referral-link">
            {t('next.referral')}
          </a>
        )}
      </div>
      {replace && <p className="text-sm text-ink-muted">{t('next.replaceHint')}</p>}
      {detail.deliveries.length > 0 && <TakerDesignCheck id={detail.id} replaceTo={replace ?? upload} beforeAnswer={replace !== null} />}
      {detail.referralId && <QuickReferralPanel quickId={detail.id} />}
    </section>
  );
}

/** The check of every delivered mesh, read again while any is pending, so it arrives right after an upload. */
function TakerDesignCheck({ id, replaceTo, beforeAnswer }: { id: string; replaceTo: string | null; beforeAnswer: boolean }) {
  const checks = useDesignChecks({ kind: 'quick', id });
  return <DesignCheckPanel checks={checks} role="designer" replaceTo={replaceTo} beforeAnswer={beforeAnswer} />;
}
