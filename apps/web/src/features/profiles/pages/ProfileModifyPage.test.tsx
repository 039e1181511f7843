import { MemberType, type DesignerProfile, type MyProfiles } from '@dcm/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../../lib/http.ts';
import i18n from '../../../lib/i18n.ts';
import { useUserStore } from '../../../lib/user-store.ts';
import { answerGet, CLIENT, DESIGNER, designerProfileOf, LAB, myDesignerProfiles, myLabProfiles, refusal, userOf } from '../test-fixtures.ts';
import ProfileModifyPage from './ProfileModifyPage.tsx';

let me: MyProfiles;

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/profileModify']}>
        <Routes>
          <Route path="/profileModify" element={<ProfileModifyPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** A T-esigner's profile before the first save: the server's defaults. */
const blank: Partial<DesignerProfile> = {
  briefIntro: '',
  companyIntro: '',
  foundedYear: null,
  technicianCount: null,
  region: null,
  cadSoftware: [],
  cadOther: '',
  editCount: 0,
  warrantyDays: 0,
  prosthesisTypes: [],
  prices: [],
  isPublic: false,
};

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });
const tick = (group: string, name: string) => fireEvent.click(within(screen.getByTestId(group)).getByRole('checkbox', { name }));

beforeEach(async () => {
  await i18n.changeLanguage('en');
  me = myDesignerProfiles(blank, false);
  useUserStore.getState().login(userOf(DESIGNER, MemberType.Designer));
  vi.spyOn(http, 'get').mockImplementation(answerGet(() => ({ '/api/v1/profiles/me': me })));
});
afterEach(() => {
  vi.restoreAllMocks();
  useUserStore.getState().logout();
});

describe('the T-esigner profile form', () => {
  it('saves what was typed, once however often the button is pressed', async () => {
    let answer: (value: { data: unknown }) => void = () => undefined;
    const put = vi.spyOn(http, 'put').mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    renderPage();
    await screen.findByTestId('designer-profile-form');
    type('brief-intro', 'Crowns designed the same day.');
    expect(screen.getByTestId('brief-intro-count').textContent).toBe('29/200');
    type('company-intro', 'Five CAD technicians in Seoul.');
    type('founded-year', '2015');
    type('technician-count', '5');
    await screen.findByRole('option', { name: 'Seoul' });
    fireEvent.change(screen.getByTestId('designer-region'), { target: { value: 'seoul' } });
    await screen.findByRole('checkbox', { name: 'exocad' });
    tick('cad-software', 'exocad');
    expect((screen.getByTestId('cad-other') as HTMLInputElement).disabled).toBe(true);
    tick('cad-software', 'Other');
    expect((screen.getByTestId('cad-other') as HTMLInputElement).disabled).toBe(false);
    type('cad-other', 'Blender for Dental');
    type('edit-count', '2');
    type('warranty-days', '30');
    tick('designer-prosthesis', 'Zirconia crown');
    tick('designer-prosthesis', 'Inlay');
    type('price-zirconia_crown', '12000');
    type('price-inlay', '8000');
    fireEvent.click(screen.getByTestId('designer-public'));
    expect(screen.getByTestId('designer-public-state').textContent).toContain('Public');

    const save = screen.getByTestId('designer-profile-save');
    fireEvent.click(save);
    fireEvent.click(save);
    await waitFor(() => expect(put).toHaveBeenCalledTimes(1));
    expect(put.mock.calls[0]).toEqual([
      '/api/v1/profiles/me/designer',
      {
        briefIntro: 'Crowns designed the same day.',
        companyIntro: 'Five CAD technicians in Seoul.',
        foundedYear: 2015,
        technicianCount: 5,
        region: 'seoul',
        cadSoftware: ['exocad', 'other'],
        cadOther: 'Blender for Dental',
        editCount: 2,
        warrantyDays: 30,
        prosthesisTypes: ['zirconia_crown', 'inlay'],
        prices: [
          { prosthesis: 'zirconia_crown', price: 12000 },
          { prosthesis: 'inlay', price: 8000 },
        ],
        isPublic: true,
      },
    ]);
    await waitFor(() => expect((save as HTMLButtonElement).disabled).toBe(true));
    fireEvent.click(save);
    answer({ data: designerProfileOf() });
    await waitFor(() => expect((save as HTMLButtonElement).disabled).toBe(false));
    expect(put).toHaveBeenCalledTimes(1);
  });

  it('refuses a third CAD program in the UI', async () => {
    renderPage();
    await screen.findByRole('checkbox', { name: 'exocad' });
    tick('cad-software', 'exocad');
    tick('cad-software', '3Shape Dental System');
    const cad = within(screen.getByTestId('cad-software'));
    expect((cad.getByRole('checkbox', { name: 'Dental Wings (DWOS)' }) as HTMLInputElement).disabled).toBe(true);
    expect((cad.getByRole('checkbox', { name: 'Other' }) as HTMLInputElement).disabled).toBe(true);
    tick('cad-software', 'Dental Wings (DWOS)');
    expect(cad.getAllByRole('checkbox', { checked: true })).toHaveLength(2);
    expect(screen.getByTestId('cad-software-hint').textContent).toBe('2 picked: unpick one to choose another.');
    tick('cad-software', 'exocad');
    expect((cad.getByRole('checkbox', { name: 'Dental Wings (DWOS)' }) as HTMLInputElement).disabled).toBe(false);
  });

  it('keeps an unpriced type out of the price table and asks for the edit terms before sending', async () => {
    const put = vi.spyOn(http, 'put').mockResolvedValue({ data: designerProfileOf() });
    me = myDesignerProfiles({ ...blank, prosthesisTypes: ['zirconia_crown', 'inlay'] }, false);
    renderPage();
    await screen.findByTestId('price-inlay');
    type('edit-count', '');
    type('price-zirconia_crown', '9000');
    fireEvent.click(screen.getByTestId('designer-profile-save'));
    await waitFor(() => expect(screen.getByTestId('edit-count').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Enter a whole number within the allowed range.')).toBeTruthy();
    expect(put).not.toHaveBeenCalled();
    type('edit-count', '1');
    fireEvent.click(screen.getByTestId('designer-profile-save'));
    await waitFor(() => expect(put).toHaveBeenCalledTimes(1));
    expect((put.mock.calls[0]![1] as { prices: unknown }).prices).toEqual([{ prosthesis: 'zirconia_crown', price: 9000 }]);
  });

  it('shows the server’s field errors on their fields', async () => {
    me = myDesignerProfiles();
    vi.spyOn(http, 'put').mockRejectedValue(
      refusal(422, { code: 'VALIDATION_FAILED', message: 'invalid', fields: { briefIntro: 'The text is too long.', 'prices.1.price': 'Enter a unit price.' } }),
    );
    renderPage();
    fireEvent.click(await screen.findByTestId('designer-profile-save'));
    expect(await screen.findByText('The text is too long.')).toBeTruthy();
    expect(screen.getByTestId('brief-intro').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('price-inlay-error').textContent).toBe('Enter a unit price.');
    expect(screen.getByTestId('price-inlay').getAttribute('aria-invalid')).toBe('true');
  });
});

describe('a dental lab’s profiles', () => {
  beforeEach(() => {
    useUserStore.getState().login(userOf(LAB, MemberType.Lab));
  });

  it('shows the lab form and, without a T-esigner profile, the add action that says why', async () => {
    me = myLabProfiles();
    renderPage();
    expect((await screen.findByTestId('business-name') as HTMLInputElement).value).toBe('Hanbit Dental Lab');
    const add = screen.getByTestId('add-designer-profile');
    expect(add.textContent).toContain('cannot take part in CAD file transactions or receive designated requests');
    expect(screen.queryByTestId('designer-profile-form')).toBeNull();
    fireEvent.click(screen.getByTestId('add-designer-profile-button'));
    expect(await screen.findByTestId('designer-profile-form')).toBeTruthy();
    expect(screen.getByTestId('lab-profile-form')).toBeTruthy();
    expect(screen.queryByTestId('add-designer-profile')).toBeNull();
  });

  it('shows both forms once the lab has a T-esigner profile', async () => {
    me = myLabProfiles(designerProfileOf());
    renderPage();
    expect(await screen.findByTestId('designer-profile-form')).toBeTruthy();
    expect(screen.getByTestId('lab-profile-form')).toBeTruthy();
    expect(screen.queryByTestId('add-designer-profile')).toBeNull();
  });

  it('saves the lab profile with its photos and specializations, at most 4', async () => {
    me = myLabProfiles();
    const put = vi.spyOn(http, 'put').mockResolvedValue({ data: me.lab });
    renderPage();
    await screen.findByRole('checkbox', { name: 'Dentures' });
    tick('lab-specializations', 'Crown & bridge');
    tick('lab-specializations', 'Dentures');
    const specializations = within(screen.getByTestId('lab-specializations'));
    expect((specializations.getByRole('checkbox', { name: 'Orthodontics' }) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('lab-profile-save'));
    await waitFor(() => expect(put).toHaveBeenCalledTimes(1));
    expect(put.mock.calls[0]![0]).toBe('/api/v1/profiles/me/lab');
    expect(put.mock.calls[0]![1]).toMatchObject({
      businessName: 'Hanbit Dental Lab',
      specializations: ['implant', 'esthetics', 'crown_bridge', 'denture'],
      photoIds: [me.lab!.photos[0]!.id],
      isPublic: true,
    });
  });
});

it('tells a client that profiles are for T-esigners and dental labs', async () => {
  useUserStore.getState().login(userOf(CLIENT, MemberType.Client));
  renderPage();
  expect((await screen.findByTestId('profile-modify-client')).textContent).toContain('Profiles are for T-esigners and dental labs');
  expect(vi.mocked(http.get).mock.calls.some(([url]) => url === '/api/v1/profiles/me')).toBe(false);
});
