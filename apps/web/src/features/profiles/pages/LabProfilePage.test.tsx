import { MemberType, type LabProfile } from '@dcm/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../../lib/http.ts';
import i18n from '../../../lib/i18n.ts';
import { useUserStore } from '../../../lib/user-store.ts';
import { answerGet, LAB, labProfileOf, userOf } from '../test-fixtures.ts';
import LabProfilePage from './LabProfilePage.tsx';
import MyPublicProfilePage from './MyPublicProfilePage.tsx';

let profile: LabProfile | undefined;

function renderPage(path = `/centerView/${LAB.memberNo}`) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/centerView/:id" element={<LabProfilePage />} />
          <Route path="/myPageCenterPub" element={<MyPublicProfilePage view="lab" />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
  profile = labProfileOf();
  vi.spyOn(http, 'get').mockImplementation(answerGet(() => ({ [`/api/v1/profiles/labs/${LAB.memberNo}`]: profile })));
});
afterEach(() => {
  vi.restoreAllMocks();
  useUserStore.getState().logout();
});

describe('a dental lab’s public profile', () => {
  it('shows the business name, region, types, specializations and photos', async () => {
    renderPage();
    expect((await screen.findByTestId('lab-business-name')).textContent).toBe('Hanbit Dental Lab');
    await waitFor(() => expect(screen.getByTestId('lab-region').textContent).toBe('Dental lab · Busan'));
    await waitFor(() => expect(screen.getByTestId('lab-specialization-chips').textContent).toBe('Implant prostheticsCeramics & esthetics'));
    expect(screen.getByTestId('lab-type-chips').textContent).toBe('Zirconia crown');
    expect(screen.getAllByTestId('lab-photo')).toHaveLength(1);
    expect(screen.queryByTestId('lab-designer-link')).toBeNull();
  });

  it('links to the lab’s T-esigner profile when it has one', async () => {
    profile = labProfileOf({ hasDesignerProfile: true });
    renderPage();
    expect((await screen.findByTestId('lab-designer-link')).getAttribute('href')).toBe(`/designer/view/${LAB.memberNo}`);
  });

  it('answers a private or unknown profile with the not-found state', async () => {
    profile = undefined;
    renderPage();
    expect((await screen.findByTestId('lab-profile-not-found')).textContent).toContain('Dental lab profile not found');
  });

  it('is the lab’s own public view at /myPageCenterPub, with the way to edit it', async () => {
    useUserStore.getState().login(userOf(LAB, MemberType.Lab));
    renderPage('/myPageCenterPub');
    expect((await screen.findByTestId('lab-business-name')).textContent).toBe('Hanbit Dental Lab');
    expect(screen.getByTestId('profile-public-notice')).toBeTruthy();
    expect(screen.getByTestId('profile-edit-link').getAttribute('href')).toBe('/profileModify');
  });
});
