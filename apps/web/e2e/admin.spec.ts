import { expect, test, type Page } from '@playwright/test';
import { adminAccount, demo, expectSignedIn, joinClient, logIn } from './fixtures.ts';

/** Narrows the list to one member by the search box (other journeys add pending members too). */
async function search(page: Page, text: string) {
  await page.getByPlaceholder('이메일, 닉네임, 이름, 상호').fill(text);
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(text)}`));
}

test('the admin rejects a pending member with a reason, and the member sees it and can resubmit', async ({ page, request }) => {
  // Two logins and a join: more than the default budget when the machine is busy.
  test.setTimeout(60_000);
  const member = await joinClient(request);
  const admin = adminAccount();

  await logIn(page, admin);
  await expectSignedIn(page, admin.nickname);
  await page.getByTestId('header-admin').click();
  await page.getByTestId('header-admin-members').click();
  await expect(page).toHaveURL(/\/admin\/members$/);
  await expect(page.getByRole('tab', { name: /승인 대기/ })).toHaveAttribute('aria-selected', 'true');

  // The demo member waiting for approval is in the pending tab.
  await search(page, demo.pending.nickname);
  await expect(page.getByRole('link', { name: demo.pending.nickname })).toBeVisible();

  await search(page, member.email);
  await page.getByRole('link', { name: member.nickname }).click();
  const detail = page.getByTestId('member-detail');
  await expect(detail.getByText(member.email).first()).toBeVisible();
  await expect(detail.getByText('스마일치과')).toBeVisible();
  // The licence is a private image: it previews inline through the admin's token.
  await detail.getByRole('button', { name: '미리보기' }).first().click();
  await expect(detail.getByRole('img', { name: /면허증/ })).toBeVisible();
  await expect(detail.getByRole('button', { name: '이용 정지' })).toHaveCount(0);

  await detail.getByRole('button', { name: '반려' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: '반려' }).click();
  await expect(dialog.getByTestId('reason-error')).toHaveText('필수 입력 항목입니다.');

  const reason = '면허증 사진이 흐려 확인할 수 없습니다. 선명한 사진으로 다시 올려 주세요.';
  await dialog.getByLabel('사유').fill(reason);
  await dialog.getByRole('button', { name: '반려' }).dblclick();
  await expect(page.getByText(`${member.nickname} 회원의 가입을 반려했습니다.`)).toBeVisible();
  await expect(dialog).toBeHidden();
  // The double click decided once: one e-mail tells the member (sent by the notification jobs, in a few seconds).
  const mailsWithReason = async () => {
    const { items } = (await (await request.get('/api/v1/dev/outbox?limit=200')).json()) as { items: Array<{ recipient: string; body: string }> };
    return items.filter((m) => m.recipient === member.email && m.body.includes(reason)).length;
  };
  await expect.poll(mailsWithReason, { timeout: 15_000 }).toBe(1);
  await expect(detail.getByTestId('member-detail-state')).toHaveText('반려');
  await expect(detail.getByTestId('approval-history')).toContainText(reason);

  // Gone from the pending tab, listed under rejected.
  await expect(page.getByTestId('member-list-empty')).toBeVisible();
  await page.getByRole('tab', { name: /반려/ }).click();
  await expect(page.getByRole('link', { name: member.nickname })).toBeVisible();

  // The member logs in and reads the reason on the login-end screen.
  await page.getByRole('button', { name: '로그아웃' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, member);
  await expect(page).toHaveURL(/\/login\/JoinEnd$/);
  await expect(page.getByTestId('join-end')).toHaveAttribute('data-state', 'rejected');
  await expect(page.getByTestId('join-end-reason')).toContainText(reason);
  await page.getByRole('link', { name: '정보 수정 후 다시 제출' }).click();
  await expect(page).toHaveURL(/\/login\/join\/client$/);
});

test('a member who is not the admin is sent home from the admin pages', async ({ page }) => {
  await logIn(page, demo.client);
  await expectSignedIn(page, demo.client.nickname);
  await expect(page.getByTestId('header-admin')).toHaveCount(0);
  await page.goto('/admin/members');
  await expect(page).toHaveURL(/\/$/);
});

test('signed out, the admin page asks for a login', async ({ page }) => {
  await page.goto('/admin/members?status=C');
  await expect(page).toHaveURL(/\/login$/);
});

test.describe('in English', () => {
  test.use({ locale: 'en-US' });

  test('the admin approves a new member, who is told and then logs in to a protected page; a suspended one cannot', async ({ page, request }) => {
    test.setTimeout(60_000);
    const member = await joinClient(request);
    const admin = adminAccount();

    await logIn(page, admin, true);
    await expectSignedIn(page, admin.nickname);
    await page.goto('/admin/members');
    await page.getByPlaceholder('Email, nickname, name or business').fill(member.email);
    await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(member.email)}`));
    await page.getByRole('link', { name: member.nickname }).click();
    const detail = page.getByTestId('member-detail');
    await detail.getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText(`${member.nickname} is approved.`)).toBeVisible();
    await expect(detail.getByTestId('member-detail-state')).toHaveText('Approved');

    // Told by e-mail and by SMS.
    const toldBy = async () => {
      const { items } = (await (await request.get('/api/v1/dev/outbox?limit=200')).json()) as { items: Array<{ channel: string; recipient: string; body: string }> };
      const told = items.filter((m) => (m.recipient === member.email || m.recipient.endsWith(member.phone)) && /승인되었습니다|approved/.test(m.body));
      return told.map((m) => m.channel).sort();
    };
    await expect.poll(toldBy, { timeout: 15_000 }).toEqual(['email', 'sms']);

    // The admin suspends nothing yet: the member logs in and reaches a protected page.
    await page.getByRole('button', { name: 'Log out' }).click();
    await logIn(page, member, true);
    await expectSignedIn(page, member.nickname);
    await page.goto('/request');
    await expect(page).toHaveURL(/\/request$/);
    await expect(page.getByRole('heading', { name: 'Write a referral', level: 1 })).toBeVisible();

    // Suspended, the same member is refused at login with the spec's message.
    await page.getByRole('button', { name: 'Log out' }).click();
    await logIn(page, admin, true);
    await expectSignedIn(page, admin.nickname);
    await page.goto(`/admin/members?status=B&member=${member.memberNo}`);
    await page.getByTestId('member-detail').getByRole('button', { name: 'Suspend' }).click();
    await page.getByRole('dialog').getByLabel('Reason').fill('Documents expired.');
    await page.getByRole('dialog').getByRole('button', { name: 'Suspend' }).click();
    await expect(page.getByText(`${member.nickname} is suspended.`)).toBeVisible();
    await page.getByRole('button', { name: 'Log out' }).click();
    await logIn(page, member, true);
    await expect(page.getByRole('alert')).toHaveText('This account is suspended. Please contact an administrator.');
  });
});
