import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { formatTaka, localizeDigits } from '@samity/domain';
import { isPhone } from './admin-members-helpers';
import { FINANCE_ADMIN } from './finance-screens-helpers';
import { expectAccessible } from './public-helpers';

/**
 * A mistyped deposit is corrected by a reversal (docs/payments.md, How a correction is made): the treasurer
 * enters an amount above what the member owes, confirms it when asked (the dialog names the amount owed),
 * sees it was a typo, and reverses it with a reason; the entry stays, marked reversed with a link to its
 * reversing entry, and the member's deposits are back where they were. In English at 1280 px and in Bengali
 * at 375 px, each width on a member of its own.
 */
type Lang = 'en' | 'bn';
const texts = (lang: Lang, ns: string) =>
  JSON.parse(readFileSync(new URL(`../src/i18n/${lang}/${ns}.json`, import.meta.url), 'utf8'));
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/{{(\w+)}}/g, (_, key: string) => values[key] ?? '');

async function reverseMistypedDeposit(page: Page, lang: Lang, memberNo: string, project: string) {
  const finance = texts(lang, 'finance').deposits;
  const common = texts(lang, 'common');
  const taka = (amount: number) => formatTaka(amount, lang);
  const login = await page.request.post('/api/admin/login', {
    data: FINANCE_ADMIN,
    headers: { origin: new URL(test.info().project.use.baseURL!).origin },
  });
  expect(login.ok()).toBe(true);
  await page.goto('/Financial');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(finance.title);
  await page.getByLabel(finance.searchLabel).fill(memberNo);
  const open = page.getByRole('button', {
    name: fill(finance.entriesFor, { memberNo: localizeDigits(memberNo, lang) }),
    exact: true,
  });
  await expect(open).toHaveCount(1);
  await open.click();
  const dialog = page.getByRole('dialog').first();
  const entries = dialog.getByRole('table', {
    name: fill(finance.entriesLabel, { memberNo: localizeDigits(memberNo, lang) }),
  });
  await expect(entries.or(dialog.getByText(finance.noEntries))).toBeVisible();
  // Data rows before (the header row is one more once the table shows).
  const rowsBefore = Math.max((await entries.getByRole('row').count()) - 1, 0);

  // A typo: crores where hundreds were meant. The server refuses it until confirmed, naming what is owed.
  await dialog.getByLabel(finance.source).fill(`E2E typo (${project})`);
  await dialog.getByLabel(finance.amountTaka).fill('99999999.99');
  await dialog.getByRole('button', { name: finance.addEntryButton }).click();
  const confirm = page.getByRole('dialog', { name: common.reversal.overpayTitle });
  await expect(confirm).toBeVisible();
  await expect(confirm).toContainText(
    texts(lang, 'errors').errors.deposit.overpaymentNotConfirmed.split('{{owed}}')[0].trim(),
  );
  await expectAccessible(page);
  await confirm.getByRole('button', { name: common.reversal.overpayConfirm }).click();
  await expect(dialog.getByRole('status')).toHaveText(
    fill(finance.entryAdded, { amount: taka(99999999.99) }),
  );
  const reason = `Typed crores for hundreds (${project})`;
  // The reversing entry carries the same source: the original is the row without the reason.
  const typo = entries
    .getByRole('row')
    .filter({ hasText: `E2E typo (${project})` })
    .filter({ hasNotText: reason });
  await expect(typo).toHaveCount(1);

  // Reversed with a reason: the entry stays and links to its reversal, which is dated today.
  await typo.getByRole('button', { name: common.reversal.action }).click();
  const reverse = page.getByRole('dialog', { name: common.reversal.title });
  await expect(reverse).toBeVisible();
  await reverse.getByRole('button', { name: common.reversal.confirm }).click();
  await expect(reverse.getByText(common.reversal.reasonRequired)).toBeVisible();
  await reverse.getByLabel(common.reversal.reason).fill(reason);
  if (isPhone(page)) expect((await reverse.boundingBox())!.width).toBeLessThanOrEqual(375);
  await expectAccessible(page);
  await reverse.getByRole('button', { name: common.reversal.confirm }).click();
  await expect(reverse).toBeHidden();
  await expect(entries.getByRole('row')).toHaveCount(rowsBefore + 3);
  const reversedLink = typo.getByRole('link', { name: /./ });
  await expect(reversedLink).toHaveAttribute('href', /^#entry-\d+$/);
  const reversal = entries.getByRole('row').filter({ hasText: reason });
  await expect(reversal).toContainText(taka(-99999999.99));
  await expect(typo.getByRole('button', { name: common.reversal.action })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath(`finance-reversal-${project}.png`), fullPage: true });
}

test('Finance_Access reverses a mistyped deposit, in English @desktop-only', async ({ page }, info) => {
  test.setTimeout(120_000);
  await reverseMistypedDeposit(page, 'en', '1144', info.project.name);
});

test.describe('on a phone in Bengali', () => {
  test.use({ locale: 'bn-BD' });

  test('Finance_Access reverses a mistyped deposit, in Bengali @mobile-only', async ({ page }, info) => {
    test.setTimeout(120_000);
    expect(isPhone(page)).toBe(true);
    await reverseMistypedDeposit(page, 'bn', '1145', info.project.name);
  });
});
