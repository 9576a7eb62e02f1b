import { expect, test } from '@playwright/test';
import { loginMember, memberFor, openSection } from './member-helpers';
import { expectAccessible } from './public-helpers';

/**
 * The number buyers see: a member sets a business number in their cars' section (typed in Bengali digits),
 * the dealer page and its WhatsApp link use it; a number that is no Bangladeshi mobile is refused beside the
 * box and nothing changes; an empty box shows the login phone again.
 */
test('a member sets the number buyers see, and empties it to show the login phone again', async ({
  page,
  request,
}, info) => {
  const member = memberFor(info);
  // A business number of each width's own, so the two runs never read each other's.
  const business = info.project.name === 'mobile' ? '01899000002' : '01899000001';
  const bengali = business.replace(/\d/g, (d) => '০১২৩৪৫৬৭৮৯'[Number(d)]!);
  const shownToBuyers = async () =>
    (await (await request.get(`/api/dealers/${member.no}`)).json()).dealer.phone;
  const loginPhone = await shownToBuyers();

  await loginMember(page, member);
  const stock = await openSection(page, 'Car stock');
  await stock.getByRole('button', { name: 'Change the number buyers see' }).click();
  const dialog = page.getByRole('dialog', { name: 'The number buyers see' });
  const box = dialog.getByLabel('Phone number for buyers');

  await box.fill('0171234');
  await dialog.getByRole('button', { name: 'Save number' }).click();
  await expect(dialog.getByText('Enter a Bangladeshi mobile number, e.g. 01712345678')).toBeVisible();
  await expect(box).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);
  expect(await shownToBuyers()).toBe(loginPhone);

  await box.fill(`+৮৮ ${bengali}`);
  await dialog.getByRole('button', { name: 'Save number' }).click();
  await expect(dialog).toBeHidden();
  await expect(stock.getByRole('status')).toHaveText(
    'Saved. Your cars and your dealer page show this number.',
  );
  await expect(stock.locator('.dash-public-phone strong')).toHaveText(business);
  await expect.poll(shownToBuyers).toBe(business);

  // The dealer's own page calls and chats on it.
  await page.goto(`/dealers/${member.no}`);
  const about = page.locator('.dealer-page');
  await expect(about.getByRole('link', { name: new RegExp(`on ${business}$`) })).toHaveAttribute(
    'href',
    `tel:${business}`,
  );
  await expect(about.getByRole('link', { name: /on WhatsApp$/ })).toHaveAttribute(
    'href',
    new RegExp(`^https://wa\\.me/88${business}\\?`),
  );

  // Emptied: the login phone again.
  await page.goto('/MemberDashboard');
  const again = await openSection(page, 'Car stock');
  await again.getByRole('button', { name: 'Change the number buyers see' }).click();
  await page
    .getByRole('dialog', { name: 'The number buyers see' })
    .getByLabel('Phone number for buyers')
    .fill('');
  await page
    .getByRole('dialog', { name: 'The number buyers see' })
    .getByRole('button', { name: 'Save number' })
    .click();
  await expect(again.locator('.dash-public-phone')).toContainText('(your login phone)');
  await expect.poll(shownToBuyers).toBe(loginPhone);
});
