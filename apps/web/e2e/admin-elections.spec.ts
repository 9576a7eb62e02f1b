import { expect, test } from '@playwright/test';
import { todayInDhaka } from '@samity/domain';
import { expectNoSideways, loginMember, memberFor, openSection } from './member-helpers';
import { expectAccessible } from './public-helpers';

/** A Dhaka date `days` from today, as the date fields take it (YYYY-MM-DD). */
const dhakaDay = (days: number) => todayInDhaka(Date.now() + days * 86_400_000);

/**
 * An election from the schedule to a nomination: the admin schedules it (the window open today), the member
 * nominates themself from the dashboard, the admin approves; the public page and the admin home's
 * calendar item for the committee's term are there too. axe at each screen, at 1280 and 375 px.
 */
test('an admin schedules an election, a member nominates themself, the admin approves', async ({
  page,
  browser,
}, info) => {
  test.setTimeout(120_000); // two browsers, several axe passes
  const desktop = info.project.name === 'desktop';
  const title = desktop ? 'Committee election (desktop)' : 'Committee election (phone)';

  await page.goto('/AdminLogin');
  await page.getByLabel('Phone').fill('01711000001');
  await page.getByLabel('Password').fill('demo-fullplus-2026');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/Financial$/);

  // The admin home's compliance calendar: no election has been published yet, so no term is recorded.
  await page.goto('/Admin');
  const term = page
    .getByRole('region', { name: 'Compliance calendar' })
    .getByRole('listitem')
    .filter({ hasText: "Committee's term" });
  await expect(term).toContainText(
    "No term is recorded: it is set when an election's results are published.",
  );
  await expect(term).toContainText('Not recorded');

  await page.goto('/ElectionsAdmin');
  await expect(page.getByRole('heading', { level: 1, name: 'Elections' })).toBeVisible();
  await page.getByRole('button', { name: 'Schedule an election' }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule an election' });
  await dialog.getByLabel('Title').fill(title);
  const dates: [string, number][] = [
    ['Voter-list cut-off date', -1],
    ['Nominations open', 0],
    ['Nominations close', 5],
    ['Withdrawal deadline', 6],
    ['Polling day', 16],
    ['Term starts', 16],
    ['Term ends', 740],
  ];
  // Out of order first: the polling day before the deadline is refused beside its field.
  for (const [label, days] of dates)
    await dialog.getByLabel(label).fill(dhakaDay(label === 'Polling day' ? 6 : days));
  await dialog.getByLabel('President', { exact: true }).fill('1');
  await dialog.getByLabel(/Months unpaid/).fill('24');
  await dialog.getByRole('button', { name: 'Schedule' }).click();
  await expect(dialog.getByText('Polling day must be after the withdrawal deadline')).toBeVisible();
  await dialog.getByLabel('Polling day').fill(dhakaDay(16));
  await dialog.getByRole('button', { name: 'Schedule' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'is scheduled' })).toHaveText(
    `${title} is scheduled.`,
  );
  await page.getByRole('button', { name: `Show ${title}` }).click();
  const detail = page.getByRole('region', { name: title });
  await expect(detail.getByRole('link', { name: 'Voter list (PDF)' })).toBeVisible();
  await expect(detail.getByText('No nominations yet.')).toBeVisible();
  await expectNoSideways(page);
  await expectAccessible(page);

  // The member nominates themself for President from the dashboard's Elections tab.
  const memberContext = await browser.newContext({
    baseURL: info.project.use.baseURL,
    viewport: page.viewportSize(),
  });
  const member = await memberContext.newPage();
  await loginMember(member, memberFor(info));
  const elections = await openSection(member, 'Elections');
  const card = elections.getByRole('article', { name: title });
  await card.getByLabel('Post').selectOption({ label: 'President' });
  await card.getByRole('button', { name: 'Nominate myself' }).click();
  await expect(card.getByRole('status')).toHaveText('Your nomination is sent; an admin will decide on it.');
  await expect(card).toContainText('Your nomination: President — Waiting for a decision');
  await expectNoSideways(member);
  await expectAccessible(member);

  // The admin approves it.
  await page.reload();
  await page.getByRole('button', { name: `Show ${title}` }).click();
  await detail.getByRole('button', { name: 'Approve' }).click();
  await expect(detail.getByRole('status')).toContainText('is approved.');
  await expectAccessible(page);

  // The member sees the decision and may withdraw until the deadline (asked first; Cancel keeps it).
  await member.reload();
  const again = (await openSection(member, 'Elections')).getByRole('article', { name: title });
  await expect(again).toContainText('Your nomination: President — Approved');
  await again.getByRole('button', { name: 'Withdraw my nomination' }).click();
  await member
    .getByRole('dialog', { name: 'Withdraw your nomination?' })
    .getByRole('button', { name: 'Cancel' })
    .click();
  await expect(again).toContainText('Approved');
  await memberContext.close();

  // The public page: this election's candidate list is not published while nominations are open (the
  // demo's by-election, whose list is, shows).
  await page.goto('/Elections');
  await expect(page.getByRole('heading', { level: 1, name: 'Elections' })).toBeVisible();
  await expect(page.getByRole('region', { name: /Treasurer by-election/ })).toBeVisible();
  await expect(page.getByRole('region', { name: title })).toHaveCount(0);
  await expectNoSideways(page);
  await expectAccessible(page);
});

/**
 * The election officer's count on the demo's by-election (polling day today): votes beyond the valid ballots
 * are refused with the reason beside the candidate's field, and nothing is saved. English at 1280 px,
 * Bengali (Bengali digits) at 375 px.
 */
test('a vote entry beyond the ballots is refused with the reason beside the field', async ({
  page,
}, info) => {
  const desktop = info.project.name === 'desktop';
  await page.goto('/AdminLogin');
  await page.getByLabel('Phone').fill('01711000001');
  await page.getByLabel('Password').fill('demo-fullplus-2026');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/Financial$/);
  await page.goto('/ElectionsAdmin');
  if (!desktop) {
    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'বাংলা' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  }
  const title = 'কোষাধ্যক্ষ উপনির্বাচন / Treasurer by-election';
  await page.getByRole('button', { name: desktop ? `Show ${title}` : `${title} দেখুন` }).click();
  const detail = page.getByRole('region', { name: title });
  await detail.getByLabel(desktop ? 'Ballots cast' : 'প্রদত্ত ব্যালট').fill('10');
  await detail.getByLabel(desktop ? 'Of them spoiled' : 'তার মধ্যে বাতিল').fill('1');
  const votes = detail.getByRole('spinbutton', { name: desktop ? /^Votes for / : /-এর ভোট$/ });
  await expect(votes).toHaveCount(3);
  await votes.nth(0).fill('10');
  await votes.nth(1).fill('0');
  await votes.nth(2).fill('0');
  await detail
    .getByRole('button', { name: desktop ? 'Save the counted votes' : 'গণনা করা ভোট সংরক্ষণ করুন' })
    .click();
  const reason = desktop
    ? '10 votes is more than the 9 valid ballots (cast less spoiled).'
    : '১০ ভোট বৈধ ব্যালটের (৯, প্রদত্ত বাদ বাতিল) চেয়ে বেশি।';
  // Beside the field (its own alert, tied to the box by aria-describedby), as well as in the status line.
  const beside = detail.locator('.field-error', { hasText: reason });
  await expect(beside).toBeVisible();
  await expect(votes.nth(0)).toHaveAttribute('aria-describedby', (await beside.getAttribute('id')) ?? '');
  await expect(votes.nth(0)).toHaveAttribute('aria-invalid', 'true');
  // Nothing saved: after a reload the boxes are empty again.
  await page.reload();
  await page.getByRole('button', { name: desktop ? `Show ${title}` : `${title} দেখুন` }).click();
  await expect(
    detail.getByRole('spinbutton', { name: desktop ? /^Votes for / : /-এর ভোট$/ }).first(),
  ).toHaveValue('');
  await expectNoSideways(page);
  await expectAccessible(page);
});
