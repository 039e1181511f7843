// /designer/view/:id and /profile/view/:id: a T-esigner's public profile for anyone, signed in or
// not. A private or unknown profile is "not found" (the server answers 404 for both) except to its
// owner, who sees it with a notice and the way to edit it. A signed-in client may send a designated
// request from here (the profile's primary action) or chat; another signed-in member may keep them as
// a favourite, report or block them; a visitor is asked to sign in first.
import { MemberType } from '@dcm/shared';
import { Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageSkeleton } from '../../../components/PageStates.tsx';
import { Page } from '../../../components/ui/Page.tsx';
import { useUserStore } from '../../../lib/user-store.ts';
import { ChatButton } from '../../chat/index.ts';
import { RelationActions } from '../../relations/index.ts';
import { useDesignerProfile } from '../api.ts';
import { DesignerProfileView } from '../components/DesignerProfileView.tsx';
import { ActionCard, PROFILE_PRIMARY, SignInCard } from '../components/ProfileSide.tsx';
import { AddPortfolioLink, memberNoOf, OwnerBar, ProfileProblem } from './shared.tsx';

export default function DesignerProfilePage({ memberNo }: { memberNo?: number }) {
  const { t } = useTranslation(['profiles', 'errors']);
  const params = useParams();
  const no = memberNo ?? memberNoOf(params.id);
  const user = useUserStore((s) => s.user);
  const profile = useDesignerProfile(no);

  if (no === undefined || profile.isError || profile.isPending) {
    return (
      <Page width="working" testId="designer-profile-page">
        {no === undefined || profile.isError ? (
          <ProfileProblem no={no} error={profile.error} own={no !== undefined && user?.memberNo === no} testId="designer-profile" notFoundTitle={t('profiles:notFound.title')} />
        ) : (
          <PageSkeleton label={t('profiles:loading')} testId="designer-profile-skeleton" shape="sections" />
        )}
      </Page>
    );
  }

  const data = profile.data;
  const own = user?.memberNo === data.memberNo;
  const client = !own && user?.memberSe === MemberType.Client;
  let actions = null;
  if (!user) {
    actions = <SignInCard title={t('profiles:side.designerTitle')} body={t('profiles:side.signInDesigner')} />;
  } else if (!own) {
    actions = client ? (
      <ActionCard
        title={t('profiles:side.designerTitle')}
        body={t('profiles:side.designerBody')}
        quiet={<RelationActions memberNo={data.memberNo} name={data.nickname} kind="designer" />}
      >
        <Link to={`/request/target/write?designer=${data.memberNo}`} className={PROFILE_PRIMARY} data-testid="designated-request-link">
          <Send aria-hidden className="size-4" />
          {t('profiles:view.designatedRequest')}
        </Link>
        <ChatButton partnerNo={data.memberNo} partnerKind="designer" />
      </ActionCard>
    ) : (
      // Another T-esigner or a lab: no request to send, only favourite, report or block.
      <ActionCard quiet={<RelationActions memberNo={data.memberNo} name={data.nickname} kind="designer" />} />
    );
  }

  return (
    <DesignerProfileView
      profile={data}
      actions={actions}
      notice={own && <OwnerBar isPublic={data.isPublic} />}
      emptyPortfolioAction={own && <AddPortfolioLink />}
    />
  );
}
