import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n.ts';
import { http } from '../../../lib/http.ts';
import { useUserStore } from '../../../lib/user-store.ts';
import LoginPage from './LoginPage.tsx';
import { answeredError, answerRefresh } from '../../../lib/http.test-support.ts';

// The page asks which sign-in providers exist; no server runs here.
const providers = (google: boolean) => vi.spyOn(http, 'get').mockResolvedValue({ data: { google } });

beforeEach(() => {
  providers(false);
});
afterEach(() => vi.restoreAllMocks());

describe('login form', () => {
  it('points at each wrong field in the member language without calling the server', async () => {
    await i18n.changeLanguage('en');
    const post = vi.spyOn(http, 'post');
    render(
      <MemoryRouter>
        <LoginPage />
      </MemoryRouter>,
    );
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Invalid email format.')).toBeTruthy();
    expect(screen.getByText('This field is required.')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });

  it('says it in Korean for a Korean browser', async () => {
    await i18n.changeLanguage('ko');
    render(
      <MemoryRouter>
        <LoginPage />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: '로그인' }));
    expect(await screen.findByText('이메일 형식이 올바르지 않습니다.')).toBeTruthy();
  });

  it('says how long too many wrong passwords wait, in the member’s language, with the reset as the way through now', async () => {
    for (const [lang, submit, said] of [
      ['ko', '로그인', '비밀번호를 여러 번 잘못 입력했습니다. 30초 후에 다시 시도하거나, 지금 이메일로 비밀번호를 재설정하세요. 비밀번호 재설정'],
      ['en', 'Log in', 'Too many wrong passwords. Try again in 2 minutes, or set a new password by e-mail now. Reset the password'],
    ] as const) {
      await i18n.changeLanguage(lang);
      const wait = lang === 'ko' ? 30 : 120;
      vi.spyOn(http, 'post').mockRejectedValue(answeredError(429, { error: { code: 'TOO_MANY_ATTEMPTS', message: 'wait', details: { retryAfterSeconds: wait } } }));
      const { unmount } = render(
        <MemoryRouter>
          <LoginPage />
        </MemoryRouter>,
      );
      fireEvent.change(screen.getByRole('textbox'), { target: { value: 'dentist@example.com' } });
      fireEvent.change(document.querySelector('input[type="password"]')!, { target: { value: 'Wrong-pass-1' } });
      fireEvent.click(screen.getByRole('button', { name: submit }));
      const told = await screen.findByTestId('login-wait');
      expect(told.textContent).toBe(said);
      expect(told.querySelector('a')?.getAttribute('href')).toBe('/login/pwInquiry');
      unmount();
    }
  });
});

describe('sign in with Google', () => {
  it('offers the Google button only when the server has Google configured', async () => {
    await i18n.changeLanguage('ko');
    providers(true);
    render(
      <MemoryRouter>
        <LoginPage />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('button', { name: 'Google 계정으로 계속하기' })).toBeTruthy();
  });

  it('hides the Google button when Google is not configured', async () => {
    await i18n.changeLanguage('en');
    const get = providers(false);
    render(
      <MemoryRouter>
        <LoginPage />
      </MemoryRouter>,
    );
    await vi.waitFor(() => expect(get).toHaveBeenCalledWith('/api/v1/auth/providers'));
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).toBeNull();
  });

  it('says that no account uses the Google e-mail and points to joining', async () => {
    await i18n.changeLanguage('en');
    render(
      <MemoryRouter initialEntries={['/login?google=notMember&email=dr%40example.com']}>
        <LoginPage />
      </MemoryRouter>,
    );
    expect((await screen.findByRole('alert')).textContent).toContain('dr@example.com');
    expect(screen.getByRole('link', { name: 'Join now' }).getAttribute('href')).toBe('/login/join');
  });

  it('shows the suspended-account message after Google', async () => {
    await i18n.changeLanguage('ko');
    render(
      <MemoryRouter initialEntries={['/login?google=suspended']}>
        <LoginPage />
      </MemoryRouter>,
    );
    expect((await screen.findByRole('alert')).textContent).toBe('이용이 정지된 계정입니다. 관리자에게 문의해 주세요.');
  });
});

describe('back from Google with a session', () => {
  const user = {
    memberNo: 3,
    memberSe: 'C',
    memberEmail: 'dr@example.com',
    memberHp: null,
    memberName: 'Seoyeon Park',
    registerDt: '2025-01-01T00:00:00.000Z',
    memberMileage: 0,
    swNo: null,
    swNoName: null,
    swEtc: null,
    memberNickName: 'drpark',
    memberProfileImage: null,
    memberApprovalSe: 'C',
    memberApprovalReason: 'Unreadable licence',
    isAdmin: false,
  };

  it('takes the access token, starts the session and goes on like a password login', async () => {
    await i18n.changeLanguage('en');
    const refresh = answerRefresh('google.session.token');
    vi.spyOn(http, 'get').mockImplementation(async (url: string) => ({ data: url === '/api/v1/mypage/profile' ? user : { google: true } }));
    render(
      <MemoryRouter initialEntries={['/login?google=ok']}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/login/JoinEnd" element={<p>join end</p>} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByText('join end')).toBeTruthy();
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('token')).toBe('google.session.token');
    expect(useUserStore.getState().user?.memberApprovalReason).toBe('Unreadable licence');
    useUserStore.getState().logout();
    localStorage.removeItem('token');
  });
});
