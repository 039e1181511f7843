// The server's side of the chat tests: rooms and messages as the API answers them, and the tab's
// realtime channel opened on a WebSocket the test drives (test/fake-socket.ts).
import type { ChatMessage, ChatRoom } from '@dcm/shared';
import { setToken } from '../../lib/browser-storage.ts';
import { startRealtime } from '../../lib/realtime.ts';
import { FakeSocket } from '../../test/fake-socket.ts';
import { CLIENT, DESIGNER, LAB } from '../profiles/test-fixtures.ts';

export { FakeSocket, installFakeSocket } from '../../test/fake-socket.ts';
export { answerGet, CLIENT, DESIGNER, LAB, refusal, userOf } from '../profiles/test-fixtures.ts';

export const ROOM_ID = '10000000-0000-4000-8000-000000000001';
export const LAB_ROOM_ID = '10000000-0000-4000-8000-000000000002';

const idOf = (seq: number, roomId: string) => `20000000-0000-4000-8${roomId.slice(-3)}-${String(seq).padStart(12, '0')}`;

/** A message of the designer room: from the partner unless `senderNo` says otherwise; a minute apart by seq. */
export function messageOf(seq: number, extra: Partial<ChatMessage> = {}): ChatMessage {
  const roomId = extra.roomId ?? ROOM_ID;
  return {
    id: idOf(seq, roomId),
    roomId,
    seq,
    senderNo: DESIGNER.memberNo,
    kind: 'text',
    body: `message ${seq}`,
    file: null,
    clientKey: null,
    createdAt: new Date(Date.UTC(2027, 2, 10, 3, seq)).toISOString(),
    ...extra,
  };
}

export function designerRoomOf(extra: Partial<ChatRoom> = {}): ChatRoom {
  return {
    id: ROOM_ID,
    partner: { ...DESIGNER, kind: 'designer', imageUrl: null, online: false },
    context: null,
    lastMessage: messageOf(6),
    unread: 0,
    partnerReadSeq: 0,
    blocked: false,
    createdAt: '2027-03-01T00:00:00.000Z',
    ...extra,
  };
}

export function labRoomOf(extra: Partial<ChatRoom> = {}): ChatRoom {
  return {
    id: LAB_ROOM_ID,
    partner: { ...LAB, kind: 'lab', imageUrl: null, online: true },
    context: null,
    lastMessage: messageOf(2, { roomId: LAB_ROOM_ID, senderNo: CLIENT.memberNo, body: 'see you tomorrow' }),
    unread: 0,
    partnerReadSeq: 2,
    blocked: false,
    createdAt: '2027-03-01T00:00:00.000Z',
    ...extra,
  };
}

/** Opens the tab's realtime channel as the signed-in member and has the server accept it. */
export function connectRealtime(memberNo: number): FakeSocket {
  setToken('access-token');
  startRealtime();
  const socket = FakeSocket.latest();
  socket.accept();
  socket.receive({ type: 'ready', memberNo, unread: { notifications: 0, chat: 0 } });
  return socket;
}
