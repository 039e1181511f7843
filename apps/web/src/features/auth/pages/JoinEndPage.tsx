import { ApprovalStatus } from '@dcm/shared';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useUserStore } from '../../../lib/user-store.ts';

const stateKey: Record<string, string> = {
  [ApprovalStatus.Pending]: 'pending',
  [ApprovalStatus.Approved]: 'approved',
  [ApprovalStatus.Rejected]: 'rejected',
  [ApprovalStatus.Suspended]: 'suspended',
  [ApprovalStatus.Withdrawn]: 'withdrawn',
};

/** The login-end screen: receives memberApprovalSe in the navigation state (SPEC §2). */
export default function JoinEndPage() {
  const { t } = useTranslation('auth');
  const location = useLocation();
  const fromStore = useUserStore((s) => s.permissions);
  const code = (location.state as { memberApprovalSe?: string } | null)?.memberApprovalSe ?? fromStore;
  const key = stateKey[code] ?? 'pending';
  return (
    <section data-testid="join-end" data-state={key} className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-20 text-center">
      <img src="/logo.svg" alt="" width={56} height={56} />
      <h1 className="text-2xl font-bold">{t(`joinEnd.${key}.title`)}</h1>
      <p className="whitespace-pre-line text-slate-600">{t(`joinEnd.${key}.body`)}</p>
      <Link to="/" className="rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800">
        {t('joinEnd.home')}
      </Link>
    </section>
  );
}
