import { expect, test } from '@playwright/test';
import { todayInDhaka } from '@samity/domain';
import { photoLikePng } from './harness/test-images';
import { expectNoSideways, loginMember, memberFor, openSection } from './member-helpers';
import { expectAccessible } from './public-helpers';

const FULL_ADMIN = { phone: '01711000002', password: 'demo-full-2026' };
const ATTENDEE = '1001';

/** A Dhaka date `days` from today, as a date field takes it (YYYY-MM-DD), and as the English pages write it. */
const dhakaDay = (days: number) => todayInDhaka(Date.now() + days * 86_400_000);
const shown = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

const picture = { name: 'notice.png', mimeType: 'image/png', buffer: photoLikePng(1200, 900) };

/**
 * A general meeting from its schedule to the register: the admin schedules it, publishes its notice, ticks a
 * member present (the quorum not met, then met once the quorum is set to one member), writes the minutes
 * with a resolution and adopts them after a confirmation; the resolution is numbered in the register and the
 * minutes can no longer be edited; the member then finds the minutes on the dashboard. axe at each screen,
 * at 1280 and 375 px (each width on a server of its own).
 */
test('an admin schedules a meeting, takes attendance, adopts the minutes; a member reads them', async ({
  page,
  browser,
}, info) => {
  test.setTimeout(150_000); // two browsers, an upload, several axe passes
  const place = `Society hall (${info.project.name})`;
  // Held yesterday: minutes are adopted only once the meeting has begun.
  const day = dhakaDay(-1);
  const resolution = `Resolved that the accounts of the year are approved (${info.project.name}).`;
  const member = memberFor(info);

  await page.goto('/AdminLogin');
  await page.getByLabel('Phone').fill(FULL_ADMIN.phone);
  await page.getByLabel('Password').fill(FULL_ADMIN.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/AdminLogin/);

  await page.goto('/MeetingsAdmin');
  await expect(page.getByRole('heading', { level: 1, name: 'Meetings' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Quorum' })).toContainText('34% of the members entitled');

  // The schedule form checks what the API checks, beside each field.
  await page.getByRole('button', { name: 'Schedule a meeting' }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule a meeting' });
  await dialog.getByRole('button', { name: 'Schedule' }).click();
  await expect(dialog.getByText('Add at least one agenda item.')).toBeVisible();
  await expectAccessible(page);
  await dialog.getByLabel('Kind of meeting').selectOption({ label: 'Special general meeting' });
  await dialog.getByLabel('Date').fill(day);
  await dialog.getByLabel('Time').fill('16:30');
  await dialog.getByLabel('Place').fill(place);
  await dialog.getByLabel('Agenda').fill('Accounts of the year\nNext year’s budget');
  await dialog.getByRole('button', { name: 'Schedule' }).click();
  await expect(dialog).toHaveCount(0);
  const detail = page.getByRole('article', { name: new RegExp(`Special general meeting: ${shown(day)}`) });
  await expect(detail.getByRole('heading', { level: 2 }).first()).toContainText(place);

  // The notice: a general meeting's goes on the public notice board with the picture of the signed notice.
  await detail.getByLabel(/Picture of the signed notice/).setInputFiles(picture);
  await expect(detail.getByText('Uploaded', { exact: true })).toBeVisible({ timeout: 15_000 });
  await detail.getByRole('button', { name: 'Publish the notice' }).click();
  await expect(detail.getByText('The notice is published')).toBeVisible();

  // Attendance: find the member by number and tick them; one of all the active members is not a quorum.
  const attendance = detail.getByRole('region', { name: 'Attendance' });
  // Demo member 1001 (not in arrears in the demo's books): only a member with membership rights on the day
  // can be ticked; another demo member may be in arrears, and the sheet says so beside the name.
  await attendance.getByLabel('Find a member by number or name').fill(ATTENDEE);
  const row = attendance.getByRole('checkbox', { name: new RegExp(`^${ATTENDEE}`) });
  await expect(row).toBeVisible();
  await expect(attendance.getByRole('checkbox')).toHaveCount(1);
  await row.check();
  await expect(row).toBeChecked();
  await expect(attendance.getByRole('status')).toContainText('Quorum not met: 1 present');
  await expectNoSideways(page);
  await expectAccessible(page);

  // Without the quorum the minutes are refused, the rule named; nothing is numbered.
  const minutes = detail.getByRole('region', { name: 'Minutes' });
  await minutes.getByRole('button', { name: 'Adopt the minutes' }).click();
  const early = page.getByRole('dialog', { name: 'Adopt the minutes?' });
  await expect(early).toContainText('Quorum not met: 1 present');
  await early.getByRole('button', { name: 'Adopt the minutes' }).click();
  await expect(minutes.getByRole('alert')).toContainText('The quorum was not met: 1 of');
  await expect(minutes.getByRole('alert')).toContainText('record the meeting as adjourned');

  // The quorum of general meetings set to one member: now it is met.
  const quorum = page.getByRole('region', { name: 'Quorum' });
  await quorum.getByRole('button', { name: 'Change the quorum' }).click();
  const settings = page.getByRole('dialog', { name: 'Quorum' });
  const general = settings.getByRole('group', { name: 'General meetings' });
  await general.getByLabel('Counted as').selectOption({ label: 'Number of members' });
  await general.getByLabel('Percent or number').fill('0');
  await settings.getByRole('button', { name: 'Save' }).click();
  await expect(general.getByText('A percent from 1 to 100')).toBeVisible();
  await general.getByLabel('Percent or number').fill('1');
  await settings.getByRole('button', { name: 'Save' }).click();
  await expect(quorum.getByRole('status')).toHaveText('The quorum is saved.');
  await expect(quorum.getByText('1 member', { exact: true })).toBeVisible();
  await expect(attendance.getByRole('status')).toContainText('Quorum met: 1 present, 1 needed');

  // The minutes: a discussion and a resolution, adopted after a confirmation that says what is recorded.
  const first = minutes.getByRole('group', { name: /^1\. Accounts of the year/ });
  await first.getByLabel('Discussion').fill('The treasurer read the accounts; members asked about the rent.');
  await first.getByRole('button', { name: 'Add a resolution' }).click();
  await first.getByLabel('Resolution 1').fill(resolution);
  await minutes.getByRole('button', { name: 'Save the draft' }).click();
  await expect(minutes.getByRole('status')).toHaveText('The draft minutes are saved.');
  await minutes.getByRole('button', { name: 'Adopt the minutes' }).click();
  const confirm = page.getByRole('dialog', { name: 'Adopt the minutes?' });
  await expect(confirm).toContainText(`This records the meeting of ${shown(day)} at 16:30 as held.`);
  await expect(confirm).toContainText('Quorum met: 1 present, 1 needed');
  await expect(confirm).toContainText('1 resolution gets its register number.');
  await expect(confirm).toContainText('can never be edited again');
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Adopt the minutes' }).click();
  await expect(minutes.getByText('These minutes are adopted and cannot be edited.')).toBeVisible();
  const year = day.slice(0, 4);
  await expect(minutes.getByRole('listitem').filter({ hasText: resolution })).toContainText(
    new RegExp(`No\\. ${year}/\\d+`),
  );
  // Immutable: no field to edit, no button to adopt again, attendance closed.
  await expect(minutes.getByRole('textbox')).toHaveCount(0);
  await expect(minutes.getByRole('button', { name: 'Adopt the minutes' })).toHaveCount(0);
  await expect(row).toBeDisabled();
  await expect(detail.getByRole('link', { name: 'English PDF' })).toHaveAttribute(
    'href',
    /\/api\/admin\/meetings\/\d+\/minutes\.pdf\?lang=en/,
  );
  await expectNoSideways(page);
  await expectAccessible(page);

  // The register: the resolution under its number, found by a word of it, with its files.
  await page.goto('/ResolutionRegister');
  await expect(page.getByRole('heading', { level: 1, name: 'Resolution register' })).toBeVisible();
  await page.getByLabel('Search resolutions by words or number').fill(info.project.name);
  const entry = page.getByRole('row').filter({ hasText: resolution });
  await expect(entry).toContainText(new RegExp(`${year}/\\d+`));
  await expect(page.getByRole('link', { name: 'English CSV' })).toHaveAttribute(
    'href',
    `/api/admin/resolutions.csv?lang=en&search=${info.project.name}`,
  );
  const csv = await page.request.get(`/api/admin/resolutions.csv?search=${info.project.name}`);
  expect(csv.status()).toBe(200);
  expect(await csv.text()).toContain(resolution);
  await expectNoSideways(page);
  await expectAccessible(page);

  // The member finds the notice and the adopted minutes on the dashboard.
  const memberContext = await browser.newContext({
    baseURL: info.project.use.baseURL,
    viewport: page.viewportSize(),
    extraHTTPHeaders: info.project.use.extraHTTPHeaders,
  });
  const memberPage = await memberContext.newPage();
  await loginMember(memberPage, member);
  const meetings = await openSection(memberPage, 'Meetings');
  const notice = meetings.getByRole('row').filter({ hasText: place });
  await expect(notice).toContainText('Special general meeting');
  await expect(notice).toContainText('Next year’s budget');
  const pdf = notice.getByRole('link', { name: `Minutes of the meeting of ${shown(day)}, PDF in English` });
  const answer = await memberPage.request.get((await pdf.getAttribute('href')) ?? '');
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('application/pdf');
  await expectNoSideways(memberPage);
  await expectAccessible(memberPage);
  await memberContext.close();
});
