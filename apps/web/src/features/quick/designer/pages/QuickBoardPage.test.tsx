import type { QuickBoard, QuickMe } from '@dcm/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, type HttpConfig } from '../../../../lib/http.ts';
import i18n from '../../../../lib/i18n.ts';
import { useUserStore } from '../../../../lib/user-store.ts';
import { renderAt } from '../../../../test/page-fixtures.tsx';
import { CLIENT, DESIGNER, prosthesisCodes, summaryOf } from '../test-fixtures.ts';
import QuickBoardPage from './QuickBoardPage.tsx';

// The realtime channel, replaced by one the test speaks through.
const channel = vi.hoisted(() => ({ handlers: new Map<string, (frame: unknown) => void>() }));
vi.mock('../../../../lib/realtime.ts', async () => {
  const { useEffect, useRef } = await import('react');
  return {
    useRealtimeFrame: (type: string, handler: (frame: unknown) => void) => {
      const latest = useRef(handler);
      useEffect(() => {
        latest.current = handler;
      });
      useEffect(() => {
        channel.handlers.set(type, (frame) => latest.current(frame));
        return () => void channel.handlers.delete(type);
      }, [type]);
    },
  };
});

const first = summaryOf(1, 2);
const second = summaryOf(2, 30, { total: 12_500, currency: 'USD', items: [{ type: 'inlay', count: 1, unitPrice: 12_500, subtotal: 12_500 }] });
const posted = summaryOf(3, 5);

let me: QuickMe;
let board: QuickBoard['items'];
let boardAnswer: (() => Promise<{ data: QuickBoard }>) | null;

const page = (items: QuickBoard['items']): QuickBoard => ({ items, page: 1, size: 20, total: items.length });

beforeEach(async () => {
  await i18n.changeLanguage('en');
  useUserStore.getState().login(DESIGNER);
  me = { optedIn: true, completedCount: 12, missedCount: 1 };
  board = [first, second];
  boardAnswer = null;
  vi.spyOn(http, 'get').mockImplementation(async (url: string, config?: HttpConfig) => {
    const params = config?.params as { type?: string } | undefined;
    const codes = prosthesisCodes(url, params?.type);
    if (codes) return { data: codes };
    if (url === '/api/v1/quick/me') return { data: me };
    if (url === '/api/v1/quick/board') return boardAnswer ? boardAnswer() : { data: page(board) };
    throw new Error(`unexpected GET ${url}`);
  });
  vi.spyOn(http, 'put').mockImplementation(async (_url: string, body: unknown) => {
    me = { ...me, ...(body as Partial<QuickMe>) };
    return { data: me };
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  useUserStore.getState().logout();
  channel.handlers.clear();
});

const renderBoard = () => renderAt('/quick/Designer', <QuickBoardPage />);
const cards = () => screen.queryAllByTestId('board-card');

describe('the quick board', () => {
  it('shows each open request with its number, types × counts, price and time left, most urgent first', async () => {
    renderBoard();
    await waitFor(() => expect(cards()).toHaveLength(2));
    const card = within(cards()[0]!);
    expect(card.getByText('Q-000001')).toBeTruthy();
    expect(await card.findByText('Crown × 2')).toBeTruthy();
    expect(card.getByText('Inlay × 1')).toBeTruthy();
    expect(card.getByTestId('board-price').textContent).toBe('₩80,000');
    expect(card.getByTestId('countdown').textContent).toMatch(/^1h 59m left|2h 0m left$/);
    expect(within(cards()[1]!).getByTestId('board-price').textContent).toBe('$125.00');
    expect(cards()[0]!.getAttribute('href')).toBe(`/quick/request/detail/${first.id}`);
    expect(within(screen.getByTestId('quick-record')).getByText('12')).toBeTruthy();
  });

  it('drops a request another T-esigner took at once, and shows a newly posted one', async () => {
    renderBoard();
    await waitFor(() => expect(cards()).toHaveLength(2));

    // The board read again never answers: the taken card leaves without waiting for it.
    let answer: (items: QuickBoard['items']) => void = () => undefined;
    boardAnswer = () => new Promise((resolve) => (answer = (items) => resolve({ data: page(items) })));
    act(() => channel.handlers.get('quick.board')?.({ type: 'quick.board', id: first.id, status: 'taken' }));
    await waitFor(() => expect(cards().map((c) => c.dataset.id)).toEqual([second.id]));
    act(() => answer([second]));

    boardAnswer = null;
    board = [posted, second];
    act(() => channel.handlers.get('quick.board')?.({ type: 'quick.board', id: posted.id, status: 'open' }));
    await waitFor(() => expect(cards().map((c) => c.dataset.id)).toEqual([posted.id, second.id]));
  });

  it('turns quick work off and on with the switch, and hides the board while off', async () => {
    renderBoard();
    const toggle = await screen.findByRole('switch', { name: 'Take quick work' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(toggle);
    await waitFor(() => expect(screen.getByTestId('board-off')).toBeTruthy());
    expect(http.put).toHaveBeenCalledWith('/api/v1/quick/me', { optedIn: false });
    expect(cards()).toHaveLength(0);
  });

  it('asks a signed-out visitor to sign in, and tells a client the board is for T-esigners', async () => {
    useUserStore.getState().logout();
    const { unmount } = renderBoard();
    expect(screen.getByTestId('quick-sign-in')).toBeTruthy();
    expect(http.get).not.toHaveBeenCalledWith('/api/v1/quick/board', expect.anything());
    unmount();

    useUserStore.getState().login(CLIENT);
    renderBoard();
    expect(screen.getByTestId('quick-not-designer')).toBeTruthy();
  });
});
