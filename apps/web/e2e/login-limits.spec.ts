// Issue 32: wrong passwords slow an account down, they never lock its owner out. A stranger in
// English sends wrong passwords for a member's e-mail until the login page asks them to wait (and
// offers the reset by e-mail); the member, in Korean, on the browser they signed in on before, gets
// in with the right password at once.
import { expect, test } from '@playwright/test';
import { approvedMember, expectSignedIn, logIn } from './fixtures.ts';

/** The account's free wrong passwords (login-limits.ts): the next try waits. */
const FREE_WRONG_PASSWORDS = 5;

test('a stranger’s wrong passwords make a new browser wait, and the owner’s known browser still signs in', async ({ browser, request }) => {
  const member = await approvedMember(request, 'client');
  const owner = await browser.newContext({ locale: 'ko-KR' });
  const stranger = await browser.newContext({ locale: 'en-US' });
  try {
    // The owner signs in once on their browser, and out again.
    const ownerPage = await owner.newPage();
    await logIn(ownerPage, member);
    await expectSignedIn(ownerPage, member.nickname);
    await ownerPage.getByRole('button', { name: '로그아웃' }).click();
    await expect(ownerPage.getByTestId('header-member')).toHaveCount(0);

    // A stranger guesses: each wrong password is told as such, then the page asks them to wait.
    const strangerPage = await stranger.newPage();
    const loginAnswer = () => strangerPage.waitForResponse((r) => r.url().endsWith('/api/v1/login') && r.request().method() === 'POST');
    for (let i = 0; i < FREE_WRONG_PASSWORDS; i += 1) {
      const answer = loginAnswer();
      await logIn(strangerPage, { ...member, password: `Wrong-guess-${i}` }, true);
      expect((await answer).status()).toBe(401);
      await expect(strangerPage.locator('#login-error')).toHaveText('Wrong email or password.');
    }
    await logIn(strangerPage, { ...member, password: 'Wrong-guess-last' }, true);
    const wait = strangerPage.getByTestId('login-wait');
    await expect(wait).toContainText(/^Too many wrong passwords\. Try again in \d+ seconds, or set a new password by e-mail now\./);
    await expect(wait.getByRole('link', { name: 'Reset the password' })).toHaveAttribute('href', '/login/pwInquiry');
    // Even the right password waits in the stranger's browser: it never signed in to this account.
    const answer = loginAnswer();
    await logIn(strangerPage, member, true);
    expect((await answer).status()).toBe(429);
    await expect(wait).toBeVisible();

    // The owner's browser is known to the account: the right password goes straight in.
    await logIn(ownerPage, member);
    await expectSignedIn(ownerPage, member.nickname);
  } finally {
    await owner.close();
    await stranger.close();
  }
});
