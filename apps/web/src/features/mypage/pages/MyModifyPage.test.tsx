import { MemberType, type MyInfo, type WithdrawalState } from '@dcm/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../../lib/http.ts';
import i18n from '../../../lib/i18n.ts';
import { installSession } from '../../../lib/session.ts';
import { useUserStore } from '../../../lib/user-store.ts';
import { answerGet, BANK_CODES, CLIENT, contractOf, LAB, myInfoOf, refusal, userOf, withdrawalOf } from '../test-fixtures.ts';
import MyModifyPage from './MyModifyPage.tsx';

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/mypage/modify']}>
        <Routes>
          <Route path="/mypage/modify" element={<MyModifyPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

let info: MyInfo;
let withdrawal: WithdrawalState;
let contract = contractOf();

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });
const section = (id: string) => within(screen.getByTestId(`mypage-${id}`));
/** The section once the member's info has come. */
const sectionFound = async (id: string) => within(await screen.findByTestId(`mypage-${id}`));

function signIn(kind: 'client' | 'lab') {
  info = myInfoOf(kind);
  useUserStore.getState().login(kind === 'client' ? userOf(CLIENT, MemberType.Client) : userOf(LAB, MemberType.Lab));
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
  signIn('client');
  withdrawal = withdrawalOf();
  contract = contractOf();
  vi.spyOn(http, 'get').mockImplementation(
    answerGet(() => ({
      '/api/v1/mypage/info': info,
      '/api/v1/mypage/outsourcing': contract,
      '/api/v1/mypage/withdrawal': withdrawal,
      '/api/v1/common/check-nickname': { available: true },
      ...BANK_CODES,
    })),
  );
});
afterEach(() => {
  vi.restoreAllMocks();
  useUserStore.getState().logout();
});

describe('the personal info page', () => {
  it('asks a signed-out visitor to sign in', () => {
    useUserStore.getState().logout();
    renderPage();
    expect(screen.getByTestId('profile-sign-in')).toBeTruthy();
  });

  it('shows what the member joined with and saves only the changed fields, once however often pressed', async () => {
    let answer: (value: { data: MyInfo }) => void = () => undefined;
    const patch = vi.spyOn(http, 'patch').mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    renderPage();
    expect((await screen.findByTestId('info-email')).textContent).toBe('client@example.com');
    expect(screen.getByTestId('info-name').textContent).toBe('서연 김');
    expect(screen.getByTestId('info-phone').textContent).toBe('(KR) 01012345678');
    expect(screen.getByTestId('info-kind').textContent).toBe('Client');
    type('info-nickname', 'newsmile');
    fireEvent.blur(screen.getByTestId('info-nickname'));
    expect(await screen.findByText('This nickname is available.')).toBeTruthy();
    fireEvent.click(screen.getByTestId('info-marketing'));
    const save = screen.getByTestId('info-save');
    fireEvent.click(save);
    fireEvent.click(save);
    await waitFor(() => expect(patch).toHaveBeenCalledTimes(1));
    expect(patch.mock.calls[0]).toEqual(['/api/v1/mypage/info', { nickname: 'newsmile', agreeMarketing: true }]);
    await waitFor(() => expect((save as HTMLButtonElement).disabled).toBe(true));
    answer({ data: { ...info, nickname: 'newsmile', agreeMarketing: true } });
    await waitFor(() => expect((save as HTMLButtonElement).disabled).toBe(false));
    // The header shows the new nickname at once.
    expect(useUserStore.getState().user?.memberNickName).toBe('newsmile');
    expect(patch).toHaveBeenCalledTimes(1);
  });

  it('reads times in Korea’s zone until the member picks theirs, then every date follows at once', async () => {
    // Registered at 00:30 on 1 January in Seoul: the day before in UTC and in New York.
    info = { ...info, registerDt: '2024-12-31T15:30:00.000Z' };
    const patch = vi.spyOn(http, 'patch').mockImplementation(async (_url, body) => ({ data: { ...info, ...(body as object) } }));
    renderPage();
    expect((await screen.findByTestId('info-registered')).textContent).toBe('Jan 1, 2025');
    const select = (await screen.findByTestId('time-zone-select')) as HTMLSelectElement;
    expect(select.value).toBe('Asia/Seoul');
    fireEvent.change(select, { target: { value: 'America/New_York' } });
    await waitFor(() => expect(patch).toHaveBeenCalledWith('/api/v1/mypage/info', { timeZone: 'America/New_York' }));
    await waitFor(() => expect(screen.getByTestId('info-registered').textContent).toBe('Dec 31, 2024'));
    expect(useUserStore.getState().user?.timeZone).toBe('America/New_York');
    // Back to Korea's: stored as none.
    fireEvent.change(screen.getByTestId('time-zone-select'), { target: { value: 'Asia/Seoul' } });
    await waitFor(() => expect(patch).toHaveBeenLastCalledWith('/api/v1/mypage/info', { timeZone: null }));
    await waitFor(() => expect(screen.getByTestId('info-registered').textContent).toBe('Jan 1, 2025'));
  });

  it('says a taken nickname before sending', async () => {
    vi.mocked(http.get).mockImplementation(answerGet(() => ({ '/api/v1/mypage/info': info, '/api/v1/mypage/outsourcing': contract, '/api/v1/mypage/withdrawal': withdrawal, '/api/v1/common/check-nickname': { available: false } })));
    renderPage();
    await screen.findByTestId('info-nickname');
    type('info-nickname', 'takenname');
    fireEvent.blur(screen.getByTestId('info-nickname'));
    expect(await screen.findByText('This nickname is already in use.')).toBeTruthy();
  });
});

describe('the password change', () => {
  it('catches a mismatched confirmation in the browser, sending nothing', async () => {
    const put = vi.spyOn(http, 'put');
    renderPage();
    await screen.findByTestId('password-form');
    type('password-current', 'oldpass123');
    type('password-new', 'newpass123');
    type('password-confirm', 'newpass124');
    fireEvent.click(screen.getByTestId('password-save'));
    expect(await section('password').findByText('The passwords do not match.')).toBeTruthy();
    expect(put).not.toHaveBeenCalled();
  });

  it('sends the three fields and shows the server’s word on a wrong current password', async () => {
    const put = vi.spyOn(http, 'put').mockRejectedValue(refusal(400, { code: 'VALIDATION_FAILED', message: 'Invalid', fields: { currentPassword: 'The current password is wrong.' } }));
    renderPage();
    await screen.findByTestId('password-form');
    type('password-current', 'wrongpass1');
    type('password-new', 'newpass123');
    type('password-confirm', 'newpass123');
    fireEvent.click(screen.getByTestId('password-save'));
    expect(await section('password').findByText('The current password is wrong.')).toBeTruthy();
    expect(put).toHaveBeenCalledWith('/api/v1/mypage/password', { currentPassword: 'wrongpass1', password: 'newpass123', passwordConfirm: 'newpass123' });
    expect(screen.getByTestId('password-current').getAttribute('aria-invalid')).toBe('true');
  });
});

describe('the phone change', () => {
  it('verifies the new number with the changePhone purpose, then saves it', async () => {
    const post = vi.spyOn(http, 'post').mockImplementation(async (_url, body) => {
      const sent = body as { certification?: string };
      if (sent.certification) return { data: { verified: true, phoneVerificationId: '11111111-1111-4111-8111-111111111111' } };
      const later = new Date(Date.now() + 180_000).toISOString();
      return { data: { sent: true, expiresAt: later, resendAfter: new Date().toISOString() } };
    });
    const put = vi.spyOn(http, 'put').mockResolvedValue({ data: undefined });
    renderPage();
    const phone = (await sectionFound('phone')).getByLabelText('Mobile phone');
    expect((screen.getByTestId('phone-save') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(phone, { target: { value: '01098765432' } });
    fireEvent.click(section('phone').getByRole('button', { name: 'Send code' }));
    const code = await section('phone').findByLabelText('Verification code');
    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(section('phone').getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect((screen.getByTestId('phone-save') as HTMLButtonElement).disabled).toBe(false));
    expect(post.mock.calls[0]?.[1]).toMatchObject({ phone: '01098765432', memberContactNation: 'KR', purpose: 'changePhone' });
    fireEvent.click(screen.getByTestId('phone-save'));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith('/api/v1/mypage/phone', { phone: '01098765432', memberContactNation: 'KR', phoneVerificationId: '11111111-1111-4111-8111-111111111111' }),
    );
    await waitFor(() => expect(useUserStore.getState().user?.memberHp).toBe('01098765432'));
  });
});

describe('the profile photo', () => {
  it('uploads a new image and sets it, and removes it with null', async () => {
    const post = vi.spyOn(http, 'post').mockResolvedValue({ data: { id: '22222222-2222-4222-8222-222222222222', name: 'me.png', url: '/api/v1/common/file/2222', size: 10 } });
    const put = vi.spyOn(http, 'put').mockImplementation(async (_url, body) => ({
      data: { ...info, profileImageUrl: (body as { fileId: string | null }).fileId ? '/api/v1/common/file/2222' : null },
    }));
    renderPage();
    const input = (await sectionFound('image')).getByLabelText('New photo');
    fireEvent.change(input, { target: { files: [new File(['png'], 'me.png', { type: 'image/png' })] } });
    await waitFor(() => expect(put).toHaveBeenCalledWith('/api/v1/mypage/profile-image', { fileId: '22222222-2222-4222-8222-222222222222' }));
    expect(post.mock.calls[0]?.[0]).toBe('/api/v1/common/file/upload');
    await waitFor(() => expect(useUserStore.getState().user?.memberProfileImage).toBe('/api/v1/common/file/2222'));
    fireEvent.click(await screen.findByTestId('image-remove'));
    await waitFor(() => expect(put).toHaveBeenLastCalledWith('/api/v1/mypage/profile-image', { fileId: null }));
    expect(await screen.findByTestId('image-none')).toBeTruthy();
  });
});

describe('the bank account', () => {
  it('is not offered to a client', async () => {
    renderPage();
    await screen.findByTestId('info-form');
    expect(screen.queryByTestId('mypage-bank')).toBeNull();
  });

  it('saves a lab’s bank, holder and number without separators', async () => {
    signIn('lab');
    const put = vi.spyOn(http, 'put').mockResolvedValue({ data: myInfoOf('lab', { bank: 'shinhan', accountNumberMasked: '••••7890' }) });
    renderPage();
    await screen.findByRole('option', { name: 'Shinhan Bank' });
    expect(screen.getByTestId('bank-current').textContent).toBe('KB Kookmin Bank ••••1234 · 김서연');
    fireEvent.change(screen.getByTestId('bank-bank'), { target: { value: 'shinhan' } });
    type('bank-account-number', '110-123-567890');
    fireEvent.click(screen.getByTestId('bank-save'));
    await waitFor(() => expect(put).toHaveBeenCalledWith('/api/v1/mypage/bank', { bank: 'shinhan', depositor: '김서연', accountNumber: '110123567890' }));
  });

  it('explains that the holder must be the business representative', async () => {
    signIn('lab');
    vi.spyOn(http, 'put').mockRejectedValue(
      refusal(400, { code: 'VALIDATION_FAILED', message: 'Invalid', fields: { depositor: 'The account holder does not match the representative.' } }),
    );
    renderPage();
    await screen.findByTestId('bank-form');
    type('bank-depositor', '박민수');
    type('bank-account-number', '110123567890');
    fireEvent.click(screen.getByTestId('bank-save'));
    expect(await screen.findByText('The account holder does not match the representative.')).toBeTruthy();
    expect(screen.getByTestId('bank-mismatch').textContent).toContain('business representative (김서연)');
  });
  it.each([
    ['en', 'Verify the account holder', 'not the business representative (김서연)'],
    ['ko', '예금주 확인이 필요합니다', '사업자 대표자(김서연)와 달라'],
  ])('in %s, says an account on file whose holder is not the representative must be verified (SPEC §8)', async (lang, title, body) => {
    await i18n.changeLanguage(lang);
    signIn('lab');
    info = { ...info, depositor: '박민수' };
    renderPage();
    const notice = await screen.findByTestId('bank-unverified');
    expect(notice.textContent).toContain(title);
    expect(notice.textContent).toContain(body);
  });

  it('says nothing of verification while the holder is the representative, or no account is on file', async () => {
    signIn('lab');
    info = { ...info, depositor: ' 김서연 ' };
    const first = renderPage();
    await screen.findByTestId('bank-form');
    expect(screen.queryByTestId('bank-unverified')).toBeNull();
    first.unmount();
    info = { ...info, bank: null, depositor: null, accountNumberMasked: null };
    renderPage();
    await screen.findByTestId('bank-form');
    expect(screen.queryByTestId('bank-unverified')).toBeNull();
  });
});

describe('the outsourcing contract', () => {
  it('shows the text and agrees to the version read', async () => {
    const post = vi.spyOn(http, 'post').mockImplementation(async () => {
      contract = { ...contract, agreedAt: '2026-03-01T03:00:00.000Z' };
      return { data: undefined };
    });
    renderPage();
    expect((await screen.findByTestId('outsourcing-body')).textContent).toContain('Toss Payments');
    expect(screen.getByTestId('outsourcing-version').textContent).toBe('Version 2026-01');
    fireEvent.click(screen.getByTestId('outsourcing-agree'));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/api/v1/mypage/outsourcing', { version: '2026-01' }));
    expect((await screen.findByTestId('outsourcing-agreed')).textContent).toContain('You agreed on');
    expect(screen.queryByTestId('outsourcing-agree')).toBeNull();
  });
});

describe('withdrawal', () => {
  it('lists what must be finished first, with the way there, and disables the action', async () => {
    withdrawal = withdrawalOf({
      blockers: [
        { kind: 'openOrder', count: 2 },
        { kind: 'balance', count: 1, amount: 15000 },
      ],
    });
    const post = vi.spyOn(http, 'post');
    renderPage();
    const order = await screen.findByTestId('withdrawal-blocker-openOrder');
    expect(order.textContent).toContain('2 orders are still in progress.');
    expect(within(order).getByRole('link', { name: 'Go to transactions' }).getAttribute('href')).toBe('/payment');
    const balance = screen.getByTestId('withdrawal-blocker-balance');
    expect(balance.textContent).toContain('You still hold ₩15,000 of mileage');
    expect(within(balance).getByRole('link', { name: 'Go to refunds' }).getAttribute('href')).toBe('/mileage?tab=charges');
    expect((screen.getByTestId('withdrawal-password') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByTestId('withdrawal-submit') as HTMLButtonElement).disabled).toBe(true);
    expect(post).not.toHaveBeenCalled();
  });

  it('asks once more, then sends the password and the reason, and shows the wait for the operator', async () => {
    const post = vi.spyOn(http, 'post').mockResolvedValue({ data: withdrawalOf({ status: 'waiting', requestedAt: '2026-03-01T03:00:00.000Z' }) });
    renderPage();
    await screen.findByTestId('withdrawal-form');
    fireEvent.click(screen.getByTestId('withdrawal-submit'));
    expect(section('withdrawal').getByText('This field is required.')).toBeTruthy();
    type('withdrawal-password', 'mypass123');
    type('withdrawal-reason', 'Closing the clinic');
    fireEvent.click(screen.getByTestId('withdrawal-submit'));
    const dialog = await screen.findByTestId('withdrawal-confirm');
    expect(post).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/api/v1/mypage/withdrawal', { password: 'mypass123', reason: 'Closing the clinic' }));
    expect((await screen.findByTestId('withdrawal-waiting')).textContent).toContain('The operator will e-mail you the requests you registered');
  });

  it('shows the blockers a refusal carries', async () => {
    const refused = refusal(409, { code: 'WITHDRAWAL_BLOCKED', message: 'Blocked' });
    (refused.body as { error: Record<string, unknown> }).error.details = { blockers: [{ kind: 'openRequest', count: 1 }] };
    vi.spyOn(http, 'post').mockRejectedValue(refused);
    renderPage();
    await screen.findByTestId('withdrawal-form');
    type('withdrawal-password', 'mypass123');
    fireEvent.click(screen.getByTestId('withdrawal-submit'));
    fireEvent.click(within(await screen.findByTestId('withdrawal-confirm')).getByRole('button', { name: 'Leave' }));
    const blocker = await screen.findByTestId('withdrawal-blocker-openRequest');
    expect(blocker.textContent).toContain('1 request is still open.');
    expect(within(blocker).getByRole('link', { name: 'Go to requests' }).getAttribute('href')).toBe('/request');
    expect((screen.getByTestId('withdrawal-submit') as HTMLButtonElement).disabled).toBe(true);
  });

  it('says the request waits for the operator', async () => {
    withdrawal = withdrawalOf({ status: 'waiting', requestedAt: '2026-03-01T03:00:00.000Z' });
    renderPage();
    expect((await screen.findByTestId('withdrawal-waiting')).textContent).toContain('Your withdrawal is being processed');
    expect(screen.queryByTestId('withdrawal-form')).toBeNull();
  });
});

describe('signing out everywhere', () => {
  it('asks once, then ends every sign-in on the server and sends the member to the login page', async () => {
    const navigate = vi.fn();
    const uninstall = installSession(navigate);
    const post = vi.spyOn(http, 'post').mockResolvedValue({ data: undefined, status: 204 });
    renderPage();
    fireEvent.click((await sectionFound('sessions')).getByTestId('sessions-end-all'));
    const dialog = within(await screen.findByTestId('sessions-confirm'));
    expect(post).not.toHaveBeenCalled();
    fireEvent.click(dialog.getByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/login'));
    expect(post).toHaveBeenCalledWith('/auth/logout-everywhere');
    expect(useUserStore.getState().user).toBeNull();
    uninstall();
  });

  it('keeps the member signed in and says so when the server refuses', async () => {
    vi.spyOn(http, 'post').mockRejectedValue(new Error('offline'));
    renderPage();
    fireEvent.click((await sectionFound('sessions')).getByTestId('sessions-end-all'));
    fireEvent.click(within(await screen.findByTestId('sessions-confirm')).getByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() => expect(screen.queryByTestId('sessions-confirm')).toBeNull());
    expect(useUserStore.getState().user).not.toBeNull();
  });
});
