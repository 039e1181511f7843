// /centerView/:id: a dental lab's public profile for anyone. A private or unknown profile is "not
// found" except to its owner, who sees it with a notice and the way to edit it. A lab with a
// T-esigner profile leads there (where a client sends it a designated request); a signed-in client
// may chat with the lab; another signed-in member may keep it as a favourite, report or block it; a
// visitor is asked to sign in first.
import { MemberType } from '@dcm/shared';
import { UserRoundSearch } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageSkeleton } from '../../../components/PageStates.tsx';
import { Page } from '../../../components/ui/Page.tsx';
import { useUserStore } from '../../../lib/user-store.ts';
import { ChatButton } from '../../chat/index.ts';
import { RelationActions } from '../../relations/index.ts';
import { useLabProfile } from '../api.ts';
import { LabProfileView } from '../components/LabProfileView.tsx';
import { ActionCard, PROFILE_PRIMARY, PROFILE_SECONDARY, SignInCard } from '../components/ProfileSide.tsx';
import { AddPortfolioLink, memberNoOf, OwnerBar, ProfileProblem } from './shared.tsx';

export default function LabProfilePage({ memberNo }: { memberNo?: number }) {
  const { t } = useTranslation(['profiles', 'errors']);
  const params = useParams();
  const no = memberNo ?? memberNoOf(params.id);
  const user = useUserStore((s) => s.user);
  const profile = useLabProfile(no);

  if (no === undefined || profile.isError || profile.isPending) {
    return (
      <Page width="working" testId="lab-profile-page">
        {no === undefined || profile.isError ? (
          <ProfileProblem no={no} error={profile.error} own={no !== undefined && user?.memberNo === no} testId="lab-profile" notFoundTitle={t('profiles:notFound.labTitle')} />
        ) : (
          <PageSkeleton label={t('profiles:loading')} testId="lab-profile-skeleton" shape="sections" />
        )}
      </Page>
    );
  }

  const data = profile.data;
  const own = user?.memberNo === data.memberNo;
  const name = data.businessName || data.nickname;
  // Signed out, signing in comes first; the way to the lab's T-esigner profile follows it.
  const designerLink = data.hasDesignerProfile && (
    <Link to={`/designer/view/${data.memberNo}`} className={user ? PROFILE_PRIMARY : PROFILE_SECONDARY} data-testid="lab-designer-link">
      <UserRoundSearch aria-hidden className="size-4" />
      {t('profiles:view.labDesignerLink')}
    </Link>
  );
  const body = data.hasDesignerProfile ? t('profiles:side.labBodyDesigner') : t('profiles:side.labBody');
  let actions = null;
  if (!user) {
    actions = (
      <SignInCard title={t('profiles:side.labTitle')} body={t('profiles:side.signInLab')}>
        {designerLink}
      </SignInCard>
    );
  } else if (!own) {
    const relations = <RelationActions memberNo={data.memberNo} name={name} kind="lab" />;
    actions =
      user.memberSe === MemberType.Client ? (
        <ActionCard title={t('profiles:side.labTitle')} body={body} quiet={relations}>
          {designerLink}
          <ChatButton partnerNo={data.memberNo} partnerKind="lab" />
        </ActionCard>
      ) : (
        // Another lab or a T-esigner: no work to ask for, only the lab's T-esigner profile, favourite, report or block.
        <ActionCard quiet={relations}>{designerLink}</ActionCard>
      );
  } else if (designerLink) {
    actions = <ActionCard title={t('profiles:side.labOwnTitle')}>{designerLink}</ActionCard>;
  }

  return (
    <LabProfileView profile={data} actions={actions} notice={own && <OwnerBar isPublic={data.isPublic} />} emptyPortfolioAction={own && <AddPortfolioLink />} />
  );
}
