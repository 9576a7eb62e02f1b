import { expect, type Page, test } from '@playwright/test';
import { loginAndOpen } from './admin-members-helpers';
import { FINANCE_ADMIN, FULL_PLUS_ADMIN } from './finance-screens-helpers';
import { DEMO_MEMBERS, expectNoSideways, loginMember, openSection } from './member-helpers';
import { expectAccessible } from './public-helpers';

/**
 * Dues reminders end to end on the real server: the Finance_Access demo admin previews the members with
 * arrears on /FinancialMonthly, reminds demo member 1002 (who owes months in the demo seed; 1001 does not), is
 * told a second reminder the same day is skipped, and sets the monthly schedule; the member then finds the
 * reminder under the dashboard's bell, in the language of their settings, marks it read and saves their
 * message settings. Axe checks the reminders section, its confirmation, the inbox and the settings.
 *
 * A member is reminded once a day: where both widths run on one server, the run that comes second finds the
 * member reminded and the message read, and checks that instead (each branch asserts what it sees).
 */
const MEMBER = DEMO_MEMBERS.two;
const REMINDER_TITLE = /Reminder: monthly contributions due|বকেয়া মাসিক চাঁদার কথা মনে করিয়ে দিচ্ছি/;
const REMINDER_BODY =
  /You owe ৳[\d,]+\.\d\d in monthly contributions for \d+ months?|আপনার [০-৯]+ মাসের .* মাসিক চাঁদা বকেয়া, মোট ৳[০-৯,]+\.[০-৯]{2}/;
const SKIPPED = 'Reminders queued for 0 members. 1 skipped: already reminded today.';
const unreadOf = (name: string | null) => Number(/(\d+) unread/.exec(name ?? '')?.[1] ?? 0);

// The reminders are the actions of the one arrears list.
const remindersSection = (page: Page) => page.getByRole('region', { name: 'Members in arrears' });
const bell = (page: Page) => page.getByRole('button', { name: /^Notifications, / });

test('a Finance admin reminds a member of their dues and the member reads it in the inbox', async ({
  page,
}, info) => {
  // Two logins, two axe runs and a dialog on a machine shared by the other journeys.
  test.setTimeout(120_000);

  await loginAndOpen(page, FINANCE_ADMIN.phone, FINANCE_ADMIN.password, 'Monthly Contributions');
  const section = remindersSection(page);
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByRole('heading', { level: 2, name: 'Members in arrears' })).toBeVisible();
  // The dashboard always gets the reminder; SMS and email are shown as on or off, never assumed.
  // The page's first load asks for the book, the chart, the arrears and the preview together.
  await expect(section.getByRole('list', { name: 'Reminders are sent to' })).toContainText(
    'Member dashboard: on',
    { timeout: 30_000 },
  );
  await expect(section.getByText(/^\d+ members? owes? ৳[\d,]+\.\d\d$/)).toBeVisible();
  // The member is found by number on the server, whichever page they are on.
  await section.getByLabel('Search the arrears by member no or name').fill(MEMBER.no);
  await section.getByLabel('Search the arrears by member no or name').press('Enter');
  await expect(section.getByText(/^1 member owes ৳[\d,]+\.\d\d$/)).toBeVisible();

  const table = section.getByRole('table', { name: 'Members owing monthly contributions' });
  const row = table
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: MEMBER.no, exact: true }) });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell').nth(4)).toHaveText(/৳[\d,]+\.\d\d/);
  const remindedBefore = (await row.getByRole('cell').nth(5).innerText()) === 'Yes';
  await expectAccessible(page);

  await row.getByRole('button', { name: /^Remind / }).click();
  const confirm = page.getByRole('dialog', { name: 'Send dues reminders?' });
  await expect(confirm).toContainText('A reminder will be sent to 1 member');
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Send reminders' }).click();
  await expect(section.getByRole('status').filter({ hasText: 'Reminder' })).toHaveText(
    remindedBefore ? SKIPPED : 'Reminder queued for 1 member.',
  );
  await expect(row.getByRole('cell').nth(5)).toHaveText('Yes');

  // The same member again today: nobody is reminded twice in a day.
  await row.getByRole('button', { name: /^Remind / }).click();
  await page
    .getByRole('dialog', { name: 'Send dues reminders?' })
    .getByRole('button', { name: 'Send reminders' })
    .click();
  await expect(section.getByRole('status').filter({ hasText: 'Reminder' })).toHaveText(SKIPPED);

  // The monthly schedule: a day of the month, then off again (the demo's setting stays as it was).
  const day = section.getByLabel('Send reminders automatically');
  await day.selectOption({ label: 'On day 5 of each month' });
  await section.getByRole('button', { name: 'Save schedule' }).click();
  await expect(section.getByText('Reminders will go out on day 5 of each month.')).toBeVisible();
  await day.selectOption({ label: 'Off (only when sent from here)' });
  await section.getByRole('button', { name: 'Save schedule' }).click();
  await expect(section.getByText('The monthly reminder is off.')).toBeVisible();
  if (info.project.name === 'mobile') await expectNoSideways(page);

  // The member: the inbox shows the reminder (written with the send), the bell counts it while unread.
  await page.context().clearCookies();
  await loginMember(page, MEMBER);
  await expect(bell(page)).toHaveAccessibleName(/^Notifications, (none|\d+) unread$/, { timeout: 15_000 });
  const before = unreadOf(await bell(page).getAttribute('aria-label'));
  await bell(page).click();
  const inbox = page.getByRole('dialog', { name: 'Notifications' });
  const item = inbox.getByRole('listitem').filter({ hasText: REMINDER_TITLE }).first();
  await expect(item).toBeVisible({ timeout: 15_000 });
  await expect(item).toContainText(REMINDER_BODY);
  await expectAccessible(page);
  if (info.project.name === 'mobile') await expectNoSideways(page);

  const markRead = item.getByRole('button', { name: 'Mark as read' });
  if (await markRead.isVisible()) {
    expect(before).toBeGreaterThan(0);
    await expect(item.getByRole('heading', { level: 3 })).toHaveText(/^New /);
    await markRead.click();
    await expect(markRead).toBeHidden();
    await inbox.getByRole('button', { name: 'Close' }).click();
    await expect(bell(page)).toHaveAccessibleName(
      before === 1 ? 'Notifications, none unread' : `Notifications, ${before - 1} unread`,
    );
  } else {
    // Read in the other width's run: no longer marked new, and not counted by the bell.
    await expect(item.getByRole('heading', { level: 3 })).not.toHaveText(/^New /);
    await inbox.getByRole('button', { name: 'Close' }).click();
  }
  await expect(bell(page)).toBeFocused();

  // Message settings: a wrong email address is refused beside the field, a right one is kept.
  // The settings are a section of the dashboard's tabs: one tap on Messages.
  const settings = await openSection(page, 'Messages and reminders');
  await expect(settings.getByText('Dashboard', { exact: true })).toBeVisible();
  const email = settings.getByLabel('Email address');
  await email.fill('not-an-address');
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await expect(settings.getByText('Enter a valid email address, e.g. name@example.com')).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);
  const address = `member${MEMBER.no}.${info.project.name}@example.com`;
  await email.fill(address);
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await expect(settings.getByRole('status')).toHaveText('Your message settings were saved.');
  await page.reload();
  await expect((await openSection(page, 'Messages and reminders')).getByLabel('Email address')).toHaveValue(
    address,
  );
});

test('an admin sees the message deliveries, filters them by status and finds the reminders', async ({
  page,
}, info) => {
  test.setTimeout(90_000);
  await loginAndOpen(page, FULL_PLUS_ADMIN.phone, FULL_PLUS_ADMIN.password, 'Message Deliveries');
  await expect(page.getByRole('heading', { level: 1, name: 'Message Deliveries' })).toBeVisible();
  // Failed ones first: the ones to act on (the journeys' server delivers to the inbox, which cannot fail).
  const show = page.getByLabel('Show');
  await expect(show).toHaveValue('failed');
  const table = page.getByRole('table', { name: 'Message deliveries' });
  // The answer for All (the first load, for failed ones, may still be on its way).
  const allLoaded = page.waitForResponse((r) => {
    const url = decodeURIComponent(r.url());
    return url.includes('admin.notifications.deliveries') && !url.includes('"failed"') && r.ok();
  });
  await show.selectOption({ label: 'All' });
  await allLoaded;
  // Newest first: on a server the other journeys have used, later receipts can push the reminders to a
  // later page, so page on until one shows (or the pages run out and the expectation fails). While a page is
  // on its way both pager buttons are disabled, so each turn waits for Previous to come back before reading
  // the rows: reading them earlier would see the page before and stop too soon.
  const reminder = table.getByRole('row').filter({ hasText: 'Dues reminder' }).first();
  await expect(table.getByRole('row').nth(1)).toBeVisible({ timeout: 15_000 });
  const pages = page.getByRole('navigation', { name: 'Pages of Message deliveries' });
  const next = pages.getByRole('button', { name: 'Next' });
  const previous = pages.getByRole('button', { name: 'Previous' });
  if (await pages.isVisible()) await expect(pages).toContainText(/page 1 of \d+/);
  while (!(await reminder.isVisible()) && (await pages.isVisible()) && (await next.isEnabled())) {
    await next.click();
    await expect(previous).toBeEnabled({ timeout: 15_000 });
  }
  await expect(reminder).toBeVisible({ timeout: 15_000 });
  await expectAccessible(page);
  if (info.project.name === 'mobile') await expectNoSideways(page);
});
