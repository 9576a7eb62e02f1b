import { expect, request, test } from '@playwright/test';
import { offeredSections, section } from './member-helpers';
import { expectAccessible } from './public-helpers';

/**
 * A member's first login: an admin issues a temporary password (an initial one), the dashboard shows only
 * the change-password form, and once the member has chosen a password every section is there. Each width
 * uses a member of its own, so the two runs do not meet even on one server.
 */
test('after the initial password is changed, the whole dashboard opens', async ({ page, baseURL }, info) => {
  const memberNo = info.project.name === 'mobile' ? '1005' : '1004';
  const admin = await request.newContext({ baseURL });
  const login = await admin.post('/api/admin/login', {
    data: { phone: '01711000002', password: 'demo-full-2026', remember: false }, // a demo seed admin
  });
  expect(await login.json()).toEqual({ success: true });
  const issued = await admin.post(`/api/members-admin/${memberNo}/temporary-password`, { data: {} });
  expect(issued.status()).toBe(200);
  const { temporary_password } = (await issued.json()) as { temporary_password: string };
  await admin.dispose();

  await page.goto('/MemberLogin');
  await page.getByLabel('Member No').fill(memberNo);
  await page.getByLabel('Password', { exact: true }).fill(temporary_password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/MemberDashboard$/);
  await expect(page.getByRole('alert').filter({ hasText: 'Please change your password' })).toBeVisible();
  await expect(section(page, 'Nominee')).toHaveCount(0);
  await expectAccessible(page);

  await page.getByLabel('Current password').fill(temporary_password);
  await page.getByLabel('New password', { exact: true }).fill(`Karwan-Bazar-${info.project.name}-77`);
  await page.getByLabel('Confirm new password').fill(`Karwan-Bazar-${info.project.name}-77`);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('status').filter({ hasText: /password/i })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Please change your password' })).toHaveCount(0);
  // The sections come as tabs, the dues open first.
  expect(await offeredSections(page)).toEqual(
    expect.arrayContaining([
      'Dues',
      'Statements',
      'Stock',
      'Expenses',
      'Messages',
      'Profile',
      'Nominee',
      'Password',
    ]),
  );
  await expect(section(page, 'Your dues')).toBeVisible();
});
