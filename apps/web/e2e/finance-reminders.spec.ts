import { expect, type Page, test } from '@playwright/test';
import { loginAndOpen } from './admin-members-helpers';
import { FINANCE_ADMIN } from './finance-screens-helpers';
import { expectNoSideways, loginMember, memberFor } from './member-helpers';
import { expectAccessible } from './public-helpers';

/**
 * Dues reminders end to end on the real server: the Finance_Access demo admin previews the members with
 * arrears on /FinancialMonthly, reminds one demo member (1001 on the desktop, 1002 on the phone: both
 * projects share one database), is told a second reminder the same day is skipped, and sets the monthly
 * schedule; the member then finds the reminder under the dashboard's bell, marks it read and saves their
 * message settings. Axe checks the reminders section, the inbox and the settings.
 */
const REMINDER_TITLE = 'Reminder: monthly contributions due';

const remindersSection = (page: Page) => page.getByRole('region', { name: 'Dues reminders' });
const bell = (page: Page) => page.getByRole('button', { name: /^Notifications, / });

test('a Finance admin reminds a member of their dues and the member reads it in the inbox', async ({
  page,
}, info) => {
  // Two logins, two axe runs and a dialog on a machine shared by the other journeys.
  test.setTimeout(120_000);
  const member = memberFor(info);

  await loginAndOpen(page, FINANCE_ADMIN.phone, FINANCE_ADMIN.password, 'Monthly Contributions');
  const section = remindersSection(page);
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByRole('heading', { level: 2, name: 'Dues reminders' })).toBeVisible();
  // The dashboard always gets the reminder; SMS and email are shown as on or off, never assumed.
  await expect(section.getByRole('list', { name: 'Reminders are sent to' })).toContainText(
    'Member dashboard: on',
  );
  await expect(section.getByText(/members? owes? ৳[\d,]+\.\d\d in total\./)).toBeVisible();

  const table = section.getByRole('table', { name: 'Members with arrears to remind' });
  const row = table
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: member.no, exact: true }) });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell').nth(4)).toHaveText(/৳[\d,]+\.\d\d/);
  await expect(row.getByRole('cell').nth(5)).toHaveText('—');
  await expectAccessible(page);

  await row.getByRole('checkbox').check();
  await section.getByRole('button', { name: 'Send to 1 selected' }).click();
  const confirm = page.getByRole('dialog', { name: 'Send dues reminders?' });
  await expect(confirm).toContainText('A reminder will be sent to 1 member');
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Send reminders' }).click();
  await expect(section.getByRole('status').filter({ hasText: 'Reminder' })).toHaveText(
    'Reminder queued for 1 member.',
  );
  await expect(row.getByRole('cell').nth(5)).toHaveText('Yes');

  // The same member again today: nobody is reminded twice in a day.
  await row.getByRole('checkbox').check();
  await section.getByRole('button', { name: 'Send to 1 selected' }).click();
  await page
    .getByRole('dialog', { name: 'Send dues reminders?' })
    .getByRole('button', { name: 'Send reminders' })
    .click();
  await expect(section.getByRole('status').filter({ hasText: 'Reminder' })).toHaveText(
    'Reminders queued for 0 members. 1 skipped: already reminded today.',
  );

  // The monthly schedule: a day of the month, then off again (the demo's setting stays as it was).
  const day = section.getByLabel('Send reminders automatically');
  await day.selectOption({ label: 'On day 5 of each month' });
  await section.getByRole('button', { name: 'Save schedule' }).click();
  await expect(section.getByText('Reminders will go out on day 5 of each month.')).toBeVisible();
  await day.selectOption({ label: 'Off (only when sent from here)' });
  await section.getByRole('button', { name: 'Save schedule' }).click();
  await expect(section.getByText('The monthly reminder is off.')).toBeVisible();
  if (info.project.name === 'mobile') await expectNoSideways(page);

  // The member: the bell counts the reminder, the inbox shows it newest first, Mark as read clears it.
  await page.context().clearCookies();
  await loginMember(page, member);
  const inbox = page.getByRole('dialog', { name: 'Notifications' });
  const item = inbox.getByRole('listitem').filter({ hasText: REMINDER_TITLE }).first();
  // Delivered to the inbox by the outbox worker: a reload asks again until it is there.
  await expect(async () => {
    await page.reload();
    await expect(bell(page)).toHaveAccessibleName(/^Notifications, [1-9]\d* unread$/, { timeout: 2_000 });
    await bell(page).click();
    await expect(item).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  const before = Number(/(\d+) unread/.exec((await bell(page).getAttribute('aria-label')) ?? '')?.[1]);
  await expect(item.getByRole('heading', { level: 3 })).toHaveText(`New ${REMINDER_TITLE}`);
  await expect(item).toContainText(/You owe ৳[\d,]+\.\d\d in monthly contributions for \d+ months?/);
  await expectAccessible(page);
  if (info.project.name === 'mobile') await expectNoSideways(page);

  await item.getByRole('button', { name: 'Mark as read' }).click();
  await expect(item.getByRole('button', { name: 'Mark as read' })).toBeHidden();
  await expect(item.getByRole('heading', { level: 3 })).toHaveText(REMINDER_TITLE);
  await inbox.getByRole('button', { name: 'Close' }).click();
  await expect(bell(page)).toHaveAccessibleName(
    before - 1 === 0 ? 'Notifications, none unread' : `Notifications, ${before - 1} unread`,
  );

  // Message settings: a wrong email address is refused beside the field, a right one is kept.
  const settings = page.getByRole('region', { name: 'Messages and reminders', exact: true });
  await settings.scrollIntoViewIfNeeded();
  await expect(settings.getByText('Dashboard', { exact: true })).toBeVisible();
  const email = settings.getByLabel('Email address');
  await email.fill('not-an-address');
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await expect(settings.getByText('Enter a valid email address, e.g. name@example.com')).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);
  const address = `member${member.no}@example.com`;
  await email.fill(address);
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await expect(settings.getByRole('status')).toHaveText('Your message settings were saved.');
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Messages and reminders', exact: true }).getByLabel('Email address'),
  ).toHaveValue(address);
});
