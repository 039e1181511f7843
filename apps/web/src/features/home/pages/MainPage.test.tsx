import type { CodeItem } from '@dcm/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../../lib/http.ts';
import i18n from '../../../lib/i18n.ts';
import { renderAt } from '../../../test/page-fixtures.tsx';
import { answer, faqOf, noticePage, noticesOf, type Params } from '../../content/test-fixtures.ts';
import MainPage from './MainPage.tsx';

const stats = { members: 1234, referrals: 56789, transactions: { KRW: 123456789, USD: 1234567 }, at: '2026-11-26T01:00:00.000Z' };
const partners = [
  { id: '00000000-0000-4000-8000-000000000201', name: 'Hanbit Scanner', logoUrl: '/api/v1/common/file/logo-1', link: 'https://hanbit.example.com' },
  { id: '00000000-0000-4000-8000-000000000202', name: 'Seoul Milling', logoUrl: '/api/v1/common/file/logo-2', link: null },
];
/** The prosthesis table as the server answers it in English: ten types, one category each. */
const prosthesis: CodeItem[] = [
  ['zirconia_crown', 'Zirconia crown', 'crown'],
  ['pfm_crown', 'PFM crown', 'crown'],
  ['emax_crown', 'e.max crown', 'crown'],
  ['inlay', 'Inlay', 'crown'],
  ['custom_abutment', 'Implant custom abutment', 'implant'],
  ['implant_crown_screw', 'Implant crown (screw-retained)', 'implant'],
  ['full_denture', 'Full denture', 'removable'],
  ['night_guard', 'Night guard / splint', 'appliance'],
  ['model', 'Model', 'other'],
  ['other', 'Other', null],
].map(([code, name, extra], i) => ({ code: code!, name: name!, sort: i + 1, extra: extra ?? null }));
const faqs = Array.from({ length: 7 }, (_, i) => faqOf(i + 1, 'general', `Question ${i + 1}?`, `Answer ${i + 1}.`));
let routes: Record<string, (params: Params) => unknown>;
let get: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  routes = {
    '/api/v1/stats': () => stats,
    '/api/v1/partners': () => ({ items: partners }),
    '/api/v1/notices': (params) => noticePage(noticesOf(12, 1), params),
    '/api/v1/common/code/prosthesis': () => prosthesis,
    '/api/v1/faq': (params) => ({ items: params.category === 'general' ? faqs : [] }),
  };
  get = vi.spyOn(http, 'get').mockImplementation(answer((url, params) => routes[url]?.(params)));
});
afterEach(() => vi.restoreAllMocks());

describe('the main page', () => {
  it('shows the live figures in Korean, the amounts in won and dollars', async () => {
    await i18n.changeLanguage('ko');
    renderAt('/', <MainPage />);
    expect(await screen.findByRole('heading', { name: '의뢰서 작성 방식을 고르세요' })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('stat-members').textContent).toBe('1,234명'));
    expect(screen.getByTestId('stat-referrals').textContent).toBe('56,789건');
    expect(screen.getByTestId('stat-krw').textContent).toBe('123,456,789원');
    expect(screen.getByTestId('stat-usd').textContent).toBe('$12,345.67');
  });

  it('leaves dollars out while nothing was ever paid in them, and dates the figures in Korean time', async () => {
    await i18n.changeLanguage('ko');
    routes['/api/v1/stats'] = () => ({ ...stats, transactions: { KRW: 15000, USD: 0 }, at: '2026-11-28T15:30:00.000Z' });
    renderAt('/', <MainPage />);
    await waitFor(() => expect(screen.getByTestId('stat-krw').textContent).toBe('15,000원'));
    expect(screen.queryByTestId('stat-usd')).toBeNull();
    expect(screen.queryByText(/\$0\.00/)).toBeNull();
    expect(screen.getByTestId('main-stats').textContent).toContain('2026. 11. 29. 오전 12:30');
  });

  it('offers both referral modes, the audience guides and the quick lane', async () => {
    await i18n.changeLanguage('en');
    renderAt('/', <MainPage />);
    expect((await screen.findByTestId('mode-simple')).getAttribute('href')).toBe('/request/easymode');
    expect(screen.getByTestId('mode-detail').getAttribute('href')).toBe('/request/detailmode');
    // The first link that says "simple" is the simple mode (the English referral journey clicks it).
    expect(screen.getAllByRole('link', { name: /simple/i })[0]).toBe(screen.getByTestId('mode-simple'));
    // Below the first screen, drawn in turn (components/InTurn.tsx).
    expect((await screen.findByRole('link', { name: 'More for T-esigners' })).getAttribute('href')).toBe('/service2');
    expect(screen.getByTestId('main-quick').getAttribute('href')).toBe('/quick/client');
  });

  it('leads with one way to write a referral under a headline read as one sentence, and a quiet way to read first', async () => {
    await i18n.changeLanguage('ko');
    renderAt('/', <MainPage />);
    expect(screen.getByRole('heading', { level: 1, name: '치과 보철 CAD 디자인, 의뢰부터 수령까지 한 곳에서' })).toBeTruthy();
    expect(screen.getByTestId('main-write').getAttribute('href')).toBe('/request');
    expect(screen.getByTestId('main-write').textContent).toBe('의뢰서 작성하기');
    expect(screen.getByRole('link', { name: '서비스 소개' }).getAttribute('href')).toBe('/service');
    // The picture is decoration: nothing in it reaches a screen reader.
    expect(screen.getByTestId('hero-visual').getAttribute('aria-hidden')).toBe('true');
  });

  it('opens the T-esigner search filtered by each prosthesis type of the code table', async () => {
    await i18n.changeLanguage('en');
    renderAt('/', <MainPage />);
    await waitFor(() => expect(screen.getAllByTestId('main-type')).toHaveLength(prosthesis.length));
    const tiles = screen.getAllByTestId('main-type');
    expect(tiles.map((tile) => tile.textContent)).toEqual(prosthesis.map((type) => type.name));
    expect(tiles[0]!.getAttribute('href')).toBe('/designer?type=zirconia_crown');
    expect(screen.getByRole('link', { name: 'Implant crown (screw-retained)' }).getAttribute('href')).toBe('/designer?type=implant_crown_screw');
    expect(screen.getByRole('link', { name: 'All T-esigners' }).getAttribute('href')).toBe('/designer');
    const more = screen.getByRole('button', { name: /Show all prosthesis types/ });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(more);
    expect(screen.getByRole('button', { name: 'Show fewer' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('keeps a titled place for the region map', async () => {
    await i18n.changeLanguage('en');
    renderAt('/', <MainPage />);
    const labs = await screen.findByRole('region', { name: 'Find a dental lab near you' });
    expect(labs.textContent).toContain('Tap a region on the map');
  });

  it('answers the first five general questions in place, with the way to all of them', async () => {
    await i18n.changeLanguage('en');
    renderAt('/', <MainPage />);
    await waitFor(() => expect(screen.getAllByTestId('main-faq-item')).toHaveLength(5));
    const calls = get.mock.calls.filter((c: unknown[]) => c[0] === '/api/v1/faq');
    expect((calls[0]![1] as { params: Params }).params).toEqual({ category: 'general' });
    const first = screen.getAllByTestId('main-faq-item')[0]!;
    expect(first.tagName).toBe('DETAILS');
    expect(first.querySelector('summary')?.textContent).toContain('Question 1?');
    expect(first.textContent).toContain('Answer 1.');
    expect(screen.queryByText('Question 6?')).toBeNull();
    expect(screen.getByRole('link', { name: 'All questions' }).getAttribute('href')).toBe('/faq');
  });

  it('lists the partners as lazy logos of a set size, linked when they have a site', async () => {
    await i18n.changeLanguage('en');
    renderAt('/', <MainPage />);
    await waitFor(() => expect(screen.getAllByTestId('partner')).toHaveLength(2));
    const [linked, plain] = screen.getAllByTestId('partner');
    const logo = within(linked!).getByRole('img', { name: 'Hanbit Scanner' });
    expect(logo.getAttribute('loading')).toBe('lazy');
    expect([logo.getAttribute('width'), logo.getAttribute('height')]).toEqual(['160', '64']);
    expect(within(linked!).getByRole('link').getAttribute('href')).toBe('https://hanbit.example.com');
    expect(within(linked!).getByRole('link').getAttribute('rel')).toContain('noopener');
    expect(within(plain!).queryByRole('link')).toBeNull();
    expect(within(plain!).getByRole('img', { name: 'Seoul Milling' })).toBeTruthy();
  });

  it('teases the three latest notices, each opening on the notice page', async () => {
    await i18n.changeLanguage('en');
    renderAt('/', <MainPage />);
    await waitFor(() => expect(screen.getAllByTestId('main-notice')).toHaveLength(3));
    const calls = get.mock.calls.filter((c: unknown[]) => c[0] === '/api/v1/notices');
    expect((calls[0]![1] as { params: Params }).params).toEqual({ page: 1, size: 3 });
    const first = screen.getAllByTestId('main-notice')[0]!;
    expect(first.textContent).toContain('Notice 1');
    expect(first.textContent).toContain('Pinned');
    expect(first.getAttribute('href')).toBe(`/notice?id=${noticesOf(1)[0]!.id}`);
    expect(screen.getByRole('link', { name: 'See all' }).getAttribute('href')).toBe('/notice');
  });

  it('keeps the page whole when the figures, types or questions fail, and leaves out empty partners and notices', async () => {
    await i18n.changeLanguage('en');
    routes['/api/v1/stats'] = () => undefined;
    routes['/api/v1/partners'] = () => ({ items: [] });
    routes['/api/v1/notices'] = (params) => noticePage([], params);
    routes['/api/v1/faq'] = () => undefined;
    routes['/api/v1/common/code/prosthesis'] = () => undefined;
    renderAt('/', <MainPage />);
    await waitFor(() => expect(screen.getByTestId('main-stats').textContent).toContain('cannot be loaded'));
    await waitFor(() => expect(screen.queryByTestId('main-partners')).toBeNull());
    expect(screen.queryByTestId('main-notices')).toBeNull();
    // The types that cannot load say so and offer to ask again (after the code tables' one retry, a
    // second later); the questions leave only their link.
    await waitFor(() => expect(screen.getByTestId('main-types-error')).toBeTruthy(), { timeout: 3000 });
    expect(within(screen.getByTestId('main-types-error')).getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.queryAllByTestId('main-faq-item')).toHaveLength(0);
    expect(screen.getByTestId('main-faq-all').getAttribute('href')).toBe('/faq');
    expect(screen.getByTestId('main-page')).toBeTruthy();
  });
});
