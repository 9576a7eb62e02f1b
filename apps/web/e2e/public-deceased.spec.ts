import { expect, test } from '@playwright/test';

test('deceased members are a table filtered live as the visitor types', async ({ page }) => {
  await page.goto('/DeceasedMembers');
  await expect(page).toHaveTitle('Deceased Members | Samity');
  const table = page.getByRole('table');
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(10);
  await expect(page.getByText('10 of 10 shown')).toBeVisible();

  const firstName = (await rows.first().locator('th').textContent())!;
  const filter = page.getByRole('searchbox', { name: /Filter by member no/ });
  await filter.pressSequentially(firstName.slice(0, 5), { delay: 30 });
  await expect(rows.filter({ hasText: firstName })).toHaveCount(1);
  const shown = await rows.count();
  expect(shown).toBeLessThan(10);
  await expect(page.getByText(`${shown} of 10 shown`)).toBeVisible();

  await filter.fill('no such member anywhere');
  await expect(page.getByText('No matching members found.')).toBeVisible();
  await expect(table).toBeHidden();

  await filter.fill('');
  await expect(rows).toHaveCount(10);
});
