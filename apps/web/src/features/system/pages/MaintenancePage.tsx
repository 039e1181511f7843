import { useTranslation } from 'react-i18next';
import { StatusPage } from '../components/StatusPage.tsx';

export default function MaintenancePage() {
  const { t } = useTranslation('system');
  return <StatusPage testId="maintenance" code="🛠" title={t('maintenance.title')} body={t('maintenance.body')} retry />;
}
