import { fireEvent, render, screen } from '@testing-library/react';
import axios from 'axios';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n.ts';
import { http } from '../../../lib/http.ts';
import { useUserStore } from '../../../lib/user-store.ts';
import LoginPage from './LoginPage.tsx';

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
    const refresh = vi.spyOn(axios, 'post').mockResolvedValue({ data: { accessToken: 'google.session.token' } });
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
