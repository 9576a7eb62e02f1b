import { type Browser, expect, type Page, test } from '@playwright/test';
import { openFromMenu } from './admin-members-helpers';
import { FULL_PLUS_ADMIN, loginToDeposits } from './finance-screens-helpers';
import { expectNoSideways } from './member-helpers';
import { expectAccessible } from './public-helpers';

/**
 * An admin's credential lifecycle on /Admin: Full_Access+ adds an admin (a temporary password, shown once),
 * the new admin must change it before any page opens, changes it again from /Admin; Full_Access+ disables
 * them (their open page loses its session at once, the login fails), enables them, and resets their password
 * to a new temporary one. Each width has a server of its own, so the same phone is used in both.
 */
const NEW_ADMIN = { name: 'Selim Chowdhury', phone: '01866000001' };

async function adminLogin(page: Page, phone: string, password: string) {
  await page.goto('/AdminLogin');
  await page.getByLabel('Phone').fill(phone);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

async function newPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext(baseURL ? { baseURL } : {});
  return { context, page: await context.newPage() };
}

async function changeTemporary(page: Page, current: string, next: string) {
  await expect(page.getByRole('heading', { name: 'Change your temporary password' })).toBeVisible();
  await page.getByLabel('Current password').fill(current);
  await page.getByLabel('New password', { exact: true }).fill(next);
  await page.getByLabel('Confirm new password').fill(next);
  await page.getByRole('button', { name: 'Change password' }).click();
}

test('Full_Access+ adds, disables, enables and resets an admin, who must change each temporary password', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000); // two browsers, several logins and three axe passes
  await loginToDeposits(page, FULL_PLUS_ADMIN);
  await openFromMenu(page, 'Admin Panel');

  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const add = page.getByRole('dialog', { name: 'Add admin' });
  await add.getByLabel('Name').fill(NEW_ADMIN.name);
  await add.getByLabel('Phone').fill(NEW_ADMIN.phone);
  await add.getByLabel('Privilege').selectOption('Full_Access');
  await add.getByRole('button', { name: 'Save' }).click();
  const shown = page.getByRole('dialog', { name: 'Temporary password' });
  const first = (await shown.getByTestId('admin-temporary-password').textContent())!.trim();
  expect(first).toMatch(/^[A-Za-z2-9]{12}$/);
  await expect(shown).toContainText('shown only this once');
  await shown.getByRole('button', { name: 'Copy' }).click();
  await expect(shown.getByRole('status')).toHaveText(/Copied\.|Could not copy/);
  await expectAccessible(page);
  await shown.getByRole('button', { name: 'Close' }).first().click();
  const admins = page.getByRole('table', { name: 'Admins' });
  const row = admins.getByRole('row', { name: new RegExp(NEW_ADMIN.phone) });
  await expect(row).toContainText('Temporary password (must be changed)');
  // One's own row has no actions: one's own password is changed, not reset.
  await expect(admins.getByRole('button', { name: /: Rafiqul Islam/ })).toHaveCount(0);

  // The new admin: only the change-password form until the temporary password is replaced.
  const other = await newPage(browser, baseURL);
  await adminLogin(other.page, NEW_ADMIN.phone, first);
  await expect(other.page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link')).toHaveCount(0);
  await expectAccessible(other.page);
  await changeTemporary(other.page, first, 'selim-first-own-pass-1');
  await expect(other.page.getByRole('heading', { level: 1 })).toHaveText('Deposits');
  // "Change my password" on /Admin: a wrong current password is refused, the right one changes it.
  await openFromMenu(other.page, 'Admin Panel');
  await other.page.getByRole('button', { name: 'Change my password' }).click();
  const own = other.page.getByRole('dialog', { name: 'Change my password' });
  await own.getByLabel('Current password').fill('not-my-password-1');
  await own.getByLabel('New password', { exact: true }).fill('selim-second-pass-2');
  await own.getByLabel('Confirm new password').fill('selim-second-pass-2');
  await own.getByRole('button', { name: 'Change password' }).click();
  await expect(own.getByRole('alert')).toHaveText('The current password is not correct.');
  await own.getByLabel('Current password').fill('selim-first-own-pass-1');
  await own.getByLabel('New password', { exact: true }).fill('selim-second-pass-2');
  await own.getByLabel('Confirm new password').fill('selim-second-pass-2');
  await own.getByRole('button', { name: 'Change password' }).click();
  await expect(own.getByRole('status')).toHaveText('Password changed successfully.');
  await own.getByRole('button', { name: 'Close' }).first().click();

  // Disable: asked first (Cancel changes nothing); then the other browser's session is gone at once.
  await page.reload();
  await expect(row).toContainText('Active');
  await page.getByRole('button', { name: `Disable: ${NEW_ADMIN.name}`, exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Disable admin' });
  await expect(confirm).toContainText('API keys they created stop working');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toContainText('Active');
  await page.getByRole('button', { name: `Disable: ${NEW_ADMIN.name}`, exact: true }).click();
  await confirm.getByRole('button', { name: 'Disable', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'disabled' })).toHaveText(
    `Admin ${NEW_ADMIN.name} disabled.`,
  );
  await expect(row).toContainText('Disabled');
  // Their open page has no session any more: it sends them to the login, which says why.
  await other.page.reload();
  await expect(other.page).toHaveURL(/\/AdminLogin\?next=%2FAdmin$/);
  await expect(other.page.getByRole('status')).toHaveText(
    'Please log in as an admin to open /Admin. You will be taken there after logging in.',
  );
  await expect(other.page.getByRole('navigation', { name: 'Admin menu' })).toHaveCount(0);
  await adminLogin(other.page, NEW_ADMIN.phone, 'selim-second-pass-2');
  await expect(other.page.getByText('Login failed')).toBeVisible();

  // Enable, then reset the password: a new temporary one, shown once, to be changed at the next login.
  await page.getByRole('button', { name: `Enable: ${NEW_ADMIN.name}`, exact: true }).click();
  await page.getByRole('dialog', { name: 'Enable admin' }).getByRole('button', { name: 'Enable' }).click();
  await expect(row).toContainText('Active');
  await page.getByRole('button', { name: `Reset password: ${NEW_ADMIN.name}`, exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Reset password' })
    .getByRole('button', { name: 'Reset password' })
    .click();
  const reset = (await shown.getByTestId('admin-temporary-password').textContent())!.trim();
  expect(reset).toMatch(/^[A-Za-z2-9]{12}$/);
  await shown.getByRole('button', { name: 'Close' }).first().click();
  await expect(row).toContainText('Temporary password (must be changed)');
  if (testInfo.project.name === 'mobile')
    await page.screenshot({ path: testInfo.outputPath('admin-lifecycle-375.png'), fullPage: true });
  await expectAccessible(page);

  await adminLogin(other.page, NEW_ADMIN.phone, 'selim-second-pass-2');
  await expect(other.page.getByText('Login failed')).toBeVisible();
  await adminLogin(other.page, NEW_ADMIN.phone, reset);
  await changeTemporary(other.page, reset, 'selim-third-pass-3');
  await expect(other.page.getByRole('heading', { level: 1 })).toHaveText('Deposits');
  await other.context.close();
});

test('disabling a Full_Access+ admin that would leave one asks for a second Full_Access+ admin, and the request can be withdrawn', async ({
  page,
}) => {
  const second = { name: 'Rina Akter', phone: '01866000002' };
  await loginToDeposits(page, FULL_PLUS_ADMIN);
  await openFromMenu(page, 'Admin Panel');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const add = page.getByRole('dialog', { name: 'Add admin' });
  await add.getByLabel('Name').fill(second.name);
  await add.getByLabel('Phone').fill(second.phone);
  await add.getByLabel('Privilege').selectOption('Full_Access+');
  await add.getByRole('button', { name: 'Save' }).click();
  await page
    .getByRole('dialog', { name: 'Temporary password' })
    .getByRole('button', { name: 'Close' })
    .first()
    .click();

  // The demo has one established Full_Access+ admin: disabling the new one alone is not allowed; it is asked for.
  await page.getByRole('button', { name: `Disable: ${second.name}`, exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Disable admin' })
    .getByRole('button', { name: 'Disable', exact: true })
    .click();
  const ask = page.getByRole('dialog', { name: 'A second Full_Access+ admin must confirm' });
  await expect(ask).toContainText('This would leave one usable Full_Access+ admin.');
  await expectAccessible(page);
  await ask.getByRole('button', { name: 'Ask for confirmation' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Asked' })).toContainText(second.name);
  const waiting = page.getByRole('region', { name: 'Waiting for a second Full_Access+ admin' });
  await expect(waiting).toContainText(`Disable ${second.name}.`);
  await expect(waiting).toContainText('You asked for this: another Full_Access+ admin confirms it.');
  await expect(waiting.getByRole('button', { name: 'Confirm' })).toHaveCount(0);
  const row = page
    .getByRole('table', { name: 'Admins' })
    .getByRole('row', { name: new RegExp(second.phone) });
  await expect(row).not.toContainText('Disabled');
  await expectAccessible(page);

  await waiting.getByRole('button', { name: 'Withdraw' }).click();
  await page
    .getByRole('dialog', { name: 'Withdraw the request' })
    .getByRole('button', { name: 'Withdraw' })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'withdrawn' })).toHaveText(
    'The request was withdrawn.',
  );
  await expect(waiting).toHaveCount(0);
});

/**
 * The two-person rule's setting on /Admin (docs/governance.md): Full_Access+ raises it, a value out of bounds
 * is refused beside the field, lowering it is asked first (Cancel keeps it) and saved after the answer; the
 * journey ends on the default, 30 days. Full_Access does not see it. English at 1280 px, Bengali at 375 px.
 */
test("Full_Access+ sets the two-person rule's setting; lowering it is asked first", async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const desktop = testInfo.project.name === 'desktop';
  const say = (en: string, bn: string) => (desktop ? en : bn);
  await loginToDeposits(page, FULL_PLUS_ADMIN);
  await openFromMenu(page, 'Admin Panel');
  if (!desktop) {
    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'বাংলা' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  }
  const section = page.getByRole('region', {
    name: say('Second approver (two-person rule)', 'দ্বিতীয় অনুমোদনকারী (দুই-ব্যক্তি নিয়ম)'),
  });
  await expect(section).toContainText(
    say(
      "Now: the approver's account must have existed 30 days before the proposal.",
      'এখন: অনুমোদনকারীর অ্যাকাউন্ট প্রস্তাবের ৩০ দিন আগে থেকে থাকতে হবে।',
    ),
  );
  const days = section.getByLabel(
    say("Days an approver's account must have existed", 'অনুমোদনকারীর অ্যাকাউন্ট কত দিন আগে থেকে থাকতে হবে'),
  );
  const save = section.getByRole('button', { name: say('Save the setting', 'সেটিং সংরক্ষণ করুন') });

  // Out of bounds (Bengali digits on the phone): refused beside the field, nothing asked or saved.
  await days.fill(desktop ? '400' : '৪০০');
  await save.click();
  await expect(days).toHaveAttribute('aria-invalid', 'true');
  await expect(section.locator('.field-error')).toHaveText(
    say('Enter a whole number of days from 0 to 365.', '০ থেকে ৩৬৫ পর্যন্ত পূর্ণ সংখ্যায় দিন লিখুন।'),
  );

  // Raising it is saved at once.
  await days.fill(desktop ? '45' : '৪৫');
  await save.click();
  await expect(section.getByRole('status')).toHaveText(say('Saved: 45 days.', 'সংরক্ষিত: ৪৫ দিন।'));
  await expect(section).toContainText(desktop ? 'existed 45 days' : 'প্রস্তাবের ৪৫ দিন');
  await expectAccessible(page);

  // Lowering it is asked first: Cancel keeps 45, the answer saves 30.
  await days.fill(desktop ? '30' : '৩০');
  await save.click();
  const ask = page.getByRole('dialog', { name: say('Lower the setting?', 'সেটিং কমাবেন?') });
  await expect(ask).toContainText(say('from 45 to 30 days', '৪৫ থেকে ৩০ দিনে'));
  await ask.getByRole('button', { name: say('Cancel', 'বাতিল') }).click();
  await expect(section).toContainText(desktop ? 'existed 45 days' : 'প্রস্তাবের ৪৫ দিন');
  await expect(days).toHaveValue(desktop ? '30' : '৩০');
  await save.click();
  await ask.getByRole('button', { name: say('Lower it', 'কমান') }).click();
  await expect(section.getByRole('status')).toHaveText(say('Saved: 30 days.', 'সংরক্ষিত: ৩০ দিন।'));
  await expect(section).toContainText(desktop ? 'existed 30 days' : 'প্রস্তাবের ৩০ দিন');
  await expectNoSideways(page);
  await expectAccessible(page);

  // A Full_Access admin's /Admin has no such section (the server refuses them too).
  const { context, page: full } = await newPage(browser, baseURL);
  await adminLogin(full, '01711000002', 'demo-full-2026');
  await expect(full.getByRole('navigation', { name: 'Admin menu' })).toBeAttached();
  await full.goto('/Admin');
  await expect(full.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeVisible();
  await expect(full.getByRole('table', { name: 'Admins' })).toBeVisible();
  await expect(full.getByRole('region', { name: 'Second approver (two-person rule)' })).toHaveCount(0);
  await context.close();
});
