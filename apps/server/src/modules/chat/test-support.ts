// What the chat tests over several files share: a T-esigner partners may open a room with, a room
// opened and a message said through the routes.
import crypto from 'node:crypto';
import type { ChatMessage, ChatRoom } from '@dcm/shared';
import { expect } from 'vitest';
import { designerProfiles } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/app.ts';
import type { Session } from '../../test/members.ts';
import { approvedDesigner, callAs } from '../profiles/test-support.ts';

export async function publicDesigner(t: TestApp): Promise<Session> {
  const designer = await approvedDesigner(t);
  await t.app.db.insert(designerProfiles).values({ memberNo: designer.memberNo, editCount: 3, warrantyDays: 30, prosthesisTypes: ['zirconia_crown'], isPublic: true });
  return designer;
}

export async function openRoom(t: TestApp, who: Session, partnerNo: number): Promise<ChatRoom> {
  const res = await callAs(t)(who, 'POST', '/api/v1/chat/rooms', { partnerNo });
  expect([200, 201], res.body).toContain(res.statusCode);
  return res.json();
}

export async function say(t: TestApp, who: Session, roomId: string, body: string): Promise<ChatMessage> {
  const res = await callAs(t)(who, 'POST', `/api/v1/chat/rooms/${roomId}/messages`, { clientKey: `k-${crypto.randomUUID()}`, body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
