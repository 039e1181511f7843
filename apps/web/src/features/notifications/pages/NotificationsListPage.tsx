// /notiy (SPEC §2): the member's notifications. A public route in the spec, but there is nothing
// to show without a member: a signed-out visitor is asked to sign in and comes back here after.
import { useTranslation } from 'react-i18next';
import { SignInPrompt } from '../../../components/SignInPrompt.tsx';
import { Page } from '../../../components/ui/Page.tsx';
import { useUserStore } from '../../../lib/user-store.ts';
import { NotificationList } from '../components/NotificationList.tsx';

export default function NotificationsListPage() {
  const { t } = useTranslation('notifications');
  const signedIn = useUserStore((s) => s.user !== null);
  return (
    <Page width="reading" testId="notiy-page">
      <header>
        <h1 className="text-2xl font-bold">{t('title')}</h1>
        <p className="mt-1 text-sm text-ink-muted">{t('intro')}</p>
      </header>
      {signedIn ? <NotificationList /> : <SignInPrompt body={t('signIn.body')} action={t('signIn.action')} testId="notifications-sign-in" />}
    </Page>
  );
}
