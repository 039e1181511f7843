import type { ChatPartner } from '@dcm/shared';
import { useTranslation } from 'react-i18next';
import { FileImage } from '../../../components/FileImage.tsx';
import { initialsOf } from '../format.ts';

const SIZES = {
  xs: 'size-8 text-xs',
  sm: 'size-10 text-sm',
  md: 'size-12 text-base',
} as const;

/** The partner's picture, or their initials on the brand's tint, with a green dot while they are connected. */
export function PartnerAvatar({ partner, size = 'md', presence = true }: { partner: ChatPartner; size?: keyof typeof SIZES; presence?: boolean }) {
  const { t } = useTranslation('chat');
  const box = SIZES[size];
  return (
    <span className={`relative inline-flex shrink-0 ${box}`}>
      {partner.imageUrl ? (
        <FileImage src={partner.imageUrl} className={`${box} rounded-full object-cover ring-1 ring-line`} />
      ) : (
        <span aria-hidden className={`${box} inline-flex items-center justify-center rounded-full bg-brand-100 font-bold tracking-tight text-brand-800`}>
          {initialsOf(partner.nickname)}
        </span>
      )}
      {presence && partner.online && (
        <span className={`absolute right-0 bottom-0 rounded-full bg-success-600 ring-2 ring-surface ${size === 'md' ? 'size-3.5' : 'size-3'}`} data-testid="partner-online">
          <span className="sr-only">{t('presence.online')}</span>
        </span>
      )}
    </span>
  );
}
