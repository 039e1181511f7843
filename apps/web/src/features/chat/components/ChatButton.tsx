// "Chat" where a client meets a T-esigner or a dental lab (their profile, a request, an order):
// opens the pair's room (about the request or order when given) and goes to it. Shown only where the
// server allows it: a client with a T-esigner or lab, a T-esigner or lab with a client about a
// request or order they share. A refusal (CHAT_BLOCKED, CHAT_NOT_ALLOWED) shows in a toast.
import { MessageCircle } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast.tsx';
import { errorCodeOf } from '../../../lib/http.ts';
import { useViewer } from '../../../lib/viewer.ts';
import { useOpenRoom } from '../api.ts';
import { chatRoleOf, chatRoomPath } from '../paths.ts';

interface Props {
  partnerNo: number;
  /** The partner's side, when the page knows it: a client chats with a T-esigner or lab and back. */
  partnerKind?: 'client' | 'designer' | 'lab';
  requestId?: string;
  orderId?: string;
}

export function ChatButton({ partnerNo, partnerKind, requestId, orderId }: Props) {
  // Not suspending: the page around the button shows at once, the button when its words are there.
  const { t, ready } = useTranslation(['chat', 'errors'], { useSuspense: false });
  const navigate = useNavigate();
  const viewer = useViewer();
  const open = useOpenRoom();
  // One room opening however often the button is pressed: the ref holds before the button shows busy.
  const opening = useRef(false);
  const role = chatRoleOf(viewer?.kind);
  if (!ready || !viewer || !role || viewer.memberNo === partnerNo) return null;
  const allowed = role === 'client' ? partnerKind !== 'client' : (partnerKind ?? 'client') === 'client' && !!(requestId || orderId);
  if (!allowed) return null;

  const start = () => {
    if (opening.current) return;
    opening.current = true;
    open.mutate(
      { partnerNo, ...(requestId ? { requestId } : {}), ...(orderId ? { orderId } : {}) },
      {
        onSuccess: (room) => void navigate(chatRoomPath(role, room.id)),
        onError: (error) => toast.error(t(`errors:${errorCodeOf(error)}`, { defaultValue: t('errors:INTERNAL') })),
        onSettled: () => {
          opening.current = false;
        },
      },
    );
  };

  return (
    <button
      type="button"
      onClick={start}
      disabled={open.isPending}
      className="inline-flex min-h-11 items-center justify-center gap-2 rounded-control border border-brand-200 bg-surface px-4 font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-60"
      data-testid="chat-button"
    >
      <MessageCircle aria-hidden className="size-5" />
      {open.isPending ? t('chat:button.opening') : t('chat:button.label')}
    </button>
  );
}
