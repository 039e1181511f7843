// /chatCenter and /chatDesigner (SPEC §2, public): the way into chat from outside. A signed-in
// member goes to their own side's room list; anyone else is asked to sign in and comes back here.
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { SignInPrompt } from '../../../components/SignInPrompt.tsx';
import { Page } from '../../../components/ui/Page.tsx';
import { getToken } from '../../../lib/browser-storage.ts';
import { useViewer } from '../../../lib/viewer.ts';
import { ChatNotice } from '../components/ChatLayout.tsx';
import { chatListPath, chatRoleOf } from '../paths.ts';

export default function ChatEntryPage() {
  const { t } = useTranslation('chat');
  const viewer = useViewer();
  if (viewer && getToken()) {
    const role = chatRoleOf(viewer.kind);
    return role ? <Navigate to={chatListPath(role)} replace /> : <ChatNotice title={t('notForOperator')} />;
  }
  return (
    <Page width="reading" testId="chat-entry">
      <SignInPrompt title={<h1 className="text-xl font-bold">{t('entry.title')}</h1>} body={t('entry.body')} action={t('entry.signIn')} testId="chat-sign-in" />
    </Page>
  );
}
