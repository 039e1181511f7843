// A T-esigner profile as everyone reads it (issue 26): the head (cover band, avatar, name, the
// prosthesis types they handle, figures computed from real transactions: rating and reviews,
// completed orders, response time), their company, the portfolio as cover cards, the unit prices and
// the reviews; beside it on desktop (under the head on a phone) what the visitor may do, which the
// page passes in `actions`, and the key facts.
import type { DesignerProfile } from '@dcm/shared';
import { ArrowRight, Building2, CalendarDays, Clock, Images, MonitorCog, PackageCheck, PencilRuler, ReceiptText, ShieldCheck, Star, Users, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCodeName } from '../../../lib/codes.ts';
import { formatCount, formatRating, MISSING, useLocale } from '../../../lib/format.ts';
import { formatPrice, formatResponse } from '../display.ts';
import { PortfolioGallery } from '../portfolio/PortfolioGallery.tsx';
import { ProfileHeader } from './ProfileHeader.tsx';
import { ProfileLayout } from './ProfileLayout.tsx';
import { ProfileSection } from './ProfileSection.tsx';
import { FactsCard, type Fact } from './ProfileSide.tsx';

function Figure({ icon: Icon, label, children, testId, className = '' }: { icon: LucideIcon; label: string; children: ReactNode; testId: string; className?: string }) {
  return (
    <div className={`flex min-w-0 flex-col gap-1 bg-surface px-4 py-3 ${className}`}>
      <dt className="flex items-center gap-1.5 text-xs font-medium text-ink-subtle">
        <Icon aria-hidden className="size-3.5 text-brand-600" />
        {label}
      </dt>
      <dd className="font-bold text-ink tabular-nums" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/** The reviews' standing: the average out of ten with its star, how many, and the way to all of them. */
function ReviewsSection({ profile }: { profile: DesignerProfile }) {
  const { t } = useTranslation('profiles');
  const { rating, reviewCount } = profile.stats;
  const all = `/reView?designer=${profile.memberNo}`;
  return (
    <ProfileSection
      title={t('view.reviews')}
      icon={Star}
      testId="profile-reviews"
      action={
        reviewCount > 0 && (
          <Link to={all} className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700 underline-offset-4 hover:underline" data-testid="profile-reviews-link">
            {t('view.allReviews')}
            <ArrowRight aria-hidden className="size-4" />
          </Link>
        )
      }
    >
      {rating === null ? (
        <p className="rounded-control bg-sunken px-4 py-6 text-center text-sm text-ink-muted">{t('view.reviewsEmpty')}</p>
      ) : (
        <div className="flex items-center gap-4 rounded-control bg-sunken px-4 py-4">
          <span aria-hidden className="flex size-12 shrink-0 items-center justify-center rounded-full bg-surface shadow-card">
            <Star className="size-6 fill-accent-500 text-accent-500" />
          </span>
          <p className="flex flex-col">
            <span className="text-title font-bold text-ink tabular-nums">{formatRating(rating)}</span>
            <span className="text-sm text-ink-muted">{t('view.reviewsAverage', { count: reviewCount, shown: formatCount(reviewCount) })}</span>
          </p>
        </div>
      )}
    </ProfileSection>
  );
}

interface Props {
  profile: DesignerProfile;
  /** What the visitor may do (a card from ProfileSide), or nothing for the owner. */
  actions?: ReactNode;
  /** The owner's bar, above everything. */
  notice?: ReactNode;
  /** The owner's way to add a first portfolio item. */
  emptyPortfolioAction?: ReactNode;
}

export function DesignerProfileView({ profile, actions, notice, emptyPortfolioAction }: Props) {
  const { t } = useTranslation('profiles');
  const locale = useLocale();
  const regionName = useCodeName('region');
  const cadName = useCodeName('cad');
  const typeName = useCodeName('prosthesis');
  const { stats } = profile;
  const cad = profile.cadSoftware.map((c) => (c === 'other' && profile.cadOther ? `${cadName(c)} (${profile.cadOther})` : cadName(c)));
  const facts: Fact[] = [
    { icon: CalendarDays, label: t('fields.foundedYear'), value: profile.foundedYear === null ? MISSING : String(profile.foundedYear), testId: 'fact-founded' },
    { icon: Users, label: t('fields.technicianCount'), value: profile.technicianCount === null ? MISSING : t('view.people', { count: profile.technicianCount }), testId: 'fact-technicians' },
    { icon: MonitorCog, label: t('fields.cadSoftware'), value: cad.length === 0 ? MISSING : cad.join(', '), testId: 'fact-cad' },
    { icon: PencilRuler, label: t('fields.editCount'), value: t('view.times', { count: profile.editCount }), testId: 'fact-edit-count' },
    { icon: ShieldCheck, label: t('fields.warrantyDays'), value: t('view.days', { count: profile.warrantyDays }), testId: 'fact-warranty' },
  ];
  const side = (
    <>
      {actions}
      <FactsCard title={t('view.facts')} facts={facts} testId="profile-facts" />
    </>
  );

  return (
    <ProfileLayout
      kind="designer"
      notice={notice}
      side={side}
      header={
        <ProfileHeader
          testId="profile-header"
          name={profile.nickname}
          nameTestId="profile-nickname"
          avatarUrl={profile.profileImageUrl}
          where={`${t('view.designerKind')} · ${regionName(profile.region)}`}
          whereTestId="profile-region"
          chips={{
            title: t('fields.prosthesisTypes'),
            names: profile.prosthesisTypes.map(typeName),
            empty: t('view.noTypes'),
            testId: 'profile-types',
            listTestId: 'profile-type-chips',
          }}
          intro={profile.briefIntro}
          introTestId="profile-brief-intro"
          figures={
            <dl className="grid grid-cols-2 gap-px overflow-hidden rounded-control bg-line ring-1 ring-line sm:grid-cols-3" data-testid="profile-stats">
              <Figure icon={Star} label={t('stats.rating')} testId="stat-rating" className="col-span-2 sm:col-span-1">
                {stats.rating === null ? (
                  t('stats.noRating')
                ) : (
                  <span className="flex items-center gap-1.5">
                    <Star aria-hidden className="size-4 shrink-0 fill-accent-500 text-accent-500" />
                    <Link to={`/reView?designer=${profile.memberNo}`} className="underline decoration-brand-300 underline-offset-4 hover:text-brand-700" data-testid="stat-reviews-link">
                      {t('stats.ratingValue', { rating: formatRating(stats.rating), count: stats.reviewCount })}
                    </Link>
                  </span>
                )}
              </Figure>
              <Figure icon={PackageCheck} label={t('stats.completed')} testId="stat-completed">
                {t('stats.completedValue', { count: stats.completedOrders })}
              </Figure>
              <Figure icon={Clock} label={t('stats.response')} testId="stat-response">
                {formatResponse(t, stats.responseMinutes)}
              </Figure>
            </dl>
          }
        />
      }
    >
      {profile.companyIntro && (
        <ProfileSection title={t('fields.companyIntro')} icon={Building2} testId="profile-company">
          <p className="break-words whitespace-pre-line text-ink">{profile.companyIntro}</p>
        </ProfileSection>
      )}

      <ProfileSection title={t('view.portfolio')} icon={Images} testId="profile-portfolio">
        <PortfolioGallery items={profile.portfolio} emptyAction={emptyPortfolioAction} />
      </ProfileSection>

      <ProfileSection title={t('fields.prices')} icon={ReceiptText} testId="profile-prices">
        {profile.prices.length === 0 ? (
          <p className="rounded-control bg-sunken px-4 py-4 text-sm text-ink-muted">{t('view.noPrices')}</p>
        ) : (
          <table className="w-full text-sm sm:text-base">
            <thead className="sr-only">
              <tr>
                <th scope="col">{t('view.priceType')}</th>
                <th scope="col">{t('view.priceUnit')}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {profile.prices.map((row) => (
                <tr key={row.prosthesis} data-testid="price-row">
                  <th scope="row" className="py-3 pr-4 text-left font-medium text-ink">
                    {typeName(row.prosthesis)}
                  </th>
                  <td className="py-3 text-right font-bold text-brand-800 tabular-nums" data-testid={`price-value-${row.prosthesis}`}>
                    {formatPrice(row.price, profile.currency, locale)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </ProfileSection>

      <ReviewsSection profile={profile} />
    </ProfileLayout>
  );
}
