import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { todayInDhaka } from '@samity/domain';
import { BASE_PORT, withJourneyServer } from './journey-server';
import { expectNoSideways } from './member-helpers';
import { expectAccessible } from './public-helpers';

/**
 * What a meeting's record holds when the rules bite (docs/governance.md, Meetings): a meeting without its
 * quorum is recorded as adjourned, passing nothing; a mistake in adopted minutes is corrected by a later
 * resolution naming the one it corrects, and the register shows both directions. English at 1280 px, Bengali
 * at 375 px. These change the quorum setting and the register, which the meetings journey reads, so they run
 * on a server of their own (one per width, fresh database and demo seed).
 */
const test = base.extend<object, { recordServerUrl: string }>({
  recordServerUrl: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern; it has none
    async ({}, use, workerInfo) =>
      withJourneyServer(BASE_PORT + 92 + (workerInfo.project.name === 'mobile' ? 1 : 0), {}, use),
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ recordServerUrl }, use) => use(recordServerUrl),
});

test.describe.configure({ mode: 'serial' });

const FULL_ADMIN = { phone: '01711000002', password: 'demo-full-2026' };
const ATTENDEE = '1001';
const BN_DIGITS = '০১২৩৪৫৬৭৮৯';
/** A figure as the Bengali pages write it. */
const bn = (text: string) => text.replace(/\d/g, (d) => BN_DIGITS[Number(d)]!);
const dhakaDay = (days: number) => todayInDhaka(Date.now() + days * 86_400_000);

/** Logs in as Full_Access and opens /MeetingsAdmin, in Bengali on the phone. */
async function openMeetings(page: Page, desktop: boolean) {
  await page.goto('/AdminLogin');
  await page.getByLabel('Phone').fill(FULL_ADMIN.phone);
  await page.getByLabel('Password').fill(FULL_ADMIN.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/AdminLogin/);
  await page.goto('/MeetingsAdmin');
  if (!desktop) {
    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'বাংলা' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  }
}

/** Schedules a special general meeting held yesterday with one agenda item; answers its detail. */
async function scheduleYesterday(
  page: Page,
  say: (en: string, bn: string) => string,
  place: string,
  item: string,
) {
  await page.getByRole('button', { name: say('Schedule a meeting', 'সভা নির্ধারণ করুন') }).click();
  const dialog = page.getByRole('dialog', { name: say('Schedule a meeting', 'সভা নির্ধারণ করুন') });
  await dialog
    .getByLabel(say('Kind of meeting', 'সভার ধরন'))
    .selectOption({ label: say('Special general meeting', 'বিশেষ সাধারণ সভা') });
  await dialog.getByLabel(say('Date', 'তারিখ'), { exact: true }).fill(dhakaDay(-1));
  await dialog.getByLabel(say('Time', 'সময়'), { exact: true }).fill('10:00');
  await dialog.getByLabel(say('Place', 'স্থান'), { exact: true }).fill(place);
  await dialog.getByLabel(say('Agenda', 'আলোচ্যসূচি'), { exact: true }).fill(item);
  await dialog.getByRole('button', { name: say('Schedule', 'নির্ধারণ করুন'), exact: true }).click();
  await expect(dialog).toHaveCount(0);
  const detail = page.getByRole('article', { name: new RegExp(place) });
  await expect(detail).toBeVisible();
  return detail;
}

/** A register row's Corrections value: its cell, or its entry in the row's details where the column does not fit. */
async function corrections(row: Locator, label: string, details: string): Promise<Locator> {
  await expect(row).toBeVisible();
  const cell = row.locator(`td[data-label="${label}"]`);
  if ((await cell.count()) > 0) return cell;
  const toggle = row.getByRole('button', { name: details, exact: true });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  const panel = row.page().locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
  return panel
    .locator('dl > div')
    .filter({ has: row.page().locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');
}

test('a meeting without its quorum is recorded as adjourned and passes nothing', async ({ page }, info) => {
  test.setTimeout(120_000);
  const desktop = info.project.name === 'desktop';
  const say = (en: string, bnText: string) => (desktop ? en : bnText);
  await openMeetings(page, desktop);
  const detail = await scheduleYesterday(
    page,
    say,
    `Adjourned hall ${info.project.name}`,
    'Rent of the hall',
  );

  // Nobody is ticked present: the quorum is not met.
  const attendance = detail.getByRole('region', { name: say('Attendance', 'উপস্থিতি'), exact: true });
  await expect(attendance.getByRole('status')).toContainText(
    say('Quorum not met: 0 present', 'কোরাম পূর্ণ হয়নি: উপস্থিত ০ জন'),
  );

  // A draft with a resolution is not adjourned: nothing would be dropped unseen.
  const minutes = detail.getByRole('region', { name: say('Minutes', 'কার্যবিবরণী'), exact: true });
  const item = minutes.getByRole('group', { name: /Rent of the hall/ });
  await item.getByRole('button', { name: say('Add a resolution', 'সিদ্ধান্ত যোগ করুন') }).click();
  await item.getByLabel(say('Resolution 1', 'সিদ্ধান্ত ১')).fill('Resolved that the rent is paid.');
  const adjourn = say('Record as adjourned', 'মুলতবি হিসেবে লিপিবদ্ধ করুন');
  const asked = page.getByRole('dialog', {
    name: say('Record the meeting as adjourned?', 'সভাটি মুলতবি হিসেবে লিপিবদ্ধ করবেন?'),
  });
  await minutes.getByRole('button', { name: adjourn }).click();
  await expect(asked).toContainText(say('Quorum not met: 0 present', 'কোরাম পূর্ণ হয়নি: উপস্থিত ০ জন'));
  await asked.getByRole('button', { name: adjourn }).click();
  await expect(minutes.getByRole('alert')).toHaveText(
    say(
      'An adjourned meeting passes no resolutions: remove them from the draft minutes first.',
      'মুলতবি সভায় কোনো সিদ্ধান্ত গৃহীত হয় না: আগে খসড়া থেকে সিদ্ধান্তগুলো সরিয়ে দিন।',
    ),
  );

  // Without it, the meeting is recorded as adjourned, for good.
  await item.getByRole('button', { name: say('Remove this resolution', 'এই সিদ্ধান্ত বাদ দিন') }).click();
  await item.getByLabel(say('Discussion', 'আলোচনা')).fill(say('Too few members came.', 'যথেষ্ট সদস্য আসেননি।'));
  await minutes.getByRole('button', { name: adjourn }).click();
  await expect(asked).toContainText(
    say('It passes no resolutions, and its record can never be edited again.', 'এতে কোনো সিদ্ধান্ত গৃহীত হয় না'),
  );
  await expectAccessible(page);
  await asked.getByRole('button', { name: adjourn }).click();
  // The record is closed (the editor opens anew on it), saying so.
  await expect(minutes).toContainText(
    say('This meeting was adjourned: it passed no resolutions.', 'এই সভা মুলতবি হয়েছিল: কোনো সিদ্ধান্ত'),
  );
  await expect(minutes.getByRole('textbox')).toHaveCount(0);
  await expect(minutes.getByRole('button', { name: adjourn })).toHaveCount(0);
  await expect(
    minutes.getByRole('button', { name: say('Adopt the minutes', 'কার্যবিবরণী গ্রহণ করুন') }),
  ).toHaveCount(0);
  await expect(attendance).toContainText(
    say(
      'The quorum was taken when the record was closed and never changes.',
      'বিবরণ বন্ধ করার সময় কোরাম গণনা করা হয়েছে',
    ),
  );
  await expectNoSideways(page);
  await expectAccessible(page);
});

test('a later resolution corrects an adopted one, and the register shows both directions', async ({
  page,
}, info) => {
  test.setTimeout(150_000);
  const desktop = info.project.name === 'desktop';
  const say = (en: string, bnText: string) => (desktop ? en : bnText);
  await openMeetings(page, desktop);
  // The demo's newest adopted resolution is the one corrected.
  const register = await page.request.get('/api/resolutions?limit=1');
  expect(register.status()).toBe(200);
  const corrected: string = (await register.json()).entries[0].register_no;
  expect(corrected).toMatch(/^\d{4}\/\d+$/);

  // One member present is this server's quorum of general meetings, so the minutes can be adopted.
  const quorum = page.getByRole('region', { name: say('Quorum', 'কোরাম'), exact: true });
  await quorum.getByRole('button', { name: say('Change the quorum', 'কোরাম পরিবর্তন করুন') }).click();
  const settings = page.getByRole('dialog', { name: say('Quorum', 'কোরাম'), exact: true });
  const general = settings.getByRole('group', { name: say('General meetings', 'সাধারণ সভা'), exact: true });
  await general
    .getByLabel(say('Counted as', 'যেভাবে গণনা'))
    .selectOption({ label: say('Number of members', 'সদস্য সংখ্যা') });
  await general.getByLabel(say('Percent or number', 'শতাংশ বা সংখ্যা')).fill('1');
  await settings.getByRole('button', { name: say('Save', 'সংরক্ষণ করুন'), exact: true }).click();
  await expect(quorum.getByRole('status')).toHaveText(say('The quorum is saved.', 'কোরাম সংরক্ষিত হয়েছে।'));

  const detail = await scheduleYesterday(
    page,
    say,
    `Correction hall ${info.project.name}`,
    'Minutes of the last meeting',
  );
  const attendance = detail.getByRole('region', { name: say('Attendance', 'উপস্থিতি'), exact: true });
  await attendance
    .getByLabel(say('Find a member by number or name', 'সদস্য নম্বর বা নাম দিয়ে খুঁজুন'))
    .fill(ATTENDEE);
  const present = attendance.getByRole('checkbox', { name: new RegExp(`^(${ATTENDEE}|${bn(ATTENDEE)})`) });
  await present.check();
  await expect(attendance.getByRole('status')).toContainText(
    say('Quorum met: 1 present', 'কোরাম পূর্ণ: উপস্থিত ১ জন'),
  );

  // The correction names the resolution it corrects by its register number.
  const text = `Resolved that resolution ${corrected} is corrected: the rent is 5,000 taka (${info.project.name}).`;
  const minutes = detail.getByRole('region', { name: say('Minutes', 'কার্যবিবরণী'), exact: true });
  const item = minutes.getByRole('group', { name: /Minutes of the last meeting/ });
  await item.getByRole('button', { name: say('Add a resolution', 'সিদ্ধান্ত যোগ করুন') }).click();
  await item.getByLabel(say('Resolution 1', 'সিদ্ধান্ত ১')).fill(text);
  await item
    .getByLabel(say('Corrects resolution no. (optional)', 'যে সিদ্ধান্ত সংশোধন করে তার নম্বর (ঐচ্ছিক)'))
    .fill(corrected);
  await minutes.getByRole('button', { name: say('Save the draft', 'খসড়া সংরক্ষণ করুন') }).click();
  await expect(minutes.getByRole('status')).toHaveText(
    say('The draft minutes are saved.', 'খসড়া কার্যবিবরণী সংরক্ষিত হয়েছে।'),
  );
  const adopt = say('Adopt the minutes', 'কার্যবিবরণী গ্রহণ করুন');
  await minutes.getByRole('button', { name: adopt }).click();
  await page
    .getByRole('dialog', { name: say('Adopt the minutes?', 'কার্যবিবরণী গ্রহণ করবেন?') })
    .getByRole('button', { name: adopt })
    .click();
  const adopted = minutes.getByRole('listitem').filter({ hasText: text });
  await expect(adopted).toContainText(say(`(corrects no. ${corrected})`, `(নং ${bn(corrected)} সংশোধন করে)`));
  const own = (await adopted.locator('strong').textContent())?.replace(/^(No\. |নং )/, '') ?? '';
  expect(own).toMatch(desktop ? /^\d{4}\/\d+$/ : /^[০-৯]{4}\/[০-৯]+$/);

  // The register: the correction names what it corrects, and the corrected one names its correction.
  await page.goto('/ResolutionRegister');
  const search = page.getByLabel(say('Search resolutions by words or number', 'শব্দ বা নম্বর দিয়ে সিদ্ধান্ত খুঁজুন'));
  const label = say('Corrections', 'সংশোধন');
  const details = say('Details', 'বিস্তারিত');
  await search.fill(`(${info.project.name})`);
  const correction = page.getByRole('row').filter({ hasText: text });
  await expect(await corrections(correction, label, details)).toHaveText(
    say(`(corrects no. ${corrected})`, `(নং ${bn(corrected)} সংশোধন করে)`),
  );
  await expectNoSideways(page);
  await search.fill(corrected);
  const original = page
    .getByRole('row')
    .filter({ hasText: desktop ? corrected : bn(corrected) })
    .filter({ hasNotText: text });
  await expect(await corrections(original, label, details)).toHaveText(
    say(`Corrected by no. ${own}`, `নং ${own} দ্বারা সংশোধিত`),
  );
  await expectNoSideways(page);
  await expectAccessible(page);
});
