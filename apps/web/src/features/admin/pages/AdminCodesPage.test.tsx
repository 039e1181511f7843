import type { AdminCode, AdminCodeGroupList, CodeCreateBody, CodeUpdateBody } from '@dcm/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../../lib/http.ts';
import i18n from '../../../lib/i18n.ts';
import { renderConsolePage } from '../content/test-setup.tsx';
import AdminCodesPage from './AdminCodesPage.tsx';
import { answeredError } from '../../../lib/http.test-support.ts';

let regions: AdminCode[];

beforeEach(async () => {
  await i18n.changeLanguage('en');
  regions = [
    { code: 'seoul', nameKo: '서울', nameEn: 'Seoul', sort: 10, extra: null },
    { code: 'jeju', nameKo: '제주', nameEn: 'Jeju', sort: 20, extra: null },
  ];
  vi.spyOn(http, 'get').mockImplementation(async (url: string) => {
    if (url === '/api/v1/admin/codes') return { data: { items: [{ group: 'region', count: regions.length }, { group: 'bank', count: 0 }] } satisfies AdminCodeGroupList };
    if (url === '/api/v1/admin/codes/region') return { data: { group: 'region', items: regions } };
    if (url === '/api/v1/admin/codes/bank') return { data: { group: 'bank', items: [] } };
    throw new Error(`unexpected ${url}`);
  });
});
afterEach(() => vi.restoreAllMocks());

const fill = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const refusal = (fields: Record<string, string>) => {
  return answeredError(400, { error: { code: 'VALIDATION_FAILED', message: 'no', fields } });
};

describe('code tables console', () => {
  it('shows the group of the address with both languages, and switches group in the address', async () => {
    renderConsolePage('/admin/codes?group=region', <AdminCodesPage />);
    const rows = await screen.findAllByTestId('code-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[1]!).getByText('제주')).toBeTruthy();
    expect(within(rows[1]!).getByText('Jeju')).toBeTruthy();
    expect(screen.getByTestId('code-group-region').getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByTestId('code-group-bank'));
    expect(await screen.findByTestId('code-empty')).toBeTruthy();
    expect(screen.getByTestId('address').textContent).toBe('/admin/codes?group=bank');
  });

  it('relabels a code in both languages and shows the saved label', async () => {
    const put = vi.spyOn(http, 'put').mockImplementation(async (_url: string, body: unknown) => {
      const b = body as CodeUpdateBody;
      regions = regions.map((c) => (c.code === 'jeju' ? { ...c, nameKo: b.nameKo, nameEn: b.nameEn, sort: b.sort } : c));
      return { data: regions[1] };
    });
    renderConsolePage('/admin/codes?group=region', <AdminCodesPage />);
    await screen.findAllByTestId('code-row');
    fireEvent.click(screen.getByRole('button', { name: 'Edit 제주' }));
    fill('Name (Korean)', '제주특별자치도');
    fill('Name (English)', 'Jeju Island');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The code is saved.')).toBeTruthy();
    expect(put).toHaveBeenCalledWith('/api/v1/admin/codes/region/jeju', { nameKo: '제주특별자치도', nameEn: 'Jeju Island', sort: 20, extra: null });
    expect(await screen.findByText('제주특별자치도')).toBeTruthy();
    expect(screen.queryByTestId('code-form')).toBeNull();
  });

  it('adds a code after the last one, and keeps the form with the server refusal on the code field', async () => {
    const post = vi.spyOn(http, 'post').mockRejectedValueOnce(refusal({ code: 'This code is already in the group.' })).mockImplementation(async (_url: string, body: unknown) => {
      const b = body as CodeCreateBody;
      const created: AdminCode = { code: b.code, nameKo: b.nameKo, nameEn: b.nameEn, sort: b.sort, extra: null };
      regions = [...regions, created];
      return { data: created };
    });
    renderConsolePage('/admin/codes?group=region', <AdminCodesPage />);
    await screen.findAllByTestId('code-row');
    fireEvent.click(screen.getByTestId('code-new'));
    expect((screen.getByLabelText('Order') as HTMLInputElement).value).toBe('30');
    fill('Code', 'seoul');
    fill('Name (Korean)', '세종');
    fill('Name (English)', 'Sejong');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This code is already in the group.')).toBeTruthy();
    expect(screen.getByLabelText('Code').getAttribute('aria-invalid')).toBe('true');
    fill('Code', 'sejong');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The code is added.')).toBeTruthy();
    expect(post).toHaveBeenLastCalledWith('/api/v1/admin/codes/region', { code: 'sejong', nameKo: '세종', nameEn: 'Sejong', sort: 30, extra: null });
    await vi.waitFor(() => expect(screen.getAllByTestId('code-row')).toHaveLength(3));
  });

  it('asks for both names and a valid code before sending anything', async () => {
    const post = vi.spyOn(http, 'post');
    renderConsolePage('/admin/codes?group=region', <AdminCodesPage />);
    await screen.findAllByTestId('code-row');
    fireEvent.click(screen.getByTestId('code-new'));
    fill('Code', 'has space');
    fill('Name (Korean)', '가');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('Code').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Name (English)').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Name (Korean)').getAttribute('aria-invalid')).toBe('false');
    expect(post).not.toHaveBeenCalled();
  });
});
