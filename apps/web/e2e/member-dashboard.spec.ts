import { expect, test } from '@playwright/test';
import { DEMO_MEMBERS, expectNoSideways, loginMember, memberFor, section } from './member-helpers';
import { expectAccessible } from './public-helpers';

const SECTIONS = [
  'Profile',
  'Nominee',
  'Statements',
  'Complain/Legal',
  'Car stock',
  'Society expenses',
] as const;

test('every section loads, the header links scroll to them, and axe passes in English and Bengali', async ({
  page,
}, info) => {
  const member = memberFor(info);
  await loginMember(page, member);
  for (const name of SECTIONS) await expect(section(page, name)).toBeVisible();
  await expect(section(page, 'Profile').getByText(member.no, { exact: true })).toBeVisible();
  await expect(
    section(page, 'Statements').getByRole('heading', { name: 'Deposits statement' }),
  ).toBeVisible();
  await expect(
    section(page, 'Statements').getByRole('table', { name: 'Monthly contribution statement' }),
  ).toBeVisible();
  await expect(
    section(page, 'Society expenses').getByRole('table', { name: 'Society expenses' }),
  ).toBeVisible();
  await expectNoSideways(page);

  // The sticky header: each section link moves view and focus to its section.
  const nav = page.getByRole('navigation', { name: 'Dashboard sections' });
  for (const [link, name] of [
    ['Expenses', 'Society expenses'],
    ['Nominee', 'Nominee'],
    ['Stock', 'Car stock'],
  ] as const) {
    await nav.getByRole('link', { name: link }).click();
    await expect(section(page, name)).toBeFocused();
    await expect(section(page, name).getByRole('heading', { level: 2 })).toBeInViewport();
    await expect(page.getByRole('button', { name: 'Logout' })).toBeInViewport(); // the header stays
  }
  await page.waitForLoadState('networkidle');
  await expectAccessible(page);

  // Bengali: the texts, the digits and taka in Bengali script.
  await page.getByRole('combobox', { name: 'Language' }).selectOption('bn');
  await expect(page.getByRole('heading', { level: 1, name: 'সদস্য ড্যাশবোর্ড' })).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'বিবরণী' })
      .getByText(/৳[০-৯,]+\.[০-৯]{2}/)
      .first(),
  ).toBeVisible();
  await expect(
    page.getByText(`সদস্য নং: ${member.no.replace(/\d/g, (d) => '০১২৩৪৫৬৭৮৯'[Number(d)]!)}`),
  ).toBeVisible();
  await expectNoSideways(page);
  await expectAccessible(page);
  await page.getByRole('combobox', { name: 'ভাষা' }).selectOption('en');
});

test('a member with an initial password sees only the change-password form', async ({ page }) => {
  await loginMember(page, DEMO_MEMBERS.initial);
  await expect(page.getByRole('alert').filter({ hasText: 'Please change your password' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible();
  for (const name of SECTIONS) await expect(section(page, name)).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Dashboard sections' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  // The server refuses the member's other calls until the password is changed.
  const refused = await page.request.post('/api/member/fetch-nominee', { data: {} });
  expect(refused.status()).toBe(403);
  await expectAccessible(page);
});

test('both statements download as PDF and CSV', async ({ page }, info) => {
  await loginMember(page, memberFor(info));
  const statements = section(page, 'Statements');
  for (const [statement, name] of [
    ['deposits', 'Deposits statement'],
    ['monthly', 'Monthly contribution statement'],
  ] as const) {
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
