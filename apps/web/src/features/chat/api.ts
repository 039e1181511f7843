// Chat (issue 9): the member's rooms, one room's messages paged backwards, sending with a key kept
// per message (a double click or a retry never sends twice: the server answers the first message
// for the same key), read marks, and the header's unread counts. Frames of the realtime channel
// patch the same caches, so what arrives live and what was read from the server never differ.
import type { ChatMessage, ChatMessagePage, ChatRoom, ChatRoomList, OpenRoomBody, SendMessageBody, UnreadCounts } from '@dcm/shared';
// By path: the header's chat link loads this module, and chat/schema.ts would bring zod (decision 0034).
import { CHAT_PAGE_SIZE } from '@dcm/shared/chat/constants';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { http } from '../../lib/http.ts';

export type { ChatMessage, ChatRoom, ChatRoomList, UnreadCounts } from '@dcm/shared';

const ROOMS_PATH = '/api/v1/chat/rooms';
const roomPath = (id: string) => `${ROOMS_PATH}/${encodeURIComponent(id)}`;
export const UNREAD_PATH = '/api/v1/notifications/unread';

/** The largest page of rooms the server gives (ChatRoomListQuery). */
export const ROOMS_PAGE_SIZE = 50;
/** How many of a room's matching messages a search shows. */
const SEARCH_SIZE = 50;

/** The partner kinds a room list can be filtered by (SPEC `/chat/{type}`). */
export type RoomListType = 'designer' | 'center';

/** Query keys of the chat module; `rooms` is the prefix of every room list. */
export const chatKeys = {
  all: ['chat'] as const,
  rooms: ['chat', 'rooms'] as const,
  roomList: (type: RoomListType | undefined, q: string) => ['chat', 'rooms', type ?? 'all', q] as const,
  room: (id: string) => ['chat', 'room', id] as const,
  messages: (id: string) => ['chat', 'messages', id] as const,
  search: (id: string, q: string) => ['chat', 'search', id, q] as const,
  /** The header's badges: shared with the notifications module, which reads the same endpoint. */
  unread: ['notifications', 'unread'] as const,
};

type RoomPages = InfiniteData<ChatRoomList, number>;
type MessagePages = InfiniteData<ChatMessagePage, unknown>;

/** The member's rooms, latest message first, filtered by the partner's kind and nickname; more pages on demand. */
export function useChatRooms(type: RoomListType | undefined, q: string) {
  return useInfiniteQuery({
    queryKey: chatKeys.roomList(type, q),
    queryFn: async ({ pageParam }) =>
      (await http.get<ChatRoomList>(ROOMS_PATH, { params: { type, q: q || undefined, page: pageParam, size: ROOMS_PAGE_SIZE } })).data,
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.size < last.total ? last.page + 1 : undefined),
  });
}

export function useChatRoom(id: string | undefined) {
  return useQuery({
    queryKey: chatKeys.room(id ?? ''),
    queryFn: async () => (await http.get<ChatRoom>(roomPath(id ?? ''))).data,
    enabled: !!id,
    retry: false,
  });
}

/** The room's messages: the first page is the latest, each next page the one before it (`before` = its oldest seq). */
export function useChatMessages(id: string) {
  return useInfiniteQuery({
    queryKey: chatKeys.messages(id),
    queryFn: async ({ pageParam }) =>
      (await http.get<ChatMessagePage>(`${roomPath(id)}/messages`, { params: { before: pageParam, size: CHAT_PAGE_SIZE } })).data,
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => (last.hasMore && last.items[0] ? last.items[0].seq : undefined),
  });
}

/** The loaded messages oldest first, each once. */
export function messagesOf(data: MessagePages | undefined): ChatMessage[] {
  if (!data) return [];
  const seen = new Set<string>();
  const all: ChatMessage[] = [];
  for (const page of [...data.pages].reverse()) {
    for (const message of page.items) {
      if (seen.has(message.id)) continue;
      seen.add(message.id);
      all.push(message);
    }
  }
  return all.sort((a, b) => a.seq - b.seq);
}

/** Messages of the room whose text or file name holds `q`, newest first. */
export function useRoomSearch(id: string, q: string) {
  return useQuery({
    queryKey: chatKeys.search(id, q),
    queryFn: async () => (await http.get<ChatMessagePage>(`${roomPath(id)}/messages`, { params: { q, size: SEARCH_SIZE } })).data,
    enabled: q.length > 0,
  });
}

/** Opens (or finds) the room with a partner, about a request or an order when given. */
export function useOpenRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: OpenRoomBody) => (await http.post<ChatRoom>(ROOMS_PATH, body)).data,
    onSuccess: (room) => {
      queryClient.setQueryData(chatKeys.room(room.id), room);
      void queryClient.invalidateQueries({ queryKey: chatKeys.rooms });
    },
  });
}

/** Sends one message; the same `clientKey` again answers the first message instead of a second one. */
export async function postMessage(roomId: string, body: SendMessageBody): Promise<ChatMessage> {
  return (await http.post<ChatMessage>(`${roomPath(roomId)}/messages`, body)).data;
}

/** Tells the server the member read the room up to `seq`; their badges drop with it. */
export function useMarkRead(roomId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (seq: number) => {
      await http.post(`${roomPath(roomId)}/read`, { seq });
    },
    onSuccess: () => {
      patchRoom(queryClient, roomId, (room) => ({ ...room, unread: 0 }));
      void queryClient.invalidateQueries({ queryKey: chatKeys.unread });
    },
  });
}

/** Unread notifications and chat messages, for the header's badges. */
export function useUnreadCounts(enabled: boolean) {
  return useQuery({
    queryKey: chatKeys.unread,
    queryFn: async () => (await http.get<UnreadCounts>(UNREAD_PATH)).data,
    enabled,
  });
}

// Cache patches: what a frame or an answer changes, applied to every cached copy of a room.

/** Applies `change` to the room wherever it is cached: its own query and every room list. */
export function patchRoom(queryClient: QueryClient, roomId: string, change: (room: ChatRoom) => ChatRoom): void {
  queryClient.setQueryData<ChatRoom>(chatKeys.room(roomId), (room) => room && change(room));
  queryClient.setQueriesData<RoomPages>({ queryKey: chatKeys.rooms }, (data) =>
    data && { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.map((room) => (room.id === roomId ? change(room) : room)) })) },
  );
}

/** A partner came online or went offline: every room with them shows it. */
export function patchPresence(queryClient: QueryClient, memberNo: number, online: boolean): void {
  const change = (room: ChatRoom) => (room.partner.memberNo === memberNo ? { ...room, partner: { ...room.partner, online } } : room);
  queryClient.setQueriesData<ChatRoom>({ queryKey: ['chat', 'room'] }, (room) => room && change(room));
  queryClient.setQueriesData<RoomPages>({ queryKey: chatKeys.rooms }, (data) => data && { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.map(change) })) });
}

/**
 * A message the server stored (an answer to sending, or a frame): added once to the room's loaded
 * history, made the room's last message, and the room moved to the top of the lists. A partner's
 * message counts as unread until the member reads it. Returns false when the room is not cached.
 */
export function receiveMessage(queryClient: QueryClient, message: ChatMessage, memberNo: number | undefined): boolean {
  let added = false;
  queryClient.setQueryData<MessagePages>(chatKeys.messages(message.roomId), (data) => {
    if (!data || data.pages.some((page) => page.items.some((m) => m.id === message.id))) return data;
    added = true;
    const [latest, ...older] = data.pages;
    if (!latest) return data;
    return { ...data, pages: [{ ...latest, items: [...latest.items, message].sort((a, b) => a.seq - b.seq) }, ...older] };
  });
  const cachedHistory = queryClient.getQueryData(chatKeys.messages(message.roomId)) !== undefined;
  // Counted once: a message already in the loaded history was counted when it arrived.
  const fromPartner = message.senderNo !== memberNo && (added || !cachedHistory);
  const update = (room: ChatRoom): ChatRoom => {
    const newer = !room.lastMessage || room.lastMessage.seq < message.seq;
    const counted = fromPartner && newer;
    return { ...room, lastMessage: newer ? message : room.lastMessage, unread: counted ? room.unread + 1 : room.unread };
  };
  queryClient.setQueryData<ChatRoom>(chatKeys.room(message.roomId), (room) => room && update(room));
  let listed = false;
  queryClient.setQueriesData<RoomPages>({ queryKey: chatKeys.rooms }, (data) => {
    if (!data) return data;
    const rooms = data.pages.flatMap((page) => page.items);
    const room = rooms.find((r) => r.id === message.roomId);
    if (!room) return data;
    listed = true;
    const updated = update(room);
    const [first, ...rest] = data.pages.map((page) => ({ ...page, items: page.items.filter((r) => r.id !== message.roomId) }));
    if (!first) return data;
    return { ...data, pages: [{ ...first, items: [updated, ...first.items] }, ...rest] };
  });
  return listed;
}
