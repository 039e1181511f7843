// A T-esigner profile as everyone reads it: who they are, figures computed from real transactions
// (rating and reviews, completed orders, response time), what they offer and at what unit price,
// and their portfolio. The page puts its own actions (edit, designated request) in `actions`.
import type { DesignerProfile } from '@dcm/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCodeName } from '../../../lib/codes.ts';
import { formatRating, MISSING, useLocale } from '../../../lib/format.ts';
import { formatPrice, formatResponse } from '../display.ts';
import { PortfolioGallery } from '../portfolio/PortfolioGallery.tsx';
import { CodeChips, ProfileAvatar, ProfileSection } from './ProfileSection.tsx';

function Stat({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-medium text-brand-800">{label}</dt>
      <dd className="text-base font-bold tabular-nums text-brand-900" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

export function DesignerProfileView({ profile, actions }: { profile: DesignerProfile; actions?: ReactNode }) {
  const { t } = useTranslation('profiles');
  const locale = useLocale();
  const regionName = useCodeName('region');
  const cadName = useCodeName('cad');
  const typeName = useCodeName('prosthesis');
  const { stats } = profile;
  const cad = profile.cadSoftware.map((c) => (c === 'other' && profile.cadOther ? `${cadName(c)} (${profile.cadOther})` : cadName(c)));
  const facts: Array<[string, string, string]> = [
    [t('fields.foundedYear'), profile.foundedYear === null ? MISSING : String(profile.foundedYear), 'fact-founded'],
    [t('fields.technicianCount'), profile.technicianCount === null ? MISSING : t('view.people', { count: profile.technicianCount }), 'fact-technicians'],
    [t('fields.cadSoftware'), cad.length === 0 ? MISSING : cad.join(', '), 'fact-cad'],
    [t('fields.editCount'), t('view.times', { count: profile.editCount }), 'fact-edit-count'],
    [t('fields.warrantyDays'), t('view.days', { count: profile.warrantyDays }), 'fact-warranty'],
  ];

  return (
    <div className="flex flex-col gap-4" data-testid="designer-profile">
      <header className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
        <div className="flex items-center gap-4">
          <ProfileAvatar url={profile.profileImageUrl} name={profile.nickname} />
          <div className="min-w-0 flex-1">
            <h1 className="break-words text-2xl font-bold" data-testid="profile-nickname">
              {profile.nickname}
            </h1>
            <p className="text-sm text-slate-600" data-testid="profile-region">
              {t('view.designerKind')} · {regionName(profile.region)}
            </p>
          </div>
        </div>
        {profile.briefIntro && (
          <p className="whitespace-pre-line break-words text-base" data-testid="profile-brief-intro">
            {profile.briefIntro}
          </p>
        )}
        <dl className="grid grid-cols-1 gap-3 rounded-xl bg-brand-50 px-4 py-3 min-[420px]:grid-cols-3" data-testid="profile-stats">
          <Stat label={t('stats.rating')} testId="stat-rating">
            {stats.rating === null ? (
              t('stats.noRating')
            ) : (
              <Link to={`/reView?designer=${profile.memberNo}`} className="underline decoration-brand-300 underline-offset-4 hover:text-brand-700" data-testid="stat-reviews-link">
                {t('stats.ratingValue', { rating: formatRating(stats.rating), count: stats.reviewCount })}
              </Link>
            )}
          </Stat>
          <Stat label={t('stats.completed')} testId="stat-completed">
            {t('stats.completedValue', { count: stats.completedOrders })}
          </Stat>
          <Stat label={t('stats.response')} testId="stat-response">
            {formatResponse(t, stats.responseMinutes)}
          </Stat>
        </dl>
        {actions && <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">{actions}</div>}
      </header>

      {profile.companyIntro && (
        <ProfileSection title={t('fields.companyIntro')} testId="profile-company">
          <p className="whitespace-pre-line break-words">{profile.companyIntro}</p>
        </ProfileSection>
      )}

      <ProfileSection title={t('view.facts')} testId="profile-facts">
        <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2">
          {facts.map(([label, value, testId]) => (
            <div key={testId} className="flex justify-between gap-4 border-b border-slate-100 pb-2 sm:flex-col sm:justify-start sm:gap-0.5 sm:border-0 sm:pb-0">
              <dt className="text-sm text-slate-500">{label}</dt>
              <dd className="text-right font-medium sm:text-left" data-testid={testId}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
      </ProfileSection>

      <ProfileSection title={t('fields.prosthesisTypes')} testId="profile-types">
        <CodeChips names={profile.prosthesisTypes.map(typeName)} testId="profile-type-chips" empty={MISSING} />
      </ProfileSection>

      <ProfileSection title={t('fields.prices')} testId="profile-prices">
        {profile.prices.length === 0 ? (
          <p className="text-sm text-slate-500">{t('view.noPrices')}</p>
        ) : (
          <table className="w-full text-sm">
            <thead className="sr-only">
              <tr>
                <th scope="col">{t('view.priceType')}</th>
                <th scope="col">{t('view.priceUnit')}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {profile.prices.map((row) => (
                <tr key={row.prosthesis} data-testid="price-row">
                  <th scope="row" className="py-2 pr-4 text-left font-normal">
                    {typeName(row.prosthesis)}
                  </th>
                  <td className="py-2 text-right font-semibold tabular-nums" data-testid={`price-value-${row.prosthesis}`}>
                    {formatPrice(row.price, profile.currency, locale)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </ProfileSection>

      <ProfileSection title={t('view.portfolio')} testId="profile-portfolio">
        <PortfolioGallery items={profile.portfolio} />
      </ProfileSection>
    </div>
  );
}
