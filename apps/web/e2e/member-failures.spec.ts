import { expect, test } from '@playwright/test';
import { loginMember, memberFor, section } from './member-helpers';

/**
 * What the member sees when the server cannot be reached: the failure messages of the original product and
 * a retry for a section that could not load. The answers are cut off in the browser (the server is fine).
 */
test('a section that could not load offers Try again', async ({ page }, info) => {
  await page.route(/\/trpc\/[^?]*member\.expenses\.list/, (route) => route.abort());
  await loginMember(page, memberFor(info));
  const expenses = section(page, 'Society expenses');
  await expect(expenses.getByRole('alert')).toContainText('Could not load this. Please try again.');
  await page.unroute(/\/trpc\/[^?]*member\.expenses\.list/);
  await expenses.getByRole('button', { name: 'Try again' }).click();
  await expect(expenses.getByRole('table', { name: 'Society expenses' })).toBeVisible();
});

test('a nominee that cannot be saved and a car that cannot be deleted say so', async ({ page }, info) => {
  await loginMember(page, memberFor(info));
  await page.route(/\/trpc\/[^?]*member\.(nominee\.update|stock\.delete)/, (route) => route.abort());

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

  const stock = section(page, 'Car stock');
  const card = stock.getByRole('listitem').first();
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: /^Delete / }).click();
  await page.getByRole('dialog', { name: 'Delete car' }).getByRole('button', { name: 'Delete' }).click();
  await expect(card.getByRole('alert')).toHaveText('Failed to delete car.');
  await expect(card).toBeVisible();
});
