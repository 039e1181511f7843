// Where each side's chat lives (SPEC §2): a client's rooms under /chat (by partner kind under
// /chat/{type}), a T-esigner's under /designerchat, a dental lab's under /centerchat.
import type { ViewerKind } from '../../lib/viewer.ts';

export type ChatRole = 'client' | 'designer' | 'lab';

const BASES: Record<ChatRole, string> = { client: '/chat', designer: '/designerchat', lab: '/centerchat' };

/** The member's side in chat; the operator has none. */
export const chatRoleOf = (kind: ViewerKind | undefined): ChatRole | null => (kind && kind !== 'admin' ? kind : null);

export const chatListPath = (role: ChatRole): string => BASES[role];
export const chatRoomPath = (role: ChatRole, roomId: string): string => `${BASES[role]}/view/${encodeURIComponent(roomId)}`;

/** The page of a request or an order the room is about, as the member's side sees it. */
export function contextPath(role: ChatRole, context: { requestId: string | null; orderId: string | null }): string | null {
  if (context.orderId) return role === 'client' ? `/payment/contract/${context.orderId}` : `/payment/${context.orderId}/designer`;
  if (context.requestId) return `/request/view/${context.requestId}`;
  return null;
}
