import { MemberType, type BlockedMember, type Favourites } from '@dcm/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { toast } from '../../../lib/toast.tsx';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../../lib/http.ts';
import i18n from '../../../lib/i18n.ts';
import { useUserStore } from '../../../lib/user-store.ts';
import { answerGet, CLIENT, DESIGNER, designerCardOf, LAB, labCardOf, refusal, userOf } from '../../discovery/test-fixtures.ts';
import BlockedPage from './BlockedPage.tsx';
import FavouritesPage from './FavouritesPage.tsx';

function renderPage(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/mypage/favourites" element={<FavouritesPage />} />
          <Route path="/mypage/blocked" element={<BlockedPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

let favourites: Favourites;
let blocked: BlockedMember[];

beforeEach(async () => {
  await i18n.changeLanguage('en');
  useUserStore.getState().login(userOf(CLIENT, MemberType.Client));
  favourites = { designers: [designerCardOf({ favourite: true })], labs: [labCardOf({ favourite: true })] };
  blocked = [
    { memberNo: DESIGNER.memberNo, nickname: DESIGNER.nickname, kind: 'designer', blockedAt: '2027-03-10T12:00:00.000Z' },
    { memberNo: LAB.memberNo, nickname: LAB.nickname, kind: 'lab', blockedAt: '2027-03-12T12:00:00.000Z' },
  ];
  vi.spyOn(http, 'get').mockImplementation(answerGet(() => ({ '/api/v1/favourites': favourites, '/api/v1/blocks': { items: blocked } })));
});
afterEach(() => {
  vi.restoreAllMocks();
  useUserStore.getState().logout();
});

describe('my favourites', () => {
  it('lists T-esigners and dental labs in two tabs, and the heart takes one off the list', async () => {
    const remove = vi.spyOn(http, 'delete').mockImplementation(async () => {
      favourites = { ...favourites, designers: [] };
      return { data: undefined };
    });
    renderPage('/mypage/favourites');
    expect((await screen.findByTestId('designer-card-nickname')).textContent).toBe(DESIGNER.nickname);
    fireEvent.click(screen.getByTestId('favourites-tab-labs'));
    expect((await screen.findByTestId('lab-card-name')).textContent).toBe('Hanbit Dental Lab');
    fireEvent.click(screen.getByTestId('favourites-tab-designers'));
    const heart = await screen.findByRole('button', { name: `Keep ${DESIGNER.nickname} as a favourite` });
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(heart);
    await waitFor(() => expect(remove).toHaveBeenCalledWith(`/api/v1/favourites/${DESIGNER.memberNo}`));
    expect((await screen.findByTestId('favourites-empty')).textContent).toContain('You keep no T-esigner yet.');
    expect(screen.getByRole('link', { name: 'Find a T-esigner' }).getAttribute('href')).toBe('/designer');
  });
});

describe('my blocked members', () => {
  it('lists each with their kind and the day of the block', async () => {
    renderPage('/mypage/blocked');
    const rows = await screen.findAllByTestId('blocked-member');
    expect(rows.map((row) => within(row).getByTestId('blocked-nickname').textContent)).toEqual([DESIGNER.nickname, LAB.nickname]);
    expect(within(rows[0]!).getByTestId('blocked-kind').textContent).toBe('T-esigner');
    expect(within(rows[1]!).getByTestId('blocked-kind').textContent).toBe('Dental lab');
    expect(within(rows[0]!).getByTestId('blocked-date').textContent).toBe('Blocked on Mar 10, 2027');
  });

  it('unblocks after a confirmation with DELETE and reads the list again', async () => {
    const remove = vi.spyOn(http, 'delete').mockImplementation(async () => {
      blocked = blocked.slice(1);
      return { data: undefined };
    });
    const success = vi.spyOn(toast, 'success').mockImplementation(() => 0);
    renderPage('/mypage/blocked');
    const [first] = await screen.findAllByTestId('blocked-member');
    fireEvent.click(within(first!).getByTestId('unblock-button'));
    const dialog = await screen.findByTestId('unblock-confirm');
    expect(dialog.textContent).toContain(`Unblock ${DESIGNER.nickname}?`);
    expect(remove).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unblock' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith(`/api/v1/blocks/${DESIGNER.memberNo}`));
    await waitFor(() => expect(screen.getAllByTestId('blocked-member')).toHaveLength(1));
    expect(success).toHaveBeenCalledWith(`${DESIGNER.nickname} is unblocked.`);
  });

  it('says when an unblock failed and keeps the member listed', async () => {
    vi.spyOn(http, 'delete').mockRejectedValue(refusal(500, { code: 'INTERNAL', message: 'boom' }));
    const error = vi.spyOn(toast, 'error').mockImplementation(() => 0);
    renderPage('/mypage/blocked');
    const [first] = await screen.findAllByTestId('blocked-member');
    fireEvent.click(within(first!).getByTestId('unblock-button'));
    fireEvent.click(within(await screen.findByTestId('unblock-confirm')).getByRole('button', { name: 'Unblock' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Could not unblock. A data error occurred.'));
    expect(screen.getAllByTestId('blocked-member')).toHaveLength(2);
  });

  it('says when nobody is blocked', async () => {
    blocked = [];
    renderPage('/mypage/blocked');
    expect((await screen.findByTestId('blocked-empty')).textContent).toBe('You have not blocked anyone.');
  });
});
