// /centerView/:id: a dental lab's public profile for anyone. A private or unknown profile is "not
// found" except to its owner, who sees it with a notice and the way to edit it. Another signed-in
// member may keep the lab as a favourite, report or block it.
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageSkeleton } from '../../../components/PageStates.tsx';
import { useUserStore } from '../../../lib/user-store.ts';
import { ChatButton } from '../../chat/index.ts';
import { RelationActions } from '../../relations/index.ts';
import { useLabProfile } from '../api.ts';
import { LabProfileView } from '../components/LabProfileView.tsx';
import { memberNoOf, OwnerBar, ProfileProblem } from './shared.tsx';

export default function LabProfilePage({ memberNo }: { memberNo?: number }) {
  const { t } = useTranslation(['profiles', 'errors']);
  const params = useParams();
  const no = memberNo ?? memberNoOf(params.id);
  const user = useUserStore((s) => s.user);
  const profile = useLabProfile(no);

  let content;
  if (no === undefined || profile.isError) {
    content = <ProfileProblem no={no} error={profile.error} own={no !== undefined && user?.memberNo === no} testId="lab-profile" notFoundTitle={t('profiles:notFound.labTitle')} />;
  } else if (profile.isPending) {
    content = <PageSkeleton label={t('profiles:loading')} testId="lab-profile-skeleton" shape="sections" />;
  } else {
    const own = user?.memberNo === profile.data.memberNo;
    const name = profile.data.businessName || profile.data.nickname;
    content = (
      <>
        {own && <OwnerBar isPublic={profile.data.isPublic} />}
        <LabProfileView
          profile={profile.data}
          actions={
            user &&
            !own && (
              <>
                <ChatButton partnerNo={profile.data.memberNo} partnerKind="lab" />
                <RelationActions memberNo={profile.data.memberNo} name={name} kind="lab" />
              </>
            )
          }
        />
      </>
    );
  }

  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-6 sm:py-10" data-testid="lab-profile-page">
      {content}
    </section>
  );
}
