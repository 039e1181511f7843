import { ApprovalStatus, MemberType, WsCloseNotApproved, WsCloseServiceRestart, WsCloseUnauthorized, WsPingIntervalMs, type ServerFrame, type SessionUser } from '@dcm/shared';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket, installFakeSocket } from '../test/fake-socket.ts';
import { getToken, setToken } from './browser-storage.ts';
import { answerRefresh } from './http.test-support.ts';
import i18n from './i18n.ts';
import { reconnectDelayMs, ReconnectDelay, sendFrame, ServiceRestartRetry, startRealtime, stopRealtime, subscribeFrames, useRealtimeConnection, useRealtimeStatus } from './realtime.ts';
import { useUserStore } from './user-store.ts';

const MEMBER_NO = 7;
const READY: ServerFrame = { type: 'ready', memberNo: MEMBER_NO, unread: { notifications: 0, chat: 0 } };
const member = { memberNo: MEMBER_NO, memberSe: MemberType.Client, memberApprovalSe: 'B', memberMileage: 0, isAdmin: false } as SessionUser;

beforeEach(async () => {
  await i18n.changeLanguage('ko');
  installFakeSocket();
  setToken('token-1');
  vi.useFakeTimers();
});
afterEach(() => {
  stopRealtime();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  useUserStore.getState().logout();
  localStorage.clear();
});

/** Opens and accepts the latest socket. */
function accept(): FakeSocket {
  const socket = FakeSocket.latest();
  socket.accept();
  socket.receive(READY);
  return socket;
}

describe('the realtime channel', () => {
  it('authenticates with the access token and the member’s language in its first frame', async () => {
    startRealtime();
    const socket = accept();
    expect(socket.url).toBe(`ws://${window.location.host}/ws`);
    expect(socket.sent[0]).toEqual({ type: 'auth', token: 'token-1', lang: 'A' });
    await i18n.changeLanguage('en');
    // A new language: the server renders notifications in it from a fresh auth.
    expect(FakeSocket.all).toHaveLength(2);
    FakeSocket.latest().accept();
    expect(FakeSocket.latest().sent[0]).toEqual({ type: 'auth', token: 'token-1', lang: 'B' });
  });

  it('hands every frame to its listeners and sends frames only while open', () => {
    const heard: string[] = [];
    const stop = subscribeFrames((frame) => heard.push(frame.type));
    expect(sendFrame({ type: 'ping' })).toBe(false);
    startRealtime();
    const socket = accept();
    socket.receive({ type: 'presence', memberNo: 21, online: true });
    stop();
    socket.receive({ type: 'pong' });
    expect(heard).toEqual(['ready', 'presence']);
    expect(sendFrame({ type: 'typing', roomId: '10000000-0000-4000-8000-000000000001' })).toBe(true);
    expect(socket.sent.at(-1)).toEqual({ type: 'typing', roomId: '10000000-0000-4000-8000-000000000001' });
  });

  it('ignores a frame that is not JSON or of a type it does not know (a newer server’s), and hears the next', () => {
    const heard: string[] = [];
    const stop = subscribeFrames((frame) => heard.push(frame.type));
    startRealtime();
    const socket = accept();
    socket.onmessage?.({ data: '{not json' } as MessageEvent);
    socket.onmessage?.({ data: JSON.stringify(['pong']) } as MessageEvent);
    socket.onmessage?.({ data: JSON.stringify({ type: 'order.moved', id: 1 }) } as MessageEvent);
    socket.receive({ type: 'pong' });
    stop();
    expect(heard).toEqual(['ready', 'pong']);
  });

  it('refreshes the token on a 4401 close and reconnects with the new one at once', async () => {
    const refresh = answerRefresh('token-2');
    startRealtime();
    accept().drop(WsCloseUnauthorized);
    await vi.waitFor(() => expect(FakeSocket.all).toHaveLength(2));
    expect(refresh).toHaveBeenCalledWith('/auth/refresh', expect.objectContaining({ method: 'POST' }));
    expect(getToken()).toBe('token-2');
    FakeSocket.latest().accept();
    expect(FakeSocket.latest().sent[0]).toEqual({ type: 'auth', token: 'token-2', lang: 'A' });
  });

  it('reconnects after a lost connection with a growing delay, and at once when the browser is online again', () => {
    startRealtime();
    accept().drop();
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(ReconnectDelay.firstMs);
    expect(FakeSocket.all).toHaveLength(2);
    // Refused again before `ready`: the next wait is longer than the first (1–2 s).
    FakeSocket.latest().drop();
    vi.advanceTimersByTime(ReconnectDelay.firstMs / 2 - 1);
    expect(FakeSocket.all).toHaveLength(2);
    window.dispatchEvent(new Event('online'));
    expect(FakeSocket.all).toHaveLength(3);
  });

  it('reconnects within a second or so of a 1012 close (a deploy), and keeps retrying that often while the server restarts', () => {
    startRealtime();
    accept().drop(WsCloseServiceRestart);
    vi.advanceTimersByTime(ServiceRestartRetry.maxMs);
    expect(FakeSocket.all).toHaveLength(2);
    // The instance is not back yet: five refusals in a row, and still no growing wait (it would be 16 s by now).
    for (let refusal = 0; refusal < 5; refusal++) {
      FakeSocket.latest().drop();
      vi.advanceTimersByTime(ServiceRestartRetry.maxMs);
    }
    expect(FakeSocket.all).toHaveLength(7);
    accept();
    // Back to the usual back-off once connected: a later loss waits 0.5–1 s, then 1–2 s, then 2–4 s.
    FakeSocket.latest().drop();
    vi.advanceTimersByTime(ReconnectDelay.firstMs);
    FakeSocket.latest().drop();
    vi.advanceTimersByTime(2 * ReconnectDelay.firstMs);
    expect(FakeSocket.all).toHaveLength(9);
    FakeSocket.latest().drop();
    vi.advanceTimersByTime(ServiceRestartRetry.maxMs);
    expect(FakeSocket.all).toHaveLength(9);
  });

  it('waits between 1 and 30 seconds, with jitter', () => {
    expect(reconnectDelayMs(0, () => 0)).toBe(500);
    expect(reconnectDelayMs(0, () => 1)).toBe(1000);
    expect(reconnectDelayMs(3, () => 1)).toBe(8000);
    expect(reconnectDelayMs(20, () => 1)).toBe(30_000);
    expect(reconnectDelayMs(20, () => 0)).toBe(15_000);
  });

  it('pings and reconnects when the pongs stop', () => {
    startRealtime();
    const socket = accept();
    vi.advanceTimersByTime(WsPingIntervalMs);
    expect(socket.sent.at(-1)).toEqual({ type: 'ping' });
    socket.receive({ type: 'pong' });
    vi.advanceTimersByTime(WsPingIntervalMs);
    expect(FakeSocket.all).toHaveLength(1);
    // No pong to the second ping: the next tick gives the socket up.
    vi.advanceTimersByTime(WsPingIntervalMs);
    expect(socket.closedWith).toBe(1000);
    vi.advanceTimersByTime(ReconnectDelay.firstMs);
    expect(FakeSocket.all).toHaveLength(2);
  });

  it('opens while a member is signed in and closes for good on sign-out', () => {
    const { result } = renderHook(() => {
      useRealtimeConnection();
      return useRealtimeStatus();
    });
    expect(FakeSocket.all).toHaveLength(0);
    expect(result.current).toBe('closed');
    act(() => useUserStore.getState().login(member));
    expect(result.current).toBe('connecting');
    act(() => void accept());
    expect(result.current).toBe('open');
    const socket = FakeSocket.latest();
    act(() => useUserStore.getState().logout());
    expect(socket.closedWith).toBe(1000);
    expect(result.current).toBe('closed');
    vi.advanceTimersByTime(ReconnectDelay.maxMs);
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('opens no socket for a member whose join is not approved; on a 4403 close it tries a refreshed token once, then stops', async () => {
    const refresh = answerRefresh('token-2');
    const { result } = renderHook(() => {
      useRealtimeConnection();
      return useRealtimeStatus();
    });
    act(() => useUserStore.getState().login({ ...member, memberApprovalSe: ApprovalStatus.Pending }));
    expect(FakeSocket.all).toHaveLength(0);
    // Approved meanwhile, but the token is from before: the refreshed one says so.
    act(() => useUserStore.getState().setUser(member));
    expect(FakeSocket.all).toHaveLength(1);
    act(() => FakeSocket.latest().drop(WsCloseNotApproved));
    await vi.waitFor(() => expect(FakeSocket.all).toHaveLength(2));
    expect(refresh).toHaveBeenCalledWith('/auth/refresh', expect.objectContaining({ method: 'POST' }));
    FakeSocket.latest().accept();
    expect(FakeSocket.latest().sent[0]).toEqual({ type: 'auth', token: 'token-2', lang: 'A' });
    // Refused again: not approved after all, and no retry loop.
    act(() => FakeSocket.latest().drop(WsCloseNotApproved));
    expect(result.current).toBe('closed');
    vi.advanceTimersByTime(ReconnectDelay.maxMs);
    expect(FakeSocket.all).toHaveLength(2);
  });
});
