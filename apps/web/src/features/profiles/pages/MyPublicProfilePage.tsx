// /profileDetail, /designerView, /myPageDesignerPub, /myPageCenterPub: the signed-in member's own
// profile as others see it, the same screen as /designer/view/:id or /centerView/:id (issue 10).
// The designer routes show a lab's T-esigner profile; the others follow the member's kind.
import { memberKind } from '@dcm/shared';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/ui/Page.tsx';
import { useUserStore } from '../../../lib/user-store.ts';
import { SignInFirst } from '../components/SignInFirst.tsx';
import DesignerProfilePage from './DesignerProfilePage.tsx';
import LabProfilePage from './LabProfilePage.tsx';

export default function MyPublicProfilePage({ view }: { view?: 'designer' | 'lab' }) {
  const { t } = useTranslation('profiles');
  const user = useUserStore((s) => s.user);
  const kind = user ? memberKind(user.memberSe) : 'client';
  if (!user)
    return (
      <Page width="reading">
        <SignInFirst />
      </Page>
    );
  if (kind === 'client')
    return (
      <Page width="reading">
        <p role="status" className="rounded-card border border-dashed border-line bg-surface px-4 py-8 text-center text-ink-muted" data-testid="my-profile-client">
          {t('modify.clientNotice')}
        </p>
      </Page>
    );
  const lab = kind === 'lab' && view !== 'designer';
  return lab ? <LabProfilePage memberNo={user.memberNo} /> : <DesignerProfilePage memberNo={user.memberNo} />;
}
