// Messages on their way: each gets its key once, when the member sends it, and keeps it through
// every retry, so the server stores it once however often it is sent (a double click, a time-out
// whose answer was lost). Until the server answers, the room shows it as "sending…"; a failure
// stays in the room with a way to retry or discard it. Files are uploaded first (kind 'chat') and
// their id kept, so a retry does not upload them again.
import type { ChatMessage, UploadKind } from '@dcm/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { create } from 'zustand';
import { errorCodeOf, uploadFile } from '../../lib/http.ts';
import { useUserStore } from '../../lib/user-store.ts';
import { chatKeys, postMessage, receiveMessage } from './api.ts';

/** Uploads for chat follow the chat rules on the server (images shown inline, other files as downloads). */
const CHAT_UPLOAD_KIND: UploadKind = 'chat';

export interface PendingMessage {
  clientKey: string;
  roomId: string;
  body: string;
  /** A file still to upload (dropped once uploaded), its name for the bubble, and its id once uploaded. */
  file: File | null;
  fileName: string | null;
  fileId: string | null;
  state: 'uploading' | 'sending' | 'failed';
  /** Upload progress in percent. */
  progress: number;
  /** The error code of the last failure. */
  error: string | null;
  createdAt: string;
}

interface OutboxState {
  pending: PendingMessage[];
  put: (message: PendingMessage) => void;
  change: (clientKey: string, change: Partial<PendingMessage>) => void;
  remove: (clientKey: string) => void;
}

export const useOutbox = create<OutboxState>()((set) => ({
  pending: [],
  put: (message) => set((s) => ({ pending: [...s.pending.filter((p) => p.clientKey !== message.clientKey), message] })),
  change: (clientKey, change) => set((s) => ({ pending: s.pending.map((p) => (p.clientKey === clientKey ? { ...p, ...change } : p)) })),
  remove: (clientKey) => set((s) => ({ pending: s.pending.filter((p) => p.clientKey !== clientKey) })),
}));

/** Keys being sent right now: a second press while the first is under way does nothing. */
const inFlight = new Set<string>();

export const newClientKey = (): string => crypto.randomUUID();

/** Sending in one room: text, a file, a retry of a failed message, or its removal. */
export function useChatSender(roomId: string) {
  const queryClient = useQueryClient();
  const memberNo = useUserStore((s) => s.user?.memberNo);

  const deliver = useCallback(
    async (clientKey: string) => {
      if (inFlight.has(clientKey)) return;
      const outbox = useOutbox.getState();
      const message = outbox.pending.find((p) => p.clientKey === clientKey);
      if (!message) return;
      inFlight.add(clientKey);
      try {
        let fileId = message.fileId;
        if (message.file && !fileId) {
          outbox.change(clientKey, { state: 'uploading', progress: 0, error: null });
          const uploaded = await uploadFile(message.file, (progress) => useOutbox.getState().change(clientKey, { progress }), {}, CHAT_UPLOAD_KIND);
          fileId = uploaded.id;
          outbox.change(clientKey, { fileId, file: null });
        }
        outbox.change(clientKey, { state: 'sending', error: null });
        const stored: ChatMessage = await postMessage(roomId, { clientKey, body: message.body, ...(fileId ? { fileId } : {}) });
        if (!receiveMessage(queryClient, stored, memberNo)) void queryClient.invalidateQueries({ queryKey: chatKeys.rooms });
        useOutbox.getState().remove(clientKey);
      } catch (error) {
        const code = errorCodeOf(error);
        useOutbox.getState().change(clientKey, { state: 'failed', error: code });
        // Blocked meanwhile: the room reads again and turns read-only.
        if (code === 'CHAT_BLOCKED') void queryClient.invalidateQueries({ queryKey: chatKeys.room(roomId) });
      } finally {
        inFlight.delete(clientKey);
      }
    },
    [queryClient, roomId, memberNo],
  );

  const enqueue = useCallback(
    (body: string, file: File | null) => {
      const clientKey = newClientKey();
      useOutbox.getState().put({
        clientKey,
        roomId,
        body,
        file,
        fileName: file?.name ?? null,
        fileId: null,
        state: file ? 'uploading' : 'sending',
        progress: 0,
        error: null,
        createdAt: new Date().toISOString(),
      });
      void deliver(clientKey);
      return clientKey;
    },
    [deliver, roomId],
  );

  return {
    sendText: (body: string) => enqueue(body, null),
    sendFile: (file: File) => enqueue('', file),
    retry: (clientKey: string) => void deliver(clientKey),
    discard: (clientKey: string) => useOutbox.getState().remove(clientKey),
  };
}

/** The room's messages still on their way, oldest first, without those the server already has. */
export function usePendingMessages(roomId: string, stored: readonly ChatMessage[]): PendingMessage[] {
  const pending = useOutbox((s) => s.pending);
  const storedKeys = new Set(stored.map((m) => m.clientKey).filter(Boolean));
  return pending.filter((p) => p.roomId === roomId && !storedKeys.has(p.clientKey));
}
