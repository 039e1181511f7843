import type { Inquiry } from '@dcm/shared';
import { useTranslation } from 'react-i18next';

export function InquiryStatus({ status }: { status: Inquiry['status'] }) {
  const { t } = useTranslation('inquiries');
  const tone = status === 'answered' ? 'bg-emerald-50 text-emerald-800' : 'bg-amber-50 text-amber-800';
  return (
    <span className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ${tone}`} data-testid="inquiry-status">
      {t(`status.${status}`)}
    </span>
  );
}
