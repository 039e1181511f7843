// /ReRequesReqAdd?id=: the compact confirm-and-send variant (from a list): the request in one line,
// the two dates, send.
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { InquiryFrame } from '../components/InquiryFrame.tsx';
import { ReRequestForm } from '../components/ReRequestForm.tsx';
import { canResend, RequestSummaryCard, WithRequestToResend } from '../components/RequestToResend.tsx';

export default function ReRequestAddPage() {
  const { t } = useTranslation('inquiries');
  const id = useSearchParams()[0].get('id') ?? '';
  return (
    <InquiryFrame title={t('reRequest.addTitle')} intro={t('reRequest.addIntro')}>
      <WithRequestToResend id={id}>
        {(request) => (
          <>
            <RequestSummaryCard request={request} compact />
            {canResend(request) ? <ReRequestForm requestId={request.id} compact /> : <p className="text-sm text-ink-muted" data-testid="re-request-not-allowed">{t('reRequest.notAllowed')}</p>}
          </>
        )}
      </WithRequestToResend>
    </InquiryFrame>
  );
}
