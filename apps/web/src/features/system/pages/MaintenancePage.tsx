import { useTranslation } from 'react-i18next';
import { StatusPage } from '../components/StatusPage.tsx';

export default function MaintenancePage() {
  const { t } = useTranslation('system');
  return <StatusPage testId="maintenance" code="503" title={t('maintenance.title')} body={t('maintenance.body')} retry />;
}
