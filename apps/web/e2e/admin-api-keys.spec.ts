import { expect, test } from '@playwright/test';
import { isPhone, openFromMenu } from './admin-members-helpers';
import { FULL_PLUS_ADMIN, loginToDeposits } from './finance-screens-helpers';
import { expectAccessible } from './public-helpers';

/**
 * An integrator's key on /Admin: Full_Access+ creates one (the secret shown once, with a warning and a Copy
 * button), the key works on the REST facade, and once revoked (after a confirmation) it is refused. Each
 * browser project makes a key of its own name, since both run against the same database.
 */
test('Full_Access+ creates an API key, copies it once, and revokes it', async ({
  page,
  context,
  request,
}, testInfo) => {
  test.setTimeout(120_000); // three axe passes over the admin panel's tables
  const name = `E2E office (${testInfo.project.name})`;
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await loginToDeposits(page, FULL_PLUS_ADMIN);
  await openFromMenu(page, 'Admin Panel');
  await expect(page.getByRole('heading', { name: 'API keys' })).toBeVisible();

  await page.getByRole('button', { name: 'Create key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create API key' });
  await dialog.getByRole('button', { name: 'Create key' }).click();
  await expect(dialog.getByText('This field is required.')).toBeVisible();
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Privilege').selectOption('Finance_Access');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Create key' }).click();

  const shown = page.getByRole('dialog', { name: 'New API key' });
  await expect(shown.getByRole('note')).toContainText('shown only this once');
  const secret = (await shown.getByTestId('api-key-secret').textContent())!.trim();
  expect(secret).toMatch(/^smk_[0-9a-f]{16}_[A-Za-z0-9_-]{43}$/);
  await shown.getByRole('button', { name: 'Copy key' }).click();
  await expect(shown.getByRole('status')).toHaveText('Copied to the clipboard.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  await expectAccessible(page);
  if (isPhone(page)) {
    // At 375 px the long key wraps inside the dialog instead of widening it.
    const box = await shown.getByTestId('api-key-secret').boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    await page.screenshot({ path: testInfo.outputPath('api-key-375.png') });
  }
  await shown.getByRole('button', { name: 'Close' }).first().click();
  await expect(shown).toBeHidden();

  const keys = page.getByRole('table', { name: 'API keys' });
  const row = keys.getByRole('row', { name: new RegExp(name.replace(/[()]/g, '\\$&')) });
  await expect(row).toContainText('Finance_Access');
  await expect(row).toContainText('Active');
  await expect(row).toContainText(secret.slice(0, 20)); // the public start of the key, never the rest
  await expect(keys).not.toContainText(secret);

  // The key works as an integrator uses it: a client of its own, without the browser's cookie or Origin.
  const call = () =>
    request.get('/api/financial-expenses?limit=1', { headers: { authorization: `Bearer ${secret}` } });
  expect((await call()).status()).toBe(200);

  // Revoking asks first, in the page's own dialog; Cancel changes nothing.
  await page.getByRole('button', { name: `Revoke: ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Revoke API key' });
  await expect(confirm).toContainText('This cannot be undone.');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toContainText('Active');
  await page.getByRole('button', { name: `Revoke: ${name}` }).click();
  await confirm.getByRole('button', { name: 'Revoke', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'revoked' })).toHaveText(`Key ${name} revoked.`);
  await expect(row).toContainText('Revoked');
  await expect(page.getByRole('button', { name: `Revoke: ${name}` })).toHaveCount(0);
  expect((await call()).status()).toBe(401);
  await expectAccessible(page);
});
