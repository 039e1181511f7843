import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, type HttpError } from '../../../lib/http.ts';
import { useUserStore } from '../../../lib/user-store.ts';
import i18n from '../../../lib/i18n.ts';
import JoinPage from './JoinPage.tsx';
import { answer, answeredError } from '../../../lib/http.test-support.ts';

const codes: Record<string, Array<{ code: string; name: string; sort: number; extra: string | null }>> = {
  nation: [
    { code: 'KR', name: 'South Korea', sort: 1, extra: '+82' },
    { code: 'US', name: 'United States', sort: 2, extra: '+1' },
  ],
  bank: [{ code: 'kb', name: 'KB Kookmin Bank', sort: 1, extra: '004' }],
  job: [{ code: 'dentist', name: 'Dentist', sort: 1, extra: null }],
};

function refusal(status: number, error: { code: string; message: string; fields?: Record<string, string> }): HttpError {
  return answeredError(status, { error });
}

function renderJoin(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/login/join/:kind" element={<JoinPage />} />
          <Route path="/login/JoinEnd" element={<p>join end</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** A T-esigner from the US whose every field is right, as a draft of an earlier visit. */
const overseasDraft = {
  memberSe: 'C',
  email: 'kim@example.com',
  firstName: 'Ana',
  lastName: 'Kim',
  nickname: 'anakim',
  memberContactNation: 'US',
  phone: '2025550123',
  phoneVerificationId: '3f1c2a1e-5b7d-4c39-9a53-0c8f3e2d4b61',
  phoneVerifiedAt: Date.now(),
  position: 'staff',
  einvoice: true,
  licenseNumber: 'DT-12345',
  licenseFileId: '6a0b6a55-2f6e-4d7c-8d1e-4f7c7b1a9e20',
  businessName: 'Kim Dental Design',
  representative: 'Ana Kim',
  businessNumber: '12-3456789',
  businessFileId: '',
  zipCode: '10001',
  address: '350 5th Ave',
  addressDetail: 'Suite 100',
  bank: 'Chase',
  depositor: 'Ana Kim',
  accountNumber: '000123456789',
  agreements: { terms: true, privacy: true, marketing: false, outsourcing: false },
  documents: { license: { id: '6a0b6a55-2f6e-4d7c-8d1e-4f7c7b1a9e20', name: 'license.png' }, business: null },
};

async function commonGets(url: string) {
  const group = /\/code\/(\w+)/.exec(url)?.[1];
  if (group) return answer(codes[group] ?? []);
  if (url.includes('check-')) return answer({ available: true });
  throw new Error(`unexpected GET ${url}`);
}

beforeEach(async () => {
  sessionStorage.clear();
  await i18n.changeLanguage('en');
  vi.spyOn(http, 'get').mockImplementation(commonGets);
});

afterEach(() => {
  vi.restoreAllMocks();
  useUserStore.getState().logout();
});

describe('join form', { timeout: 20_000 }, () => {
  it('points at each wrong field in the member language and focuses the first, without calling the server', async () => {
    const post = vi.spyOn(http, 'post');
    renderJoin('/login/join/designer');
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply to join' }));

    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(email.getAttribute('aria-describedby')?.split(' ')[0] ?? '')?.textContent).toBe('Invalid email format.');
    expect(document.activeElement).toBe(email);
    expect(screen.getByText('Please verify your phone first.')).toBeTruthy();
    expect(screen.getAllByText('Please attach the document.').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Please accept the required terms.').length).toBe(3); // terms, privacy, e-invoicing
    expect(post).not.toHaveBeenCalled();
  });

  it('keeps what was typed across a reload, passwords excepted', async () => {
    const first = renderJoin('/login/join/client');
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'lee@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret123' } });
    fireEvent.change(screen.getByLabelText('Clinic name'), { target: { value: 'Smile Clinic' } });
    await waitFor(() => expect(sessionStorage.getItem('joinDraft:client')).toContain('Smile Clinic'));
    expect(sessionStorage.getItem('joinDraft:client')).not.toContain('secret123');
    first.unmount();

    renderJoin('/login/join/client');
    expect(((await screen.findByLabelText('Email')) as HTMLInputElement).value).toBe('lee@example.com');
    expect((screen.getByLabelText('Clinic name') as HTMLInputElement).value).toBe('Smile Clinic');
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('');
  });

  it('asks a member abroad for their country’s business registration or tax ID instead of the Korean one, never skipping it', async () => {
    sessionStorage.setItem('joinDraft:designer', JSON.stringify({ ...overseasDraft, businessNumber: '' }));
    const post = vi.spyOn(http, 'post').mockResolvedValue(answer({ memberNo: 7, memberApprovalSe: 'A' }));
    renderJoin('/login/join/designer');
    await screen.findByText('Members outside Korea give the business registration or tax ID of their own country instead of a Korean business registration number, and use USD mileage.');
    expect(screen.queryByLabelText('Business registration number')).toBeNull();
    expect(screen.queryByLabelText('Copy of the business registration')).toBeNull();
    const number = screen.getByLabelText('Business registration or tax ID in your country') as HTMLInputElement;
    expect(screen.getByText(/e\.g\. an EIN, a VAT number or a company number/)).toBeTruthy();
    expect(screen.getByText('Your phone is verified.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret123' } });
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'secret123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply to join' }));
    // Left blank, it is asked for at the field, and nothing is sent.
    await waitFor(() => expect(number.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Members outside Korea give the business registration or tax ID of their country.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(number));
    expect(post).not.toHaveBeenCalled();

    fireEvent.change(number, { target: { value: 'none' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply to join' }));
    await screen.findByText('Check your business registration or tax ID: 4 to 30 letters, digits, spaces or - . /, with at least one digit.');
    expect(post).not.toHaveBeenCalled();

    fireEvent.change(number, { target: { value: 'EIN 12-3456789' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply to join' }));
    await screen.findByText('join end');
    const [url, body] = post.mock.calls[0] as [string, Record<string, unknown>];
    expect(url).toBe('/api/v1/common/account');
    expect(body).toMatchObject({ memberSe: 'C', memberContactNation: 'US', position: 'staff', einvoice: true, bank: 'Chase', businessNumber: 'EIN 12-3456789' });
    expect(body).not.toHaveProperty('businessFileId');
    expect(body).not.toHaveProperty('documents');
    expect(sessionStorage.getItem('joinDraft:designer')).toBeNull();
  });

  it('labels and explains the field for members abroad in Korean too', async () => {
    await i18n.changeLanguage('ko');
    sessionStorage.setItem('joinDraft:designer', JSON.stringify({ ...overseasDraft, businessNumber: '' }));
    const post = vi.spyOn(http, 'post');
    renderJoin('/login/join/designer');
    await screen.findByText('해외 회원은 한국 사업자등록번호 대신 해당 국가의 사업자 등록번호 또는 세금 식별번호를 입력하며, 달러(USD) 마일리지를 사용합니다.');
    expect(screen.queryByLabelText('사업자등록번호')).toBeNull();
    const number = screen.getByLabelText('사업자 등록번호(해외)');
    expect(screen.getByText(/예: EIN, VAT 번호, 법인 등록번호/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '가입 신청' }));
    await waitFor(() => expect(number.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('해외 회원은 해당 국가의 사업자 등록번호 또는 세금 식별번호를 입력해 주세요.')).toBeTruthy();
    fireEvent.change(number, { target: { value: '사업자 1234' } });
    fireEvent.blur(number);
    await screen.findByText('사업자 등록번호(해외)를 확인해 주세요. 영문, 숫자, 공백, - . / 로 4~30자이며 숫자가 하나 이상 있어야 합니다.');
    expect(post).not.toHaveBeenCalled();
  });

  it.each([
    ['en', 'Business registration number', 'Dental technician license number', 'Apply to join', 'Check the 10-digit business registration number.', 'Check the dental technician license number: up to 30 characters, with digits.'],
    ['ko', '사업자등록번호', '치과기공사 면허번호', '가입 신청', '사업자등록번호 10자리를 확인해 주세요.', '치과기공사 면허번호를 확인해 주세요. 숫자가 들어간 30자 이내의 번호입니다.'],
  ])('says in %s which of the business and licence numbers is wrong, at its field, not "fill required fields"', async (lang, businessLabel, licenseLabel, submit, businessError, licenseError) => {
    await i18n.changeLanguage(lang);
    sessionStorage.setItem('joinDraft:designer', JSON.stringify({ ...overseasDraft, memberContactNation: 'KR', businessNumber: '123-45-678', licenseNumber: 'none' }));
    const post = vi.spyOn(http, 'post');
    renderJoin('/login/join/designer');
    const business = await screen.findByLabelText(businessLabel);
    const license = screen.getByLabelText(licenseLabel);
    fireEvent.click(screen.getByRole('button', { name: submit }));
    await waitFor(() => expect(business.getAttribute('aria-invalid')).toBe('true'));
    expect(license.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (el: HTMLElement) => document.getElementById(el.getAttribute('aria-describedby')?.split(' ')[0] ?? '')?.textContent;
    expect(describedBy(business)).toBe(businessError);
    expect(describedBy(license)).toBe(licenseError);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(post).not.toHaveBeenCalled();
  });

  it('puts the server’s account-holder refusal at the account holder field', async () => {
    sessionStorage.setItem('joinDraft:designer', JSON.stringify(overseasDraft));
    const mismatch = 'The account holder does not match the representative. Only an account in the representative’s name can be registered.';
    vi.spyOn(http, 'post').mockRejectedValue(refusal(400, { code: 'VALIDATION_FAILED', message: 'Please check the highlighted fields.', fields: { depositor: mismatch } }));
    renderJoin('/login/join/designer');
    fireEvent.change(await screen.findByLabelText('Password'), { target: { value: 'secret123' } });
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'secret123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply to join' }));
    const holder = screen.getByLabelText('Account holder');
    await waitFor(() => expect(holder.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(mismatch)).toBeTruthy();
    expect(screen.queryByText('Please check the highlighted fields.')).toBeNull();
  });

  it('forgets a phone proof in a draft older than the proof lives, and asks for the code again', async () => {
    sessionStorage.setItem('joinDraft:designer', JSON.stringify({ ...overseasDraft, phoneVerifiedAt: Date.now() - 31 * 60_000 }));
    renderJoin('/login/join/designer');
    expect((await screen.findByTestId('phone-verification')).dataset.state).toBe('idle');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('kim@example.com');
  });

  it('shows the server refusal beside the field it concerns and keeps everything typed', async () => {
    sessionStorage.setItem('joinDraft:designer', JSON.stringify(overseasDraft));
    vi.spyOn(http, 'post').mockRejectedValue(
      refusal(409, { code: 'NICKNAME_IN_USE', message: 'This nickname is already in use.', fields: { nickname: 'This nickname is already in use.' } }),
    );
    renderJoin('/login/join/designer');
    fireEvent.change(await screen.findByLabelText('Password'), { target: { value: 'secret123' } });
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'secret123' } });
    const submit = screen.getByRole('button', { name: 'Apply to join' });
    fireEvent.click(submit);
    fireEvent.click(submit);

    const nickname = screen.getByLabelText('Nickname') as HTMLInputElement;
    await waitFor(() => expect(nickname.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('This nickname is already in use.')).toBeTruthy();
    expect(http.post).toHaveBeenCalledTimes(1);
    expect(nickname.value).toBe('anakim');
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('secret123');
    await waitFor(() => expect(document.activeElement).toBe(nickname));
  });

  it('lets a rejected member read the reason, correct the details and resubmit them', async () => {
    const user = {
      memberNo: 5, memberSe: 'A', memberEmail: 'park@example.com', memberHp: '01012345678', memberName: 'Park Min', registerDt: '2025-01-01',
      memberMileage: 0, swNo: null, swNoName: null, swEtc: null, memberNickName: 'parkmin', memberProfileImage: null,
      memberApprovalSe: 'C', memberApprovalReason: 'The licence copy is unreadable.', isAdmin: false, timeZone: null,
    };
    useUserStore.getState().login(user);
    const joinData = {
      ...overseasDraft, memberSe: 'A', job: 'dentist', position: undefined, einvoice: undefined, email: 'park@example.com', nickname: 'parkmin',
      memberContactNation: 'KR', phone: '01012345678', businessName: 'Park Dental Clinic', representative: 'Park Min', depositor: 'Park Min',
      businessNumber: '1234567890', businessFileId: '7b1c6a55-2f6e-4d7c-8d1e-4f7c7b1a9e21', bank: 'kb',
      documents: undefined, licenseFile: { id: overseasDraft.licenseFileId, name: 'blurry.png' }, businessFile: { id: '7b1c6a55-2f6e-4d7c-8d1e-4f7c7b1a9e21', name: 'biz.png' },
      memberApprovalSe: 'C', memberApprovalReason: 'The licence copy is unreadable.',
    };
    vi.spyOn(http, 'get').mockImplementation(async (url: string) => {
      if (url === '/api/v1/mypage/join') return answer(joinData);
      if (url === '/api/v1/mypage/profile') return answer({ ...user, memberApprovalSe: 'A', memberApprovalReason: null });
      return commonGets(url);
    });
    const put = vi.spyOn(http, 'put').mockResolvedValue(answer({ memberApprovalSe: 'A' }));

    renderJoin('/login/join/client');
    expect((await screen.findByTestId('rejection')).textContent).toContain('The licence copy is unreadable.');
    expect(screen.queryByLabelText('Email')).toBeNull();
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(screen.queryByTestId('phone-verification')).toBeNull();
    expect((screen.getByLabelText('Clinic name') as HTMLInputElement).value).toBe('Park Dental Clinic');
    expect(screen.getByTestId('attached-license').textContent).toContain('blurry.png');
    fireEvent.change(screen.getByLabelText('License number'), { target: { value: 'D-777' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send my corrections' }));

    await screen.findByText('join end');
    const [url, body] = put.mock.calls[0] as [string, Record<string, unknown>];
    expect(url).toBe('/api/v1/mypage/join');
    expect(body).toMatchObject({ memberSe: 'A', licenseNumber: 'D-777', job: 'dentist', nickname: 'parkmin', businessNumber: '1234567890' });
    for (const fixed of ['email', 'password', 'passwordConfirm', 'phone', 'memberContactNation', 'phoneVerificationId']) expect(body).not.toHaveProperty(fixed);
    expect(useUserStore.getState().permissions).toBe('A');
  });

  it('verifies the phone by the texted code, counting down to its expiry and saying why a code is refused', async () => {
    const post = vi.spyOn(http, 'post').mockImplementation(async (_url: string, body: unknown) => {
      const { certification } = body as { certification?: string };
      if (!certification) return answer({ sent: true, expiresAt: new Date(Date.now() + 180_000).toISOString(), resendAfter: new Date(Date.now() + 30_000).toISOString() });
      if (certification === '111111') throw refusal(400, { code: 'CODE_MISMATCH', message: 'x', fields: { certification: 'The verification codes do not match.' } });
      return answer({ verified: true, phoneVerificationId: '3f1c2a1e-5b7d-4c39-9a53-0c8f3e2d4b61' });
    });
    renderJoin('/login/join/center');
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'lab@example.com' } });
    fireEvent.change(await screen.findByLabelText('Country code'), { target: { value: 'US' } });
    expect(screen.queryByLabelText('Business registration number')).toBeNull();
    fireEvent.change(screen.getByLabelText('Mobile phone'), { target: { value: '202-555-0123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));

    expect((await screen.findByTestId('phone-timer')).textContent).toMatch(/^0[23]:[0-5]\d$/);
    expect((screen.getByRole('button', { name: /Resend in/ }) as HTMLButtonElement).disabled).toBe(true);
    expect(post.mock.calls[0]?.[1]).toEqual({ phone: '2025550123', memberContactNation: 'US', email: 'lab@example.com', memberTp: 'B', purpose: 'join' });

    const code = screen.getByLabelText('Verification code');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    fireEvent.change(code, { target: { value: '111111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The verification codes do not match.');

    fireEvent.change(code, { target: { value: '222222' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByText('Your phone is verified.');
    expect((screen.getByLabelText('Mobile phone') as HTMLInputElement).disabled).toBe(true);
    await waitFor(() => expect(sessionStorage.getItem('joinDraft:center')).toContain('3f1c2a1e-5b7d-4c39-9a53-0c8f3e2d4b61'));
  });
});
