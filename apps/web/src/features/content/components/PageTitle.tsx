import { useTranslation } from 'react-i18next';

/** The browser tab's title for a content page (React 19 places it in the document head). */
export function PageTitle({ title }: { title: string }) {
  const { t } = useTranslation('common');
  return <title>{`${title} · ${t('app.name')}`}</title>;
}
