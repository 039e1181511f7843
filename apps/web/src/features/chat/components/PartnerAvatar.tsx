import type { ChatPartner } from '@dcm/shared';
import { useTranslation } from 'react-i18next';
import { FileImage } from '../../../components/FileImage.tsx';

/** The partner's picture (or their initial) with a green dot while they are connected. */
export function PartnerAvatar({ partner, size = 'md' }: { partner: ChatPartner; size?: 'sm' | 'md' }) {
  const { t } = useTranslation('chat');
  const box = size === 'sm' ? 'size-9 text-sm' : 'size-11 text-base';
  return (
    <span className={`relative inline-flex shrink-0 ${box}`}>
      {partner.imageUrl ? (
        <FileImage src={partner.imageUrl} className={`${box} rounded-full object-cover`} />
      ) : (
        <span aria-hidden className={`${box} inline-flex items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800`}>
          {partner.nickname.slice(0, 1).toUpperCase() || '?'}
        </span>
      )}
      {partner.online && (
        <span className="absolute right-0 bottom-0 size-3 rounded-full bg-emerald-500 ring-2 ring-white" data-testid="partner-online">
          <span className="sr-only">{t('presence.online')}</span>
        </span>
      )}
    </span>
  );
}
