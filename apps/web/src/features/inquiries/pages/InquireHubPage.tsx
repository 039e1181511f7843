// /inquire: the 1:1 inquiry hub — what may be asked, the FAQ first, then write or read one's own.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { primaryButton, secondaryButton } from '../../../components/buttons.ts';
import { Page } from '../../../components/ui/Page.tsx';
import { InquiryCategory } from '@dcm/shared';

export default function InquireHubPage() {
  const { t } = useTranslation('inquiries');
  return (
    <Page width="reading">
      <header>
        <h1 className="text-2xl font-bold">{t('hub.title')}</h1>
        <p className="mt-1 text-sm text-ink-muted">{t('hub.intro')}</p>
      </header>
      <ul className="grid gap-2 sm:grid-cols-2">
        {InquiryCategory.options.map((category) => (
          <li key={category} className="rounded-xl border border-line bg-white p-3">
            <p className="font-semibold">{t(`category.${category}`)}</p>
            <p className="text-sm text-ink-muted">{t(`hub.about.${category}`)}</p>
          </li>
        ))}
      </ul>
      <p className="text-sm text-ink-muted">
        {t('hub.faqFirst')}{' '}
        <Link to="/faq" className="font-medium text-brand-700 underline" data-testid="inquire-faq">
          {t('hub.faq')}
        </Link>
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Link to="/inquireWrite" className={primaryButton} data-testid="inquire-write">
          {t('hub.write')}
        </Link>
        <Link to="/inquireDetailWrite" className={secondaryButton}>
          {t('hub.writeDetail')}
        </Link>
        <Link to="/myInquire" className={secondaryButton} data-testid="inquire-mine">
          {t('hub.mine')}
        </Link>
      </div>
    </Page>
  );
}
