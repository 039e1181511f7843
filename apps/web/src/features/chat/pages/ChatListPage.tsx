// /chat, /chat/{type} (a client's rooms, all or by the partner's kind: designer or center),
// /designerchat (a T-esigner's) and /centerchat (a dental lab's). A member on another side's path
// is sent to their own list; on a wide screen the space beside the list waits for a room.
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { Illustration } from '../../../components/ui/Illustration.tsx';
import { useViewer } from '../../../lib/viewer.ts';
import { ChatLayout, ChatNotice } from '../components/ChatLayout.tsx';
import type { RoomListType } from '../api.ts';
import { chatListPath, chatRoleOf, type ChatRole } from '../paths.ts';

const isListType = (type: string | undefined): type is RoomListType => type === 'designer' || type === 'center';

export default function ChatListPage({ place }: { place: ChatRole }) {
  const { t } = useTranslation(['chat', 'errors']);
  const viewer = useViewer();
  const { type } = useParams();
  const role = chatRoleOf(viewer?.kind);
  if (!role) return <ChatNotice title={t('chat:notForOperator')} />;
  if (role !== place || (type !== undefined && (role !== 'client' || !isListType(type)))) return <Navigate to={chatListPath(role)} replace />;

  return (
    <ChatLayout role={role} type={isListType(type) ? type : undefined}>
      <div className="flex flex-1 flex-col items-center justify-center gap-2 p-8 text-center" data-testid="chat-choose-room">
        <Illustration kind="chat" className="mb-2 h-28 w-36" />
        <p className="text-heading font-bold text-ink">{t('chat:list.choose')}</p>
        <p className="max-w-xs text-sm text-ink-muted">{t('chat:list.chooseHint')}</p>
      </div>
    </ChatLayout>
  );
}
