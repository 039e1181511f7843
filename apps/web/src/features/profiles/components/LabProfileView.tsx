// A dental lab profile as everyone reads it: business name, introduction, region, prosthesis types,
// specializations, photos and 3D portfolio, and the way to its T-esigner profile when it has one.
import type { LabProfile } from '@dcm/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCodeName } from '../../../lib/codes.ts';
import { MISSING } from '../../../lib/format.ts';
import { PortfolioGallery } from '../portfolio/PortfolioGallery.tsx';
import { CodeChips, ProfileAvatar, ProfileSection } from './ProfileSection.tsx';
import { FileImage } from '../../../components/FileImage.tsx';

export function LabProfileView({ profile, actions }: { profile: LabProfile; actions?: ReactNode }) {
  const { t } = useTranslation('profiles');
  const regionName = useCodeName('region');
  const typeName = useCodeName('prosthesis');
  const specializationName = useCodeName('specialization');
  const name = profile.businessName || profile.nickname;

  return (
    <div className="flex flex-col gap-4" data-testid="lab-profile">
      <header className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
        <div className="flex items-center gap-4">
          <ProfileAvatar url={profile.profileImageUrl} name={name} />
          <div className="min-w-0 flex-1">
            <h1 className="break-words text-2xl font-bold" data-testid="lab-business-name">
              {name}
            </h1>
            <p className="text-sm text-slate-600" data-testid="lab-region">
              {t('view.labKind')} · {regionName(profile.region)}
            </p>
          </div>
        </div>
        {profile.introduction && (
          <p className="whitespace-pre-line break-words" data-testid="lab-introduction-text">
            {profile.introduction}
          </p>
        )}
        {(profile.hasDesignerProfile || actions) && (
          <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
            {profile.hasDesignerProfile && (
              <Link
                to={`/designer/view/${profile.memberNo}`}
                className="inline-flex min-h-11 items-center justify-center rounded-lg border border-brand-700 px-4 font-semibold text-brand-700 hover:bg-brand-50"
                data-testid="lab-designer-link"
              >
                {t('view.labDesignerLink')}
              </Link>
            )}
            {actions}
          </div>
        )}
      </header>

      <ProfileSection title={t('fields.prosthesisTypes')} testId="lab-types">
        <CodeChips names={profile.prosthesisTypes.map(typeName)} testId="lab-type-chips" empty={MISSING} />
      </ProfileSection>

      <ProfileSection title={t('fields.specializations')} testId="lab-specializations-view">
        <CodeChips names={profile.specializations.map(specializationName)} testId="lab-specialization-chips" empty={MISSING} />
      </ProfileSection>

      <ProfileSection title={t('fields.photos')} testId="lab-photos-view">
        {profile.photos.length === 0 ? (
          <p className="text-sm text-slate-500">{t('view.noPhotos')}</p>
        ) : (
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
            {profile.photos.map((photo, i) => (
              <li key={photo.id}>
                <FileImage src={photo.url} alt={t('view.photoAlt', { name, n: i + 1 })} loading="lazy" className="aspect-[4/3] w-full rounded-lg object-cover" data-testid="lab-photo" />
              </li>
            ))}
          </ul>
        )}
      </ProfileSection>

      <ProfileSection title={t('view.portfolio')} testId="lab-portfolio">
        <PortfolioGallery items={profile.portfolio} />
      </ProfileSection>
    </div>
  );
}
