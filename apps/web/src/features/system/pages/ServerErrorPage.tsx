import { useTranslation } from 'react-i18next';
import { StatusPage } from '../components/StatusPage.tsx';

/** /500, and what the app shows when the code tables cannot load ("server maintenance"). */
export default function ServerErrorPage({ maintenance = false }: { maintenance?: boolean }) {
  const { t } = useTranslation('system');
  return (
    <StatusPage
      testId="server-error"
      code="500"
      title={maintenance ? t('serverError.maintenanceTitle') : t('serverError.title')}
      body={t('serverError.body')}
      retry
    />
  );
}
