import { expect, type Page } from '@playwright/test';

export const demo = {
  client: { email: 'client@demo.dcm', password: 'demo1234!', nickname: 'democlient' },
  lab: { email: 'lab@demo.dcm', password: 'demo1234!', nickname: 'demolab' },
  designer: { email: 'designer@demo.dcm', password: 'demo1234!', nickname: 'demodesign' },
  pending: { email: 'pending@demo.dcm', password: 'demo1234!', nickname: 'demowait' },
} as const;

/** Signs in through the login page, the way a member does. Korean labels unless `en`. */
export async function logIn(page: Page, who: { email: string; password: string; nickname: string }, en = false) {
  await page.goto('/login');
  await page.getByLabel(en ? 'Email' : '이메일').fill(who.email);
  await page.getByLabel(en ? 'Password' : '비밀번호').fill(who.password);
  await page.getByRole('button', { name: en ? 'Log in' : '로그인', exact: true }).last().click();
}

export async function expectSignedIn(page: Page, nickname: string) {
  await expect(page.getByTestId('header-member')).toHaveText(nickname);
}
