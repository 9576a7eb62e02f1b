import { test as base, expect } from '@playwright/test';
import { FULL_PLUS_ADMIN } from './finance-screens-helpers';
import { BASE_PORT, withJourneyServer } from './journey-server';
import { expectNoSideways } from './member-helpers';
import { expectAccessible } from './public-helpers';

/**
 * A recount recorded after an election's results are published (docs/governance.md, Result). Publishing seats
 * a new committee, which the committee journeys read, so this runs on a server of its own (one per width,
 * fresh database and demo seed). English at 1280 px, Bengali at 375 px.
 */
const test = base.extend<object, { recountServerUrl: string }>({
  recountServerUrl: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern; it has none
    async ({}, use, workerInfo) =>
      withJourneyServer(BASE_PORT + 90 + (workerInfo.project.name === 'mobile' ? 1 : 0), {}, use),
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ recountServerUrl }, use) => use(recountServerUrl),
});

test('the officer publishes the by-election and records a recount, refused beside the field first', async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  const desktop = info.project.name === 'desktop';
  const say = (en: string, bn: string) => (desktop ? en : bn);
  await page.goto('/AdminLogin');
  await page.getByLabel('Phone').fill(FULL_PLUS_ADMIN.phone);
  await page.getByLabel('Password').fill(FULL_PLUS_ADMIN.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/Financial$/);
  await page.goto('/ElectionsAdmin');
  if (!desktop) {
    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'বাংলা' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  }
  const title = 'কোষাধ্যক্ষ উপনির্বাচন / Treasurer by-election';
  await page.getByRole('button', { name: say(`Show ${title}`, `${title} দেখুন`) }).click();
  const detail = page.getByRole('region', { name: title });
  const votes = detail.getByRole('spinbutton', { name: desktop ? /^Votes for / : /-এর ভোট$/ });

  // The count (polling day is the demo's day), then the results published after their confirmation.
  await detail.getByLabel(say('Ballots cast', 'প্রদত্ত ব্যালট')).fill('10');
  await detail.getByLabel(say('Of them spoiled', 'তার মধ্যে বাতিল')).fill('1');
  await expect(votes).toHaveCount(3);
  for (const [i, n] of ['6', '2', '1'].entries()) await votes.nth(i).fill(n);
  await detail.getByRole('button', { name: say('Save the counted votes', 'গণনা করা ভোট সংরক্ষণ করুন') }).click();
  await expect(detail.getByRole('status')).toHaveText(say('The votes are saved.', 'ভোট সংরক্ষণ করা হয়েছে।'));
  await detail
    .getByLabel(say('Term of the outgoing committee (e.g. 3)', 'বিদায়ী কমিটির মেয়াদ (যেমন ৩)'))
    .fill('3');
  await detail.getByRole('button', { name: say('Publish the results', 'ফলাফল প্রকাশ করুন') }).click();
  await page
    .getByRole('dialog', { name: say('Publish the results?', 'ফলাফল প্রকাশ করবেন?') })
    .getByRole('button', { name: say('Publish the results', 'ফলাফল প্রকাশ করুন') })
    .click();
  await expect(detail.getByRole('status')).toHaveText(
    say(
      'The results are published and the new committee is in office.',
      'ফলাফল প্রকাশিত হয়েছে, নতুন কমিটি দায়িত্বে।',
    ),
  );
  await expect(detail.getByText(say('No recount is recorded.', 'কোনো পুনর্গণনা লেখা হয়নি।'))).toBeVisible();

  // The recount form starts from the published figures; a reason is required, named beside its box.
  await detail.getByRole('button', { name: say('Record a recount', 'পুনর্গণনা লিখুন') }).click();
  const form = detail.getByRole('form', { name: say('Record a recount', 'পুনর্গণনা লিখুন') });
  const recounted = form.getByRole('spinbutton', { name: desktop ? /^Votes for / : /-এর ভোট$/ });
  await expect(recounted).toHaveCount(3);
  await expect(recounted.nth(0)).toHaveValue('6');
  await expect(form.getByLabel(say('Ballots cast', 'প্রদত্ত ব্যালট'))).toHaveValue('10');
  const save = form.getByRole('button', { name: say('Record the recount', 'পুনর্গণনা লিখে রাখুন') });
  await save.click();
  const reasonBox = form.getByLabel(say('Why the votes were recounted', 'ভোট কেন পুনর্গণনা করা হলো'));
  await expect(reasonBox).toHaveAttribute('aria-invalid', 'true');
  await expect(form.locator('.field-error')).toHaveText(
    say('Say why the votes were recounted.', 'ভোট কেন পুনর্গণনা করা হলো তা লিখুন।'),
  );
  await reasonBox.fill(say('A candidate asked for it', 'একজন প্রার্থীর আবেদনে'));

  // Votes beyond the valid ballots: asked first, then refused by the server beside the candidate's box.
  await recounted.nth(0).fill('10');
  await save.click();
  const confirmDialog = page.getByRole('dialog', {
    name: say('Record this recount?', 'এই পুনর্গণনা লিখে রাখবেন?'),
  });
  await confirmDialog.getByRole('button', { name: say('Record the recount', 'পুনর্গণনা লিখে রাখুন') }).click();
  const beside = form.locator('.field-error', {
    hasText: say(
      '10 votes is more than the 9 valid ballots (cast less spoiled).',
      '১০ ভোট বৈধ ব্যালটের (৯, প্রদত্ত বাদ বাতিল) চেয়ে বেশি।',
    ),
  });
  await expect(beside).toBeVisible();
  await expect(recounted.nth(0)).toHaveAttribute('aria-describedby', (await beside.getAttribute('id')) ?? '');
  await expect(recounted.nth(0)).toHaveAttribute('aria-invalid', 'true');
  await expect(detail.getByText(say('No recount is recorded.', 'কোনো পুনর্গণনা লেখা হয়নি।'))).toBeVisible();
  await expectNoSideways(page);

  // A count that adds up is recorded beside the published result, which stays as it was.
  await recounted.nth(0).fill('7');
  await recounted.nth(1).fill('1');
  await save.click();
  await confirmDialog.getByRole('button', { name: say('Record the recount', 'পুনর্গণনা লিখে রাখুন') }).click();
  await expect(detail.getByRole('status')).toHaveText(say('The recount is recorded.', 'পুনর্গণনা লেখা হয়েছে।'));
  const entry = detail.locator('.election-recounts li');
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText(
    say(
      `${FULL_PLUS_ADMIN.name}: A candidate asked for it (ballots cast 10, spoiled 1)`,
      `${FULL_PLUS_ADMIN.name}: একজন প্রার্থীর আবেদনে (প্রদত্ত ব্যালট ১০, বাতিল ১)`,
    ),
  );
  await expect(entry).toContainText(desktop ? ': 7' : ': ৭');
  await expect(detail.locator('.ballot-summary')).toHaveText(
    say('Ballots cast: 10 · spoiled: 1 · valid: 9', 'প্রদত্ত ব্যালট: ১০ · বাতিল: ১ · বৈধ: ৯'),
  );
  await expectNoSideways(page);
  await expectAccessible(page);
});
