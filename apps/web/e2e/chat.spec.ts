// Chat in two browsers (issue 9): a client (Korean) opens a room from a T-esigner's public profile;
// the T-esigner (English) hears it live with an unread badge, reads it (the client sees "read"),
// answers with a typing sign and a picture; messages sent while the client's tab is closed wait in
// the history and the badge, and a tab that was offline gets what comes after it is back online.
import { expect, test, type Page } from '@playwright/test';
import { apiToken, approvedMember, expectSignedIn, logIn, pngBytes } from './fixtures.ts';

const bubbles = (page: Page) => page.getByTestId('chat-message');

test('a client and a T-esigner chat: live messages, read receipt, typing, a picture, and nothing lost while offline', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const designer = await approvedMember(request, 'designer');
  const client = await approvedMember(request, 'client');
  const designerToken = await apiToken(request, designer);
  const profile = { briefIntro: 'Crowns and bridges', editCount: 2, warrantyDays: 14, prosthesisTypes: ['zirconia_crown'], prices: [], isPublic: true };
  expect((await request.put('/api/v1/profiles/me/designer', { headers: { authorization: `Bearer ${designerToken}` }, data: profile })).ok()).toBe(true);

  const clientContext = await browser.newContext({ locale: 'ko-KR' });
  const designerContext = await browser.newContext({ locale: 'en-US' });
  try {
    const clientPage = await clientContext.newPage();
    await logIn(clientPage, client);
    await expectSignedIn(clientPage, client.nickname);
    const designerPage = await designerContext.newPage();
    await logIn(designerPage, designer, true);
    await expectSignedIn(designerPage, designer.nickname);

    // The client opens the room from the T-esigner's profile and writes.
    await clientPage.goto(`/designer/view/${designer.memberNo}`);
    await clientPage.getByTestId('chat-button').click();
    await expect(clientPage).toHaveURL(/\/chat\/view\/[0-9a-f-]{36}$/);
    const roomId = clientPage.url().split('/').pop() ?? '';
    await clientPage.getByTestId('chat-input').fill('안녕하세요, 지르코니아 크라운 디자인 문의드립니다.');
    await clientPage.getByTestId('chat-input').press('Enter');
    await expect(bubbles(clientPage).filter({ hasText: '지르코니아 크라운' })).toBeVisible();
    await expect(clientPage.getByTestId('chat-receipt-unread')).toBeVisible();

    // The T-esigner sees the badge live, finds the room in their list and reads it: the client sees "읽음".
    await expect(designerPage.getByTestId('header-chat-unread')).toHaveText('1');
    await designerPage.getByTestId('header-chat').click();
    await expect(designerPage).toHaveURL(/\/designerchat$/);
    const row = designerPage.getByTestId('chat-room-row').filter({ hasText: client.nickname });
    await expect(row.getByTestId('chat-room-preview')).toContainText('지르코니아 크라운');
    await row.click();
    await expect(designerPage).toHaveURL(new RegExp(`/designerchat/view/${roomId}$`));
    await expect(bubbles(designerPage).filter({ hasText: '지르코니아 크라운' })).toBeVisible();
    await expect(clientPage.getByTestId('chat-receipt')).toHaveText('읽음');
    await expect(designerPage.getByTestId('header-chat-unread')).toHaveCount(0);

    // Typing shows on the other side; the answer and a picture arrive live.
    await designerPage.getByTestId('chat-input').pressSequentially('Sure', { delay: 50 });
    await expect(clientPage.getByTestId('chat-typing')).toBeVisible();
    await designerPage.getByTestId('chat-input').fill('Sure, please send the scan. Here is a similar case.');
    await designerPage.getByTestId('chat-send').click();
    await expect(bubbles(clientPage).filter({ hasText: 'please send the scan' })).toBeVisible();
    await designerPage.getByTestId('chat-file-input').setInputFiles({ name: 'similar-case.png', mimeType: 'image/png', buffer: pngBytes() });
    await expect(bubbles(designerPage).locator('img')).toBeVisible();
    await expect(bubbles(clientPage).locator('img')).toBeVisible();

    // The client's tab is closed: what is sent meanwhile waits in the badge and the history.
    await clientPage.close();
    await designerPage.getByTestId('chat-input').fill('Are you still there?');
    await designerPage.getByTestId('chat-input').press('Enter');
    await expect(bubbles(designerPage).filter({ hasText: 'Are you still there?' })).toBeVisible();
    const back = await clientContext.newPage();
    await back.goto('/');
    // A new tab starts the app again (on a busy machine that alone can take most of an expectation's time): then the badge.
    await expectSignedIn(back, client.nickname);
    await expect(back.getByTestId('header-chat-unread')).toHaveText('1');
    await back.goto(`/chat/view/${roomId}`);
    await expect(bubbles(back).filter({ hasText: 'Are you still there?' })).toBeVisible();

    // Offline for a while, then online: the connection comes back and the next message arrives live.
    await clientContext.setOffline(true);
    await designerPage.getByTestId('chat-input').fill('Sending the quotation now.');
    await designerPage.getByTestId('chat-input').press('Enter');
    await clientContext.setOffline(false);
    await expect(bubbles(back).filter({ hasText: 'Sending the quotation now.' })).toBeVisible({ timeout: 15_000 });
    await designerPage.getByTestId('chat-input').fill('Quotation sent.');
    await designerPage.getByTestId('chat-input').press('Enter');
    await expect(bubbles(back).filter({ hasText: 'Quotation sent.' })).toBeVisible({ timeout: 15_000 });
  } finally {
    await clientContext.close();
    await designerContext.close();
  }
});
