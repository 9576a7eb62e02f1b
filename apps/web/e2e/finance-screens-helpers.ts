import { readFileSync } from 'node:fs';
import { type Download, expect, type Locator, type Page } from '@playwright/test';
import { toAsciiDigits } from '@samity/domain';

/** Demo admins (packages/db/src/seed/accounts.ts). */
export const FINANCE_ADMIN = { phone: '01711000003', password: 'demo-finance-2026' };
export const FULL_PLUS_ADMIN = {
  phone: '01711000001',
  password: 'demo-fullplus-2026',
  name: 'Rafiqul Islam',
};
export const MEMBER_ADMIN = { phone: '01711000004', password: 'demo-members-2026' };

/** "৳12,34,567.89" or "-৳500.00 (owing)" back to a number (either script). */
export function takaOf(text: string): number {
  const ascii = toAsciiDigits(text);
  const match = /(-?)৳([\d,]+(?:\.\d+)?)/.exec(ascii);
  if (!match) throw new Error(`no taka amount in "${text}"`);
  return (match[1] ? -1 : 1) * Number(match[2]!.replace(/,/g, ''));
}

/** The deposits page's totals, once they are loaded. */
export async function readTotals(page: Page) {
  const totals = page.getByRole('region', { name: 'Deposit totals' });
  const figure = (label: string) =>
    totals.locator('div', { has: page.getByText(label, { exact: true }) }).locator('dd');
  await expect(figure('Total deposit')).toHaveText(/৳/);
  return {
    deposit: takaOf(await figure('Total deposit').innerText()),
    due: takaOf(await figure('Total due').innerText()),
    fullyPaid: Number(await figure('Fully paid').innerText()),
    figure,
  };
}

/** A member's row of the deposits table, found by the exact member number. */
export function memberRow(page: Page, memberNo: string): Locator {
  return page
    .getByRole('table', { name: "Members' deposits" })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: memberNo, exact: true }) });
}

/** The deposits table's columns by their place when every column is shown. */
const DEPOSIT_COLUMNS = ['Member No', 'Name', 'Business', 'Phone', 'Payable', 'Deposits', 'Balance', 'Due'];

/**
 * The money columns of a member's row (Payable, Deposits, Balance, Due; "Paid" is 0). A cell is found by its
 * column's label, as the columns that do not fit move into the row's details.
 */
export async function rowFigures(row: Locator) {
  const cell = (n: number) => row.locator(`td[data-label="${DEPOSIT_COLUMNS[n]}"]`);
  const due = await cell(7).innerText();
  return {
    payable: takaOf(await cell(4).innerText()),
    deposits: takaOf(await cell(5).innerText()),
    balance: takaOf(await cell(6).innerText()),
    due: due.includes('Paid') ? 0 : takaOf(due),
    cell,
  };
}

/** Searches the deposits table and waits until the member's row is the one listed. */
export async function findMember(page: Page, memberNo: string): Promise<Locator> {
  await page.getByLabel('Search by member no, name, business or phone').fill(memberNo);
  const row = memberRow(page, memberNo);
  await expect(row).toHaveCount(1);
  return row;
}

/** The text of a downloaded file. */
export async function downloadedText(download: Download): Promise<string> {
  return readFileSync((await download.path())!, 'utf8');
}

/**
 * Logs in through the admin form; Finance_Access and above land on the deposits page. (Following the menu's
 * Deposits link from there would leave a phone's folded menu open: the page does not change.)
 */
export async function loginToDeposits(page: Page, account: { phone: string; password: string }) {
  await page.goto('/AdminLogin');
  await page.getByLabel('Phone').fill(account.phone);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/Financial$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Deposits');
}

/**
 * A row's value in the column with this label: its cell while the column fits in the row, or else its entry in
 * the row's details view (opened with the row's Details button), where the columns that do not fit go.
 */
export async function columnValue(row: Locator, label: string): Promise<Locator> {
  await expect(row).toBeVisible();
  const cell = row.locator(`td[data-label="${label}"]`);
  if ((await cell.count()) > 0) return cell;
  const toggle = row.getByRole('button', { name: 'Details', exact: true });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-controls', /.+/);
  const details = row.page().locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
  const exact = new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  return details
    .locator('dl > div')
    .filter({ has: row.page().locator('dt', { hasText: exact }) })
    .locator('dd');
}
