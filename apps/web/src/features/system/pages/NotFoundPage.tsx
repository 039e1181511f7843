import { useTranslation } from 'react-i18next';
import { StatusPage } from '../components/StatusPage.tsx';

export default function NotFoundPage() {
  const { t } = useTranslation('system');
  return <StatusPage testId="not-found" code="404" title={t('notFound.title')} body={t('notFound.body')} />;
}
