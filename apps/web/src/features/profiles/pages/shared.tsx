// What the profile pages share: the member number in the address, the profile that could not be
// shown, and the owner's bar.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageProblem } from '../../../components/PageStates.tsx';

/** A positive whole member number, or undefined for anything else in the address. */
export function memberNoOf(value: string | undefined): number | undefined {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : undefined;
}

/**
 * A profile that cannot be shown: not found (private, unknown or blocked) or an error. The owner's
 * own is missing only before its first save, so they get the way to write it, not "not found".
 */
export function ProfileProblem({ no, error, own, testId, notFoundTitle }: { no: number | undefined; error: Error | null; own: boolean; testId: string; notFoundTitle: string }) {
  const { t } = useTranslation(['profiles', 'errors']);
  return (
    <PageProblem
      error={no === undefined ? null : error}
      testId={testId}
      notFoundTitle={own ? t('profiles:owner.noneTitle') : notFoundTitle}
      notFoundBody={own ? t('profiles:owner.noneBody') : t('profiles:notFound.body')}
      backTo={own ? '/profileModify' : '/'}
      backLabel={own ? t('profiles:owner.edit') : t('profiles:notFound.back')}
    />
  );
}

/** The owner's view of their own profile: the way to edit it, and a notice while it is private. */
export function OwnerBar({ isPublic }: { isPublic: boolean }) {
  const { t } = useTranslation('profiles');
  return (
    <div className="flex flex-col gap-3 rounded-2xl bg-slate-100 px-4 py-3 sm:flex-row sm:items-center sm:justify-between" data-testid="profile-owner-bar">
      <p className="text-sm text-slate-700" role={isPublic ? undefined : 'status'} data-testid={isPublic ? 'profile-public-notice' : 'profile-private-notice'}>
        {isPublic ? t('owner.public') : t('owner.private')}
      </p>
      <Link
        to="/profileModify"
        className="inline-flex min-h-11 shrink-0 items-center justify-center rounded-lg border border-slate-300 bg-white px-4 font-semibold hover:bg-slate-50"
        data-testid="profile-edit-link"
      >
        {t('owner.edit')}
      </Link>
    </div>
  );
}
