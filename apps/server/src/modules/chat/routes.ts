import { ChatMessage, ChatMessagePage, ChatMessagesQuery, ChatRoom, ChatRoomList, ChatRoomListQuery, OpenRoomBody, ReadBody, RoomParams, SendMessageBody } from '@dcm/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf } from '../../platform/auth.ts';
import { openRoom } from './opening.ts';
import { getRoom, listMessages, listRooms } from './reading.ts';
import type { ChatDeps } from './service.ts';
import { markRead, sendMessage } from './writing.ts';

/** Chat rooms and messages (issue 9); the live side is the realtime channel (platform/realtime.ts). */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['chat'];
  const deps: ChatDeps = { db: app.db, bus: app.bus, presence: app.presence, log: app.log };

  app.post(
    '/api/v1/chat/rooms',
    { onRequest: app.authenticate, schema: { tags, body: OpenRoomBody, response: { 200: ChatRoom, 201: ChatRoom } } },
    async (request, reply) => {
      const { room, created } = await openRoom(deps, memberOf(request), request.body);
      return reply.status(created ? 201 : 200).send(room);
    },
  );

  app.get(
    '/api/v1/chat/rooms',
    { onRequest: app.authenticate, schema: { tags, querystring: ChatRoomListQuery, response: { 200: ChatRoomList } } },
    async (request) => listRooms(deps, memberOf(request), request.query),
  );

  app.get(
    '/api/v1/chat/rooms/:id',
    { onRequest: app.authenticate, schema: { tags, params: RoomParams, response: { 200: ChatRoom } } },
    async (request) => getRoom(deps, memberOf(request), request.params.id),
  );

  app.get(
    '/api/v1/chat/rooms/:id/messages',
    { onRequest: app.authenticate, schema: { tags, params: RoomParams, querystring: ChatMessagesQuery, response: { 200: ChatMessagePage } } },
    async (request) => listMessages(deps, memberOf(request), request.params.id, request.query),
  );

  app.post(
    '/api/v1/chat/rooms/:id/messages',
    { onRequest: app.authenticate, schema: { tags, params: RoomParams, body: SendMessageBody, response: { 200: ChatMessage, 201: ChatMessage } } },
    async (request, reply) => {
      const { message, created } = await sendMessage(deps, memberOf(request), request.params.id, request.body);
      return reply.status(created ? 201 : 200).send(message);
    },
  );

  app.post(
    '/api/v1/chat/rooms/:id/read',
    { onRequest: app.authenticate, schema: { tags, params: RoomParams, body: ReadBody } },
    async (request, reply) => {
      await markRead(deps, memberOf(request), request.params.id, request.body.seq);
      return reply.status(204).send();
    },
  );
};
