// /login/join/client|center|designer: the join form of one member kind. A signed-in member whose
// join was rejected gets the same form, filled with what they sent, to correct and resubmit.
import { ApprovalStatus, type JoinData } from '@dcm/shared';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { Page } from '../../../components/ui/Page.tsx';
import { errorCodeOf } from '../../../lib/http.ts';
import { useUserStore } from '../../../lib/user-store.ts';
import { useJoinData } from '../api.ts';
import { JoinForm } from '../components/JoinForm.tsx';
import { emptyValues, readDraft, type JoinValues } from '../form.ts';
import { isJoinKind, joinKindOf, type JoinKind } from '../kinds.ts';

export default function JoinPage() {
  const { pathname } = useLocation();
  const segment = pathname.split('/').pop();
  const kind: JoinKind = isJoinKind(segment) ? segment : 'client';
  const user = useUserStore((s) => s.user);
  const rejected = useUserStore((s) => s.permissions) === ApprovalStatus.Rejected && !!user;

  if (rejected) {
    const own = joinKindOf(user.memberSe);
    if (own !== kind) return <Navigate to={`/login/join/${own}`} replace />;
    return <Resubmission kind={kind} />;
  }
  return <NewJoin kind={kind} />;
}

function Frame({ kind, children, intro }: { kind: JoinKind; children: ReactNode; intro?: ReactNode }) {
  const { t } = useTranslation('members');
  return (
    <Page width="reading">
      <section className="mx-auto w-full max-w-xl" data-testid="join-page" data-kind={kind}>
        <Link to="/login/join" className="inline-flex min-h-11 items-center text-sm text-ink-muted hover:underline">
          ← {t('form.otherKinds')}
        </Link>
        <h1 className="mb-2 text-2xl font-bold">{t(`form.heading.${kind}`)}</h1>
        {intro}
        {children}
      </section>
    </Page>
  );
}

function NewJoin({ kind }: { kind: JoinKind }) {
  const { t } = useTranslation('members');
  // Read once: a reload brings back what was typed.
  const [defaults] = useState<JoinValues>(() => ({ ...emptyValues(kind), ...readDraft(kind, 'join') }));
  return (
    <Frame kind={kind} intro={<p className="mb-6 text-ink-muted">{t('form.intro')}</p>}>
      <JoinForm key={kind} kind={kind} mode="join" defaultValues={defaults} />
    </Frame>
  );
}

/** What the server sent, in the form's shape; a draft of the correction wins over it. */
function fromJoinData(kind: JoinKind, data: JoinData): JoinValues {
  const empty = emptyValues(kind);
  const sent = data as Partial<Record<string, unknown>>;
  // Every field of the form the server knows, nulls as blanks.
  const filled = Object.fromEntries(Object.entries(empty).map(([key, blank]) => [key, sent[key] ?? blank])) as unknown as JoinValues;
  return {
    ...filled,
    agreements: { ...empty.agreements, ...data.agreements },
    documents: { license: data.licenseFile, business: data.businessFile },
    ...readDraft(kind, 'resubmit'),
  };
}

function Resubmission({ kind }: { kind: JoinKind }) {
  const { t } = useTranslation(['members', 'errors']);
  const query = useJoinData(true);

  if (query.isPending) return <Frame kind={kind}><p className="py-10 text-center text-ink-muted">{t('members:resubmit.loading')}</p></Frame>;
  if (query.isError) {
    return (
      <Frame kind={kind}>
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {t(`errors:${errorCodeOf(query.error)}`, { defaultValue: t('errors:INTERNAL') })}
        </p>
      </Frame>
    );
  }
  const data = query.data;
  return (
    <Frame
      kind={kind}
      intro={
        <div role="note" className="mb-6 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3" data-testid="rejection">
          <p className="font-semibold text-amber-900">{t('members:resubmit.title')}</p>
          <p className="mt-1 whitespace-pre-line text-amber-900">{data.memberApprovalReason || t('members:resubmit.noReason')}</p>
          <p className="mt-2 text-sm text-amber-800">{t('members:resubmit.help')}</p>
        </div>
      }
    >
      <JoinForm key={kind} kind={kind} mode="resubmit" defaultValues={fromJoinData(kind, data)} ownNickname={data.nickname} />
    </Frame>
  );
}
