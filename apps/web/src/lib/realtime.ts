// The realtime channel (ARCHITECTURE §1, shared/realtime.ts): one WebSocket per tab while a member
// is signed in, carrying chat and notifications. The first frame authenticates with the access
// token; a 4401 close means the token expired, so it is refreshed (the HTTP client's single-flight
// refresh) and the socket opens again at once. Any other loss reconnects with a growing, jittered
// delay, and at once when the browser comes back online. A 4403 close (the member's join is not
// approved, SPEC §1) is tried once more with a refreshed token (one from before an approval says
// so), then ends the channel. A 1012 close (the instance shuts down for a deploy, decision 0027)
// reconnects within a second or so, and keeps retrying that often for a minute while the
// instances restart, instead of backing off. Features listen to frames by type. A frame is read as
// an HTTP answer is: JSON of the shared type, trusted for its shape, with a type this tab knows
// (decision 0045); the server validates what the browser sends. So no zod on a member's start.
import { isApproved } from '@dcm/shared/members/codes';
import type { ClientFrame, ServerFrame } from '@dcm/shared/realtime';
import { SERVER_FRAME_TYPES, WS_PATH, WsCloseNotApproved, WsCloseServiceRestart, WsCloseUnauthorized, WsPingIntervalMs } from '@dcm/shared/realtime-constants';
import { useEffect, useEffectEvent, useSyncExternalStore } from 'react';
import { getToken } from './browser-storage.ts';
import { refreshAccessToken } from './http.ts';
import i18n, { currentLangCode } from './i18n.ts';
import { useUserStore } from './user-store.ts';

export type RealtimeStatus = 'connecting' | 'open' | 'closed';

/** Reconnect delays: the first retry after about a second, never more than half a minute apart. */
export const ReconnectDelay = { firstMs: 1000, maxMs: 30_000 } as const;

/** The delay before the `attempt`-th retry (0-based): doubling from 1 s up to 30 s, then a random half of it taken off so tabs do not come back together. */
export function reconnectDelayMs(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(ReconnectDelay.maxMs, ReconnectDelay.firstMs * 2 ** Math.min(attempt, 16));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/** After a 1012 close: retries every 0.25–1.5 s (jittered, so the tabs of a closed instance spread over the others) for a minute. */
export const ServiceRestartRetry = { minMs: 250, maxMs: 1500, forMs: 60_000 } as const;

const restartDelayMs = (random: () => number = Math.random) => Math.round(ServiceRestartRetry.minMs + random() * (ServiceRestartRetry.maxMs - ServiceRestartRetry.minMs));

type FrameHandler = (frame: ServerFrame) => void;

const handlers = new Set<FrameHandler>();
const statusListeners = new Set<() => void>();

let status: RealtimeStatus = 'closed';
let socket: WebSocket | null = null;
/** A member is signed in: the tab keeps a socket open. */
let wanted = false;
let attempt = 0;
/** 4401 closes in a row: after a refresh the first reconnect is immediate, a second one waits. */
let unauthorizedInRow = 0;
/** 4403 closes in a row: the first is retried with a refreshed token, the second ends the channel. */
let notApprovedInRow = 0;
/** Until this time (ms), a lost socket retries at the short restart delay: the server said it was restarting. */
let restartingUntil = 0;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let pingTimer: ReturnType<typeof setInterval> | undefined;
/** A ping went out and nothing came back yet. */
let awaitingPong = false;

const frameTypes: ReadonlySet<string> = new Set(SERVER_FRAME_TYPES);

/** A frame as it came: JSON naming a type this tab knows (a newer server's new type is ignored), else null. */
export function readServerFrame(data: string): ServerFrame | null {
  let frame: unknown;
  try {
    frame = JSON.parse(data);
  } catch {
    return null;
  }
  const type = typeof frame === 'object' && frame !== null && 'type' in frame ? frame.type : undefined;
  return typeof type === 'string' && frameTypes.has(type) ? (frame as ServerFrame) : null;
}

function setStatus(next: RealtimeStatus) {
  if (status === next) return;
  status = next;
  for (const listener of statusListeners) listener();
}

function socketUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}${WS_PATH}`;
}

function clearTimers() {
  clearTimeout(retryTimer);
  clearInterval(pingTimer);
  retryTimer = undefined;
  pingTimer = undefined;
}

/** Closes the current socket without the close handler scheduling anything. */
function dropSocket(code = 1000) {
  const current = socket;
  socket = null;
  clearTimers();
  if (!current) return;
  current.onopen = current.onmessage = current.onclose = current.onerror = null;
  if (current.readyState === WebSocket.OPEN || current.readyState === WebSocket.CONNECTING) current.close(code);
}

function scheduleReconnect(delay: number) {
  clearTimeout(retryTimer);
  setStatus('connecting');
  retryTimer = setTimeout(connect, delay);
}

/** The socket is gone for another reason than sign-out: try again later. */
function lost() {
  dropSocket();
  if (!wanted) return setStatus('closed');
  scheduleReconnect(Date.now() < restartingUntil ? restartDelayMs() : reconnectDelayMs(attempt++));
}

function dispatch(frame: ServerFrame) {
  for (const handler of [...handlers]) {
    try {
      handler(frame);
    } catch (error) {
      // One feature's bug must not stop the others hearing the frame.
      console.error(error);
    }
  }
}

function connect() {
  clearTimers();
  if (!wanted) return;
  const token = getToken();
  if (!token) return setStatus('closed');
  setStatus('connecting');
  let ws: WebSocket;
  try {
    ws = new WebSocket(socketUrl());
  } catch {
    return lost();
  }
  socket = ws;

  ws.onopen = () => {
    ws.send(JSON.stringify({ type: 'auth', token: getToken() ?? token, lang: currentLangCode() } satisfies ClientFrame));
    awaitingPong = false;
    pingTimer = setInterval(() => {
      // No answer to the last ping within a whole interval: the connection is dead without a close.
      if (awaitingPong) return lost();
      awaitingPong = true;
      ws.send(JSON.stringify({ type: 'ping' } satisfies ClientFrame));
    }, WsPingIntervalMs);
  };

  ws.onmessage = (event: MessageEvent) => {
    awaitingPong = false;
    const frame = readServerFrame(String(event.data));
    if (!frame) return;
    if (frame.type === 'ready') {
      attempt = 0;
      unauthorizedInRow = 0;
      notApprovedInRow = 0;
      restartingUntil = 0;
      setStatus('open');
    }
    dispatch(frame);
  };

  ws.onerror = () => undefined;

  ws.onclose = (event: CloseEvent) => {
    if (socket !== ws) return;
    if (event.code === WsCloseServiceRestart) {
      restartingUntil = Date.now() + ServiceRestartRetry.forMs;
      attempt = 0;
      return lost();
    }
    if (event.code === WsCloseNotApproved) {
      if (notApprovedInRow++ > 0) return stopRealtime();
      dropSocket();
      setStatus('connecting');
      refreshAccessToken().then(
        () => {
          if (wanted && !socket) connect();
        },
        () => stopRealtime(),
      );
      return;
    }
    if (event.code !== WsCloseUnauthorized) return lost();
    dropSocket();
    if (!wanted) return setStatus('closed');
    setStatus('connecting');
    const again = unauthorizedInRow++ === 0;
    refreshAccessToken().then(
      () => {
        if (!wanted || socket) return;
        if (again) connect();
        else scheduleReconnect(reconnectDelayMs(attempt++));
      },
      // The refresh failed: the HTTP client ends the session on its next call; until then, try later.
      () => {
        if (wanted && !socket) scheduleReconnect(reconnectDelayMs(attempt++));
      },
    );
  };
}

function onOnline() {
  if (!wanted || status === 'open') return;
  dropSocket();
  attempt = 0;
  connect();
}

/** The member changed language: the server renders their notifications in it from the next auth. */
function onLanguageChanged() {
  if (!wanted || !socket) return;
  dropSocket();
  connect();
}

/** Opens the tab's socket (idempotent); the app shell calls it while a member is signed in. */
export function startRealtime(): void {
  if (wanted) return;
  wanted = true;
  attempt = 0;
  unauthorizedInRow = 0;
  notApprovedInRow = 0;
  restartingUntil = 0;
  window.addEventListener('online', onOnline);
  i18n.on('languageChanged', onLanguageChanged);
  connect();
}

/** Closes the socket for good (sign-out). */
export function stopRealtime(): void {
  wanted = false;
  window.removeEventListener('online', onOnline);
  i18n.off('languageChanged', onLanguageChanged);
  dropSocket();
  setStatus('closed');
}

/** Hears every frame; returns the way to stop hearing. */
export function subscribeFrames(handler: (frame: ServerFrame) => void): () => void {
  handlers.add(handler);
  return () => {
    handlers.delete(handler);
  };
}

/** Sends a frame when the socket is open (false otherwise: a typing hint is simply dropped). */
export function sendFrame(frame: ClientFrame): boolean {
  if (!socket || socket.readyState !== WebSocket.OPEN) return false;
  socket.send(JSON.stringify(frame));
  return true;
}

/** Calls `handler` with each frame of `type` while the component is mounted; the latest handler is always the one called. */
export function useRealtimeFrame<T extends ServerFrame['type']>(type: T, handler: (frame: Extract<ServerFrame, { type: T }>) => void): void {
  const onFrame = useEffectEvent((frame: Extract<ServerFrame, { type: T }>) => handler(frame));
  useEffect(
    () =>
      subscribeFrames((frame) => {
        if (frame.type === type) onFrame(frame as Extract<ServerFrame, { type: T }>);
      }),
    [type],
  );
}

const subscribeStatus = (listener: () => void) => {
  statusListeners.add(listener);
  return () => {
    statusListeners.delete(listener);
  };
};
const getStatus = () => status;

export function useRealtimeStatus(): RealtimeStatus {
  return useSyncExternalStore(subscribeStatus, getStatus, getStatus);
}

/** Keeps the tab's socket open while an approved member is signed in, and closes it on sign-out. Used once, by the app shell. */
export function useRealtimeConnection(): void {
  const memberNo = useUserStore((s) => s.user?.memberNo);
  const approved = useUserStore((s) => isApproved(s.permissions));
  useEffect(() => {
    if (memberNo === undefined || !approved) return;
    startRealtime();
    return stopRealtime;
  }, [memberNo, approved]);
}
