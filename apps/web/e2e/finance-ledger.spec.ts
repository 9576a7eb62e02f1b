import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { loginAndOpen, TINY_PNG } from './admin-members-helpers';
import { columnValue } from './finance-screens-helpers';
import { photoLikePng } from './harness/test-images';
import { expectAccessible, takaValue } from './public-helpers';

/**
 * The income and expense ledger (/FinancialExpenses) as the demo Finance_Access admin, against the real
 * server and its demo ledger: add an expense with two receipt pictures and find it on top with the running
 * balance, view its receipts, update it through the row menu (amount and one receipt), delete it after the
 * confirmation and find it in the Deleted dialog. Every journey writes entries of its own (the source carries
 * the project and a run id), so the journeys do not depend on each other or on their order.
 */
const FINANCE_ADMIN = { phone: '01711000003', password: 'demo-finance-2026', name: 'Nasrin Akter' };
const TITLE = 'Income & Expenses';
/** The ledger's columns by their labels (a column that does not fit is read from the row's details). */
const COLUMN = {
  type: 'Type',
  date: 'Date',
  source: 'Source',
  amount: 'Amount',
  balance: 'Balance',
  receipt: 'Receipt',
  addedBy: 'Added By',
} as const;

const run = Date.now().toString(36);
const unique = (what: string, project: string) => `${what} ${project} ${run}`;

async function openLedger(page: Page) {
  await loginAndOpen(page, FINANCE_ADMIN.phone, FINANCE_ADMIN.password, TITLE);
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  const table = page.getByRole('table', { name: TITLE });
  await expect(table.locator('tbody tr').first()).toBeVisible();
  return table;
}

const cell = (row: Locator, column: (typeof COLUMN)[keyof typeof COLUMN]) => columnValue(row, column);
/** Taka shown as "৳1,23,456.78" (or "-৳...") in whole poisha, so sums compare exactly. */
async function poisha(locator: Locator): Promise<number> {
  const text = (await locator.innerText()).trim();
  const value = Math.round(takaValue(text) * 100);
  return text.startsWith('-') ? -value : value;
}

test('adds an expense with two receipts on top with its balance, views, updates and deletes it', async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  const source = unique('Generator fuel', info.project.name);
  const table = await openLedger(page);
  await expectAccessible(page);

  const previousTop = table.locator('tbody tr').first();
  const previousBalance = await poisha(await cell(previousTop, COLUMN.balance));

  // Add: an Expense of ৳1,234.56 with two receipt pictures, uploaded through the picker.
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const add = page.getByRole('dialog', { name: 'Add Entry' });
  await expect(add.getByLabel('Date', { exact: true })).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/);
  await add.getByRole('radio', { name: 'Expense' }).check();
  await add.getByLabel('Source').fill(source);
  await add.getByLabel('Method').fill('cash');
  await add.getByLabel('Note').fill('Two receipts');
  await add.getByLabel('Amount (taka)').fill('1234.56');
  await add.getByLabel('Receipts', { exact: true }).setInputFiles([
    { name: 'fuel-1.png', mimeType: 'image/png', buffer: TINY_PNG },
    { name: 'fuel-2.png', mimeType: 'image/png', buffer: photoLikePng(160, 120) },
  ]);
  await expect(add.getByText('Uploaded', { exact: true })).toHaveCount(2, { timeout: 20_000 });
  await expectAccessible(page);
  await add.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(add).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: `Entry added: ${source}.` })).toBeVisible();

  // On top, newest first, with the previous newest balance minus the amount, exactly.
  const top = table.locator('tbody tr').first();
  await expect(await cell(top, COLUMN.source)).toHaveText(source);
  await expect(await cell(top, COLUMN.type)).toHaveText('Expense');
  await expect(await cell(top, COLUMN.amount)).toHaveText('৳1,234.56');
  await expect(await cell(top, COLUMN.addedBy)).toHaveText(FINANCE_ADMIN.name);
  expect(await poisha(await cell(top, COLUMN.balance))).toBe(previousBalance - 123_456);

  // Its receipts: the viewer shows both, one at a time, and closes with Escape.
  await (await cell(top, COLUMN.receipt)).getByRole('button', { name: /^View/ }).click();
  const viewer = page.getByRole('dialog', { name: 'Receipt 1 of 2' });
  await expect(viewer.getByRole('img', { name: `Receipt 1 of ${source}` })).toBeVisible();
  await expectAccessible(page);
  await viewer.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('dialog', { name: 'Receipt 2 of 2' }).getByRole('img')).toHaveAttribute(
    'alt',
    `Receipt 2 of ${source}`,
  );
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: /^Receipt/ })).toBeHidden();

  // Update through the row's menu button (tap or click): the note, and one receipt deleted; the type, date
  // and amount are shown, not offered (a reversal and a new entry correct them).
  // The entry's own row (its details row, once open, names the entry too, in the receipts button).
  const row = table
    .getByRole('row')
    .filter({ has: page.locator(`td[data-label="${COLUMN.source}"]`, { hasText: source }) });
  await row.getByRole('button', { name: /^Actions / }).click();
  const menu = page.getByRole('menu', { name: new RegExp(`^Actions for ${source}`) });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('menuitem')).toHaveText(['Update', 'Reverse', 'Delete']);
  await expect(menu.getByRole('menuitem', { name: 'Update' })).toBeFocused();
  await expectAccessible(page);
  await menu.getByRole('menuitem', { name: 'Update' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Entry' });
  await expect(edit.getByLabel('Source')).toHaveValue(source);
  await expect(edit.getByLabel('Amount (taka)')).toHaveCount(0);
  await expect(edit.getByLabel('Date', { exact: true })).toHaveCount(0);
  await expect(edit.getByRole('definition').filter({ hasText: '৳1,234.56' })).toHaveCount(1);
  await expect(edit).toContainText(
    'The type, date and amount are not changed here: to correct them, reverse the entry and enter it anew.',
  );
  await expect(edit.getByRole('listitem').getByRole('img')).toHaveCount(2);
  await expectAccessible(page);

  await edit.getByRole('button', { name: 'Delete receipt 1' }).click();
  const askReceipt = page.getByRole('dialog', { name: 'Delete receipt' });
  await expect(askReceipt).toContainText('Are you sure you want to delete receipt 1 of this entry?');
  await askReceipt.getByRole('button', { name: 'Delete' }).click();
  await expect(edit.getByText('Receipt deleted.')).toBeVisible();
  await expect(edit.getByRole('listitem').getByRole('img')).toHaveCount(1);
  await edit.getByLabel('Note').fill('Corrected: paid for two rooms');
  await edit.getByRole('button', { name: 'Update' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: `Entry updated: ${source}.` })).toBeVisible();
  await expect(await cell(row, COLUMN.amount)).toHaveText('৳1,234.56');
  await expect.poll(async () => poisha(await cell(row, COLUMN.balance))).toBe(previousBalance - 123_456);
  await expect((await cell(row, COLUMN.receipt)).getByRole('button')).toHaveText(/^View/);

  // Delete, after the confirmation: the entry is reversed (it stays, with a reversing entry of the negative
  // amount dated today), so the balance is back where it was (docs/payments.md, How a correction is made).
  await row.getByRole('button', { name: /^Actions / }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete entry' });
  await expect(confirm).toContainText('Are you sure you want to delete this entry?');
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: /^Actions / }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete entry' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Entry deleted: ${source}.` })).toBeVisible();
  await expect(row).toHaveCount(2);
  await expect
    .poll(async () => poisha(await cell(table.locator('tbody tr').first(), COLUMN.balance)))
    .toBe(previousBalance);
  // A reversed entry and its reversal are not changed again: their menu offers nothing.
  await row
    .first()
    .getByRole('button', { name: /^Actions / })
    .click();
  await expect(page.getByRole('menuitem')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expectAccessible(page);
});

test('an invalid amount shows the field error and adds nothing', async ({ page }, info) => {
  const source = unique('Typo amount', info.project.name);
  const table = await openLedger(page);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const add = page.getByRole('dialog', { name: 'Add Entry' });
  await add.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(add.getByText('Choose Income or Expense.')).toBeVisible();
  await expect(add.getByText('Source is required.')).toBeVisible();

  await add.getByRole('radio', { name: 'Income' }).check();
  await add.getByLabel('Source').fill(source);
  await add.getByLabel('Method').fill('bank');
  for (const amount of ['abc', '0', '12.345']) {
    await add.getByLabel('Amount (taka)').fill(amount);
    await add.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(add.getByLabel('Amount (taka)')).toHaveAttribute('aria-invalid', 'true');
    await expect(
      add.getByText('Enter an amount in taka, more than 0, with at most two decimals.'),
    ).toBeVisible();
  }
  await expectAccessible(page);
  await add.getByRole('button', { name: 'Cancel' }).click();
  await expect(add).toBeHidden();
  await expect(table.getByRole('row').filter({ hasText: source })).toHaveCount(0);
});

test('the row menu opens at the pointer on a right-click and works with the keyboard @desktop-only', async ({
  page,
}) => {
  const table = await openLedger(page);
  // Below the newest rows, where the first journey leaves an entry and its reversal (whose menus offer nothing).
  const row = table.locator('tbody tr').nth(3);
  const source = (await (await cell(row, COLUMN.source)).innerText()).trim();
  // A cell with no button of its own (the date stays in the row at every width).
  const box = (await (await cell(row, COLUMN.date)).boundingBox())!;
  await page.mouse.click(box.x + 10, box.y + box.height / 2, { button: 'right' });
  const menu = page.getByRole('menu');
  await expect(menu).toHaveAccessibleName(new RegExp(`^Actions for ${source}`));
  const placed = (await menu.boundingBox())!;
  expect(placed.width).toBe(160);
  expect(Math.abs(placed.x - (box.x + 10))).toBeLessThanOrEqual(1);
  expect(Math.abs(placed.y - (box.y + box.height / 2))).toBeLessThanOrEqual(1);

  // Arrow keys move between the items and wrap; Escape closes and gives focus to the row's button.
  const update = menu.getByRole('menuitem', { name: 'Update' });
  const reverse = menu.getByRole('menuitem', { name: 'Reverse' });
  const remove = menu.getByRole('menuitem', { name: 'Delete' });
  await expect(update).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(reverse).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(remove).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(update).toBeFocused();
  await page.keyboard.press('End');
  await expect(remove).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  const button = row.getByRole('button', { name: /^Actions / });
  await expect(button).toBeFocused();

  // The same menu from the keyboard: Enter on the button, Update opens the Edit Entry dialog of that row.
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Enter');
  const edit = page.getByRole('dialog', { name: 'Edit Entry' });
  await expect(edit.getByLabel('Source')).toHaveValue(source);
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await expect(edit).toBeHidden();
  await expect(button).toBeFocused();

  // A click elsewhere closes it without a choice.
  await page.mouse.click(box.x + 10, box.y + box.height / 2, { button: 'right' });
  await expect(page.getByRole('menu')).toBeVisible();
  await page.getByRole('heading', { level: 1 }).click();
  await expect(page.getByRole('menu')).toBeHidden();
});

test('filters by type and dates on the server, exports the selection as CSV, charts income and expense', async ({
  page,
}) => {
  const table = await openLedger(page);
  await page.getByLabel('Type', { exact: true }).selectOption('Income');
  await expect(table.locator('tbody tr').first()).toBeVisible();
  await expect(table.locator('tbody tr td:first-child').filter({ hasNotText: 'Income' })).toHaveCount(0);
  const count = page.getByText(/^1–\d+ of \d+ \(page 1 of \d+\)$/);
  await expect(count).toBeVisible();

  // A date range that holds nothing says so.
  await page.getByLabel('From').fill('01/01/2001');
  await page.getByLabel('To').fill('31/01/2001');
  await expect(page.getByText('No entry matches these filters.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByLabel('Type', { exact: true })).toHaveValue('');

  await page.getByLabel('Type', { exact: true }).selectOption('Expense');
  await expect(table.locator('tbody tr td:first-child').filter({ hasNotText: 'Expense' })).toHaveCount(0);
  const summary = await page.locator('.pager p, .pager-count').first().innerText();
  const total = Number(/of (\d+) \(/.exec(summary)?.[1]);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^income-expenses_expense_\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync(await file.path(), 'utf8');
  const lines = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  expect(lines[0]).toBe('Type,Date,Source,Method,Note,Amount,Balance,Receipt,Added By');
  expect(lines).toHaveLength(total + 1);
  expect(lines.slice(1).every((line) => line.startsWith('Expense,'))).toBe(true);
  await expect(page.getByRole('status').filter({ hasText: `Exported ${total} entries` })).toBeVisible();

  const chart = page.getByRole('region', { name: 'By month' });
  await expect(chart.getByRole('img', { name: 'Income and expense by month, last 12 months' })).toBeVisible();
  await chart.getByText('Show as table').click();
  await expect(chart.getByRole('table').getByRole('row')).toHaveCount(13);
  await expectAccessible(page);
});
