import type { AdminNotice, NoticeBody } from '@dcm/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../../../lib/http.ts';
import i18n from '../../../../lib/i18n.ts';
import { renderConsolePage } from '../test-setup.tsx';
import AdminNoticesPage from './AdminNoticesPage.tsx';
import { answeredError } from '../../../../lib/http.test-support.ts';

const draft: AdminNotice = {
  id: '00000000-0000-4000-8000-0000000000d1',
  title: { ko: '점검 안내', en: '' },
  body: { ko: '3월 10일 점검합니다.', en: '' },
  pinned: false,
  publishedAt: null,
  updatedAt: '2026-03-01T01:00:00.000Z',
};

let notices: AdminNotice[];

beforeEach(async () => {
  await i18n.changeLanguage('en');
  notices = [draft];
  vi.spyOn(http, 'get').mockImplementation(async (url: string) => {
    if (url === '/api/v1/admin/content/notices') return { data: { items: notices, page: 1, size: 20, total: notices.length } };
    throw new Error(`unexpected ${url}`);
  });
});
afterEach(() => vi.restoreAllMocks());

const fill = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('notice editor', () => {
  it('publishes a new pinned notice in both languages and shows it published', async () => {
    const post = vi.spyOn(http, 'post').mockImplementation(async (_url: string, body: unknown) => {
      const b = body as NoticeBody;
      const created: AdminNotice = { id: '00000000-0000-4000-8000-0000000000d2', title: b.title, body: b.body, pinned: b.pinned, publishedAt: '2026-03-02T01:00:00.000Z', updatedAt: '2026-03-02T01:00:00.000Z' };
      notices = [created, draft];
      return { data: created };
    });
    renderConsolePage('/admin/notices', <AdminNoticesPage />);
    await screen.findByTestId('notice-row');
    fireEvent.click(screen.getByTestId('notice-new'));
    fill('Title (Korean)', '새 기능 안내');
    fill(/^Title \(English\)/, 'New features');
    fill('Text (Korean)', '퀵 의뢰가 생겼습니다.');
    fill(/^Text \(English\)/, 'Quick requests are here.');
    fireEvent.click(screen.getByLabelText('Pin to the top'));
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('The notice is published.')).toBeTruthy();
    expect(post).toHaveBeenCalledWith('/api/v1/admin/content/notices', {
      title: { ko: '새 기능 안내', en: 'New features' },
      body: { ko: '퀵 의뢰가 생겼습니다.', en: 'Quick requests are here.' },
      pinned: true,
      publish: true,
    });
    await vi.waitFor(() => expect(screen.getAllByTestId('notice-row')).toHaveLength(2));
    expect(screen.getAllByTestId('notice-state')[0]!.textContent).toMatch(/^Published/);
    expect(screen.queryByTestId('notice-form')).toBeNull();
  });

  it('publishes a draft through its edit form with PUT', async () => {
    const put = vi.spyOn(http, 'put').mockImplementation(async (_url: string, body: unknown) => ({ data: { ...draft, publishedAt: '2026-03-02T01:00:00.000Z', title: (body as NoticeBody).title } }));
    renderConsolePage('/admin/notices', <AdminNoticesPage />);
    const row = await screen.findByTestId('notice-row');
    expect(within(row).getByTestId('notice-state').textContent).toBe('Draft');
    fireEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    expect((screen.getByLabelText('Title (Korean)') as HTMLInputElement).value).toBe('점검 안내');
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('The notice is published.')).toBeTruthy();
    expect(put).toHaveBeenCalledWith(`/api/v1/admin/content/notices/${draft.id}`, { title: draft.title, body: draft.body, pinned: false, publish: true });
  });

  it('unpublishes a published notice through its edit form, back to a draft', async () => {
    const published: AdminNotice = { ...draft, publishedAt: '2026-03-02T01:00:00.000Z' };
    notices = [published];
    const put = vi.spyOn(http, 'put').mockImplementation(async (_url: string, body: unknown) => {
      const unpublished: AdminNotice = { ...published, title: (body as NoticeBody).title, publishedAt: null };
      notices = [unpublished];
      return { data: unpublished };
    });
    renderConsolePage('/admin/notices', <AdminNoticesPage />);
    const row = await screen.findByTestId('notice-row');
    expect(within(row).getByTestId('notice-state').textContent).toMatch(/^Published/);
    fireEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    expect(screen.queryByRole('button', { name: 'Save draft' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Unpublish' }));
    expect(await screen.findByText('The notice is unpublished and back to a draft.')).toBeTruthy();
    expect(put).toHaveBeenCalledWith(`/api/v1/admin/content/notices/${draft.id}`, { title: draft.title, body: draft.body, pinned: false, publish: false });
    await vi.waitFor(() => expect(screen.getByTestId('notice-state').textContent).toBe('Draft'));
  });

  it('offers a draft no Unpublish button, only saving it as a draft', async () => {
    renderConsolePage('/admin/notices', <AdminNoticesPage />);
    fireEvent.click(within(await screen.findByTestId('notice-row')).getByRole('button', { name: 'Edit' }));
    expect(screen.queryByRole('button', { name: 'Unpublish' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Save draft' })).toBeTruthy();
  });

  it('asks for the Korean title before sending and shows a refusal as a translated toast', async () => {
    const post = vi.spyOn(http, 'post').mockRejectedValue(answeredError(403, { error: { code: 'FORBIDDEN', message: 'no' } }));
    renderConsolePage('/admin/notices', <AdminNoticesPage />);
    await screen.findByTestId('notice-row');
    fireEvent.click(screen.getByTestId('notice-new'));
    fill('Text (Korean)', '본문');
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(screen.getByLabelText('Title (Korean)').getAttribute('aria-invalid')).toBe('true');
    expect(post).not.toHaveBeenCalled();
    fill('Title (Korean)', '제목');
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText(i18n.t('errors:FORBIDDEN'))).toBeTruthy();
    expect(post).toHaveBeenCalledTimes(1);
  });
});
