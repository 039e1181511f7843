// /designer/view/:id and /profile/view/:id: a T-esigner's public profile for anyone, signed in or
// not. A private or unknown profile is "not found" (the server answers 404 for both) except to its
// owner, who sees it with a notice and the way to edit it. A signed-in client may send a designated
// request from here; another signed-in member may keep them as a favourite, report or block them.
import { MemberType } from '@dcm/shared';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageSkeleton } from '../../../components/PageStates.tsx';
import { useUserStore } from '../../../lib/user-store.ts';
import { ChatButton } from '../../chat/index.ts';
import { RelationActions } from '../../relations/index.ts';
import { useDesignerProfile } from '../api.ts';
import { DesignerProfileView } from '../components/DesignerProfileView.tsx';
import { memberNoOf, OwnerBar, ProfileProblem } from './shared.tsx';

export default function DesignerProfilePage({ memberNo }: { memberNo?: number }) {
  const { t } = useTranslation(['profiles', 'errors']);
  const params = useParams();
  const no = memberNo ?? memberNoOf(params.id);
  const user = useUserStore((s) => s.user);
  const profile = useDesignerProfile(no);

  let content;
  if (no === undefined || profile.isError) {
    content = <ProfileProblem no={no} error={profile.error} own={no !== undefined && user?.memberNo === no} testId="designer-profile" notFoundTitle={t('profiles:notFound.title')} />;
  } else if (profile.isPending) {
    content = <PageSkeleton label={t('profiles:loading')} testId="designer-profile-skeleton" shape="sections" />;
  } else {
    const own = user?.memberNo === profile.data.memberNo;
    const client = !own && user?.memberSe === MemberType.Client;
    content = (
      <>
        {own && <OwnerBar isPublic={profile.data.isPublic} />}
        <DesignerProfileView
          profile={profile.data}
          actions={
            user &&
            !own && (
              <>
                {client && (
                  <Link
                    to={`/request/target/write?designer=${profile.data.memberNo}`}
                    className="inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
                    data-testid="designated-request-link"
                  >
                    {t('profiles:view.designatedRequest')}
                  </Link>
                )}
                <ChatButton partnerNo={profile.data.memberNo} partnerKind="designer" />
                <RelationActions memberNo={profile.data.memberNo} name={profile.data.nickname} kind="designer" />
              </>
            )
          }
        />
      </>
    );
  }

  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-6 sm:py-10" data-testid="designer-profile-page">
      {content}
    </section>
  );
}
