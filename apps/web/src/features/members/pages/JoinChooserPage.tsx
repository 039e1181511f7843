// /join and /login/join: which kind of member is joining (SPEC §1, §6).
import { ApprovalStatus } from '@dcm/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../../../components/ui/Page.tsx';
import { useUserStore } from '../../../lib/user-store.ts';
import { joinKindOf, type JoinKind } from '../kinds.ts';

const kinds: JoinKind[] = ['client', 'center', 'designer'];

export default function JoinChooserPage() {
  const { t } = useTranslation('members');
  const user = useUserStore((s) => s.user);
  const rejected = useUserStore((s) => s.permissions) === ApprovalStatus.Rejected && !!user;

  return (
    <Page width="reading" testId="join-chooser">
      <div className="mx-auto w-full max-w-xl">
        <h1 className="mb-2 text-2xl font-bold">{t('chooser.title')}</h1>
        <p className="mb-6 text-ink-muted">{t('chooser.subtitle')}</p>
        {rejected && (
          <p role="note" className="mb-6 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900">
            {t('chooser.rejected')}{' '}
            <Link to={`/login/join/${joinKindOf(user.memberSe)}`} className="font-semibold underline">
              {t('chooser.resubmit')}
            </Link>
          </p>
        )}
        <ul className="flex flex-col gap-3">
          {kinds.map((kind) => (
            <li key={kind}>
              <Link
                to={`/login/join/${kind}`}
                className="flex items-start gap-4 rounded-2xl border border-line bg-white p-4 hover:border-brand-600 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 sm:p-5"
                data-testid={`join-kind-${kind}`}
              >
                <span className="flex flex-1 flex-col gap-1">
                  <span className="text-lg font-bold">{t(`chooser.${kind}.title`)}</span>
                  <span className="text-ink-muted">{t(`chooser.${kind}.who`)}</span>
                  {kind === 'center' && <span className="text-sm text-ink-subtle">{t('chooser.center.note')}</span>}
                </span>
                <span aria-hidden="true" className="self-center text-ink-subtle">
                  ›
                </span>
              </Link>
            </li>
          ))}
        </ul>
        <p className="mt-8 text-center text-sm text-ink-muted">
          {t('chooser.haveAccount')}{' '}
          <Link to="/login" className="font-medium text-brand-700 hover:underline">
            {t('chooser.login')}
          </Link>
        </p>
      </div>
    </Page>
  );
}
