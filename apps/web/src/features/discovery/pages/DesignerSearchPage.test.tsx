import { MemberType } from '@dcm/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, type HttpConfig } from '../../../lib/http.ts';
import i18n from '../../../lib/i18n.ts';
import { useUserStore } from '../../../lib/user-store.ts';
import { renderAt } from '../../../test/page-fixtures.tsx';
import { answerGet, CLIENT, designerCardOf, designerPageOf, DESIGNER, refusal, userOf } from '../test-fixtures.ts';
import DesignerSearchPage from './DesignerSearchPage.tsx';

const renderPage = (path = '/designer') => renderAt('/designer', <DesignerSearchPage />, path);

let answer: () => unknown;
let get: ReturnType<typeof vi.spyOn>;
const searches = () =>
  get.mock.calls.filter((call: unknown[]) => call[0] === '/api/v1/profiles/designers').map((call: unknown[]) => (call[1] as HttpConfig).params as Record<string, unknown>);

beforeEach(async () => {
  await i18n.changeLanguage('en');
  answer = () => designerPageOf([designerCardOf()], 1, 12);
  get = vi.spyOn(http, 'get').mockImplementation(answerGet(() => ({ '/api/v1/profiles/designers': answer() })));
});
afterEach(() => {
  vi.restoreAllMocks();
  useUserStore.getState().logout();
});

describe('the T-esigner search', () => {
  it('sends the type, the order and the page of the address and renders the cards', async () => {
    answer = () => designerPageOf([designerCardOf()], 2, 12);
    renderPage('/designer?type=inlay&sort=price&page=2');
    expect((await screen.findByTestId('designer-card-nickname')).textContent).toBe(DESIGNER.nickname);
    expect(searches()).toEqual([{ type: 'inlay', sort: 'price', page: 2 }]);
    expect(screen.getByTestId('designer-card-link').getAttribute('href')).toBe(`/designer/view/${DESIGNER.memberNo}`);
    expect(screen.getByTestId('designer-card-intro').textContent).toBe('Crowns and bridges, designed the same day.');
    expect(screen.getByTestId('designer-card-rating').textContent).toBe('8.5 / 10 · 12 reviews');
    expect(screen.getByTestId('designer-card-completed').textContent).toBe('40 orders');
    expect(screen.getByTestId('designer-card-response').textContent).toBe('About 3 hours');
    expect(screen.getByTestId('designer-card-price').textContent).toBe('₩8,000');
    expect(screen.getByTestId('designer-card-cover').getAttribute('src')).toBe('/api/v1/common/file/cover-21');
    await waitFor(() => expect(screen.getByTestId('designer-card-region').textContent).toBe('Seoul'));
    await waitFor(() => expect((screen.getByTestId('designer-type') as HTMLSelectElement).value).toBe('inlay'));
    expect((screen.getByTestId('designer-sort') as HTMLSelectElement).value).toBe('price');
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
  });

  it('asks for the best rated of every type on the first page by default, and says "from" the lowest price', async () => {
    renderPage();
    expect((await screen.findByTestId('designer-card-price')).textContent).toBe('From ₩8,000');
    expect(searches()).toEqual([{ sort: 'rating', page: 1 }]);
  });

  it('keeps a new type and order in the address and goes back to the first page', async () => {
    renderPage('/designer?page=2');
    await screen.findByTestId('designer-card');
    await waitFor(() => expect(screen.getAllByRole('option', { name: 'Inlay' })).toHaveLength(1));
    fireEvent.change(screen.getByTestId('designer-type'), { target: { value: 'inlay' } });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/designer?type=inlay'));
    fireEvent.change(screen.getByTestId('designer-sort'), { target: { value: 'response' } });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/designer?type=inlay&sort=response'));
    await waitFor(() => expect(searches().at(-1)).toEqual({ type: 'inlay', sort: 'response', page: 1 }));
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/designer?type=inlay&sort=response&page=2'));
  });

  it('says "price on request" when the T-esigner set no price', async () => {
    answer = () => designerPageOf([designerCardOf({ price: null })]);
    renderPage();
    expect((await screen.findByTestId('designer-card-price')).textContent).toBe('Price on request');
  });

  it('shows the favourite heart to a signed-in member only', async () => {
    renderPage();
    await screen.findByTestId('designer-card');
    expect(screen.queryByTestId('favourite-button')).toBeNull();
    useUserStore.getState().login(userOf(CLIENT, MemberType.Client));
    expect((await screen.findByTestId('favourite-button')).getAttribute('aria-pressed')).toBe('false');
  });

  it('says when no T-esigner handles the type, and when the search failed', async () => {
    answer = () => designerPageOf([]);
    const { unmount } = renderPage('/designer?type=inlay');
    expect((await screen.findByTestId('designer-results-empty')).textContent).toContain('No T-esigner handles this prosthesis type yet');
    unmount();
    answer = () => {
      throw refusal(500, { code: 'INTERNAL', message: 'boom' });
    };
    renderPage();
    expect((await screen.findByTestId('designer-results-error')).textContent).toContain('A data error occurred.');
  });
});
