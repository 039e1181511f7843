// Joining (issue "Accounts"): each member kind fills the join form on a phone, proves the phone by
// the code in the dev outbox, attaches real documents, and lands on the pending screen; a refused
// form says why beside each field and loses nothing; a rejected member corrects and resubmits.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminAccount, joinClient, logIn, openPage, readOutbox } from './fixtures.ts';
import { digits, en, expectPending, field, fillAccount, fillClientDetails, ko, newMember, png, provePhone, stubAddressSearch, type JoinLabels, type Member } from './join-helpers.ts';

/** Sends the code, reads it from the newest SMS to the phone in the dev outbox, and verifies it. */
async function verifyPhone(page: Page, request: APIRequestContext, m: Member, l: JoinLabels, nation = 'KR') {
  const fromOutbox = async (sentAfter: number) => {
    const sms = await readOutbox(request, `${nation}:${m.phone}`, (s) => s.channel === 'sms' && Date.parse(s.createdAt) >= sentAfter);
    return /\d{6}/.exec(sms.body)?.[0] ?? '';
  };
  await provePhone(page, m, l, fromOutbox, nation);
}

/** A Korean client's whole form, in Korean; `depositor` may be set wrong on purpose. */
async function fillClient(page: Page, request: APIRequestContext, m: Member, depositor = '김하나') {
  await fillAccount(page, m, ko, { last: '김', first: '하나' });
  await verifyPhone(page, request, m, ko);
  await fillClientDetails(page, depositor);
}

test('a dentist joins as a client in Korean on a phone, filling every field', async ({ page, request }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 360, height: 740 });
  await stubAddressSearch(page);
  const m = newMember();

  await openPage(page, '/login/join');
  await page.getByTestId('join-kind-client').click();
  await expect(page).toHaveURL(/\/login\/join\/client$/);
  await expect(page.getByRole('heading', { name: '치과 회원가입' })).toBeVisible();

  await fillClient(page, request, m);
  await expect(page.getByText('사용할 수 있는 닉네임입니다.')).toBeVisible();

  // One column at 360 px, no sideways scrolling, 16 px inputs (no zoom on iOS).
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  expect(await field(page, ko.email).evaluate((el) => getComputedStyle(el).fontSize)).toBe('16px');

  const posts: string[] = [];
  page.on('request', (r) => r.method() === 'POST' && r.url().endsWith('/api/v1/common/account') && posts.push(r.url()));
  await page.getByRole('button', { name: '가입 신청' }).dblclick();
  await expectPending(page);
  expect(posts).toHaveLength(1);
  expect(await page.evaluate(() => sessionStorage.getItem('joinDraft:client'))).toBeNull();

  // The new member waits for approval.
  await logIn(page, m);
  await expectPending(page);
});

test.describe('in English', () => {
  test.use({ locale: 'en-US' });

  test('a T-esigner from the United States joins with their own country’s business registration or tax ID instead of a Korean one', async ({ page, request }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 390, height: 844 });
    const m = newMember(`2${digits(9)}`);

    await openPage(page, '/login/join');
    await page.getByTestId('join-kind-designer').click();
    await expect(page.getByRole('heading', { name: 'Join as a T-esigner' })).toBeVisible();

    await fillAccount(page, m, en, { last: 'Kim', first: 'Ana' });
    await verifyPhone(page, request, m, en, 'US');

    await page.getByLabel('Staff').check();
    await field(page, 'Dental technician license number').fill('DT-12345');
    await field(page, 'Copy of the dental technician license').setInputFiles(png('license.png'));
    await expect(page.getByTestId('attached-license')).toContainText('license.png');

    await expect(page.getByText('Members outside Korea give the business registration or tax ID of their own country instead of a Korean business registration number, and use USD mileage.')).toBeVisible();
    await expect(field(page, 'Business registration number')).toHaveCount(0);
    await expect(field(page, 'Copy of the business registration')).toHaveCount(0);
    const taxId = field(page, 'Business registration or tax ID in your country');
    await expect(taxId).toBeVisible();
    await field(page, 'Business name').fill('Kim Dental Design');
    await field(page, 'Representative').fill('Ana Kim');

    await page.getByRole('button', { name: 'Type it myself' }).click();
    await field(page, 'Zip code').fill('10001');
    await field(page, 'Address').fill('350 5th Ave, New York, NY');
    await field(page, 'Address details').fill('Suite 100');

    await field(page, 'Bank').fill('Chase');
    await field(page, 'Account holder').fill('Ana Kim');
    await field(page, 'Account number').fill('000123456789');
    await page.getByLabel('Agree to all').check();
    await expect(page.getByLabel(/Electronic invoicing/)).toBeChecked();
    await expect(page.getByText('Electronic invoicing is mandatory for CAD design services.')).toBeVisible();

    // Left blank, the tax ID is asked for at its field: never skipped for a member abroad.
    const posts: string[] = [];
    page.on('request', (r) => r.method() === 'POST' && r.url().endsWith('/api/v1/common/account') && posts.push(r.url()));
    await page.getByRole('button', { name: 'Apply to join' }).click();
    await expect(taxId).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Members outside Korea give the business registration or tax ID of their country.')).toBeVisible();
    await expect(taxId).toBeFocused();
    // A licence that is no number is named as such, at its field.
    await field(page, 'Dental technician license number').fill('none');
    await taxId.fill('none');
    await page.getByRole('button', { name: 'Apply to join' }).click();
    await expect(page.getByText('Check the dental technician license number: up to 30 characters, with digits.')).toBeVisible();
    await expect(page.getByText('Check your business registration or tax ID: 4 to 30 letters, digits, spaces or - . /, with at least one digit.')).toBeVisible();
    expect(posts).toHaveLength(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

    await field(page, 'Dental technician license number').fill('DT-12345');
    await taxId.fill('EIN 12-3456789');
    await page.getByRole('button', { name: 'Apply to join' }).click();
    await expectPending(page);
    expect(posts).toHaveLength(1);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/[가-힣]/);
  });
});

test('a dental lab director joins, typing the address by hand when the search is unavailable', async ({ page, request }) => {
  test.setTimeout(60_000);
  const m = newMember();

  await openPage(page, '/join');
  const labCard = page.getByTestId('join-kind-center');
  await expect(labCard).toContainText('대표(소장)만 가입할 수 있습니다');
  await expect(labCard).toContainText('티자이너 프로필');
  await labCard.click();
  await expect(page).toHaveURL(/\/login\/join\/center$/);

  await fillAccount(page, m, ko, { last: '박', first: '소장' });
  await verifyPhone(page, request, m, ko);
  await expect(page.getByTestId('lab-position')).toHaveText('대표(소장)');
  await field(page, '치과기공사 면허번호').fill('T-7788');
  await field(page, '치과기공사 면허증 사본').setInputFiles(png('license.png'));
  await expect(page.getByTestId('attached-license')).toContainText('license.png');
  await field(page, '기공소명').fill('바른치과기공소');
  await field(page, '대표자명').fill('박소장');
  await field(page, '사업자등록번호').fill('2208162517');
  await field(page, '사업자등록증 사본').setInputFiles(png('business.png'));
  await expect(page.getByTestId('attached-business')).toContainText('business.png');

  // No address service in tests: the dialog says so and offers manual entry.
  await page.getByRole('button', { name: '주소 검색' }).click();
  const dialog = page.getByTestId('address-dialog');
  await dialog.getByLabel('검색어').fill('판교역로 235');
  await dialog.getByRole('button', { name: '검색', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText('주소 검색을 사용할 수 없습니다. 주소를 직접 입력해 주세요.');
  await dialog.getByRole('button', { name: '직접 입력' }).click();
  await expect(dialog).toBeHidden();
  await field(page, '우편번호').fill('13494');
  await field(page, '주소').fill('경기도 성남시 분당구 판교역로 235');
  await field(page, '상세 주소').fill('2층');

  await field(page, '은행').selectOption({ label: '신한은행' });
  await field(page, '예금주').fill('박소장');
  await field(page, '계좌번호').fill('110-123-456789');
  await page.getByLabel('전체 동의').check();
  await page.getByRole('button', { name: '가입 신청' }).click();
  await expectPending(page);
});

test('a refused form points at each wrong field in Korean and keeps what was typed', async ({ page, request }) => {
  test.setTimeout(60_000);
  await stubAddressSearch(page);
  const m = { ...newMember(), nickname: 'democlient' };
  const posts: string[] = [];
  page.on('request', (r) => r.method() === 'POST' && r.url().endsWith('/api/v1/common/account') && posts.push(r.url()));

  await page.goto('/login/join/client');
  await fillClient(page, request, m, '이몽룡');
  // The nickname of a demo member is taken: said as soon as the member leaves the field.
  const nickname = field(page, ko.nickname);
  await expect(nickname).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('이미 사용 중인 닉네임입니다.')).toBeVisible();

  await page.getByRole('button', { name: '가입 신청' }).click();
  const depositor = field(page, '예금주');
  await expect(depositor).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('예금주가 대표자와 일치하지 않습니다. 대표자 명의 계좌만 등록할 수 있습니다.')).toBeVisible();
  await expect(page.getByText('이미 사용 중인 닉네임입니다.')).toBeVisible();
  // The first wrong field on the page has the focus.
  await expect(nickname).toBeFocused();
  expect(posts).toHaveLength(0);
  await expect(page).toHaveURL(/\/login\/join\/client$/);
  await expect(field(page, ko.email)).toHaveValue(m.email);
  await expect(field(page, '치과명')).toHaveValue('스마일치과');
  await expect(field(page, '계좌번호')).toHaveValue('123456-01-123456');
  await expect(page.getByTestId('phone-verification')).toHaveAttribute('data-state', 'verified');

  // Corrected, it goes through.
  await nickname.fill(newMember().nickname);
  await depositor.fill('김하나');
  await page.getByRole('button', { name: '가입 신청' }).click();
  await expectPending(page);
  expect(posts).toHaveLength(1);
});

test('a reload in the middle of the form keeps the draft, passwords excepted', async ({ page, request }) => {
  const m = newMember();
  await page.goto('/login/join/center');
  await fillAccount(page, m, ko, { last: '최', first: '기공' });
  await verifyPhone(page, request, m, ko);
  await field(page, '기공소명').fill('최고치과기공소');

  await page.reload();
  await expect(field(page, ko.email)).toHaveValue(m.email);
  await expect(field(page, ko.nickname)).toHaveValue(m.nickname);
  await expect(field(page, '성')).toHaveValue('최');
  await expect(field(page, '기공소명')).toHaveValue('최고치과기공소');
  await expect(page.getByTestId('phone-verification')).toHaveAttribute('data-state', 'verified');
  await expect(field(page, ko.phone)).toHaveValue(m.phone);
  await expect(field(page, ko.password)).toHaveValue('');
  expect(await page.evaluate(() => sessionStorage.getItem('joinDraft:center'))).not.toContain('join1234!');
});

test('a rejected member reads the reason, corrects the licence and resubmits', async ({ page, request }) => {
  test.setTimeout(60_000);
  const member = await joinClient(request);
  const admin = adminAccount();
  const { accessToken } = (await (await request.post('/api/v1/login', { data: { email: admin.email, password: admin.password } })).json()) as { accessToken: string };
  const reason = '면허증 사진이 흐립니다. 선명한 사진으로 다시 올려 주세요.';
  const rejected = await request.post(`/api/v1/admin/members/${member.memberNo}/reject`, { headers: { Authorization: `Bearer ${accessToken}` }, data: { reason } });
  expect(rejected.ok(), await rejected.text()).toBe(true);

  await logIn(page, member);
  await expect(page).toHaveURL(/\/login\/JoinEnd$/);
  await page.goto('/login/join/client');
  await expect(page.getByTestId('rejection')).toContainText(reason);
  await expect(field(page, ko.email)).toHaveCount(0);
  await expect(field(page, ko.password)).toHaveCount(0);
  await expect(page.getByTestId('phone-verification')).toHaveCount(0);
  await expect(field(page, '치과명')).toHaveValue('스마일치과');
  await expect(field(page, ko.nickname)).toHaveValue(member.nickname);
  await expect(page.getByTestId('attached-license')).toBeVisible();

  await field(page, '면허증 사본').setInputFiles(png('license-sharp.png'));
  await expect(page.getByTestId('attached-license')).toContainText('license-sharp.png');
  await field(page, '은행').selectOption({ label: 'KB국민은행' });
  await page.getByRole('button', { name: '수정해서 다시 제출' }).click();
  await expectPending(page);
  // The session knows the member waits again: a protected page still stops at the login-end screen.
  await page.goto('/request');
  await expect(page).toHaveURL(/\/login\/JoinEnd$/);
  await expect(page.getByTestId('join-end')).toHaveAttribute('data-state', 'pending');
});
