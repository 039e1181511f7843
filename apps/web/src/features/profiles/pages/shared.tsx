// What the profile pages share: the member number in the address, the profile that could not be
// shown, the owner's bar and their way to a first portfolio item.
import { Eye, EyeOff, PenLine, Plus } from 'lucide-react';
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
  const Icon = isPublic ? Eye : EyeOff;
  return (
    <div
      className={`flex flex-col gap-3 rounded-card px-4 py-3 ring-1 sm:flex-row sm:items-center sm:justify-between sm:px-5 ${isPublic ? 'bg-brand-50 ring-brand-100' : 'bg-warning-50 ring-warning-200'}`}
      data-testid="profile-owner-bar"
    >
      <p className={`flex items-start gap-2 text-sm ${isPublic ? 'text-brand-900' : 'text-warning-800'}`} role={isPublic ? undefined : 'status'} data-testid={isPublic ? 'profile-public-notice' : 'profile-private-notice'}>
        <Icon aria-hidden className="mt-0.5 size-4 shrink-0" />
        {isPublic ? t('owner.public') : t('owner.private')}
      </p>
      <Link
        to="/profileModify"
        className="inline-flex min-h-11 shrink-0 items-center justify-center gap-1.5 rounded-control border border-line bg-surface px-4 font-semibold text-ink hover:bg-sunken"
        data-testid="profile-edit-link"
      >
        <PenLine aria-hidden className="size-4" />
        {t('owner.edit')}
      </Link>
    </div>
  );
}

/** The owner's next step under an empty portfolio. */
export function AddPortfolioLink() {
  const { t } = useTranslation('portfolio');
  return (
    <Link
      to="/profileModify"
      className="inline-flex min-h-11 items-center justify-center gap-1.5 rounded-control bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
      data-testid="profile-add-portfolio"
    >
      <Plus aria-hidden className="size-4" />
      {t('manager.add')}
    </Link>
  );
}
