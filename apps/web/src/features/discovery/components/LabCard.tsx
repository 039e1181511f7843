// A dental lab in a list (search, favourites): photo, business name, region, introduction and
// specializations. The card opens the lab's profile; the heart sits beside the link.
import type { LabCard as LabCardData } from '@dcm/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCodeName } from '../../../lib/codes.ts';
import { FavouriteButton, useCanFavourite } from '../../relations/index.ts';

export function LabCard({ card }: { card: LabCardData }) {
  const { t } = useTranslation('discovery');
  const regionName = useCodeName('region');
  const specializationName = useCodeName('specialization');
  const canFavourite = useCanFavourite(card.memberNo);
  const name = card.businessName || card.nickname;

  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-sm" data-testid="lab-card">
      <Link to={`/centerView/${card.memberNo}`} className="flex h-full flex-col focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600" data-testid="lab-card-link">
        {card.photoUrl ? (
          <img src={card.photoUrl} alt="" loading="lazy" className="aspect-[16/9] w-full bg-sunken object-cover" data-testid="lab-card-photo" />
        ) : (
          <div aria-hidden className="aspect-[16/9] w-full bg-gradient-to-br from-canvas to-brand-100" />
        )}
        <div className="flex flex-1 flex-col gap-2 p-4">
          <h2 className="truncate text-lg font-bold" data-testid="lab-card-name">
            {name}
          </h2>
          <p className="text-sm text-ink-muted" data-testid="lab-card-region">
            {regionName(card.region)}
            {card.hasDesignerProfile && <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs text-brand-800">{t('card.alsoDesigner')}</span>}
          </p>
          {card.introduction && (
            <p className="line-clamp-2 break-words text-sm text-ink-muted" data-testid="lab-card-intro">
              {card.introduction}
            </p>
          )}
          {card.specializations.length > 0 && (
            <ul className="mt-auto flex flex-wrap gap-1.5 pt-1" aria-label={t('card.specializations')} data-testid="lab-card-specializations">
              {card.specializations.map((code) => (
                <li key={code} className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs text-brand-900">
                  {specializationName(code)}
                </li>
              ))}
            </ul>
          )}
        </div>
      </Link>
      {canFavourite && (
        <div className="absolute right-3 top-3">
          <FavouriteButton memberNo={card.memberNo} name={name} favourite={card.favourite} />
        </div>
      )}
    </article>
  );
}
