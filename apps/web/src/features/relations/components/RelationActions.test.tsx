import { MemberType } from '@dcm/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { toast } from '../../../lib/toast.tsx';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../../lib/http.ts';
import i18n from '../../../lib/i18n.ts';
import { useUserStore } from '../../../lib/user-store.ts';
import { answerGet, CLIENT, DESIGNER, LAB, refusal, REPORT_CODES, userOf } from '../../discovery/test-fixtures.ts';
import DesignerProfilePage from '../../profiles/pages/DesignerProfilePage.tsx';
import LabProfilePage from '../../profiles/pages/LabProfilePage.tsx';
import { designerProfileOf, labProfileOf } from '../../profiles/test-fixtures.ts';

function renderPage(path = `/designer/view/${DESIGNER.memberNo}`) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/designer/view/:id" element={<DesignerProfilePage />} />
          <Route path="/centerView/:id" element={<LabProfilePage />} />
          <Route path="/mypage/blocked" element={<p data-testid="blocked-page">blocked list</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
  vi.spyOn(http, 'get').mockImplementation(
    answerGet(() => ({
      [`/api/v1/profiles/designers/${DESIGNER.memberNo}`]: designerProfileOf(),
      [`/api/v1/profiles/labs/${LAB.memberNo}`]: labProfileOf(),
      '/api/v1/favourites': { designers: [], labs: [] },
      ...REPORT_CODES,
    })),
  );
});
afterEach(() => {
  vi.restoreAllMocks();
  useUserStore.getState().logout();
});

/** Opens the profile's "more" menu and picks `item` in it. */
async function choose(item: 'report' | 'block') {
  fireEvent.click(await screen.findByTestId('member-more-label'));
  fireEvent.click(await screen.findByTestId(`member-more-${item}`));
}

describe('a member’s actions on another member’s profile', () => {
  it('offers nothing to an anonymous reader and to the owner', async () => {
    const { unmount } = renderPage();
    await screen.findByTestId('designer-profile');
    expect(screen.queryByTestId('favourite-button')).toBeNull();
    expect(screen.queryByTestId('member-more')).toBeNull();
    unmount();
    useUserStore.getState().login(userOf(DESIGNER, MemberType.Designer));
    renderPage();
    await screen.findByTestId('profile-owner-bar');
    expect(screen.queryByTestId('favourite-button')).toBeNull();
    expect(screen.queryByTestId('member-more')).toBeNull();
  });

  it('lets a client keep a T-esigner as a favourite from the profile header', async () => {
    useUserStore.getState().login(userOf(CLIENT, MemberType.Client));
    const put = vi.spyOn(http, 'put').mockResolvedValue({ data: undefined });
    renderPage();
    const heart = await screen.findByRole('button', { name: `Keep ${DESIGNER.nickname} as a favourite` });
    await waitFor(() => expect((heart as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(heart);
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(put).toHaveBeenCalledWith(`/api/v1/favourites/${DESIGNER.memberNo}`));
  });

  it('blocks after a confirmation that says what a block hides, then shows the blocked list', async () => {
    useUserStore.getState().login(userOf(CLIENT, MemberType.Client));
    const put = vi.spyOn(http, 'put').mockResolvedValue({ data: undefined });
    vi.spyOn(toast, 'success').mockImplementation(() => 0);
    renderPage();
    await choose('block');
    const dialog = await screen.findByTestId('block-confirm');
    expect(dialog.textContent).toContain(`Block ${DESIGNER.nickname}?`);
    expect(dialog.textContent).toContain('requests, quotations, profile or chat, both ways');
    expect(put).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await screen.findByTestId('blocked-page')).toBeTruthy();
    expect(put).toHaveBeenCalledWith(`/api/v1/blocks/${DESIGNER.memberNo}`);
  });

  it('says in the member’s language why a block was refused', async () => {
    useUserStore.getState().login(userOf(CLIENT, MemberType.Client));
    vi.spyOn(http, 'put').mockRejectedValue(refusal(403, { code: 'BLOCK_NOT_ALLOWED', message: 'not allowed' }));
    renderPage(`/centerView/${LAB.memberNo}`);
    await choose('block');
    fireEvent.click(within(await screen.findByTestId('block-confirm')).getByRole('button', { name: 'Block' }));
    expect((await screen.findByTestId('block-error')).textContent).toBe(
      'This member cannot be blocked. Clients block T-esigners and dental labs; T-esigners and dental labs block clients.',
    );
    expect(screen.getByTestId('lab-profile')).toBeTruthy();
  });

  it('offers a dental lab no block of a T-esigner, but a report, in the menu apart from the page’s actions', async () => {
    useUserStore.getState().login(userOf(LAB, MemberType.Lab));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: `More for ${DESIGNER.nickname}` }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Report']);
  });
});

describe('reporting a member', () => {
  it('requires a reason, then sends it with the details and thanks the member', async () => {
    useUserStore.getState().login(userOf(CLIENT, MemberType.Client));
    const post = vi.spyOn(http, 'post').mockResolvedValue({ data: {} });
    const success = vi.spyOn(toast, 'success').mockImplementation(() => 0);
    renderPage();
    await choose('report');
    const dialog = await screen.findByTestId('report-dialog');
    fireEvent.click(within(dialog).getByTestId('report-submit'));
    expect(await within(dialog).findByText('Please give a reason.')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
    await waitFor(() => expect(within(dialog).getAllByRole('option', { name: 'Spam or advertising' })).toHaveLength(1));
    fireEvent.change(within(dialog).getByTestId('report-reason'), { target: { value: 'spam' } });
    fireEvent.change(within(dialog).getByTestId('report-details'), { target: { value: 'Sends ads in every chat.' } });
    expect(within(dialog).getByTestId('report-details-count').textContent).toBe('24/300');
    fireEvent.click(within(dialog).getByTestId('report-submit'));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/api/v1/reports', { target: 'member', targetId: String(DESIGNER.memberNo), reason: 'spam', details: 'Sends ads in every chat.' }),
    );
    await waitFor(() => expect(screen.queryByTestId('report-dialog')).toBeNull());
    expect(success).toHaveBeenCalledWith('Your report was sent to the operator.');
  });

  it('says a second report of the same member is already with the operator', async () => {
    useUserStore.getState().login(userOf(CLIENT, MemberType.Client));
    vi.spyOn(http, 'post').mockRejectedValue(refusal(409, { code: 'ALREADY_REPORTED', message: 'already' }));
    renderPage();
    await choose('report');
    const dialog = await screen.findByTestId('report-dialog');
    await waitFor(() => expect(within(dialog).getAllByRole('option', { name: 'Abusive language' })).toHaveLength(1));
    fireEvent.change(within(dialog).getByTestId('report-reason'), { target: { value: 'abuse' } });
    fireEvent.click(within(dialog).getByTestId('report-submit'));
    expect((await within(dialog).findByTestId('report-error')).textContent).toBe('You already reported this. The operator is looking into it.');
  });
});
