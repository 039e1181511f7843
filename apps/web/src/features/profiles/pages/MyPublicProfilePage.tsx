// /profileDetail, /designerView, /myPageDesignerPub, /myPageCenterPub: the signed-in member's own
// profile as others see it, the same screen as /designer/view/:id or /centerView/:id (issue 10).
// The designer routes show a lab's T-esigner profile; the others follow the member's kind.
import { memberKind } from '@dcm/shared';
import { useTranslation } from 'react-i18next';
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
      <section className="mx-auto w-full max-w-3xl px-4 py-6 sm:py-10">
        <SignInFirst />
      </section>
    );
  if (kind === 'client')
    return (
      <section className="mx-auto w-full max-w-3xl px-4 py-6 sm:py-10">
        <p role="status" className="rounded-2xl border border-dashed border-slate-300 bg-white px-4 py-8 text-center text-slate-700" data-testid="my-profile-client">
          {t('modify.clientNotice')}
        </p>
      </section>
    );
  const lab = kind === 'lab' && view !== 'designer';
  return lab ? <LabProfilePage memberNo={user.memberNo} /> : <DesignerProfilePage memberNo={user.memberNo} />;
}
