// A T-esigner in a list (search, favourites): cover, who they are, figures from real transactions and
// the price of the searched type (or their lowest). The whole card opens the profile; the heart sits
// beside the link, not inside it, so each is its own target.
import type { DesignerCard as DesignerCardData } from '@dcm/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCodeName } from '../../../lib/codes.ts';
import { formatRating, useLocale } from '../../../lib/format.ts';
import { formatPrice, formatResponse, ProfileAvatar } from '../../profiles/index.ts';
import { FavouriteButton, useCanFavourite } from '../../relations/index.ts';

/** `exactPrice`: the list is of one prosthesis type, so the price is that type's; otherwise it is their lowest. */
export function DesignerCard({ card, exactPrice = false }: { card: DesignerCardData; exactPrice?: boolean }) {
  const { t } = useTranslation(['discovery', 'profiles']);
  const locale = useLocale();
  const regionName = useCodeName('region');
  const canFavourite = useCanFavourite(card.memberNo);
  const { stats } = card;

  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-sm" data-testid="designer-card">
      <Link
        to={`/designer/view/${card.memberNo}`}
        className="flex h-full flex-col focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
        data-testid="designer-card-link"
      >
        {card.coverUrl ? (
          <img src={card.coverUrl} alt="" loading="lazy" className="aspect-[16/9] w-full bg-sunken object-cover" data-testid="designer-card-cover" />
        ) : (
          <div aria-hidden className="aspect-[16/9] w-full bg-gradient-to-br from-brand-50 to-brand-100" />
        )}
        <div className="flex flex-1 flex-col gap-3 p-4">
          <div className="flex items-center gap-3">
            <ProfileAvatar url={card.profileImageUrl} name={card.nickname} />
            <div className="min-w-0 flex-1">
              <h2 className="truncate text-lg font-bold" data-testid="designer-card-nickname">
                {card.nickname}
              </h2>
              <p className="text-sm text-ink-muted" data-testid="designer-card-region">
                {regionName(card.region)}
              </p>
            </div>
          </div>
          {card.briefIntro && (
            <p className="line-clamp-2 break-words text-sm text-ink-muted" data-testid="designer-card-intro">
              {card.briefIntro}
            </p>
          )}
          <dl className="mt-auto grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
            <div>
              <dt className="text-xs text-ink-subtle">{t('profiles:stats.rating')}</dt>
              <dd className="font-semibold tabular-nums" data-testid="designer-card-rating">
                {stats.rating === null ? t('profiles:stats.noRating') : t('profiles:stats.ratingValue', { rating: formatRating(stats.rating), count: stats.reviewCount })}
              </dd>
            </div>
            <div>
              <dt className="text-xs text-ink-subtle">{t('profiles:stats.completed')}</dt>
              <dd className="font-semibold tabular-nums" data-testid="designer-card-completed">
                {t('profiles:stats.completedValue', { count: stats.completedOrders })}
              </dd>
            </div>
            <div>
              <dt className="text-xs text-ink-subtle">{t('profiles:stats.response')}</dt>
              <dd className="font-semibold" data-testid="designer-card-response">
                {formatResponse(t, stats.responseMinutes)}
              </dd>
            </div>
            <div>
              <dt className="text-xs text-ink-subtle">{t('discovery:card.price')}</dt>
              <dd className="font-semibold tabular-nums text-brand-800" data-testid="designer-card-price">
                {card.price === null
                  ? t('discovery:card.priceOnRequest')
                  : exactPrice
                    ? formatPrice(card.price, card.currency, locale)
                    : t('discovery:card.priceFrom', { price: formatPrice(card.price, card.currency, locale) })}
              </dd>
            </div>
          </dl>
        </div>
      </Link>
      {canFavourite && (
        <div className="absolute right-3 top-3">
          <FavouriteButton memberNo={card.memberNo} name={card.nickname} favourite={card.favourite} />
        </div>
      )}
    </article>
  );
}
