// /reRequestView?id=: the finished or closed request's summary with the way to send it again.
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { primaryButton, secondaryButton } from '../../../components/buttons.ts';
import { InquiryFrame } from '../components/InquiryFrame.tsx';
import { canResend, RequestSummaryCard, WithRequestToResend } from '../components/RequestToResend.tsx';

export default function ReRequestViewPage() {
  const { t } = useTranslation('inquiries');
  const id = useSearchParams()[0].get('id') ?? '';
  return (
    <InquiryFrame title={t('reRequest.viewTitle')}>
      <WithRequestToResend id={id}>
        {(request) => (
          <>
            <RequestSummaryCard request={request} />
            <div className="flex flex-col gap-2 sm:flex-row">
              {canResend(request) ? (
                <Link to={`/reRequestWrite?id=${request.id}`} className={primaryButton} data-testid="re-request-send-again">
                  {t('reRequest.sendAgain')}
                </Link>
              ) : (
                <p className="text-sm text-ink-muted" data-testid="re-request-not-allowed">{t('reRequest.notAllowed')}</p>
              )}
              <Link to={`/request/view/${request.id}`} className={secondaryButton}>
                {t('reRequest.open')}
              </Link>
            </div>
          </>
        )}
      </WithRequestToResend>
    </InquiryFrame>
  );
}
