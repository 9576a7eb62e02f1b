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
/** The tabs that stay in the row on a phone (Enquiries too; its name carries the unread count). */
const IN_ROW = ['Dues', 'Statements', 'Stock'];

const tablist = (page: Page) => page.getByRole('tablist', { name: 'Dashboard sections' });
const tab = (page: Page, name: string) => tablist(page).getByRole('tab', { name, exact: true });
const more = (page: Page) => page.getByRole('button', { name: 'More', exact: true });
const moreList = (page: Page) => page.getByRole('list', { name: 'More' });

test('the dues open first, every section is one tap from the top (two on a phone), each tap a link Back returns from', async ({
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

  // What is in view is on the first screen, inside its width: no sideways scrolling to find a section.
  const inView = phone
    ? [
        ...IN_ROW.map((name) => tab(page, name)),
        tablist(page).getByRole('tab', { name: /^Enquiries/ }),
        more(page),
      ]
    : TABS.map(([name]) => tab(page, name));
  for (const control of inView) {
    const box = await control.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(width);
    expect(box!.y + box!.height).toBeLessThanOrEqual(height);
    expect(box!.height).toBeGreaterThanOrEqual(44);
  }
  if (phone) {
    // Two lines of tabs at most, the rest listed under More (closed until asked for).
    const tops = new Set<number>();
    for (const control of inView) tops.add(Math.round((await control.boundingBox())!.y));
    expect(tops.size).toBeLessThanOrEqual(2);
    await expect(more(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(tab(page, 'Nominee')).toHaveCount(0);
  } else {
    await expect(more(page)).toBeHidden();
  }
  await expectAccessible(page);

  // A tap opens the section and writes its hash; the others are hidden. On a phone a section listed under
  // More comes into the row, selected, with the focus on it.
  for (const [name, hash, heading] of TABS.slice(1)) {
    if (phone && !IN_ROW.includes(name)) {
      await more(page).click();
      await expect(more(page)).toHaveAttribute('aria-expanded', 'true');
      await expect(moreList(page).getByRole('link')).toHaveCount(TABS.length - IN_ROW.length);
      await moreList(page).getByRole('link', { name, exact: true }).click();
      await expect(moreList(page)).toBeHidden();
      await expect(tab(page, name)).toBeFocused();
      const box = await tab(page, name).boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(width);
    } else {
      await tab(page, name).click();
    }
    await expect(page).toHaveURL(new RegExp(`/MemberDashboard#${hash}$`));
    await expect(tab(page, name)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name })).toBeVisible();
    if (hash !== 'password') await expect(section(page, heading)).toBeVisible();
    await expect(section(page, 'Your dues')).toBeHidden();
    await expectNoSideways(page);
  }
  await expect(page.getByRole('tabpanel', { name: 'Password' }).getByLabel('Current password')).toBeVisible();
  if (phone) {
    // The open section is marked in the list too.
    await more(page).click();
    await expect(moreList(page).getByRole('link', { name: 'Password' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expectAccessible(page);
    await more(page).click();
  }

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
  const phone = info.project.name === 'mobile';
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
  const last = phone ? tablist(page).getByRole('tab', { name: /^Enquiries/ }) : tab(page, 'Password');
  await expect(last).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(tab(page, 'Dues')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  const secondLast = phone ? tab(page, 'Stock') : tab(page, 'Nominee');
  await expect(secondLast).toBeFocused();
  await page.keyboard.press(' ');
  await expect(page).toHaveURL(phone ? /#stock$/ : /#nominee$/);
  await expect(section(page, phone ? 'Car stock' : 'Nominee')).toBeVisible();
  await expect(tablist(page).getByRole('tab').and(page.locator('[tabindex="0"]'))).toHaveCount(1);

  if (phone) {
    // More by keyboard: Enter opens the list, Tab walks its links, Escape closes it with the focus back.
    await more(page).focus();
    await page.keyboard.press('Enter');
    await expect(moreList(page)).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(moreList(page).getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(moreList(page)).toBeHidden();
    await expect(more(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await moreList(page).getByRole('link', { name: 'Nominee', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#nominee$/);
    await expect(tab(page, 'Nominee')).toBeFocused();
    await expect(tab(page, 'Nominee')).toHaveAttribute('aria-selected', 'true');
    // The open section's tab joins the row's keys, after the others.
    await page.keyboard.press('ArrowLeft');
    await expect(tablist(page).getByRole('tab', { name: /^Enquiries/ })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(tab(page, 'Nominee')).toBeFocused();
    // A tap outside closes the list.
    await more(page).click();
    await expect(moreList(page)).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(moreList(page)).toBeHidden();
  }
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
