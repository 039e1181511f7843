import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n.ts';
import { http } from '../../../lib/http.ts';
import LoginPage from './LoginPage.tsx';

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
