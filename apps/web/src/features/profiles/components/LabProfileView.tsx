// A dental lab profile as everyone reads it (issue 26): the head (cover band, avatar, business name,
// region, specializations as chips, introduction), its photos and 3D portfolio; beside it on desktop
// (under the head on a phone) what the visitor may do, which the page passes in `actions`, and the
// prosthesis types it handles.
import type { LabProfile } from '@dcm/shared';
import { Camera, Images, Layers } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FileImage } from '../../../components/FileImage.tsx';
import { useCodeName } from '../../../lib/codes.ts';
import { MISSING } from '../../../lib/format.ts';
import { PortfolioGallery } from '../portfolio/PortfolioGallery.tsx';
import { ProfileHeader } from './ProfileHeader.tsx';
import { ProfileLayout } from './ProfileLayout.tsx';
import { CodeChips, ProfileSection } from './ProfileSection.tsx';

interface Props {
  profile: LabProfile;
  /** What the visitor may do (a card from ProfileSide), or nothing for the owner. */
  actions?: ReactNode;
  /** The owner's bar, above everything. */
  notice?: ReactNode;
  /** The owner's way to add a first portfolio item. */
  emptyPortfolioAction?: ReactNode;
}

export function LabProfileView({ profile, actions, notice, emptyPortfolioAction }: Props) {
  const { t } = useTranslation('profiles');
  const regionName = useCodeName('region');
  const typeName = useCodeName('prosthesis');
  const specializationName = useCodeName('specialization');
  const name = profile.businessName || profile.nickname;
  const side = (
    <>
      {actions}
      <ProfileSection title={t('fields.prosthesisTypes')} icon={Layers} testId="lab-types">
        <CodeChips names={profile.prosthesisTypes.map(typeName)} testId="lab-type-chips" empty={MISSING} />
      </ProfileSection>
    </>
  );

  return (
    <ProfileLayout
      kind="lab"
      notice={notice}
      side={side}
      header={
        <ProfileHeader
          testId="lab-profile-header"
          name={name}
          nameTestId="lab-business-name"
          avatarUrl={profile.profileImageUrl}
          where={`${t('view.labKind')} · ${regionName(profile.region)}`}
          whereTestId="lab-region"
          chips={{
            title: t('fields.specializations'),
            names: profile.specializations.map(specializationName),
            empty: t('view.noSpecializations'),
            testId: 'lab-specializations-view',
            listTestId: 'lab-specialization-chips',
          }}
          intro={profile.introduction}
          introTestId="lab-introduction-text"
        />
      }
    >
      <ProfileSection title={t('fields.photos')} icon={Camera} testId="lab-photos-view">
        {profile.photos.length === 0 ? (
          <p className="rounded-control bg-sunken px-4 py-4 text-sm text-ink-muted">{t('view.noPhotos')}</p>
        ) : (
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-3">
            {profile.photos.map((photo, i) => (
              <li key={photo.id} className="overflow-hidden rounded-control bg-sunken">
                <FileImage src={photo.url} alt={t('view.photoAlt', { name, n: i + 1 })} loading="lazy" className="aspect-[4/3] w-full object-cover" data-testid="lab-photo" />
              </li>
            ))}
          </ul>
        )}
      </ProfileSection>

      <ProfileSection title={t('view.portfolio')} icon={Images} testId="lab-portfolio">
        <PortfolioGallery items={profile.portfolio} emptyAction={emptyPortfolioAction} />
      </ProfileSection>
    </ProfileLayout>
  );
}
