import { expect, test } from '@playwright/test';
import { loginAndOpen } from './admin-members-helpers';
import { FINANCE_ADMIN } from './finance-screens-helpers';
import { expectAccessible } from './public-helpers';

test('Finance_Access runs the balance check and reads its log; the check changes nothing', async ({
  page,
}, testInfo) => {
  // The check reads every member's entries and the whole ledger: seconds on a busy machine.
  test.setTimeout(120_000);
  await loginAndOpen(page, FINANCE_ADMIN.phone, FINANCE_ADMIN.password, 'Balance Check');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Balance Check');
  await expect(page.getByText('nothing is changed')).toBeVisible();
  await expectAccessible(page);

  const run = page.getByRole('button', { name: 'Run balance check' });
  // The first check's answer is held until its progress text has been seen: on a quiet machine the check can
  // answer before the journey looks, and a transient state must not be a race.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const checkCall = /\/trpc\/[^?]*finance\.balances\.check/;
  await page.route(
    checkCall,
    async (route) => {
      await held;
      await route.continue();
    },
    { times: 1 },
  );
  await run.click();
  await expect(page.getByText('Checking every member and the books…')).toBeVisible();
  release();
  await expect(page.getByText(/^Balance check passed: every figure agrees with the entries/)).toBeVisible({
    timeout: 45_000,
  });
  await expect(page.getByRole('alert')).toHaveCount(0);
  const log = page.getByRole('region', { name: 'Log' }).getByRole('listitem');
  await expect(log.first()).toBeVisible();
  const lines = await log.count();
  expect(lines).toBeGreaterThan(0);
  await expect(run).toBeFocused();
  await expectAccessible(page);

  // A second run reads the same books and says the same.
  await run.press('Enter');
  await expect(page.getByText(/^Balance check passed/)).toBeVisible({ timeout: 45_000 });
  await expect(log).toHaveCount(lines);
  await page.screenshot({
    path: testInfo.outputPath(`balance-check-${testInfo.project.name}.png`),
    fullPage: true,
  });
});
