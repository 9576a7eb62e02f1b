import { expect, test } from '@playwright/test';
import { SOCIETY } from '@samity/domain';
import { isPhone, navigate } from './public-helpers';

const PAGES: { link: string; group?: string; path: string; heading: string }[] = [
  { link: 'Active Members', group: 'Members', path: '/ActiveMembers', heading: 'Active Members' },
  { link: 'Deceased Members', group: 'Members', path: '/DeceasedMembers', heading: 'Deceased Members' },
  { link: 'Member Facilities', group: 'Members', path: '/MemberFacilities', heading: 'Member Facilities' },
  { link: 'Become A Member', group: 'Members', path: '/BecomeMember', heading: 'Become A Member' },
  { link: 'Current Committee', group: 'Committee', path: '/CurrentCommittee', heading: 'Current Committee' },
  {
    link: 'Founding Committee',
    group: 'Committee',
    path: '/FoundingCommittee',
    heading: 'Founding Committee',
  },
  {
    link: 'Previous Committees',
    group: 'Committee',
    path: '/PreviousCommittees',
    heading: 'Previous Committees',
  },
  { link: 'Noticeboard', path: '/Notices', heading: 'Noticeboard' },
  { link: 'Stocks', path: '/Stocklist', heading: 'Cars for sale' },
  { link: 'Service centers', path: '/ServiceCenters', heading: 'Service Centers' },
  { link: 'Gallery', path: '/Gallery', heading: 'Gallery' },
  { link: 'Home', path: '/', heading: SOCIETY.name.en },
];

test('the header reaches every public page at this width', async ({ page }) => {
  await page.goto('/Gallery');
  for (const target of PAGES) {
    await navigate(page, target.link, target.group);
    await expect(page).toHaveURL(target.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.heading);
    // Each page names itself in the title (per-page titles for bookmarks and search engines).
    await expect(page).toHaveTitle(/\| Samity$/);
  }
  await expect(page.locator('.top-bar')).toHaveText('ঢাকা রিকন্ডিশন্ড কার ডিলার্স সমবায় সমিতি লিঃ');
  // The logo links home. From 768 px the society's name stands beside it and is part of the link's name; on a
  // phone the top bar gives the name and the link is named by its hidden "Home" alone.
  // (From a page other than home, so that arriving at / proves the click.)
  await navigate(page, 'Gallery');
  await expect(page).toHaveURL('/Gallery');
  await page
    .getByRole('banner')
    .getByRole('link', { name: isPhone(page) ? 'Home' : `${SOCIETY.name.en} Home`, exact: true })
    .click();
  await expect(page).toHaveURL('/');
});

test('desktop dropdowns open by click or keyboard and close on Escape', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  const members = nav.getByRole('button', { name: 'Members' });
  const committee = nav.getByRole('button', { name: 'Committee' });
  await expect(members).toHaveAttribute('aria-expanded', 'false');

  await members.focus();
  await page.keyboard.press('Enter');
  await expect(members).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: 'Active Members' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(members).toHaveAttribute('aria-expanded', 'false');
  await expect(members).toBeFocused();

  // Only one dropdown at a time; a click elsewhere closes it.
  await committee.click();
  await expect(committee).toHaveAttribute('aria-expanded', 'true');
  await members.click();
  await expect(committee).toHaveAttribute('aria-expanded', 'false');
  await page.getByRole('contentinfo').click();
  await expect(members).toHaveAttribute('aria-expanded', 'false');

  await committee.click();
  await nav.getByRole('link', { name: 'Founding Committee' }).click();
  await expect(page).toHaveURL('/FoundingCommittee');
  await expect(committee).toHaveAttribute('aria-expanded', 'false');
});

test('the phone menu slides in, keeps one group open, and closes by backdrop, Escape or link', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  const openButton = page.getByRole('button', { name: 'Open menu' });
  const menu = page.getByRole('dialog', { name: 'Main navigation' });
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
  await expect(menu).toBeHidden();

  await openButton.click();
  await expect(menu).toBeVisible();
  await expect(openButton).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused();

  // Accordion: Members and Committee expand one at a time.
  const members = menu.getByRole('button', { name: 'Members' });
  const committee = menu.getByRole('button', { name: 'Committee' });
  await members.click();
  await expect(members).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('link', { name: 'Deceased Members' })).toBeVisible();
  await committee.click();
  await expect(committee).toHaveAttribute('aria-expanded', 'true');
  await expect(members).toHaveAttribute('aria-expanded', 'false');
  await expect(menu.getByRole('link', { name: 'Deceased Members' })).toBeHidden();
  await committee.click();
  await expect(committee).toHaveAttribute('aria-expanded', 'false');

  // Tab stays inside the open menu.
  await menu.getByRole('link', { name: 'Member Login' }).focus();
  await page.keyboard.press('Tab');
  await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused();

  // A click on the backdrop (left of the panel) closes it.
  await page.mouse.click(20, 400);
  await expect(menu).toBeHidden();
  await expect(openButton).toHaveAttribute('aria-expanded', 'false');

  // Escape closes it and gives focus back to the menu button.
  await openButton.click();
  await expect(menu).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(openButton).toBeFocused();

  // Following a link closes it and lands on the page.
  await openButton.click();
  await menu.getByRole('link', { name: 'Noticeboard' }).click();
  await expect(menu).toBeHidden();
  await expect(page).toHaveURL('/Notices');
});

test('the footer credits the society and runs the copyright to the current year', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(`© 2010–${new Date().getFullYear()}`);
  await expect(footer).toContainText('Developed by');
  await expect(footer.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
});
