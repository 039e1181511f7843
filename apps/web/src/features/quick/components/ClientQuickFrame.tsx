// The frame of the client's quick pages: the way back, the title and intro, then the sections; and
// the gate that asks a signed-out visitor to sign in (the quick routes are unguarded, SPEC §2),
// shows a skeleton while the request (`:id` of the path) loads, or says why it cannot be read.
import type { QuickDetail } from '@dcm/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageProblem, PageSkeleton } from '../../../components/PageStates.tsx';
import { SignInPrompt } from '../../../components/SignInPrompt.tsx';
import { Page } from '../../../components/ui/Page.tsx';
import { useViewer } from '../../../lib/viewer.ts';
import { useQuickDetail } from '../api.ts';

export const CLIENT_TRANSACTIONS_PATH = '/quick/client/transactions';

export function ClientQuickFrame({ title, intro, back = true, children }: { title: string; intro?: ReactNode; back?: boolean; children: ReactNode }) {
  const { t } = useTranslation('quick');
  return (
    <Page width="reading">
      <header className="flex flex-col gap-1">
        {back && (
          <Link
            to={CLIENT_TRANSACTIONS_PATH}
            className="inline-flex min-h-11 items-center self-start text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
            data-testid="quick-back"
          >
            ← {t('frame.back')}
          </Link>
        )}
        <h1 className="text-2xl font-bold">{title}</h1>
        {intro && <p className="text-sm text-ink-muted">{intro}</p>}
      </header>
      <div className="flex flex-col gap-5">{children}</div>
    </Page>
  );
}

/** Signed out: the prompt to sign in and come back here. */
export function ClientSignIn({ title }: { title: string }) {
  const { t } = useTranslation('quick');
  return (
    <ClientQuickFrame title={title} back={false}>
      <SignInPrompt body={t('frame.signInBody')} action={t('frame.signIn')} testId="quick-sign-in" />
    </ClientQuickFrame>
  );
}

/** Only a member's page: the sign-in prompt for a visitor, the page otherwise. */
export function MemberOnly({ title, children }: { title: string; children: ReactNode }) {
  const viewer = useViewer();
  if (!viewer) return <ClientSignIn title={title} />;
  return children;
}

interface GateProps {
  title: string;
  /** Prefix of the skeleton's and the problem's test ids. */
  testId: string;
  children: (detail: QuickDetail) => ReactNode;
}

function RequestGate({ title, testId, children }: GateProps) {
  const { t } = useTranslation(['quick', 'errors']);
  const { id } = useParams();
  const detail = useQuickDetail(id);
  if (detail.isPending) {
    return (
      <ClientQuickFrame title={title}>
        <PageSkeleton label={t('quick:loading')} testId={`${testId}-skeleton`} shape="sections" blocks={2} />
      </ClientQuickFrame>
    );
  }
  if (detail.isError) {
    return (
      <ClientQuickFrame title={title}>
        <PageProblem
          error={detail.error}
          testId={testId}
          notFoundTitle={t('quick:notFound.title')}
          notFoundBody={t('quick:notFound.body')}
          backTo={CLIENT_TRANSACTIONS_PATH}
          backLabel={t('quick:notFound.back')}
        />
      </ClientQuickFrame>
    );
  }
  return children(detail.data);
}

/** The quick request of the page's path, for a signed-in member: read once, then the page. */
export function ClientQuickGate(props: GateProps) {
  const viewer = useViewer();
  if (!viewer) return <ClientSignIn title={props.title} />;
  return <RequestGate {...props} />;
}
