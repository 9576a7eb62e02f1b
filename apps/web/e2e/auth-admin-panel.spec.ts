import { expect, test } from '@playwright/test';

/**
 * The admin panel journey: add an admin (the server issues the temporary password), issue a member a
 * temporary password (shown once), and that member logs in with it and is asked to change it. The new
 * admin's first login is the journey of admin-lifecycle.spec.ts. Each browser project uses its own member and phone,
 * since both run against the same database.
 */
test('Full_Access+ adds an admin and issues a temporary password that the member must change', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(90_000); // two browsers, three password hashings, the admins' and members' tables
  const desktop = testInfo.project.name === 'desktop';
  const memberNo = desktop ? '1004' : '1005';
  const newPhone = desktop ? '01855000001' : '01855000002';

  await page.goto('/AdminLogin');
  await page.getByLabel('Phone').fill('01711000001');
  await page.getByLabel('Password').fill('demo-fullplus-2026');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/Financial$/);
  // Below 768 px the side menu is folded behind its button.
  if (!desktop) await page.getByRole('button', { name: 'Admin menu' }).click();
  await page
    .getByRole('navigation', { name: 'Admin menu' })
    .getByRole('link', { name: 'Admin Panel' })
    .click();

  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add admin' });
  await expect(dialog.getByLabel('Privilege')).toHaveValue('Full_Access+');
  // No password field: the server issues a temporary one. The form checks with the domain's schema first.
  await expect(dialog.getByLabel('Password')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('This field is required.')).toHaveCount(1);
  await expect(dialog.getByText('Enter a Bangladeshi mobile number')).toBeVisible();
  await expect(dialog.getByLabel('Name')).toBeFocused();
  await dialog.getByLabel('Name').fill('Tania Rahman');
  await dialog.getByLabel('Phone').fill('01711000002'); // taken by a demo admin
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Failed to save admin');
  await expect(dialog.getByRole('alert')).toContainText('already exists');
  await dialog.getByLabel('Phone').fill(newPhone);
  await dialog.getByLabel('Privilege').selectOption('Finance_Access');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'added' })).toHaveText('Admin Tania Rahman added.');
  // The temporary password is shown this once; the new admin must change it at first login.
  const shown = page.getByRole('dialog', { name: 'Temporary password' });
  await expect(shown.getByTestId('admin-temporary-password')).toHaveText(/^[A-Za-z2-9]{12}$/);
  await shown.getByRole('button', { name: 'Close' }).first().click();
  await expect(
    page.getByRole('table', { name: 'Admins' }).getByRole('row', { name: new RegExp(newPhone) }),
  ).toContainText('Finance_Access');

  const members = page.getByRole('table', { name: 'Members' });
  await expect(members).not.toContainText('$argon2');
  // About 170 members: the table shows them a page at a time.
  await expect(members.getByRole('row')).toHaveCount(26); // heading row + 25
  const pager = page.getByRole('navigation', { name: 'Pages of Members' });
  await expect(pager).toContainText(/^Previous\s*1–25 of \d{3} \(page 1 of \d\)\s*Next$/);
  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(pager).toContainText('26–50 of');
  await expect(members.getByRole('row')).toHaveCount(26);
  if (!desktop) {
    // At 375 px each row is a card: nothing scrolls sideways, and nothing says it must.
    await expect(page.getByText('scroll it sideways')).toHaveCount(0);
    const region = page.getByRole('region', { name: 'Members' });
    expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(false);
    await page.screenshot({ path: testInfo.outputPath('admin-panel-375.png'), fullPage: true });
  }
  await page.getByLabel('Filter members by number or name').fill(memberNo);
  await expect(pager).toBeHidden(); // one match: one page
  // Issuing asks first, in the page's own dialog; Cancel changes nothing.
  await page.getByRole('button', { name: `Issue temporary password: ${memberNo}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Issue a temporary password' });
  await expect(confirm).toContainText(`for member ${memberNo}?`);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await page.getByRole('button', { name: `Issue temporary password: ${memberNo}` }).click();
  await confirm.getByRole('button', { name: 'Issue', exact: true }).click();
  const issued = page.getByRole('dialog', { name: 'Temporary password' });
  const temporary = (await issued.getByTestId('temporary-password').textContent())!.trim();
  expect(temporary).toMatch(/^[A-Za-z2-9]{12}$/);
  await issued.getByRole('button', { name: 'Close' }).first().click();
  await expect(members.getByRole('row', { name: new RegExp(memberNo) })).toContainText(
    'Initial (must be changed)',
  );

  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await member.goto('/MemberLogin');
  await member.getByLabel('Member No').fill(memberNo);
  await member.getByLabel('Password', { exact: true }).fill(temporary);
  await member.getByRole('button', { name: 'Log in' }).click();
  await expect(member).toHaveURL(/\/MemberDashboard$/);
  await expect(member.getByText('Please change your password')).toBeVisible();
  await member.getByLabel('Current password').fill(temporary);
  await member.getByLabel('New password', { exact: true }).fill('my-own-password-77');
  await member.getByLabel('Confirm new password').fill('my-own-password-77');
  await member.getByRole('button', { name: 'Change password' }).click();
  // Once the password is changed the dashboard's sections load, each with its own status (a spinner).
  await expect(member.getByRole('status').filter({ hasText: 'Password changed' })).toHaveText(
    'Password changed successfully.',
  );
  await expect(member.getByText('Please change your password')).toHaveCount(0);
  await memberContext.close();
});
