import { expect, test } from '@playwright/test';
import { formatTaka, todayInDhaka } from '@samity/domain';
import { isPhone, openFromMenu } from './admin-members-helpers';
import {
  downloadedText,
  FINANCE_ADMIN,
  FULL_PLUS_ADMIN,
  findMember,
  loginToDeposits,
} from './finance-screens-helpers';
import { expectAccessible } from './public-helpers';

/** A day in Dhaka as the date fields are typed: dd/mm/yyyy. */
const dhakaDay = (offsetDays: number) =>
  todayInDhaka(Date.now() + offsetDays * 86_400_000)
    .split('-')
    .reverse()
    .join('/');

test('Full_Access+ finds the deposit it added in the audit trail and reads its details', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const memberNo = isPhone(page) ? '1151' : '1150';
  const amount = isPhone(page) ? 888.88 : 777.77;
  const source = `E2E audit (${testInfo.project.name})`;

  // The deposit to look for, added through the deposits page.
  await loginToDeposits(page, FULL_PLUS_ADMIN);
  const row = await findMember(page, memberNo);
  await row.getByRole('button', { name: `Entries: ${memberNo}` }).click();
  const entryDialog = page.getByRole('dialog', { name: new RegExp(`\\(${memberNo}\\)$`) });
  await entryDialog.getByLabel('Source').fill(source);
  await entryDialog.getByLabel('Amount (৳)').fill(String(amount));
  await entryDialog.getByRole('button', { name: 'Add entry' }).click();
  await expect(entryDialog.getByRole('status')).toHaveText(
    `Deposit entry of ${formatTaka(amount, 'en')} added.`,
  );
  await entryDialog.getByRole('button', { name: 'Close' }).click();

  await openFromMenu(page, 'Audit Trail');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Audit Trail');
  const table = page.getByRole('table', { name: 'Audit trail' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('Admin', { exact: true }).selectOption({ label: FULL_PLUS_ADMIN.name });
  await page.getByLabel('Area', { exact: true }).selectOption('deposit');
  // Newest first: the deposit just added heads the list, its action and record in words
  // (deposit.create on deposit_entries as stored).
  const newest = table.getByRole('row').nth(1);
  await expect(newest).toContainText('Recorded a deposit');
  await expect(newest).toContainText(FULL_PLUS_ADMIN.name);
  await expect(newest).toContainText(/Deposit no\. \d+/);
  await expect(table.getByRole('row').filter({ hasNotText: 'deposit' })).toHaveCount(1); // the heading row
  const record = /Deposit no\. \d+/.exec(await newest.innerText())![0];

  // Details from the keyboard: focus the row's button and press Enter.
  const details = newest.getByRole('button', { name: `Details: Recorded a deposit ${record}` });
  await details.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Details: Recorded a deposit' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(record);
  const changes = dialog.getByRole('table', { name: 'What changed' });
  await expect(changes.getByRole('row', { name: /^Amount/ })).toContainText(String(amount));
  await expect(changes.getByRole('row', { name: /^Source/ })).toContainText(source);
  await expect(changes.getByRole('row', { name: /^Member number/ })).toContainText(memberNo);
  await dialog.getByText('Full records (JSON)').click();
  await expect(dialog.locator('pre').last()).toContainText(`"amount": ${amount}`);
  if (isPhone(page)) expect((await dialog.boundingBox())!.width).toBeLessThanOrEqual(375);
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(details).toBeFocused();

  // CSV of the page as filtered.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  const csv = await downloadedText(download);
  expect(csv).toContain('When,Who,Action,Area,Record,Before,After,IP address');
  expect(csv).toContain(record);

  // Dates: a range starting tomorrow holds nothing; a To before the From is pointed out.
  await page.getByLabel('From', { exact: true }).fill(dhakaDay(1));
  await expect(page.getByText('No actions recorded for these filters.')).toBeVisible();
  await page.getByLabel('To', { exact: true }).fill(dhakaDay(0));
  await expect(page.getByText('The To date must be on or after the From date.')).toBeVisible();
  await page.getByLabel('From', { exact: true }).fill(dhakaDay(0));
  await expect(table.getByRole('row').nth(1)).toContainText(record);
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByLabel('Area', { exact: true })).toHaveValue('');
  await page.screenshot({
    path: testInfo.outputPath(`audit-trail-${testInfo.project.name}.png`),
    fullPage: true,
  });
});

test('a Finance_Access admin is refused the audit trail', async ({ page }) => {
  await loginToDeposits(page, FINANCE_ADMIN);
  await expect(
    page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Audit Trail' }),
  ).toHaveCount(0);
  await page.goto('/Action');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Access Denied!!');
});
