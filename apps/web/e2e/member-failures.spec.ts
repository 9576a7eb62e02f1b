import { expect, test } from '@playwright/test';
import { expectNoSideways, loginMember, memberFor, openSection, section } from './member-helpers';

/**
 * What the member sees when the server cannot be reached: the failure messages of the member texts and
 * a retry for a section that could not load. The answers are cut off in the browser (the server is fine).
 */
test('a section that could not load offers Try again', async ({ page }, info) => {
  await page.route(/\/trpc\/[^?]*member\.expenses\.list/, (route) => route.abort());
  await loginMember(page, memberFor(info));
  const expenses = await openSection(page, 'Society expenses');
  await expect(expenses.getByRole('alert')).toContainText('Could not load this. Please try again.');
  await page.unroute(/\/trpc\/[^?]*member\.expenses\.list/);
  await expenses.getByRole('button', { name: 'Try again' }).click();
  await expect(expenses.getByRole('table', { name: 'Society expenses' })).toBeVisible();
});

test('a nominee that cannot be saved and a car that cannot be deleted say so', async ({ page }, info) => {
  await loginMember(page, memberFor(info));
  await page.route(/\/trpc\/[^?]*member\.(nominee\.update|stock\.delete)/, (route) => route.abort());

  await openSection(page, 'Nominee');
  await section(page, 'Nominee')
    .getByRole('button', { name: /^(Add|Update) nominee$/ })
    .click();
  const dialog = page.getByRole('dialog', { name: /^(Add|Update) nominee$/ });
  await dialog.getByLabel('Name').fill('Rahima Begum');
  await dialog.getByLabel('Relation').fill('Mother');
  await dialog.getByLabel('NID / birth certificate no.').fill('1960123456789');
  await dialog.getByLabel('Cell no.').fill('01711000098');
  await dialog.getByLabel('Address').fill('3, Banani, Dhaka');
  await dialog.getByRole('button', { name: 'Save nominee' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Failed to save nominee.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  const stock = await openSection(page, 'Car stock');
  const card = stock.getByRole('listitem').first();
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: /^Delete / }).click();
  await page.getByRole('dialog', { name: 'Delete car' }).getByRole('button', { name: 'Delete' }).click();
  await expect(card.getByRole('alert')).toHaveText('Failed to delete car.');
  await expect(card).toBeVisible();
});

test('receipts of a ledger entry open in the image viewer', async ({ page }, info) => {
  // The demo ledger has no receipts yet (they arrive with the finance screens): two stored pictures are put
  // on the first entry of the answer, on its way to the page.
  await page.route(/\/trpc\/[^?]*member\.expenses\.list/, async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    const paths = new URL(route.request().url()).pathname.replace('/trpc/', '').split(',');
    const answer = Array.isArray(body) ? body[paths.indexOf('member.expenses.list')] : body;
    answer.result.data.entries[0].receipts = ['/favicon.svg', '/favicon.svg'];
    await route.fulfill({ response, json: body });
  });
  await loginMember(page, memberFor(info));
  const expenses = await openSection(page, 'Society expenses');
  await expect(expenses.getByRole('button', { name: /^View 2 receipts/ })).toBeAttached();
  await expectNoSideways(page); // the button's hidden full name stays inside the table's scroll region
  await expenses.getByRole('button', { name: /^View 2 receipts/ }).click();
  const viewer = page.getByRole('dialog', { name: 'Receipt 1 of 2' });
  await expect(viewer.getByRole('img')).toHaveAttribute('src', '/favicon.svg');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('dialog', { name: 'Receipt 2 of 2' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
