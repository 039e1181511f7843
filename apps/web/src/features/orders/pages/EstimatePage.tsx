// /payment/estimate/:id (id: the order): the quotation the order was made from, as a document the
// client and the T-esigner may read, print or save as a PDF (issue 30). It moves nothing; the way
// back leads to the viewer's own page of the order. Anyone else is told the order is not theirs,
// as on the order pages (the server answers 404 to strangers, 403 to the admin).
import { ErrorCode, formatCaseName } from '@dcm/shared';
import { Printer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { secondaryButton } from '../../../components/buttons.ts';
import { PageProblem, PageSkeleton } from '../../../components/PageStates.tsx';
import { ErrorState } from '../../../components/ui/ErrorState.tsx';
import { Page } from '../../../components/ui/Page.tsx';
import { PageHeader } from '../../../components/ui/PageHeader.tsx';
import { useLocale } from '../../../lib/format.ts';
import { errorCodeOf } from '../../../lib/http.ts';
import { useOrderEstimate } from '../api.ts';
import { EstimateDocument } from '../components/EstimateDocument.tsx';
import { OrderStatusBadge } from '../components/OrderStatusBadge.tsx';
import '../estimate-print.css';

/** The refusals that mean "not yours": said as on the order pages, with the way to the member's transactions. */
const NOT_YOURS: readonly string[] = [ErrorCode.NotFound, ErrorCode.Forbidden, ErrorCode.ValidationFailed];

export default function EstimatePage() {
  const { t } = useTranslation(['orders', 'common', 'errors']);
  const { id } = useParams();
  const locale = useLocale();
  const estimate = useOrderEstimate(id);
  const data = estimate.data;

  const orderPage = data && (data.viewerRole === 'designer' ? `/payment/${data.id}/designer` : `/payment/contract/${data.id}`);
  const header = (
    <div className="print:hidden">
      <PageHeader
        back={orderPage ? { to: orderPage, label: t('orders:estimate.back') } : { to: '/payment', label: t('orders:page.back') }}
        eyebrow={data ? formatCaseName(data.referralNumbers, locale) : undefined}
        title={t('orders:estimate.title')}
        badge={data && <OrderStatusBadge status={data.status} />}
        subtitle={data ? t('orders:estimate.intro') : undefined}
        action={
          data && (
            <button type="button" onClick={() => window.print()} className={`${secondaryButton} gap-2`} data-testid="estimate-print">
              <Printer aria-hidden className="size-4" />
              {t('orders:estimate.print')}
            </button>
          )
        }
        testId="estimate-header"
      />
    </div>
  );

  let body;
  if (estimate.isPending) body = <PageSkeleton label={t('orders:estimate.loading')} testId="estimate-skeleton" shape="sections" blocks={3} />;
  else if (estimate.isError && NOT_YOURS.includes(errorCodeOf(estimate.error)))
    body = <PageProblem error={null} testId="estimate" notFoundTitle={t('orders:estimate.notFound')} notFoundBody={t('orders:notFound.body')} backTo="/payment" backLabel={t('orders:notFound.back')} />;
  else if (estimate.isError) body = <ErrorState error={estimate.error} onRetry={() => void estimate.refetch()} retrying={estimate.isFetching} testId="estimate-error" />;
  else
    body = (
      <div data-estimate-print>
        <EstimateDocument estimate={estimate.data} />
      </div>
    );

  return (
    <Page width="reading" className="print:block print:max-w-none print:p-0" testId="estimate-page">
      {header}
      {body}
    </Page>
  );
}
