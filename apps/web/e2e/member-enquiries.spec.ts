import { expect, test } from '@playwright/test';
import { DEMO_MEMBERS, expectNoSideways, loginMember } from './member-helpers';
import { expectAccessible } from './public-helpers';

/**
 * A buyer asks a dealer about a car: from the car's details on /Stocklist, the enquiry form refuses a bad
 * mobile number on its field, then sends. The dealer (member 1001, who deals the demo's first cars) logs in,
 * finds the Enquiries tab counting it, sees it marked new with call and SMS links, and marks it answered.
 * Each width runs on a server and database of its own, so both use member 1001.
 */
test('a buyer sends an enquiry and the dealer sees it new and marks it answered', async ({ page }, info) => {
  test.setTimeout(90_000);
  const dealer = DEMO_MEMBERS.one;
  const buyer = `Enquiry buyer ${info.project.name}`;

  // The dealer's business, to know the search has come back with the dealer's cars before choosing one.
  const stock = (await (await page.request.get('/api/stocks')).json()) as {
    member_no: string;
    business: string;
  }[];
  const business = stock.find((car) => car.member_no === dealer.no)?.business ?? '';
  expect(business).not.toBe('');
  await page.goto('/Stocklist');
  await page.getByLabel('Search cars').fill(dealer.no);
  await page.getByLabel('Search cars').press('Enter');
  const card = page.locator('.stock-card').first();
  await expect(card).toContainText(business);
  await card.getByRole('button', { name: /^View details/ }).click();
  const details = page.getByRole('dialog').first();
  await details.getByRole('button', { name: 'Enquire', exact: true }).click();
  const form = page.getByRole('dialog', { name: /^Enquire about the / });
  await expect(form).toBeVisible();
  await form.getByLabel('Your name').fill(buyer);
  await form.getByLabel('Mobile number').fill('12345');
  await form.getByLabel('Message').fill('Is the price negotiable? Can I see it on Friday?');
  await form.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(form.getByText('Enter a Bangladeshi mobile number, e.g. 01712345678')).toBeVisible();
  await expect(form.getByLabel('Mobile number')).toBeFocused();
  await expectAccessible(page);
  await form.getByLabel('Mobile number').fill('01812345670');
  await form.getByLabel('Best time to call').fill('After 5 pm');
  await form.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(form).toBeHidden();
  await expect(details.getByRole('status')).toHaveText('Your enquiry is sent. The dealer will call you.');
  await expectNoSideways(page);

  await loginMember(page, dealer);
  const tab = page
    .getByRole('tablist', { name: 'Dashboard sections' })
    .getByRole('tab', { name: /^Enquiries/ });
  await expect(tab).toHaveText(/^Enquiries \(\d+\)$/);
  await tab.click();
  const section = page.getByRole('region', { name: 'Enquiries from buyers', exact: true });
  await expect(section).toBeVisible();
  const row = section.getByRole('row', { name: new RegExp(buyer) });
  await expect(row).toContainText('New');
  await expect(row.getByRole('link', { name: 'Call 01812345670' })).toHaveAttribute(
    'href',
    'tel:01812345670',
  );
  await expect(row.getByRole('link', { name: 'SMS 01812345670' })).toHaveAttribute('href', 'sms:01812345670');
  await expectAccessible(page);
  await expectNoSideways(page);
  await row.getByRole('button', { name: `Mark answered: ${buyer}` }).click();
  await expect(row).toContainText('Answered');
  await expect(row.getByRole('button', { name: `Mark answered: ${buyer}` })).toHaveCount(0);
  // Seen once, the enquiry no longer counts as new.
  await expect(tab).toHaveText('Enquiries');
  await page.screenshot({
    path: info.outputPath(`member-enquiries-${info.project.name}.png`),
    fullPage: true,
  });
});
