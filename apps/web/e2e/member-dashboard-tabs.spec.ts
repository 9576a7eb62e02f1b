import { expect, type Page, test } from '@playwright/test';
import { expectNoSideways, loginMember, memberFor, section } from './member-helpers';
import { expectAccessible } from './public-helpers';

/** Each tab, the hash it opens and the heading of the section it shows. */
const TABS = [
  ['Dues', 'dues', 'Your dues'],
  ['Statements', 'statements', 'Statements'],
  ['Complain/Legal', 'complaints', 'Complain/Legal'],
  ['Stock', 'stock', 'Car stock'],
  ['Expenses', 'expenses', 'Society expenses'],
  ['Documents', 'documents', 'Documents'],
  ['Elections', 'elections', 'Elections'],
  ['Meetings', 'meetings', 'Meetings'],
  ['Annual accounts', 'annual-accounts', 'Annual accounts'],
  ['Messages', 'messages', 'Messages and reminders'],
  ['Profile', 'profile', 'Profile'],
  ['Nominee', 'nominee', 'Nominee'],
  ['Password', 'password', 'Change password'],
] as const;

const tablist = (page: Page) => page.getByRole('tablist', { name: 'Dashboard sections' });
const tab = (page: Page, name: string) => tablist(page).getByRole('tab', { name, exact: true });

test('the dues open first, every section is one tap from the top at either width, each tap a link Back returns from', async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  await loginMember(page, memberFor(info));
  const phone = info.project.name === 'mobile';
  const width = page.viewportSize()?.width ?? 1280;
  const height = page.viewportSize()?.height ?? 800;

  // On arrival: the dues tab is open, with the months and their Pay Now.
  await expect(tab(page, 'Dues')).toHaveAttribute('aria-selected', 'true');
  const dues = section(page, 'Your dues');
  await expect(dues.getByRole('table', { name: 'Monthly contribution statement' })).toBeVisible();
  await expect(section(page, 'Statements')).toHaveCount(0);

  // Every section's tab is on the first screen, inside its width, at least 44 px high: no sideways scrolling
  // and no menu between the member and a section. On a phone they take at most four short lines, and the
  // dues' total and Pay Now are still on the first screen below them.
  const inView = [
    ...TABS.map(([name]) => tab(page, name)),
    tablist(page).getByRole('tab', { name: /^Enquiries/ }),
  ];
  const tops = new Set<number>();
  for (const control of inView) {
    const box = await control.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(width);
    expect(box!.y + box!.height).toBeLessThanOrEqual(height);
    expect(box!.height).toBeGreaterThanOrEqual(44);
    tops.add(Math.round(box!.y));
  }
  await expect(page.getByRole('button', { name: 'More', exact: true })).toHaveCount(0);
  if (phone) {
    expect(tops.size).toBeLessThanOrEqual(4);
    const payNow = dues.getByRole('button', { name: /^Pay/ }).first();
    const pay = await payNow.boundingBox();
    expect(pay!.y + pay!.height).toBeLessThanOrEqual(height);
  }
  await expectAccessible(page);

  // A tap opens the section and writes its hash; the others are hidden.
  for (const [name, hash, heading] of TABS.slice(1)) {
    await tab(page, name).click();
    await expect(page).toHaveURL(new RegExp(`/MemberDashboard#${hash}$`));
    await expect(tab(page, name)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name })).toBeVisible();
    if (hash !== 'password') await expect(section(page, heading)).toBeVisible();
    await expect(section(page, 'Your dues')).toBeHidden();
    await expectNoSideways(page);
  }
  await expect(page.getByRole('tabpanel', { name: 'Password' }).getByLabel('Current password')).toBeVisible();

  // Back walks the sections in reverse, forward again.
  await page.goBack();
  await expect(tab(page, 'Nominee')).toHaveAttribute('aria-selected', 'true');
  await page.goBack();
  await expect(tab(page, 'Profile')).toHaveAttribute('aria-selected', 'true');
  await expect(section(page, 'Profile')).toBeVisible();
  await page.goForward();
  await expect(section(page, 'Nominee')).toBeVisible();
  await expectAccessible(page);
});

test('a link to a section opens it with the focus inside, and the tabs answer the keyboard', async ({
  page,
}, info) => {
  await loginMember(page, memberFor(info));
  await page.goto('/MemberDashboard#complaints');
  await expect(tab(page, 'Complain/Legal')).toHaveAttribute('aria-selected', 'true');
  await expect(section(page, 'Complain/Legal')).toBeVisible();
  // The focus is in the section (on it, or on the panel around it), so the next Tab continues there.
  await expect
    .poll(() =>
      page.evaluate(() => document.getElementById('panel-complaints')?.contains(document.activeElement)),
    )
    .toBe(true);
  await expect(section(page, 'Your dues')).toHaveCount(0);

  // A hash that names no section opens the dues.
  await page.goto('/MemberDashboard#nowhere');
  await expect(tab(page, 'Dues')).toHaveAttribute('aria-selected', 'true');

  // Arrow keys move between the tabs in view, in the order they are seen (only the open one is in the Tab
  // order); Enter and Space open one.
  await tab(page, 'Dues').focus();
  await page.keyboard.press('ArrowRight');
  await expect(tab(page, 'Statements')).toBeFocused();
  await expect(tab(page, 'Dues')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(tab(page, 'Statements')).toHaveAttribute('aria-selected', 'true');
  await expect(section(page, 'Statements')).toBeVisible();
  await page.keyboard.press('End');
  await expect(tab(page, 'Password')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(tab(page, 'Dues')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(tab(page, 'Nominee')).toBeFocused();
  await page.keyboard.press(' ');
  await expect(page).toHaveURL(/#nominee$/);
  await expect(section(page, 'Nominee')).toBeVisible();
  await expect(tablist(page).getByRole('tab').and(page.locator('[tabindex="0"]'))).toHaveCount(1);
  // The arrows follow the order seen, line after line.
  await tablist(page)
    .getByRole('tab', { name: /^Enquiries/ })
    .focus();
  await page.keyboard.press('ArrowLeft');
  await expect(tab(page, 'Stock')).toBeFocused();
});

test('on a phone the months are cards: each value under its label, Pay Now inside the screen @mobile-only', async ({
  page,
}, info) => {
  await loginMember(page, memberFor(info));
  const table = section(page, 'Your dues').getByRole('table', { name: 'Monthly contribution statement' });
  const card = table.getByRole('row').nth(1);
  await expect(card).toBeVisible();
  // The column headers are there for screen readers only; each value shows its label.
  for (const header of await table.getByRole('columnheader').all())
    expect((await header.boundingBox())?.width ?? 0).toBeLessThanOrEqual(1);
  const labels = await card
    .getByRole('cell')
    .evaluateAll((cells) =>
      cells.map((cell) => getComputedStyle(cell, '::before').content.replace(/^"|"\s*\/\s*""$|"$/g, '')),
    );
  expect(labels).toEqual(expect.arrayContaining(['Payable', 'Payment', 'Due', 'Status']));
  for (const cell of await card.getByRole('cell').all()) {
    const box = await cell.boundingBox();
    if (box) expect(box.x + box.width).toBeLessThanOrEqual(375);
  }
  const payNow = table.getByRole('button', { name: /Pay Now/ }).first();
  await payNow.scrollIntoViewIfNeeded();
  const box = await payNow.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(375);
  await expectNoSideways(page);
});
