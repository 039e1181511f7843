import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, type HttpConfig } from '../../../lib/http.ts';
import i18n from '../../../lib/i18n.ts';
import { renderAt } from '../../../test/page-fixtures.tsx';
import { answerGet, LAB, labCardOf, labPageOf } from '../test-fixtures.ts';
import LabSearchPage from './LabSearchPage.tsx';

const renderPage = (path = '/center') => renderAt('/center', <LabSearchPage />, path);

let get: ReturnType<typeof vi.spyOn>;
/** The query each search sent, as the server reads it (repeated keys as lists). */
type Sent = { specialization: string[]; region: string[]; page: string | null };
const searches = (): Sent[] =>
  get.mock.calls
    .filter((call: unknown[]) => call[0] === '/api/v1/profiles/labs')
    .map((call: unknown[]) => {
      const params = (call[1] as HttpConfig).params as URLSearchParams;
      return { specialization: params.getAll('specialization'), region: params.getAll('region'), page: params.get('page') };
    });
const box = (code: string) => screen.getByTestId(`specialization-${code}`) as HTMLInputElement;

beforeEach(async () => {
  await i18n.changeLanguage('en');
  get = vi.spyOn(http, 'get').mockImplementation(answerGet(() => ({ '/api/v1/profiles/labs': labPageOf([labCardOf()], 1, 25) })));
});
afterEach(() => vi.restoreAllMocks());

describe('the dental lab search', () => {
  it('renders the labs of the address’s specializations and page, each card opening the lab', async () => {
    renderPage('/center?specialization=implant,denture&page=3');
    expect((await screen.findByTestId('lab-card-name')).textContent).toBe('Hanbit Dental Lab');
    expect(searches()).toEqual([{ specialization: ['implant', 'denture'], region: [], page: '3' }]);
    expect(screen.getByTestId('lab-card-link').getAttribute('href')).toBe(`/centerView/${LAB.memberNo}`);
    await waitFor(() => expect(screen.getByTestId('lab-card-region').textContent).toBe('Busan'));
    expect(screen.getByTestId('lab-card-specializations').textContent).toBe('Implant prostheticsCeramics & esthetics');
    await waitFor(() => expect(box('implant').checked).toBe(true));
    expect(box('denture').checked).toBe(true);
    expect(box('orthodontics').checked).toBe(false);
  });

  it('disables a fifth specialization with a hint, so no search asks for five', async () => {
    renderPage();
    await screen.findByTestId('specialization-esthetics');
    for (const code of ['crown_bridge', 'implant', 'denture', 'orthodontics']) fireEvent.click(box(code));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/center?specialization=crown_bridge%2Cimplant%2Cdenture%2Corthodontics'));
    expect(box('esthetics').disabled).toBe(true);
    expect(box('implant').disabled).toBe(false);
    expect(screen.getByTestId('specialization-hint').textContent).toBe('You chose 4, the most allowed. Uncheck one to choose another.');
    await waitFor(() => expect(searches().at(-1)?.specialization).toEqual(['crown_bridge', 'implant', 'denture', 'orthodontics']));
    expect(searches().every((s) => s.specialization.length <= 4)).toBe(true);
    // Unchecking one frees the fifth again.
    fireEvent.click(box('implant'));
    await waitFor(() => expect(box('esthetics').disabled).toBe(false));
  });

  it('keeps only the first four specializations of a hand-written address', async () => {
    renderPage('/center?specialization=crown_bridge,implant,denture,orthodontics,esthetics');
    await screen.findByTestId('lab-card');
    expect(searches()[0]?.specialization).toEqual(['crown_bridge', 'implant', 'denture', 'orthodontics']);
  });

  it('searches by one region in its own tab, without the specializations', async () => {
    renderPage('/center?specialization=implant');
    await screen.findByTestId('lab-card');
    fireEvent.click(screen.getByTestId('lab-tab-region'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/center?by=region'));
    await waitFor(() => expect(screen.getAllByRole('option', { name: 'Seoul' })).toHaveLength(1));
    fireEvent.change(screen.getByTestId('lab-region'), { target: { value: 'seoul' } });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/center?by=region&region=seoul'));
    await waitFor(() => expect(searches().at(-1)).toEqual({ specialization: [], region: ['seoul'], page: '1' }));
    expect(screen.getByTestId('lab-tab-region').getAttribute('aria-selected')).toBe('true');
  });

  it('says when no lab matches', async () => {
    get.mockImplementation(answerGet(() => ({ '/api/v1/profiles/labs': labPageOf([]) })));
    renderPage('/center?by=region&region=busan');
    expect((await screen.findByTestId('lab-results-empty')).textContent).toContain('No dental lab matches');
  });
});
