import { expect, test } from '@playwright/test';
import { adminAccount, apiToken, approvedDesigner, approvedMember, expectSignedIn, logIn } from './fixtures.ts';

test('a client reports a T-esigner; the admin closes the report with action taken and suspends them; the audit log shows both; the client is told the outcome', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const designer = await approvedDesigner(request);
  const client = await approvedMember(request, 'client');
  // A public profile, so the client can find the T-esigner.
  const profile = await request.put('/api/v1/profiles/me/designer', {
    headers: { authorization: `Bearer ${await apiToken(request, designer)}` },
    data: { region: 'seoul', editCount: 3, warrantyDays: 30, prosthesisTypes: ['zirconia_crown'], isPublic: true },
  });
  expect(profile.ok(), await profile.text()).toBe(true);

  // The client, in Korean, reports the T-esigner from the profile page.
  const clientContext = await browser.newContext({ locale: 'ko-KR' });
  const clientPage = await clientContext.newPage();
  await logIn(clientPage, client);
  await expectSignedIn(clientPage, client.nickname);
  await clientPage.goto(`/profile/view/${designer.memberNo}`);
  await clientPage.getByRole('button', { name: `${designer.nickname} 더 보기` }).click();
  await clientPage.getByRole('menuitem', { name: '신고', exact: true }).click();
  const reportDialog = clientPage.getByRole('dialog');
  await reportDialog.getByLabel('신고 사유').selectOption({ index: 1 });
  await reportDialog.getByLabel('상세 내용 (선택)').fill('견적과 다른 금액을 요구했습니다.');
  await reportDialog.getByRole('button', { name: '신고하기' }).click();
  await expect(clientPage.getByText('신고가 운영자에게 접수되었습니다.')).toBeVisible();

  // The admin, in English, finds it among the open reports and takes action with a suspension.
  const adminContext = await browser.newContext({ locale: 'en-US' });
  const adminPage = await adminContext.newPage();
  const admin = adminAccount();
  await logIn(adminPage, admin, true);
  await expectSignedIn(adminPage, admin.nickname);
  await adminPage.goto('/admin/reports');
  const card = adminPage.getByTestId('report-row').filter({ hasText: `Member no. ${designer.memberNo}` });
  await expect(card.getByTestId('report-decision-note')).toHaveCount(0);
  await card.getByRole('button', { name: 'Take action' }).click();
  const decision = adminPage.getByTestId('report-decision-dialog');
  const note = `${designer.nickname} asked for money outside the platform; suspended.`;
  await decision.getByLabel('Note').fill(note);
  await decision.getByTestId('report-suspend-member').check();
  await decision.getByRole('button', { name: 'Take action' }).dblclick();
  await expect(adminPage.getByText('Report closed and the member suspended.')).toBeVisible();
  await expect(card).toHaveCount(0);

  await adminPage.goto('/admin/reports?status=closed');
  const closed = adminPage.getByTestId('report-row').filter({ hasText: `Member no. ${designer.memberNo}` });
  await expect(closed.getByTestId('report-resolution')).toHaveText('Action taken');
  await expect(closed.getByTestId('report-decision-note')).toHaveText(note);

  await adminPage.goto(`/admin/audit?targetType=member&targetId=${designer.memberNo}`);
  await expect(adminPage.getByTestId('audit-row').filter({ hasText: 'member.suspend' })).toHaveCount(1);
  await adminPage.goto('/admin/audit?action=report.action');
  await expect(adminPage.getByTestId('audit-row').filter({ hasText: note })).toHaveCount(1);

  // The client hears the outcome in Korean, without the operator's note or the suspension.
  await clientPage.goto('/notiy');
  const told = clientPage.getByText(`${designer.nickname}님에 대한 신고를 검토했습니다.`, { exact: false });
  await expect(told).toBeVisible();
  await expect(told).toContainText('운영 정책에 따라 필요한 조치를 했습니다.');
  await expect(clientPage.getByText(note)).toHaveCount(0);

  // The suspended T-esigner can no longer sign in.
  const refused = await request.post('/api/v1/login', { data: { email: designer.email, password: designer.password } });
  expect(refused.status()).toBe(403);

  await clientContext.close();
  await adminContext.close();
});
