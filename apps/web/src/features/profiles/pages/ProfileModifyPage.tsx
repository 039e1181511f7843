// /profileModify: the signed-in T-esigner's or dental lab's own profiles, edited, and their
// portfolio. A T-esigner edits the T-esigner profile; a lab edits its lab profile and may add a
// T-esigner profile, which CAD transactions and designated requests need (SPEC §6). A client is
// told profiles are for T-esigners and labs.
import { memberKind, type MyProfiles } from '@dcm/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageProblem, PageSkeleton } from '../../../components/PageStates.tsx';
import { Page } from '../../../components/ui/Page.tsx';
import { useUserStore } from '../../../lib/user-store.ts';
import { useMyProfiles } from '../api.ts';
import { DesignerProfileForm } from '../components/DesignerProfileForm.tsx';
import { LabProfileForm } from '../components/LabProfileForm.tsx';
import { SignInFirst } from '../components/SignInFirst.tsx';
import { ProfileSection } from '../components/ProfileSection.tsx';
import { PortfolioManager } from '../portfolio/PortfolioManager.tsx';

const linkClass = 'inline-flex min-h-11 items-center justify-center rounded-lg border border-line bg-surface px-4 font-semibold hover:bg-sunken';

/** A lab without a T-esigner profile: why it may want one, and the way to add it. */
function AddDesignerProfile({ onAdd }: { onAdd: () => void }) {
  const { t } = useTranslation('profiles');
  return (
    <section className="flex flex-col gap-3 rounded-card border border-brand-200 bg-brand-50 p-4 sm:p-6" data-testid="add-designer-profile">
      <h2 className="text-lg font-bold text-brand-900">{t('modify.addDesigner.title')}</h2>
      <p className="text-sm text-brand-900">{t('modify.addDesigner.body')}</p>
      <button
        type="button"
        onClick={onAdd}
        className="inline-flex min-h-12 w-full items-center justify-center rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800 sm:w-auto sm:self-start"
        data-testid="add-designer-profile-button"
      >
        {t('modify.addDesigner.action')}
      </button>
    </section>
  );
}

function Editor({ me }: { me: MyProfiles }) {
  const { t } = useTranslation('profiles');
  const [adding, setAdding] = useState(false);
  const lab = me.kind === 'lab' ? me.lab : null;
  const designer = me.designer;
  const owner = designer ?? lab;
  const showDesigner = designer !== null || adding;

  return (
    <div className="flex flex-col gap-6">
      {owner && (
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          {lab && (
            <Link to={`/centerView/${lab.memberNo}`} className={linkClass} data-testid="view-lab-profile">
              {t('modify.viewLab')}
            </Link>
          )}
          {designer && (
            <Link to={`/designer/view/${designer.memberNo}`} className={linkClass} data-testid="view-designer-profile">
              {t('modify.viewDesigner')}
            </Link>
          )}
        </div>
      )}
      {lab && <LabProfileForm profile={lab} />}
      {lab && !showDesigner && <AddDesignerProfile onAdd={() => setAdding(true)} />}
      {showDesigner && (
        <>
          {lab && !designer && <p className="text-sm text-ink-muted" data-testid="adding-designer-note">{t('modify.addDesigner.note')}</p>}
          <DesignerProfileForm key="designer" profile={designer} currency={(designer ?? lab)?.currency ?? 'KRW'} />
        </>
      )}
      <ProfileSection title={t('view.portfolio')} testId="profile-portfolio-manager">
        <PortfolioManager items={me.portfolio} />
      </ProfileSection>
    </div>
  );
}

function MemberProfiles() {
  const { t } = useTranslation(['profiles', 'errors']);
  const me = useMyProfiles();
  if (me.isPending) return <PageSkeleton label={t('profiles:loading')} testId="profile-modify-skeleton" shape="sections" />;
  if (me.isError)
    return (
      <PageProblem error={me.error} testId="profile-modify" notFoundTitle={t('profiles:notFound.title')} notFoundBody={t('profiles:notFound.body')} backTo="/" backLabel={t('profiles:notFound.back')} />
    );
  return <Editor me={me.data} />;
}

export default function ProfileModifyPage() {
  const { t } = useTranslation('profiles');
  const user = useUserStore((s) => s.user);
  const client = !!user && memberKind(user.memberSe) === 'client';

  return (
    <Page width="reading" testId="profile-modify-page">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold">{t('modify.title')}</h1>
        <p className="text-sm text-ink-muted">{t('modify.intro')}</p>
      </header>
      {!user ? (
        <SignInFirst />
      ) : client ? (
        <p role="status" className="rounded-card border border-dashed border-line-strong bg-surface px-4 py-8 text-center text-ink-muted" data-testid="profile-modify-client">
          {t('modify.clientNotice')}
        </p>
      ) : (
        <MemberProfiles />
      )}
    </Page>
  );
}
