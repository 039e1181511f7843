// /reRequestWrite?id=: a finished or closed request sent again with new dates and notes.
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { InquiryFrame } from '../components/InquiryFrame.tsx';
import { ReRequestForm } from '../components/ReRequestForm.tsx';
import { canResend, RequestSummaryCard, WithRequestToResend } from '../components/RequestToResend.tsx';

export default function ReRequestWritePage() {
  const { t } = useTranslation('inquiries');
  const id = useSearchParams()[0].get('id') ?? '';
  return (
    <InquiryFrame title={t('reRequest.writeTitle')} intro={t('reRequest.writeIntro')}>
      <WithRequestToResend id={id}>
        {(request) => (
          <>
            <RequestSummaryCard request={request} />
            {canResend(request) ? <ReRequestForm requestId={request.id} /> : <p className="text-sm text-ink-muted" data-testid="re-request-not-allowed">{t('reRequest.notAllowed')}</p>}
          </>
        )}
      </WithRequestToResend>
    </InquiryFrame>
  );
}
