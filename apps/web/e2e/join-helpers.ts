// The join form as the journeys fill it: its labels in both languages, the account and phone steps,
// and a Korean client's remaining fields. Shared by join.spec.ts (dev mode, codes from the dev outbox)
// and join-production.spec.ts (production, codes from the SMS provider's fake): only where the code
// is read differs, so the phone step takes the reader.
import { expect, type Page } from '@playwright/test';
import { pngBytes } from './fixtures.ts';

export const digits = (n: number) => Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join('');

/** Unique per test: the journeys run in parallel on one server. */
export function newMember(phone = `010${digits(8)}`) {
  const tag = `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 36 ** 3).toString(36)}`;
  return { email: `join-${tag}@e2e.dcm`, password: 'join1234!', nickname: `j${tag}`.slice(0, 10), phone };
}
export type Member = ReturnType<typeof newMember>;

export const png = (name: string) => ({ name, mimeType: 'image/png', buffer: pngBytes() });

export const ko = {
  email: '이메일',
  password: '비밀번호',
  confirm: '비밀번호 확인',
  lastName: '성',
  firstName: '이름',
  nickname: '닉네임',
  nation: '국가 번호',
  phone: '휴대폰 번호',
  send: '인증번호 받기',
  code: '인증번호',
  verify: '확인',
  verified: '휴대폰 인증이 완료되었습니다.',
};
export type JoinLabels = typeof ko;
export const en: JoinLabels = {
  email: 'Email',
  password: 'Password',
  confirm: 'Confirm password',
  lastName: 'Last name',
  firstName: 'First name',
  nickname: 'Nickname',
  nation: 'Country code',
  phone: 'Mobile phone',
  send: 'Send code',
  code: 'Verification code',
  verify: 'Verify',
  verified: 'Your phone is verified.',
};

export const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

export async function fillAccount(page: Page, m: Member, l: JoinLabels, names: { last: string; first: string }) {
  await field(page, l.email).fill(m.email);
  await field(page, l.password).fill(m.password);
  await field(page, l.confirm).fill(m.password);
  await field(page, l.lastName).fill(names.last);
  await field(page, l.firstName).fill(names.first);
  await field(page, l.nickname).fill(m.nickname);
  await field(page, l.nickname).blur();
}

/** Chooses the country (Korea is preselected) and types the number, without sending. */
export async function enterPhone(page: Page, m: Member, l: JoinLabels, nation = 'KR') {
  if (nation !== 'KR') await field(page, l.nation).selectOption(nation);
  await field(page, l.phone).fill(m.phone);
}

/**
 * Where the journey reads the code the server sent: given the moment just before the send (less
 * a margin), answers the 6 digits.
 */
export type CodeReader = (sentAfter: number) => Promise<string>;

/** Presses "send code", sees the countdown start, types the code `readCode` finds and verifies it. */
export async function sendAndVerifyCode(page: Page, l: JoinLabels, readCode: CodeReader) {
  const sentAfter = Date.now() - 2000;
  await page.getByRole('button', { name: l.send }).click();
  await expect(field(page, l.code)).toBeVisible();
  await expect(page.getByTestId('phone-timer')).toHaveText(/^0[23]:[0-5]\d$/);
  await field(page, l.code).fill(await readCode(sentAfter));
  await page.getByRole('button', { name: l.verify, exact: true }).click();
  await expect(page.getByText(l.verified)).toBeVisible();
  await expect(field(page, l.phone)).toBeDisabled();
}

/** The whole phone step: number, code, verified. */
export async function provePhone(page: Page, m: Member, l: JoinLabels, readCode: CodeReader, nation = 'KR') {
  await enterPhone(page, m, l, nation);
  await sendAndVerifyCode(page, l, readCode);
}

/** A Korean client's fields after the phone, in Korean; `depositor` may be set wrong on purpose. */
export async function fillClientDetails(page: Page, depositor = '김하나') {
  await field(page, '직업').selectOption({ label: '치과의사' });
  await field(page, '면허번호').fill('12345');
  await field(page, '면허증 사본').setInputFiles(png('license.png'));
  await expect(page.getByTestId('attached-license')).toContainText('license.png');
  await field(page, '치과명').fill('스마일치과');
  await field(page, '대표자명').fill('김하나');
  await field(page, '사업자등록번호').fill('123-45-67890');
  await field(page, '사업자등록증 사본').setInputFiles(png('business.png'));
  await expect(page.getByTestId('attached-business')).toContainText('business.png');

  await page.getByRole('button', { name: '주소 검색' }).click();
  const dialog = page.getByTestId('address-dialog');
  await dialog.getByLabel('검색어').fill('테헤란로 152');
  await dialog.getByRole('button', { name: '검색', exact: true }).click();
  await dialog.getByRole('button', { name: /테헤란로 152/ }).click();
  await expect(dialog).toBeHidden();
  await expect(field(page, '우편번호')).toHaveValue('06236');
  await expect(field(page, '주소')).toHaveValue('서울특별시 강남구 테헤란로 152');
  await field(page, '상세 주소').fill('3층');

  await field(page, '은행').selectOption({ label: 'KB국민은행' });
  await field(page, '예금주').fill(depositor);
  await field(page, '계좌번호').fill('123456-01-123456');
  await page.getByLabel('전체 동의').check();
}

/** The address service is not configured in tests: a fixed answer for the journeys that pick one. */
export async function stubAddressSearch(page: Page) {
  await page.route('**/api/v1/common/address?**', (route) =>
    route.fulfill({
      json: { items: [{ zipCode: '06236', roadAddress: '서울특별시 강남구 테헤란로 152', jibunAddress: '서울특별시 강남구 역삼동 737' }], total: 1 },
    }),
  );
}

export async function expectPending(page: Page) {
  await expect(page).toHaveURL(/\/login\/JoinEnd$/);
  await expect(page.getByTestId('join-end')).toHaveAttribute('data-state', 'pending');
}
