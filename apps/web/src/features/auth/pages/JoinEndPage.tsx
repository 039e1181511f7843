import { ApprovalStatus, memberKind } from '@dcm/shared';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Page } from '../../../components/ui/Page.tsx';
import { useUserStore } from '../../../lib/user-store.ts';

const stateKey: Record<string, string> = {
  [ApprovalStatus.Pending]: 'pending',
  [ApprovalStatus.Approved]: 'approved',
  [ApprovalStatus.Rejected]: 'rejected',
  [ApprovalStatus.Suspended]: 'suspended',
  [ApprovalStatus.Withdrawn]: 'withdrawn',
};

/** The join form a member corrects: the route paths of SPEC §2 say `center` for a dental lab. */
const joinPathOf = { client: '/login/join/client', lab: '/login/join/center', designer: '/login/join/designer' } as const;

interface EndState {
  memberApprovalSe?: string;
  memberApprovalReason?: string | null;
  memberSe?: string;
}

/** The login-end screen: receives memberApprovalSe in the navigation state (SPEC §2). */
export default function JoinEndPage() {
  const { t } = useTranslation('auth');
  const location = useLocation();
  const fromStore = useUserStore((s) => s.permissions);
  const user = useUserStore((s) => s.user);
  const state = (location.state as EndState | null) ?? {};
  const code = state.memberApprovalSe ?? fromStore;
  const key = stateKey[code] ?? 'pending';
  const rejected = code === ApprovalStatus.Rejected;
  const reason = state.memberApprovalReason ?? user?.memberApprovalReason ?? null;
  const memberSe = state.memberSe ?? user?.memberSe;

  return (
    <Page width="reading">
      <section data-testid="join-end" data-state={key} className="mx-auto flex w-full max-w-lg flex-col items-center gap-4 py-14 text-center">
        <img src="/logo.svg" alt="" width={56} height={56} />
        <h1 className="text-2xl font-bold">{t(`joinEnd.${key}.title`)}</h1>
        <p className="whitespace-pre-line text-ink-muted">{t(`joinEnd.${key}.body`)}</p>
        {rejected && reason && (
          <div className="w-full rounded-xl border border-red-200 bg-red-50 p-4 text-left" data-testid="join-end-reason">
            <p className="text-sm font-semibold text-red-800">{t('joinEnd.rejected.reasonLabel')}</p>
            <p className="mt-1 whitespace-pre-line break-words text-red-900">{reason}</p>
          </div>
        )}
        {rejected ? (
          <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
            <Link
              to={memberSe ? joinPathOf[memberKind(memberSe)] : '/login/join'}
              className="rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
              data-testid="join-end-resubmit"
            >
              {t('joinEnd.rejected.resubmit')}
            </Link>
            <Link to="/" className="rounded-lg border border-line-strong px-5 py-2.5 font-medium hover:bg-sunken">
              {t('joinEnd.home')}
            </Link>
          </div>
        ) : (
          <Link to="/" className="rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800">
            {t('joinEnd.home')}
          </Link>
        )}
      </section>
    </Page>
  );
}
