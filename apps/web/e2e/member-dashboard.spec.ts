import { expect, test } from '@playwright/test';
import {
  DEMO_MEMBERS,
  expectNoSideways,
  loginMember,
  memberFor,
  openSection,
  openTab,
  section,
} from './member-helpers';
import { expectAccessible } from './public-helpers';

/** Each section's tab and heading, in the order of the tabs. */
const SECTIONS = [
  ['Dues', 'Your dues'],
  ['Statements', 'Statements'],
  ['Complain/Legal', 'Complain/Legal'],
  ['Stock', 'Car stock'],
  ['Expenses', 'Society expenses'],
  ['Profile', 'Profile'],
  ['Nominee', 'Nominee'],
] as const;

test('every section loads in its tab, and axe passes in English and Bengali', async ({ page }, info) => {
  // Eight sections, axe twice and a change of language: longer than the default on a busy machine.
  test.setTimeout(60_000);
  const member = memberFor(info);
  await loginMember(page, member);
  for (const [tab, name] of SECTIONS) {
    await openTab(page, tab);
    await expect(section(page, name)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Logout' })).toBeInViewport(); // the header stays
  }
  await openTab(page, 'Profile');
  await expect(section(page, 'Profile').getByText(member.no, { exact: true })).toBeVisible();
  await openTab(page, 'Statements');
  await expect(
    section(page, 'Statements').getByRole('heading', { name: 'Deposits statement' }),
  ).toBeVisible();
  await openTab(page, 'Expenses');
  await expect(
    section(page, 'Society expenses').getByRole('table', { name: 'Society expenses' }),
  ).toBeVisible();
  await expectNoSideways(page);
  await openTab(page, 'Dues');
  await expect(
    section(page, 'Your dues').getByRole('table', { name: 'Monthly contribution statement' }),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectAccessible(page);

  // Bengali: the texts, the digits and taka in Bengali script.
  await page.getByRole('banner').getByRole('button', { name: 'বাংলা' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'সদস্য ড্যাশবোর্ড' })).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'আপনার বকেয়া' })
      .getByText(/৳[০-৯,]+\.[০-৯]{2}/)
      .first(),
  ).toBeVisible();
  await expect(
    page.getByText(`সদস্য নং: ${member.no.replace(/\d/g, (d) => '০১২৩৪৫৬৭৮৯'[Number(d)]!)}`),
  ).toBeVisible();
  await expectNoSideways(page);
  await expectAccessible(page);
  await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
});

test('a member with an initial password sees only the change-password form', async ({ page }) => {
  await loginMember(page, DEMO_MEMBERS.initial);
  await expect(page.getByRole('alert').filter({ hasText: 'Please change your password' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible();
  for (const [, name] of SECTIONS) await expect(section(page, name)).toHaveCount(0);
  await expect(page.getByRole('tablist', { name: 'Dashboard sections' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  // The server refuses the member's other calls until the password is changed.
  const refused = await page.request.post('/api/member/fetch-nominee', { data: {} });
  expect(refused.status()).toBe(403);
  await expectAccessible(page);
});

test('both statements download as PDF and CSV', async ({ page }, info) => {
  await loginMember(page, memberFor(info));
  // The months are in the dues tab, the deposits in the statements tab.
  for (const [statement, name, heading] of [
    ['monthly', 'Monthly contribution statement', 'Your dues'],
    ['deposits', 'Deposits statement', 'Statements'],
  ] as const) {
    const statements = await openSection(page, heading);
    for (const kind of ['PDF', 'CSV'] as const) {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        statements.getByRole('link', { name: `Download ${kind} ${name}` }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(new RegExp(`${statement}.*\\.${kind.toLowerCase()}$`));
      const path = await download.path();
      const { readFile } = await import('node:fs/promises');
      const body = await readFile(path);
      if (kind === 'PDF') expect(body.subarray(0, 4).toString('latin1')).toBe('%PDF');
      else expect(body.toString('utf8')).toMatch(/\S/);
    }
  }
});
