import { expect, test, type Page } from '@playwright/test';
import { apiToken, demo, exeBytes, logIn, stlBytes } from './fixtures.ts';

/** A referral number no other journey uses (the demo client's cart is shared by the journeys). */
const uniqueNumber = () => `${Date.now() % 1_000_000}-${Math.floor(Math.random() * 900 + 100)}`;

async function chooseTypes(page: Page, names: string[], done: string) {
  const dialog = page.getByRole('dialog');
  for (const name of names) await dialog.getByRole('checkbox', { name }).check();
  await dialog.getByRole('button', { name: done, exact: true }).click();
  await expect(dialog).toBeHidden();
}

test('a client fills a detail referral with a bridge 14–16 and an STL, saves a draft, completes it and finds it in the cart', async ({ page }) => {
  // Twelve steps through three pages, an upload and a PDF: near 30 s on a two-core machine.
  test.slow();
  const number = uniqueNumber();
  await logIn(page, demo.client);
  await expect(page.getByTestId('header-member')).toHaveText(demo.client.nickname);

  await page.goto('/request');
  await page.getByRole('button', { name: '상세 모드로 작성' }).click();
  await expect(page.getByRole('heading', { name: '상세 의뢰서', level: 1 })).toBeVisible();

  await page.getByRole('textbox', { name: '의뢰서 번호' }).fill(number);
  await page.getByLabel('가공 방법').selectOption({ index: 1 });
  await page.getByRole('button', { name: '보철 종류 선택' }).click();
  await chooseTypes(page, ['지르코니아 크라운'], '완료');
  await page.getByLabel('지르코니아 크라운 개수').fill('3');

  await page.getByText('브릿지', { exact: true }).click();
  await page.getByRole('button', { name: /\(14\)/ }).click();
  await page.getByRole('button', { name: /\(16\)/ }).click();
  await expect(page.getByText('브릿지 14–16').first()).toBeVisible();

  await page.locator('input[type=file]').first().setInputFiles({ name: 'case-14-16.stl', mimeType: 'model/stl', buffer: stlBytes() });
  await expect(page.getByTestId('attached-file').filter({ hasText: 'case-14-16.stl' })).toBeVisible();

  // A draft may be saved without the confirmation.
  await page.getByRole('button', { name: '임시저장' }).click();
  await expect(page.getByText('임시저장했습니다', { exact: false })).toBeVisible();

  await page.goto('/request/basket?group=draft');
  const draft = page.getByTestId('cart-item').filter({ hasText: number });
  await expect(draft).toBeVisible();
  await draft.getByRole('link', { name: '수정' }).click();
  await expect(page.getByRole('textbox', { name: '의뢰서 번호' })).toHaveValue(number);

  // Complete needs the confirmation: refused first, then saved.
  await page.getByRole('button', { name: '작성 완료' }).click();
  await expect(page.getByText('의뢰서 내용을 확인하고 체크해 주세요.').first()).toBeVisible();
  await page.getByRole('checkbox', { name: /이 의뢰서의 내용이 정확함을 확인합니다/ }).check();
  await page.getByRole('button', { name: '작성 완료' }).click();
  await expect(page.getByRole('status').filter({ hasText: '장바구니에 담겨' })).toBeVisible();
  await expect(page.getByText('브릿지 14–16').first()).toBeVisible();

  // The printable document, and its PDF.
  await page.getByRole('link', { name: '인쇄 / PDF' }).click();
  await expect(page.getByText(number).first()).toBeVisible();
  const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'PDF 내려받기' }).click()]);
  expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);

  await page.goto('/request/basket');
  await expect(page.getByRole('tab', { name: /요청 전/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('cart-item').filter({ hasText: number })).toBeVisible();
  await page.getByRole('tab', { name: /임시저장/ }).click();
  await expect(page.getByTestId('cart-item').filter({ hasText: number })).toHaveCount(0);
});

test.describe('in English', () => {
  test.use({ locale: 'en-US' });

  test('a simple-mode form with three patients is saved complete as one form group', async ({ page }) => {
    const numbers = [uniqueNumber(), uniqueNumber(), uniqueNumber()];
    await logIn(page, demo.lab, true);
    await expect(page.getByTestId('header-member')).toHaveText(demo.lab.nickname);
    await page.goto('/');
    await page.getByRole('link', { name: /simple/i }).first().click();
    await expect(page.getByRole('heading', { name: 'Simple referral', level: 1 })).toBeVisible();

    const rows = page.getByTestId('patient-row');
    for (let i = 0; i < 3; i++) {
      if (i > 0) await page.getByRole('button', { name: /Add a patient/ }).click();
      const row = rows.nth(i);
      await row.getByRole('textbox', { name: 'Referral number' }).fill(numbers[i] ?? '');
      if (i === 0) {
        await row.getByLabel('Processing method').selectOption({ index: 1 });
        await row.getByRole('button', { name: 'Choose prosthesis types' }).click();
        await chooseTypes(page, ['Zirconia crown'], 'Done');
      }
      await row.getByRole('button', { name: 'Choose teeth' }).click();
      await page.getByRole('dialog').getByRole('button', { name: new RegExp(`\\(${[11, 21, 36][i]}\\)`) }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Done', exact: true }).click();
      await expect(row.getByTestId('teeth-words')).toHaveText(`Tooth ${[11, 21, 36][i]}`);
      // Each patient's own scan: a complete referral carries one (issue 31).
      await row.locator('input[type=file]').first().setInputFiles({ name: `scan-${i + 1}.stl`, mimeType: 'model/stl', buffer: stlBytes() });
      await expect(row.getByTestId('attached-file').filter({ hasText: `scan-${i + 1}.stl` })).toBeVisible();
    }
    // The second and third rows kept the first row's choices.
    await expect(rows.nth(2).getByLabel('Processing method')).not.toHaveValue('');

    await page.getByRole('checkbox', { name: /every patient/ }).check();
    await page.getByRole('button', { name: 'Save complete' }).click();
    await expect(page.getByRole('status').filter({ hasText: '3 referrals are in your cart' })).toBeVisible();
    for (const number of numbers) await expect(page.getByText(number).first()).toBeVisible();

    await page.getByRole('link', { name: 'Go to the cart' }).click();
    for (const number of numbers) await expect(page.getByTestId('cart-item').filter({ hasText: number })).toBeVisible();
  });

  test('bad input is refused in the form and changes nothing', async ({ page }) => {
    await logIn(page, demo.client, true);
    await expect(page.getByTestId('header-member')).toHaveText(demo.client.nickname);
    await page.goto('/request/detailmode');
    await expect(page.getByRole('heading', { name: 'Detail referral', level: 1 })).toBeVisible();

    await page.getByRole('textbox', { name: 'Referral number' }).fill('123456789012345678901');
    await page.getByRole('button', { name: 'Save as draft' }).click();
    await expect(page.getByText('Referral number: up to 20 digits or symbols.')).toBeVisible();
    // Letters are refused as they are typed, before any save (issue 31).
    await page.getByRole('textbox', { name: 'Referral number' }).fill('');
    await page.getByRole('textbox', { name: 'Referral number' }).pressSequentially('0412 H');
    await expect(page.getByText('Never enter a patient name', { exact: false })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Referral number' })).toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('textbox', { name: 'Referral number' }).press('Backspace');
    await expect(page.getByText('Never enter a patient name', { exact: false })).toHaveCount(0);
    await page.getByRole('textbox', { name: 'Referral number' }).fill('Hong 0412');
    await page.getByRole('button', { name: 'Save as draft' }).click();
    await expect(page.getByText('Never enter a patient name', { exact: false })).toBeVisible();

    await page.locator('input[type=file]').first().setInputFiles({ name: 'setup.stl', mimeType: 'model/stl', buffer: exeBytes() });
    await expect(page.getByTestId('upload-pending').filter({ hasText: 'setup.stl' }).getByRole('alert')).toContainText('not attached');
    await expect(page.getByTestId('attached-file')).toHaveCount(0);

    // An upload cut off half way is not attached; a retry sends it again and attaches it.
    let cut = true;
    await page.route('**/api/v1/common/file/upload**', (route) => {
      if (!cut) return route.continue();
      cut = false;
      return route.abort('connectionreset');
    });
    await page.locator('input[type=file]').nth(1).setInputFiles({ name: 'antagonist.stl', mimeType: 'model/stl', buffer: stlBytes() });
    const cutOff = page.getByTestId('upload-pending').filter({ hasText: 'antagonist.stl' });
    await expect(cutOff.getByRole('alert')).toContainText('not attached');
    await expect(page.getByTestId('attached-file')).toHaveCount(0);
    await cutOff.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByTestId('attached-file').filter({ hasText: 'antagonist.stl' })).toBeVisible();

    // Counts over the form's cap.
    await page.getByRole('button', { name: 'Choose prosthesis types' }).click();
    await chooseTypes(page, ['Zirconia crown'], 'Done');
    await page.getByLabel('Count of Zirconia crown').fill('40');
    await page.getByRole('button', { name: 'Save as draft' }).click();
    await expect(page.getByText('A referral form holds at most 32 units.').first()).toBeVisible();
    await expect(page.getByText('Temporarily saved', { exact: false })).toHaveCount(0);
  });

  test('a lab keeps its usual values as a set, renames a file that carried a name, then copies and deletes from the cart', async ({ page }) => {
    const number = uniqueNumber();
    const setName = `Zr ${number}`;
    await logIn(page, demo.lab, true);
    await expect(page.getByTestId('header-member')).toHaveText(demo.lab.nickname);
    await page.goto('/request/detailmode');
    await expect(page.getByRole('heading', { name: 'Detail referral', level: 1 })).toBeVisible();

    // Values, saved as a frequently used set on /request/numvalue.
    await page.getByRole('button', { name: 'Add a value' }).click();
    const value = page.getByTestId('value-row').first();
    await value.getByRole('combobox', { name: 'Title' }).fill('Cement gap');
    await value.getByRole('textbox', { name: 'Value' }).fill('0.03 mm');
    await page.getByRole('link', { name: 'Save these as frequently used' }).click();
    await expect(page).toHaveURL(/\/request\/numvalue$/);
    await page.getByRole('button', { name: 'Save as frequently used' }).click();
    await page.getByRole('dialog').getByLabel('Set name').fill(setName);
    await page.getByRole('dialog').getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText(`Saved “${setName}” as frequently used.`)).toBeVisible();
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('heading', { name: 'Detail referral', level: 1 })).toBeVisible();

    // Removed here, loaded back from the set.
    await page.getByRole('button', { name: 'Remove value 1' }).click();
    await expect(page.getByTestId('value-row')).toHaveCount(0);
    await page.getByRole('button', { name: 'Load frequently used values' }).click();
    await page.getByRole('dialog').getByRole('button', { name: `Use this set: ${setName}` }).click();
    await expect(page.getByTestId('value-row').first().getByRole('textbox', { name: 'Value' })).toHaveValue('0.03 mm');

    // A file named like a person is flagged until renamed.
    await page.locator('input[type=file]').first().setInputFiles({ name: 'John Smith scan.stl', mimeType: 'model/stl', buffer: stlBytes() });
    const flagged = page.getByTestId('attached-file').filter({ hasText: 'John Smith scan.stl' });
    await expect(flagged.getByText('may contain a person', { exact: false })).toBeVisible();
    await flagged.getByLabel('New file name').fill(`case-${number}`);
    await flagged.getByRole('button', { name: 'Rename' }).click();
    await expect(page.getByTestId('attached-file').filter({ hasText: `case-${number}.stl` })).toBeVisible();
    await expect(page.getByText('may contain a person', { exact: false })).toHaveCount(0);

    // Saved as a draft, copied for the next patient, the copy deleted.
    await page.getByRole('textbox', { name: 'Referral number' }).fill(number);
    await page.getByRole('button', { name: 'Save as draft' }).click();
    await expect(page.getByText('Temporarily saved.', { exact: false })).toBeVisible();
    await page.goto('/request/basket?group=draft');
    await page.getByTestId('cart-item').filter({ hasText: number }).getByRole('button', { name: 'Copy' }).click();
    await expect(page.getByRole('heading', { name: 'Detail referral', level: 1 })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Referral number' })).toHaveValue('');
    await expect(page.getByTestId('value-row').first().getByRole('textbox', { name: 'Value' })).toHaveValue('0.03 mm');

    await page.goto('/request/basket?group=draft');
    const copies = page.getByTestId('cart-item').filter({ hasText: 'No number yet' });
    await expect(copies.first()).toBeVisible();
    const before = await copies.count();
    await copies.first().getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(copies).toHaveCount(before - 1);
    await expect(page.getByTestId('cart-item').filter({ hasText: number })).toBeVisible();
  });
});

test.describe('issue 31: the referral form on the main flow', () => {
  test.use({ locale: 'en-US' });

  /** Fills what a complete detail referral needs but the scan: number, processing, a crown on tooth 11, the confirmation. */
  async function fillAllButTheScan(page: Page, number: string) {
    await page.getByRole('textbox', { name: 'Referral number' }).fill(number);
    await page.getByLabel('Processing method').selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Choose prosthesis types' }).click();
    await chooseTypes(page, ['Zirconia crown'], 'Done');
    await page.getByLabel('Count of Zirconia crown').fill('1');
    await page.getByRole('button', { name: /\(11\)/ }).click();
    await page.getByRole('textbox', { name: /^Details for the T-esigner/ }).fill(`Shade A2 for ${number}`);
    await page.getByRole('checkbox', { name: /this referral is correct/i }).check();
  }

  test('a referral without a scan file is refused when saved complete, in the form and by the server', async ({ page, request }) => {
    const number = uniqueNumber();
    await logIn(page, demo.client, true);
    await expect(page.getByTestId('header-member')).toHaveText(demo.client.nickname);
    await page.goto('/request/detailmode');
    await expect(page.getByRole('heading', { name: 'Detail referral', level: 1 })).toBeVisible();
    await fillAllButTheScan(page, number);

    await page.getByRole('button', { name: 'Save complete' }).click();
    await expect(page.getByText('Attach the scan file. A T-esigner cannot design without it.').first()).toBeVisible();
    await expect(page).toHaveURL(/\/request\/detailmode/);

    // The server holds the same rule for a caller that skips the form.
    const token = await apiToken(request, demo.client);
    const refused = await request.post('/api/v1/referrals', {
      headers: { authorization: `Bearer ${token}`, lang: 'B' },
      data: {
        mode: 'detail',
        status: 'complete',
        data: { referralNumber: number, processing: 'milling', prosthesis: [{ type: 'zirconia_crown', count: 1 }], teeth: { teeth: [11], bridges: [], bundles: [] }, confirmed: true },
      },
    });
    expect(refused.status()).toBe(400);
    expect((await refused.json()).error.fields['data.scanFileId']).toBe('Attach the scan file. A T-esigner cannot design without it.');

    // With the scan it is saved complete.
    await page.locator('input[type=file]').first().setInputFiles({ name: `scan-${number}.stl`, mimeType: 'model/stl', buffer: stlBytes() });
    await expect(page.getByTestId('attached-file').filter({ hasText: `scan-${number}.stl` })).toBeVisible();
    await page.getByRole('button', { name: 'Save complete' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'in your cart' })).toBeVisible();
  });

  test('a second referral after a first starts blank, and an unsaved one is offered back only when asked', async ({ page }) => {
    test.slow();
    const first = uniqueNumber();
    await logIn(page, demo.client, true);
    await expect(page.getByTestId('header-member')).toHaveText(demo.client.nickname);
    await page.goto('/request/detailmode');
    await fillAllButTheScan(page, first);
    await page.locator('input[type=file]').first().setInputFiles({ name: `scan-${first}.stl`, mimeType: 'model/stl', buffer: stlBytes() });
    await expect(page.getByTestId('attached-file').filter({ hasText: `scan-${first}.stl` })).toBeVisible();
    await page.getByRole('button', { name: 'Save complete' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'in your cart' })).toBeVisible();

    // The next patient, the form opened again as from any link: nothing of the first one is on it.
    await page.goto('/request/detailmode');
    await expect(page.getByRole('heading', { name: 'Detail referral', level: 1 })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Referral number' })).toHaveValue('');
    await expect(page.getByRole('textbox', { name: /^Details for the T-esigner/ })).toHaveValue('');
    await expect(page.getByTestId('attached-file')).toHaveCount(0);
    await expect(page.getByLabel('Count of Zirconia crown')).toHaveCount(0);
    await expect(page.getByTestId('parked-draft')).toHaveCount(0);

    // Half a referral left unsaved, then a new one opened: blank, with the draft offered back.
    const second = uniqueNumber();
    await page.getByRole('textbox', { name: 'Referral number' }).fill(second);
    await page.getByRole('textbox', { name: /^Details for the T-esigner/ }).fill('Unsaved notes');
    // Elsewhere, then the form again (the same address typed again would be a reload, which resumes).
    await page.goto('/request/basket');
    await page.goto('/request/detailmode');
    await expect(page.getByRole('textbox', { name: 'Referral number' })).toHaveValue('');
    const notice = page.getByTestId('parked-draft');
    await expect(notice).toContainText('You have an unsaved draft from');
    await expect(notice).toContainText(`Referral ${second}`);
    // A reload keeps the form being written (blank) and the offer.
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Referral number' })).toHaveValue('');
    await notice.getByRole('button', { name: 'Restore' }).click();
    await expect(page.getByRole('textbox', { name: 'Referral number' })).toHaveValue(second);
    await expect(page.getByRole('textbox', { name: /^Details for the T-esigner/ })).toHaveValue('Unsaved notes');
    await expect(notice).toHaveCount(0);
  });
});
