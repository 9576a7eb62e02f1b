import { expect, test } from '@playwright/test';
import { formatTaka, todayInDhaka } from '@samity/domain';
import { isPhone } from './admin-members-helpers';
import {
  downloadedText,
  FINANCE_ADMIN,
  findMember,
  loginToDeposits,
  MEMBER_ADMIN,
  memberRow,
  readTotals,
  rowFigures,
} from './finance-screens-helpers';
import { expectAccessible } from './public-helpers';

/**
 * The deposits page (/Financial). Each width works on members of its own (none of them paid in full by the
 * seed), so the two never meet even on one server, and checks what it changed against what it read first.
 */
const taka = (amount: number) => formatTaka(amount, 'en');
const dhakaToday = () => todayInDhaka();
const AMOUNT_ERROR = 'Enter an amount in taka, more than 0, with at most two decimals';

test('Finance_Access adds a deposit entry: the entry, outstanding, row and totals move by exactly its amount', async ({
  page,
}, testInfo) => {
  // A long journey on a machine shared with other builds: more than the default 30 s.
  test.setTimeout(120_000);
  const phone = isPhone(page);
  const memberNo = phone ? '1143' : '1142';
  const source = `E2E deposit (${testInfo.project.name})`;
  const amount = 1234.56;

  await loginToDeposits(page, FINANCE_ADMIN);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Deposits');
  const before = await readTotals(page);
  const table = page.getByRole('table', { name: "Members' deposits" });
  // Members paid in full say so in words, not only in colour.
  await expect(table.getByText('✓ Paid').first()).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('Search by member no, name, business or phone').fill('no such member anywhere');
  await expect(page.getByText('No matching members found.')).toBeVisible();

  const row = await findMember(page, memberNo);
  const figures = await rowFigures(row);
  expect(figures.due).toBeGreaterThan(amount);
  expect(figures.balance).toBe(figures.deposits - figures.payable);
  await expect(figures.cell(6)).toHaveText(taka(figures.balance));
  expect(figures.balance).toBeLessThan(0);

  await row.getByRole('button', { name: `Entries: ${memberNo}` }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`^Deposits of .* \\(${memberNo}\\)$`) });
  await expect(dialog).toBeVisible();
  const entries = dialog.getByRole('table', { name: `Deposit entries of member ${memberNo}` });
  await expect(entries.getByRole('row').nth(1)).toBeVisible();
  const entryRows = await entries.getByRole('row').count();
  await expect(dialog.getByLabel('Date', { exact: true })).toHaveValue(
    dhakaToday().split('-').reverse().join('/'),
  );
  if (phone) {
    const box = await dialog.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(375);
  }
  await expect(dialog.getByRole('region', { name: "Member's deposit figures" })).toContainText('(owing)');
  await expectAccessible(page);

  // Amounts the schema refuses: nothing is sent, nothing changes.
  await dialog.getByLabel('Source').fill(source);
  await dialog.getByLabel('Method').selectOption('bkash');
  for (const wrong of ['abc', '0', '1.234']) {
    await dialog.getByLabel('Amount (৳)').fill(wrong);
    await dialog.getByRole('button', { name: 'Add entry' }).click();
    await expect(dialog.getByText(AMOUNT_ERROR)).toBeVisible();
    await expect(dialog.getByLabel('Amount (৳)')).toHaveAttribute('aria-invalid', 'true');
  }
  await expect(entries.getByRole('row')).toHaveCount(entryRows);

  await dialog.getByLabel('Amount (৳)').fill('1234.56');
  await expect(dialog.getByText(AMOUNT_ERROR)).toBeHidden();
  await dialog.getByRole('button', { name: 'Add entry' }).click();
  await expect(dialog.getByRole('status')).toHaveText(`Deposit entry of ${taka(amount)} added.`);
  await expect(entries.getByRole('row')).toHaveCount(entryRows + 1);
  const added = entries.getByRole('row').last();
  await expect(added).toContainText(source);
  // The method in words, as the form offered it (the code stored is bkash).
  await expect(added.getByRole('cell').nth(2)).toHaveText('bKash');
  await expect(added.getByRole('cell').nth(3)).toHaveText(taka(amount));
  // Outstanding right after the entry: what the member still owed, less this amount.
  await expect(added.getByRole('cell').nth(4)).toHaveText(taka(figures.due - amount));
  const memberFigures = dialog.getByRole('region', { name: "Member's deposit figures" });
  await expect(memberFigures).toContainText(taka(figures.deposits + amount));
  await expect(dialog.getByLabel('Source')).toHaveValue('');
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath(`deposit-entries-${testInfo.project.name}.png`) });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByRole('button', { name: `Entries: ${memberNo}` })).toBeFocused();

  await expect(figures.cell(5)).toHaveText(taka(figures.deposits + amount));
  await expect(figures.cell(7)).toHaveText(taka(figures.due - amount));

  // CSV of the table as shown: the search applied, the new figures in it.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^deposits-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await downloadedText(download);
  expect(csv).toContain('Member No,Name,Business,Phone,Payable,Deposits,Balance,Due');
  expect(csv).toContain(`,${Number((figures.deposits + amount).toFixed(2))},`);

  await page.getByLabel('Search by member no, name, business or phone').fill('');
  await expect(memberRow(page, memberNo)).toHaveCount(0); // back on the first page of everyone
  const after = before.figure('Total deposit');
  await expect(after).toHaveText(taka(before.deposit + amount));
  await expect(before.figure('Total due')).toHaveText(taka(before.due - amount));
  await expect(before.figure('Fully paid')).toHaveText(String(before.fullyPaid));
  // At 375 px each row is a card: no table asks to be scrolled sideways.
  if (phone) await expect(page.getByText('scroll it sideways')).toHaveCount(0);
  await page.screenshot({
    path: testInfo.outputPath(`deposits-${testInfo.project.name}.png`),
    fullPage: true,
  });
});

test('Finance_Access sets a payable deposit with a reason and sees the new figures', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const memberNo = isPhone(page) ? '1147' : '1146';
  const payable = 65000.5;

  await loginToDeposits(page, FINANCE_ADMIN);
  const before = await readTotals(page);
  const row = await findMember(page, memberNo);
  const figures = await rowFigures(row);

  await row.getByRole('button', { name: `Set payable: ${memberNo}` }).click();
  const dialog = page.getByRole('dialog', {
    name: new RegExp(`^Set payable deposit: .* \\(${memberNo}\\)$`),
  });
  await expect(dialog.getByLabel('Payable deposit (৳)')).toHaveValue(figures.payable.toFixed(2));
  await dialog.getByLabel('Payable deposit (৳)').fill('abc');
  await dialog.getByRole('button', { name: 'Save payable' }).click();
  await expect(
    dialog.getByText('Enter the payable deposit in taka, 0 or more, with at most two decimals'),
  ).toBeVisible();
  await expect(dialog.getByText('Give a reason for the change')).toBeVisible();
  await expectAccessible(page);
  await dialog.getByLabel('Payable deposit (৳)').fill('65000.50');
  await dialog.getByLabel('Reason').fill(`E2E committee decision (${testInfo.project.name})`);
  await dialog.getByRole('button', { name: 'Save payable' }).click();
  await expect(dialog).toBeHidden();
  const due = payable - figures.deposits;
  await expect(page.getByRole('status')).toHaveText(
    `Payable deposit of member ${memberNo} set to ${taka(payable)}. Balance ${taka(-due)}, due ${taka(due)}.`,
  );
  await expect(figures.cell(4)).toHaveText(taka(payable));
  await expect(figures.cell(6)).toContainText(taka(-due));
  await expect(figures.cell(7)).toHaveText(taka(due));

  await page.getByLabel('Search by member no, name, business or phone').fill('');
  await expect(before.figure('Total due')).toHaveText(taka(before.due + (due - figures.due)));
  await expect(before.figure('Total deposit')).toHaveText(taka(before.deposit));
});

test('a Member_Access admin is refused the deposits page and the audit trail', async ({ page }) => {
  await page.goto('/AdminLogin');
  await page.getByLabel('Phone').fill(MEMBER_ADMIN.phone);
  await page.getByLabel('Password').fill(MEMBER_ADMIN.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('navigation', { name: 'Admin menu' })).toBeAttached();
  for (const path of ['/Financial', '/Action']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Access Denied!!');
    await expect(page.getByRole('table')).toHaveCount(0);
  }
  await expectAccessible(page);
});
