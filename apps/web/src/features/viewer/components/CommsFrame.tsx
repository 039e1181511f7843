// The frame of the order's 3D viewer page: the way back to the order (once it is known), the title
// and intro, then the page's sections.
import type { OrderDetail } from '@dcm/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../../../components/ui/Page.tsx';

export function CommsFrame({ order, children }: { order?: OrderDetail; children: ReactNode }) {
  const { t } = useTranslation('viewer');
  const orderPage = order?.viewerRole === 'designer' ? `/payment/${order.id}/designer` : `/payment/contract/${order?.id ?? ''}`;
  return (
    <Page width="working" testId="comms-page">
      <header className="flex flex-col gap-1">
        {order && (
          <Link to={orderPage} className="inline-flex min-h-11 items-center self-start text-sm font-medium text-brand-700 underline-offset-2 hover:underline" data-testid="comms-back">
            ← {t('comms.back')}
          </Link>
        )}
        <h1 className="text-2xl font-bold">{t('comms.title')}</h1>
        <p className="text-sm text-ink-muted">{t('comms.intro')}</p>
      </header>
      {children}
    </Page>
  );
}
