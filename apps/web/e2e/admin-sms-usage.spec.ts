import { expect, test } from '@playwright/test';
import { loginAndOpen } from './admin-members-helpers';
import { FULL_PLUS_ADMIN } from './finance-screens-helpers';
import { expectNoSideways } from './member-helpers';
import { expectAccessible } from './public-helpers';

/** The demo's Full_Access admin: sees what SMS cost, cannot change the limits. */
const FULL_ADMIN = { phone: '01711000002', password: 'demo-full-2026' };

/**
 * What SMS cost, at the top of /MessageDeliveries (issue 38): today's and this month's parts and their cost and
 * the limits; Full_Access+ changes the limits (a wrong number is refused on its field), Full_Access sees no
 * button. The limits it sets (1,500 parts, 6 enquiry SMS a dealer) are above what any journey sends.
 */
test('Full_Access+ reads what SMS cost and changes the limits; Full_Access only reads them', async ({
  page,
}, info) => {
  test.setTimeout(90_000);
  await loginAndOpen(page, FULL_PLUS_ADMIN.phone, FULL_PLUS_ADMIN.password, 'Message Deliveries');
  const panel = page.getByRole('region', { name: 'What SMS cost' });
  // The journeys' servers run the local SMS stand-in: SMS is on (off is proved in sms-budget.test.ts).
  await expect(panel.getByRole('note')).toHaveCount(0);
  await expect(panel).toContainText('Today (Dhaka)');
  await expect(panel).toContainText('This month');
  await expectAccessible(page);
  if (info.project.name === 'mobile') await expectNoSideways(page);

  await panel.getByRole('button', { name: 'Change SMS limits' }).click();
  const dialog = page.getByRole('dialog', { name: 'SMS limits' });
  await dialog.getByLabel('SMS parts a day (whole site)').fill('1500');
  await dialog.getByLabel('Price of one part (poisha)').fill('4x');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Enter a whole number')).toBeVisible();
  // A Bengali keyboard's digits are read as the same number.
  await dialog.getByLabel('Price of one part (poisha)').fill('৪২');
  await dialog.getByLabel('Enquiry SMS a dealer gets a day').fill('6');
  if (info.project.name === 'mobile') await expectNoSideways(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'saved' })).toHaveText('The SMS limits are saved.');
  await expect(panel).toContainText('Budget: 1,500 parts a day');
  await expect(panel).toContainText('Price: 42 poisha a part');
  await expect(panel).toContainText('A dealer gets 6 enquiry SMS a day, then one summary');

  await page.context().clearCookies();
  await loginAndOpen(page, FULL_ADMIN.phone, FULL_ADMIN.password, 'Message Deliveries');
  await expect(panel).toContainText('Price: 42 poisha a part');
  await expect(panel.getByRole('button', { name: 'Change SMS limits' })).toHaveCount(0);
});
