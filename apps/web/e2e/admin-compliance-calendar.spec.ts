import { expect, test } from '@playwright/test';
import { isPhone, loginAndOpen } from './admin-members-helpers';
import { FULL_PLUS_ADMIN } from './finance-screens-helpers';
import { expectAccessible } from './public-helpers';

/**
 * The compliance calendar on /Admin: the last ended financial year's annual statements, its audit and annual
 * general meeting, and the committee's term, each with where it stands and a link to where it is done. The
 * demo's last ended year is closed and audited (its adoption is left to do), so the audit is read from the
 * year's life, recorded on /YearEnd. Read only: other journeys may share the server.
 */
test('Full_Access+ reads the compliance calendar on the admin home and follows an item to its page', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await loginAndOpen(page, FULL_PLUS_ADMIN.phone, FULL_PLUS_ADMIN.password, 'Admin Panel');
  const calendar = page.getByRole('region', { name: 'Compliance calendar' });
  const items = calendar.getByRole('listitem');
  await expect(items).toHaveCount(4);

  const statements = items.nth(0);
  await expect(statements.getByRole('link', { name: /^Annual statements \d{4}-\d{2}$/ })).toHaveAttribute(
    'href',
    '/YearEnd',
  );
  await expect(statements).toContainText(/Due 30 July \d{4}, 30 days after the year ends/);
  await expect(statements).toContainText(/days? (late|left)|Due today|Done: the year is closed/);

  const audit = items.nth(1);
  await expect(audit.getByRole('link', { name: 'Annual audit' })).toHaveAttribute('href', '/YearEnd');
  await expect(audit).toContainText(/No audit completion is recorded|Completed on/);
  const agm = items.nth(2);
  await expect(agm.getByRole('link', { name: 'Annual general meeting' })).toHaveAttribute(
    'href',
    '/MeetingsAdmin',
  );
  await expect(agm).toContainText(/60 days after the audit/);
  const term = items.nth(3);
  await expect(term.getByRole('link', { name: "Committee's term" })).toHaveAttribute(
    'href',
    '/ElectionsAdmin',
  );
  await expect(term).toContainText(/No term is recorded|Ends \d{1,2} \w+ \d{4}|Ended \d{1,2} \w+ \d{4}/);
  // One calendar: the committee's term is not shown a second time elsewhere on the page.
  await expect(page.getByRole('heading', { name: 'Committee term', exact: true })).toHaveCount(0);

  if (isPhone(page)) {
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }
  await expectAccessible(page);
  await calendar.screenshot({ path: testInfo.outputPath(`calendar-${testInfo.project.name}.png`) });

  await statements.getByRole('link').click();
  await expect(page).toHaveURL(/\/YearEnd$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Year-end statements');
});
