import { FDI_TEETH, ToastDurationMs, type TeethType } from '@dcm/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Toaster } from 'sonner';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DoneAlertDialog } from '../../../components/DoneAlertDialog.tsx';
import { http } from '../../../lib/http.ts';
import i18n from '../../../lib/i18n.ts';
import { useUiStore } from '../../../lib/ui-store.ts';
import ComponentGalleryPage from './ComponentGalleryPage.tsx';

// The date picker's time list measures the month beside it; jsdom measures nothing.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

// The tooth chart names the teeth from the server's code table.
const teeth: TeethType[] = FDI_TEETH.map((tooth, sort) => ({ code: String(tooth), name: `치아 (${tooth})`, arch: tooth < 30 ? 'maxilla' : 'mandible', sort }));

beforeEach(async () => {
  await i18n.changeLanguage('ko');
  await i18n.loadNamespaces(['toothChart']);
  vi.spyOn(http, 'get').mockImplementation(async (url: string) => {
    if (url === '/api/v1/common/teeth-type') return { data: teeth };
    throw new Error(`unexpected GET ${url}`);
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  useUiStore.setState({ doneAlert: null, isAlertPresent: false, isBlockDoneAlert: false, callback: null });
});

function renderGallery() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ComponentGalleryPage />
        <DoneAlertDialog />
        <Toaster duration={ToastDurationMs} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const SECTIONS = ['buttons', 'inputs', 'date-picker', 'tooth-chart', 'feedback', 'dropdown', 'pagination', 'dialogs', 'badges', 'upload'];

describe('component gallery', { timeout: 20_000 }, () => {
  it('shows every section with its heading and note, the lazy pieces included', async () => {
    renderGallery();
    for (const id of SECTIONS) {
      // The lazy pieces arrive on their first import, which the test's transform makes slow.
      const section = await screen.findByTestId(`gallery-${id}`, {}, { timeout: 15_000 });
      expect(within(section).getByRole('heading', { level: 2 }).textContent).not.toBe('');
      expect(section.querySelector('p')?.textContent).not.toBe('');
    }
    expect(screen.getByRole('heading', { name: '날짜 선택' })).toBeTruthy();
    expect(screen.getAllByTestId('date-time-picker')).toHaveLength(2);
    expect(await screen.findByRole('button', { name: /\(11\)/ })).toBeTruthy();
  });

  it('switches the whole catalogue to English and back', async () => {
    renderGallery();
    await screen.findByTestId('gallery-dialogs', {}, { timeout: 15_000 });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('공통 컴포넌트');

    fireEvent.click(screen.getByRole('button', { name: /English/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Shared components' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Date picker' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /English/ }).getAttribute('aria-pressed')).toBe('true');
    expect(document.documentElement.lang).toBe('en');
    // The shared components follow: a status badge and the pagination in English.
    expect(within(screen.getByTestId('gallery-badges')).getAllByTestId('request-status')[0]!.textContent).toBe(i18n.t('common:requestStatus.quoteRequested'));
    expect(screen.getByRole('navigation', { name: i18n.t('common:pagination.label') })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /한국어/ }));
    expect(await screen.findByRole('heading', { level: 1, name: '공통 컴포넌트' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('ko');
  });

  it('the buttons and fields hold live state: a wrong nickname shows its error, a right one its success', () => {
    renderGallery();
    fireEvent.click(screen.getByRole('button', { name: '주요 버튼' }));
    expect(screen.getByTestId('gallery-pressed').textContent).toBe('누른 횟수: 1');
    expect((screen.getByRole('button', { name: '비활성 버튼' }) as HTMLButtonElement).disabled).toBe(true);

    const nickname = screen.getByLabelText('닉네임');
    fireEvent.change(nickname, { target: { value: 'a' } });
    expect(nickname.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('닉네임은 2~10자의 문자와 숫자로 입력해 주세요.')).toBeTruthy();
    fireEvent.change(nickname, { target: { value: '치과기공' } });
    expect(nickname.getAttribute('aria-invalid')).toBe('false');
    expect(screen.getByText('사용할 수 있는 형식입니다.')).toBeTruthy();
  });

  it('a typed date that cannot be read is refused with input error code 1', async () => {
    await i18n.changeLanguage('en');
    renderGallery();
    const input = await screen.findByLabelText('Preferred date and time', {}, { timeout: 15_000 });
    fireEvent.change(input, { target: { value: 'not a date' } });
    fireEvent.focusOut(input, { relatedTarget: screen.getByRole('button', { name: 'Main action' }) });
    expect(screen.getByTestId('date-input-error').textContent).toBe('Date input not valid.');
    expect(screen.getByTestId('gallery-date-error-code').textContent).toBe('Input error code 1');
    expect((screen.getByLabelText('Disabled date picker') as HTMLInputElement).disabled).toBe(true);
  });

  it('the dropdown runs the chosen item, and the pagination moves between pages', () => {
    renderGallery();
    fireEvent.click(screen.getByTestId('gallery-view-more-label'));
    fireEvent.click(screen.getByTestId('gallery-view-more-share'));
    expect(screen.queryByTestId('gallery-view-more-menu')).toBeNull();
    expect(screen.getByTestId('gallery-dropdown-chosen').textContent).toBe('마지막으로 고른 항목: 공유');

    expect(screen.getByTestId('gallery-page').textContent).toBe('24페이지 중 1페이지');
    fireEvent.click(screen.getByRole('button', { name: '3 페이지' }));
    expect(screen.getByTestId('gallery-page').textContent).toBe('24페이지 중 3페이지');
  });

  it('the dialogs open from their buttons: confirm, reason and the done alert with its callback', async () => {
    renderGallery();
    fireEvent.click(await screen.findByRole('button', { name: '확인 대화상자 보기' }, { timeout: 15_000 }));
    const confirm = await screen.findByTestId('gallery-confirm');
    fireEvent.click(within(confirm).getByRole('button', { name: '삭제' }));
    expect(screen.getByTestId('gallery-dialog-outcome').textContent).toBe('삭제를 확인했습니다.');

    fireEvent.click(screen.getByRole('button', { name: '사유 입력 대화상자 보기' }));
    const reason = await screen.findByTestId('gallery-reason');
    fireEvent.click(within(reason).getByRole('button', { name: '요청하기' }));
    expect(await within(reason).findByText(i18n.t('common:validation.reasonRequired'))).toBeTruthy();
    fireEvent.change(within(reason).getByLabelText(/사유/), { target: { value: '여백이 부족합니다' } });
    fireEvent.click(within(reason).getByRole('button', { name: '요청하기' }));
    expect(await screen.findByText('보낸 사유: 여백이 부족합니다', {}, { timeout: 3_000 })).toBeTruthy();
    expect(screen.queryByTestId('gallery-reason')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: '완료 알림 보기' }));
    const alert = await screen.findByTestId('done-alert');
    expect(alert.textContent).toContain('완료되었습니다');
    fireEvent.click(within(alert).getByRole('button', { name: '확인' }));
    expect(screen.queryByTestId('done-alert')).toBeNull();
    expect(await screen.findByText('알림을 닫았습니다.')).toBeTruthy();
  });

  it('offers both toast durations', async () => {
    renderGallery();
    fireEvent.click(screen.getByRole('button', { name: '토스트 보기' }));
    fireEvent.click(screen.getByRole('button', { name: '짧은 토스트 (1.5초)' }));
    expect(await screen.findByText('저장되었습니다.')).toBeTruthy();
    expect(await screen.findByText('복사되었습니다.')).toBeTruthy();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 2_200));
    });
    // The short one is gone (its exit animation included) while the 3-second one still shows.
    expect(screen.queryByText('복사되었습니다.')).toBeNull();
    expect(screen.getByText('저장되었습니다.')).toBeTruthy();
  });
});
