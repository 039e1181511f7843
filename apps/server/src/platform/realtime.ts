// The realtime channel (ARCHITECTURE §1, shared/realtime.ts): one WebSocket per tab at WS_PATH. The
// first frame authenticates with the access token, as the HTTP bearer does; then this instance
// subscribes the member's bus channel once, shared by all their sockets here, and forwards what
// arrives (a notification in the socket's language). Presence: the first socket of a member
// anywhere tells the partners of their chat rooms they are online, the last one that they left.
import websocket, { type WebSocket } from '@fastify/websocket';
import { ClientFrame, WS_PATH, WsCloseNotApproved, WsCloseServiceRestart, WsCloseUnauthorized, type ServerFrame, type UnreadCounts } from '@dcm/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.ts';
import { createPresence, type Presence } from './presence.ts';
import { memberChannel, type MemberBusMessage } from './realtime-channels.ts';

declare module 'fastify' {
  interface FastifyInstance {
    presence: Presence;
    /** The WebSockets open on this instance, signed in or not yet (GET /metrics). */
    openSockets(): number;
    /** Closes the member's sockets on this instance with 4401, as for a refused token (their sessions were ended). */
    closeMemberSockets(memberNo: number): void;
  }
}

/** A socket that has not authenticated within this long is closed (4401). */
export const AUTH_TIMEOUT_MS = 10_000;
/** Frames from the browser are small: the auth frame's token is the largest. */
const MAX_FRAME_BYTES = 16 * 1024;
/** At shutdown, how long a browser has to answer the 1012 close before its socket is cut. */
export const CLOSE_HANDSHAKE_MS = 1000;

interface Connection {
  socket: WebSocket;
  lang: 'ko' | 'en';
  memberNo: number | null;
  /** An auth frame was taken: a second one is ignored. */
  authenticating: boolean;
  /** Frames that arrived before `ready` was sent go after it, in order. */
  pending: ServerFrame[] | null;
}

interface MemberSockets {
  sockets: Set<Connection>;
  /** The bus subscription and the presence arrival, done once for all the member's sockets here. */
  ready: Promise<void>;
  unsubscribe?: () => Promise<void>;
}


function send(conn: Connection, frame: ServerFrame): void {
  if (conn.pending) {
    conn.pending.push(frame);
    return;
  }
  if (conn.socket.readyState === conn.socket.OPEN) conn.socket.send(JSON.stringify(frame));
}

/**
 * What the connection asks of the chat, which ranks above the platform (ARCHITECTURE §6: realtime's
 * connection hooks, filled by the app): whom to tell a member came online or left, the room
 * partner a typing frame goes to, and the unread counts sent on connecting.
 */
export interface RealtimeHooks {
  chatPartnersOf: (db: Db, memberNo: number) => Promise<number[]>;
  roomPartnerOf: (db: Db, roomId: string, memberNo: number) => Promise<number | null>;
  unreadCountsOf: (db: Db, memberNo: number) => Promise<UnreadCounts>;
}

export const realtimePlugin = fp(async (app: FastifyInstance, { chatPartnersOf, roomPartnerOf, unreadCountsOf }: RealtimeHooks) => {
  const presence = createPresence(app.config.redisUrl);
  app.decorate('presence', presence);

  const local = new Map<number, MemberSockets>();
  const all = new Set<Connection>();
  app.decorate('openSockets', () => all.size);
  app.decorate('closeMemberSockets', (memberNo: number) => {
    for (const conn of local.get(memberNo)?.sockets ?? []) conn.socket.close(WsCloseUnauthorized, 'unauthorized');
  });
  // Joins and leaves of one member run one after another, so a subscription never overlaps its end.
  const chains = new Map<number, Promise<void>>();

  // Shutdown (and every test's app.close) must not wait on open sockets: each is closed with 1012
  // (service restart), which the web answers by reconnecting at once, to another instance or to this
  // one restarted; one that does not answer the close within a second is cut. Then the
  // unsubscriptions and presence departures finish while the bus is still there. Added before the
  // websocket plugin, so it runs before that plugin's own preClose (a close without a code).
  app.addHook('preClose', async () => {
    const closing: Array<Promise<void>> = [];
    for (const conn of all) {
      if (conn.memberNo !== null) leave(conn, conn.memberNo);
      const { socket } = conn;
      if (socket.readyState === socket.CLOSED) continue;
      closing.push(new Promise<void>((resolve) => socket.once('close', () => resolve())));
      socket.close(WsCloseServiceRestart, 'service restart');
    }
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([Promise.all(closing), new Promise<void>((resolve) => (timer = setTimeout(resolve, CLOSE_HANDSHAKE_MS)))]);
    clearTimeout(timer);
    for (const conn of all) conn.socket.terminate();
    all.clear();
    await Promise.all([...chains.values()]);
  });
  await app.register(websocket, { options: { maxPayload: MAX_FRAME_BYTES } });

  const inTurn = (memberNo: number, work: () => Promise<void>): Promise<void> => {
    const next = (chains.get(memberNo) ?? Promise.resolve()).then(work).catch((error: unknown) => app.log.warn({ err: error, memberNo }, 'realtime: member channel'));
    chains.set(memberNo, next);
    void next.then(() => {
      if (chains.get(memberNo) === next) chains.delete(memberNo);
    });
    return next;
  };

  const announce = async (memberNo: number, online: boolean) => {
    const partners = await chatPartnersOf(app.db, memberNo);
    const frame: MemberBusMessage = { type: 'presence', memberNo, online };
    await Promise.all(partners.map((no) => app.bus.publish(memberChannel(no), frame)));
  };

  const deliver = (entry: MemberSockets, message: MemberBusMessage) => {
    for (const conn of entry.sockets) {
      send(conn, message.type === 'notification' ? { type: 'notification', notification: message.rendered[conn.lang] } : message);
    }
  };

  function join(conn: Connection, memberNo: number): Promise<void> {
    let entry = local.get(memberNo);
    if (!entry) {
      const created: MemberSockets = { sockets: new Set(), ready: Promise.resolve() };
      created.ready = inTurn(memberNo, async () => {
        created.unsubscribe = await app.bus.subscribe(memberChannel(memberNo), (message) => deliver(created, message as MemberBusMessage));
        if (await presence.arrive(memberNo)) await announce(memberNo, true);
      });
      local.set(memberNo, created);
      entry = created;
    }
    entry.sockets.add(conn);
    return entry.ready;
  }

  function leave(conn: Connection, memberNo: number): void {
    const entry = local.get(memberNo);
    if (!entry || !entry.sockets.delete(conn) || entry.sockets.size > 0) return;
    local.delete(memberNo);
    void inTurn(memberNo, async () => {
      await entry.unsubscribe?.();
      if (await presence.leave(memberNo)) await announce(memberNo, false);
    });
  }

  async function authenticate(conn: Connection, token: string, lang: 'A' | 'B'): Promise<void> {
    let memberNo: number;
    try {
      const member = await app.accessMemberOf(token);
      if (!member) throw new Error('unauthorized');
      // As `app.authenticate`: chat and live notifications are for approved members (SPEC §1).
      if (!member.approved) {
        conn.socket.close(WsCloseNotApproved, 'not approved');
        return;
      }
      memberNo = member.memberNo;
    } catch {
      conn.socket.close(WsCloseUnauthorized, 'unauthorized');
      return;
    }
    // Gone while the token was checked: nothing to join (and nobody would leave it).
    if (conn.socket.readyState !== conn.socket.OPEN) return;
    conn.memberNo = memberNo;
    conn.lang = lang === 'B' ? 'en' : 'ko';
    conn.pending = [];
    await join(conn, memberNo);
    const unread = await unreadCountsOf(app.db, memberNo);
    const queued = conn.pending;
    conn.pending = null;
    send(conn, { type: 'ready', memberNo, unread });
    for (const frame of queued) send(conn, frame);
  }

  async function onFrame(conn: Connection, raw: string, authTimer: NodeJS.Timeout): Promise<void> {
    let frame: ClientFrame;
    try {
      frame = ClientFrame.parse(JSON.parse(raw));
    } catch {
      // Not one of ours: before auth, no second chance; after, it is ignored.
      if (conn.memberNo === null) conn.socket.close(WsCloseUnauthorized, 'unauthorized');
      return;
    }
    if (frame.type === 'ping') return send(conn, { type: 'pong' });
    if (frame.type === 'auth') {
      if (conn.authenticating) return;
      conn.authenticating = true;
      clearTimeout(authTimer);
      return authenticate(conn, frame.token, frame.lang);
    }
    if (conn.memberNo === null) {
      // Nothing but the auth frame comes first; while it is being checked, others are dropped.
      if (!conn.authenticating) conn.socket.close(WsCloseUnauthorized, 'unauthorized');
      return;
    }
    const partnerNo = await roomPartnerOf(app.db, frame.roomId, conn.memberNo);
    if (partnerNo !== null) {
      await app.bus.publish(memberChannel(partnerNo), { type: 'chat.typing', roomId: frame.roomId, memberNo: conn.memberNo } satisfies MemberBusMessage);
    }
  }

  app.get(WS_PATH, { websocket: true, schema: { hide: true } }, (socket) => {
    const conn: Connection = { socket, lang: 'ko', memberNo: null, authenticating: false, pending: null };
    all.add(conn);
    const authTimer = setTimeout(() => {
      if (conn.memberNo === null) socket.close(WsCloseUnauthorized, 'unauthorized');
    }, AUTH_TIMEOUT_MS);
    socket.on('message', (raw: Buffer) => {
      onFrame(conn, raw.toString('utf8'), authTimer).catch((error: unknown) => app.log.warn({ err: error }, 'realtime: frame'));
    });
    socket.on('close', () => {
      clearTimeout(authTimer);
      all.delete(conn);
      if (conn.memberNo !== null) leave(conn, conn.memberNo);
    });
  });

  app.addHook('onClose', async () => presence.close());
});
