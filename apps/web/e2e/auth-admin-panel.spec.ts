import { expect, test } from '@playwright/test';

/**
 * The admin panel journey: add an admin, issue a member a temporary password (shown once), and that
 * member logs in with it and is asked to change it. Each browser project uses its own member and phone,
 * since both run against the same database.
 */
test('Full_Access+ adds an admin and issues a temporary password that the member must change', async ({
  page,
  browser,
}, testInfo) => {
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
  await dialog.getByLabel('Name').fill('Tania Rahman');
  await dialog.getByLabel('Phone').fill(newPhone);
  await dialog.getByLabel('Password', { exact: true }).fill('tania-admin-pass-1');
  await dialog.getByLabel('Confirm password').fill('tania-admin-pass-2');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Passwords do not match')).toBeVisible();
  await dialog.getByLabel('Confirm password').fill('tania-admin-pass-1');
  await dialog.getByLabel('Phone').fill('01711000002'); // taken by a demo admin
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Failed to save admin');
  await expect(dialog.getByRole('alert')).toContainText('already exists');
  await dialog.getByLabel('Phone').fill(newPhone);
  await dialog.getByLabel('Privilege').selectOption('Finance_Access');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toHaveText('Admin Tania Rahman added.');
  await expect(
    page.getByRole('table', { name: 'Admins' }).getByRole('row', { name: new RegExp(newPhone) }),
  ).toContainText('Finance_Access');

  const members = page.getByRole('table', { name: 'Members' });
  await expect(members).not.toContainText('$argon2');
  await page.getByLabel('Filter members by number or name').fill(memberNo);
  page.once('dialog', (confirm) => void confirm.accept());
  await page.getByRole('button', { name: `Issue temporary password: ${memberNo}` }).click();
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
  await expect(member.getByRole('status')).toHaveText('Password changed successfully.');
  await expect(member.getByText('Please change your password')).toHaveCount(0);
  await memberContext.close();
});
