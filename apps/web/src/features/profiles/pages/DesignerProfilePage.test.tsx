import { MemberType, type DesignerProfile } from '@dcm/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../../lib/http.ts';
import i18n from '../../../lib/i18n.ts';
import { useUserStore } from '../../../lib/user-store.ts';
import { answerGet, CLIENT, DESIGNER, designerProfileOf, LAB, userOf } from '../test-fixtures.ts';
import DesignerProfilePage from './DesignerProfilePage.tsx';
import MyPublicProfilePage from './MyPublicProfilePage.tsx';

let profile: DesignerProfile | undefined;

function renderPage(path = `/designer/view/${DESIGNER.memberNo}`) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/designer/view/:id" element={<DesignerProfilePage />} />
          <Route path="/profile/view/:id" element={<DesignerProfilePage />} />
          <Route path="/myPageDesignerPub" element={<MyPublicProfilePage view="designer" />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
  profile = designerProfileOf();
  vi.spyOn(http, 'get').mockImplementation(answerGet(() => ({ [`/api/v1/profiles/designers/${DESIGNER.memberNo}`]: profile })));
});
afterEach(() => {
  vi.restoreAllMocks();
  useUserStore.getState().logout();
});

describe('a T-esigner’s public profile', () => {
  it('shows the figures from real transactions and the price table in the profile’s currency', async () => {
    renderPage();
    expect((await screen.findByTestId('profile-nickname')).textContent).toBe('cadmaster');
    expect(screen.getByTestId('stat-rating').textContent).toBe('8.5 / 10 · 12 reviews');
    expect(screen.getByTestId('stat-reviews-link').getAttribute('href')).toBe(`/reView?designer=${DESIGNER.memberNo}`);
    expect(screen.getByTestId('stat-completed').textContent).toBe('40 orders');
    expect(screen.getByTestId('stat-response').textContent).toBe('About 3 hours');
    await waitFor(() => expect(screen.getByTestId('profile-region').textContent).toBe('T-esigner · Seoul'));
    expect(screen.getByTestId('fact-cad').textContent).toBe('exocad, Other (Blender for Dental)');
    expect(screen.getByTestId('fact-edit-count').textContent).toBe('Up to 2 edits');
    expect(screen.getByTestId('fact-warranty').textContent).toBe('30 days');
    const rows = screen.getAllByTestId('price-row');
    expect(rows.map((r) => r.textContent)).toEqual(['Zirconia crown₩12,000', 'Inlay₩8,000']);
  });

  it('reads in Korean with won and a T-esigner without answers yet', async () => {
    await i18n.changeLanguage('ko');
    profile = designerProfileOf({ stats: { rating: null, reviewCount: 0, completedOrders: 0, responseMinutes: null } });
    renderPage(`/profile/view/${DESIGNER.memberNo}`);
    expect((await screen.findByTestId('price-value-zirconia_crown')).textContent).toBe('12,000원');
    expect(screen.getByTestId('stat-response').textContent).toBe('아직 응답 기록이 없습니다');
    expect(screen.getByTestId('stat-rating').textContent).toBe('아직 리뷰가 없습니다');
  });

  it('prices a dollar profile in dollars', async () => {
    profile = designerProfileOf({ currency: 'USD', prices: [{ prosthesis: 'inlay', price: 45 }] });
    renderPage();
    expect((await screen.findByTestId('price-value-inlay')).textContent).toBe('$45');
  });

  it('answers a private or unknown profile with the not-found state', async () => {
    profile = undefined;
    renderPage();
    expect((await screen.findByTestId('designer-profile-not-found')).textContent).toContain('T-esigner profile not found');
    expect(screen.queryByTestId('designer-profile')).toBeNull();
  });

  it('offers a signed-in client a designated request to this T-esigner', async () => {
    useUserStore.getState().login(userOf(CLIENT, MemberType.Client));
    renderPage();
    expect((await screen.findByTestId('designated-request-link')).getAttribute('href')).toBe(`/request/target/write?designer=${DESIGNER.memberNo}`);
    expect(screen.queryByTestId('profile-edit-link')).toBeNull();
  });

  it('reads a rating out of ten with its star and count, and gathers the reviews under the profile', async () => {
    renderPage();
    const rating = await screen.findByTestId('stat-rating');
    expect(rating.querySelector('svg')).not.toBeNull();
    expect(screen.getByTestId('profile-reviews').textContent).toContain('8.5 / 10');
    expect(screen.getByTestId('profile-reviews').textContent).toContain('Average of 12 reviews');
    expect(screen.getByTestId('profile-reviews-link').getAttribute('href')).toBe(`/reView?designer=${DESIGNER.memberNo}`);
    await waitFor(() => expect(screen.getByTestId('profile-type-chips').textContent).toBe('Zirconia crownInlay'));
  });

  it('asks a visitor who is not signed in to sign in before asking for work', async () => {
    renderPage();
    expect((await screen.findByTestId('profile-sign-in-cta')).getAttribute('href')).toBe('/login');
    expect(screen.getByTestId('profile-actions').textContent).toContain('Sign in to send this T-esigner a designated request');
  });

  it('offers no designated request to an anonymous reader or to a dental lab', async () => {
    renderPage();
    await screen.findByTestId('designer-profile');
    expect(screen.queryByTestId('designated-request-link')).toBeNull();
    useUserStore.getState().login(userOf(LAB, MemberType.Lab));
    expect(screen.queryByTestId('designated-request-link')).toBeNull();
  });

  it('shows its owner the way to edit and says when the profile is private', async () => {
    useUserStore.getState().login(userOf(DESIGNER, MemberType.Designer));
    profile = designerProfileOf({ isPublic: false });
    renderPage('/myPageDesignerPub');
    expect((await screen.findByTestId('profile-private-notice')).textContent).toContain('Your profile is private');
    expect(screen.getByTestId('profile-edit-link').getAttribute('href')).toBe('/profileModify');
    expect(screen.queryByTestId('designated-request-link')).toBeNull();
    expect(screen.queryByTestId('profile-sign-in-cta')).toBeNull();
    // An owner without a portfolio yet is shown the way to add one.
    expect(screen.getByTestId('profile-add-portfolio').getAttribute('href')).toBe('/profileModify');
  });

  it('tells its owner with no saved profile yet how to write one, rather than "not found"', async () => {
    useUserStore.getState().login(userOf(DESIGNER, MemberType.Designer));
    profile = undefined;
    renderPage('/myPageDesignerPub');
    const problem = await screen.findByTestId('designer-profile-not-found');
    expect(problem.textContent).toContain('You have no saved profile yet');
    expect(screen.getByRole('link', { name: 'Edit profile' }).getAttribute('href')).toBe('/profileModify');
  });
});
