import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../../lib/http.ts';
import i18n from '../../../lib/i18n.ts';
import { renderAt } from '../../../test/page-fixtures.tsx';
import { answer, noticePage, noticesOf } from '../test-fixtures.ts';
import NoticePage from './NoticePage.tsx';

const all = noticesOf(23, 2);
let get: ReturnType<typeof vi.spyOn>;
const listCalls = () => get.mock.calls.filter((c: unknown[]) => c[0] === '/api/v1/notices').map((c: unknown[]) => (c[1] as { params: Record<string, unknown> }).params);

beforeEach(async () => {
  await i18n.changeLanguage('en');
  get = vi.spyOn(http, 'get').mockImplementation(
    answer((url, params) => {
      if (url === '/api/v1/notices') return noticePage(all, params);
      const i = all.findIndex((n) => url === `/api/v1/notices/${n.id}`);
      if (i < 0) return undefined;
      return { ...all[i], body: `Body of notice ${i + 1}\nSecond line.`, prev: all[i + 1] ?? null, next: all[i - 1] ?? null };
    }),
  );
});
afterEach(() => vi.restoreAllMocks());

describe('the notices', () => {
  it('lists ten a page with the pinned ones marked, and pages through the rest', async () => {
    renderAt('/notice', <NoticePage />);
    await waitFor(() => expect(screen.getAllByTestId('notice-row')).toHaveLength(10));
    const rows = screen.getAllByTestId('notice-row');
    expect(rows.map((r) => r.getAttribute('data-pinned'))).toEqual(['true', 'true', ...Array(8).fill('false')]);
    expect(within(rows[0]!).getByText('Pinned')).toBeTruthy();
    expect(within(rows[2]!).queryByText('Pinned')).toBeNull();
    expect(screen.getByText('23 notices')).toBeTruthy();
    // 23 notices make three pages.
    const pages = within(screen.getByTestId('pagination')).getAllByRole('button').filter((b) => /^\d+$/.test(b.textContent ?? ''));
    expect(pages.map((b) => b.textContent)).toEqual(['1', '2', '3']);
    fireEvent.click(pages[2]!);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/notice?page=3'));
    await waitFor(() => expect(screen.getAllByTestId('notice-title').map((t) => t.textContent)).toEqual(['Notice 21', 'Notice 22', 'Notice 23']));
    expect(listCalls().at(-1)).toEqual({ page: 3, size: 10 });
  });

  it('opens a notice at ?id= on the same route, with the one before and after it', async () => {
    renderAt('/notice', <NoticePage />);
    const row = (await screen.findAllByTestId('notice-title')).find((t) => t.textContent === 'Notice 5')!;
    fireEvent.click(row);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`/notice?id=${all[4]!.id}`));
    expect((await screen.findByTestId('notice-body')).textContent).toBe('Body of notice 5\nSecond line.');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Notice 5');
    expect(screen.getByTestId('notice-prev').textContent).toBe('Notice 6');
    fireEvent.click(screen.getByTestId('notice-next'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`/notice?id=${all[3]!.id}`));
    await waitFor(() => expect(screen.getByTestId('notice-body').textContent).toContain('Body of notice 4'));
    fireEvent.click(screen.getByTestId('notice-back'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/notice'));
    expect(await screen.findAllByTestId('notice-row')).toHaveLength(10);
  });

  it('says so when the notice of the address does not exist', async () => {
    renderAt('/notice', <NoticePage />, '/notice?id=00000000-0000-4000-8000-999999999999');
    expect((await screen.findByTestId('notice-not-found')).textContent).toContain('Notice not found');
  });

  it('copies a notice’s link from the list’s view more menu, and the menu closes', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderAt('/help/notice', <NoticePage />);
    const first = all[0]!.id;
    fireEvent.click(await screen.findByTestId(`notice-more-${first}-label`));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/help/notice?id=${first}`);
    expect(screen.queryByRole('menu')).toBeNull();
    // Under the help centre, the way back to it is shown.
    expect(screen.getByRole('link', { name: 'Help centre' }).getAttribute('href')).toBe('/help');
  });
});
