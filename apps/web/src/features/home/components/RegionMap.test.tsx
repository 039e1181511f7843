import { SpecRegions } from '@dcm/shared/codes/regions';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../../lib/http.ts';
import i18n from '../../../lib/i18n.ts';
import { codesFrom, renderAt, type CodeTables } from '../../../test/page-fixtures.tsx';
import { answer, type Params } from '../../content/test-fixtures.ts';
import { RegionMap } from './RegionMap.tsx';

const tables: CodeTables = { region: SpecRegions };
const codes = codesFrom(tables);
const counted: Record<string, number> = { seoul: 1234, gyeonggi: 400, busan: 12, jeju: 1 };
const regionCounts = () => ({ items: tables.region!.map(([code]) => ({ code, count: counted[code] ?? 0 })) });

let routes: Record<string, (params: Params) => unknown>;

beforeEach(() => {
  routes = { '/api/v1/profiles/labs/regions': regionCounts };
  vi.spyOn(http, 'get').mockImplementation(answer((url, params) => codes(url, params.type) ?? routes[url]?.(params)));
});
afterEach(() => vi.restoreAllMocks());

describe('the map of labs by region', () => {
  it('draws all 21 regions by their Korean names, each a link to the lab search of its region named with its count', async () => {
    await i18n.changeLanguage('ko');
    renderAt('/', <RegionMap />);
    const map = await screen.findByRole('group', { name: '지역별 치과기공소 지도' });
    const tiles = within(map).getAllByRole('link');
    expect(tiles).toHaveLength(21);
    const seoul = screen.getByRole('link', { name: '서울 1,234곳' });
    expect(seoul.getAttribute('href')).toBe('/center?by=region&region=seoul');
    expect(seoul.textContent).toBe('서울 1,234곳');
    // A region without labs is still a way into the search: it says so.
    expect(screen.getByRole('link', { name: '춘천 0곳' }).getAttribute('href')).toBe('/center?by=region&region=chuncheon');
    expect(screen.getByTestId('region-map-total').textContent).toBe('전국 1,647곳의 치과기공소');
    expect(screen.getByRole('link', { name: '전체 치과기공소 찾기' }).getAttribute('href')).toBe('/center?by=region');
  });

  it('tints a tile by its share of the busiest region, and leaves the regions without labs untinted', async () => {
    await i18n.changeLanguage('ko');
    renderAt('/', <RegionMap />);
    await screen.findByTestId('region-seoul');
    const level = (code: string) => screen.getByTestId(`region-${code}`).getAttribute('data-level');
    expect([level('seoul'), level('gyeonggi'), level('busan'), level('jeju'), level('sejong')]).toEqual(['4', '2', '1', '1', '0']);
  });

  it('names the regions and counts in English, singular for one lab', async () => {
    await i18n.changeLanguage('en');
    renderAt('/', <RegionMap />);
    expect((await screen.findByRole('link', { name: 'Jeju 1 dental lab' })).textContent).toBe('Jeju 1');
    expect(screen.getByRole('link', { name: 'Gyeongbuk 0 dental labs' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Find a dental lab near you' })).toBeTruthy();
  });

  it('is reached by keyboard, row by row from the north-west, and opens the search of the chosen region', async () => {
    await i18n.changeLanguage('ko');
    renderAt('*', <RegionMap />, '/');
    const map = await screen.findByRole('group', { name: '지역별 치과기공소 지도' });
    const order = within(map)
      .getAllByRole('link')
      .map((link) => link.getAttribute('data-testid'));
    expect(order.slice(0, 5)).toEqual(['region-bucheon', 'region-seoul', 'region-chuncheon', 'region-gangwon', 'region-incheon']);
    expect(order.at(-1)).toBe('region-jeju');
    const busan = screen.getByTestId('region-busan');
    busan.focus();
    expect(document.activeElement).toBe(busan);
    fireEvent.click(busan);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/center?by=region&region=busan'));
  });

  it('keeps its shape while the counts load, and says it is loading', async () => {
    await i18n.changeLanguage('ko');
    let arrive: (value: unknown) => void = () => {};
    routes['/api/v1/profiles/labs/regions'] = () => new Promise((resolve) => (arrive = resolve));
    renderAt('/', <RegionMap />);
    expect(screen.getByRole('status').textContent).toBe('지역별 치과기공소 수를 불러오는 중입니다.');
    expect(screen.queryAllByRole('link', { name: /치과기공소 \d/ })).toHaveLength(0);
    arrive(regionCounts());
    await screen.findByRole('link', { name: '서울 1,234곳' });
    expect(screen.queryByTestId('region-map-loading')).toBeNull();
  });

  it('says when the counts did not come, never as an empty map, and asks again on Retry', async () => {
    await i18n.changeLanguage('ko');
    routes['/api/v1/profiles/labs/regions'] = () => undefined;
    renderAt('/', <RegionMap />);
    const alert = await screen.findByTestId('region-map-error');
    expect(alert.getAttribute('role')).toBe('alert');
    expect(screen.queryByRole('group', { name: '지역별 치과기공소 지도' })).toBeNull();
    expect(screen.getByTestId('region-map-total').textContent).toBe('');
    routes['/api/v1/profiles/labs/regions'] = regionCounts;
    fireEvent.click(within(alert).getByRole('button'));
    await screen.findByRole('link', { name: '서울 1,234곳' });
  });
});
