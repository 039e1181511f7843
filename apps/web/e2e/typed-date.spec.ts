// Issue 31: a date typed exactly as the picker's placeholder shows it ("26.12.01.화 12:00") threw a
// page error and emptied the field; the designated form spoke of a quote expiry it does not have.
// These journeys type the dates as a member does, in Korean and in English, and send the request.
import { expect, test, type Page } from '@playwright/test';
import { formatPickerDateTime } from '../../../packages/shared/src/time.ts';
import { apiToken, completeReferral, demo, logIn, requestDates } from './fixtures.ts';

const uniqueNumber = () => `${Date.now() % 1_000_000}-${Math.floor(Math.random() * 900 + 100)}`;

/** Fills a date field as typing does, then leaves it. */
async function typeDate(page: Page, name: string, text: string) {
  await page.getByRole('textbox', { name, exact: true }).fill(text);
  await page.keyboard.press('Tab');
}

/** Page errors (uncaught exceptions) of a page, collected from now on. */
function pageErrors(page: Page): Error[] {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  return errors;
}

test('a Korean client types the dates as the placeholder shows them, weekday and all, and sends a public request', async ({ page, request }) => {
  const errors = pageErrors(page);
  const number = uniqueNumber();
  const referralId = await completeReferral(request, await apiToken(request, demo.client), number);
  const dates = await requestDates(request);

  await logIn(page, demo.client);
  await expect(page.getByTestId('header-member')).toHaveText(demo.client.nickname);
  await page.goto(`/request/public/write?referrals=${referralId}`);
  const expiry = page.getByRole('textbox', { name: '견적 마감', exact: true });
  await expect(expiry).toHaveAttribute('placeholder', /^예: \d{2}\.\d{2}\.\d{2}\.[일월화수목금토] \d{2}:\d{2}$/);

  // Not a date: refused in the member's language, the text kept to correct.
  await typeDate(page, '견적 마감', '내일 오전');
  await expect(page.getByTestId('date-input-error')).toHaveText('날짜 입력이 올바르지 않습니다.');
  await expect(expiry).toHaveValue('내일 오전');

  // The shown format, with the Korean weekday; the deadline with the English one.
  await typeDate(page, '견적 마감', formatPickerDateTime(dates.expiry, 'ko'));
  await expect(page.getByTestId('date-input-error')).toHaveCount(0);
  await expect(expiry).toHaveValue(formatPickerDateTime(dates.expiry, 'ko'));
  await typeDate(page, '납기', formatPickerDateTime(dates.deadline, 'en'));
  await expect(page.getByRole('textbox', { name: '납기', exact: true })).toHaveValue(formatPickerDateTime(dates.deadline, 'ko'));
  await expect(page.getByText('필수 입력 항목입니다')).toHaveCount(0);

  await page.getByRole('button', { name: '공개 요청 보내기' }).click();
  await expect(page).toHaveURL(/\/request\/end\?id=/);
  await expect(page.getByTestId('end-expiry')).toHaveAttribute('datetime', dates.expiry.toISOString());
  await expect(page.getByTestId('end-deadline')).toHaveAttribute('datetime', dates.deadline.toISOString());
  // Each label once: the status, the type and the expiry say different things.
  const summary = await page.getByTestId('request-end').innerText();
  expect(summary).not.toMatch(/(견적 요청)\s*\1/);
  expect(errors).toEqual([]);
});

test.describe('in English', () => {
  test.use({ locale: 'en-US' });

  test('an English client types the dates in the shown format and without the weekday, after a refused one', async ({ page, request }) => {
    const errors = pageErrors(page);
    const number = uniqueNumber();
    const referralId = await completeReferral(request, await apiToken(request, demo.client), number);
    const dates = await requestDates(request);

    await logIn(page, demo.client, true);
    await expect(page.getByTestId('header-member')).toHaveText(demo.client.nickname);
    await page.goto(`/request/public/write?referrals=${referralId}`);

    await typeDate(page, 'Quote expiry', '99.99.99.Xyz 25:61');
    await expect(page.getByTestId('date-input-error')).toHaveText('Date input not valid.');

    await typeDate(page, 'Quote expiry', formatPickerDateTime(dates.expiry, 'en'));
    await expect(page.getByTestId('date-input-error')).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Quote expiry', exact: true })).toHaveValue(formatPickerDateTime(dates.expiry, 'en'));
    // Without the weekday: "26.12.04 18:00".
    await typeDate(page, 'Delivery deadline', formatPickerDateTime(dates.deadline, 'en').replace(/\.[A-Za-z]+ /, ' '));
    await expect(page.getByRole('textbox', { name: 'Delivery deadline', exact: true })).toHaveValue(formatPickerDateTime(dates.deadline, 'en'));

    await page.getByRole('button', { name: 'Send public request' }).click();
    await expect(page).toHaveURL(/\/request\/end\?id=/);
    await expect(page.getByTestId('end-expiry')).toHaveAttribute('datetime', dates.expiry.toISOString());
    await expect(page.getByTestId('end-deadline')).toHaveAttribute('datetime', dates.deadline.toISOString());
    expect(errors).toEqual([]);
  });
});

test('a designated request speaks of its answer deadline, on the form and in the T-esigner’s list', async ({ page, browser, request }) => {
  const number = uniqueNumber();
  const clientToken = await apiToken(request, demo.client);
  const referralId = await completeReferral(request, clientToken, number);
  const dates = await requestDates(request);
  const designerNo = ((await (await request.get('/api/v1/mypage/profile', { headers: { authorization: `Bearer ${await apiToken(request, demo.designer)}` } })).json()) as { memberNo: number }).memberNo;

  await logIn(page, demo.client);
  await expect(page.getByTestId('header-member')).toHaveText(demo.client.nickname);
  await page.goto(`/request/target/write?referrals=${referralId}&designer=${designerNo}`);
  await expect(page.getByText('CAD 디자인을 받아야 하는 시각입니다. 응답 기한보다 뒤여야 합니다.')).toBeVisible();
  await expect(page.getByText(/견적 마감/)).toHaveCount(0);
  const note = `typed-date ${number}`;
  await typeDate(page, '응답 기한', formatPickerDateTime(dates.expiry, 'ko'));
  await typeDate(page, '납기', formatPickerDateTime(dates.deadline, 'ko'));
  await page.getByRole('textbox', { name: /요청 사항/ }).fill(note);
  await page.getByRole('button', { name: '요청 보내기' }).click();
  await expect(page).toHaveURL(/\/request\/end\?id=/);
  const requestId = new URL(page.url()).searchParams.get('id') ?? '';

  // The T-esigner's list names the designated request's deadline as the answer deadline, in both languages.
  for (const [locale, answerBy, quoteExpiry] of [
    ['ko-KR', '응답 기한', '견적 마감'],
    ['en-US', 'Answer by', 'Quote expiry'],
  ] as const) {
    const context = await browser.newContext({ locale });
    const designerPage = await context.newPage();
    await logIn(designerPage, demo.designer, locale === 'en-US');
    await expect(designerPage.getByTestId('header-member')).toHaveText(demo.designer.nickname);
    await designerPage.goto(`/request?q=${encodeURIComponent(note)}`);
    const row = designerPage.locator(`[data-request="${requestId}"]`);
    await expect(row.getByText(answerBy, { exact: true })).toHaveCount(1);
    await expect(row.getByText(quoteExpiry, { exact: true })).toHaveCount(0);
    await context.close();
  }
});
