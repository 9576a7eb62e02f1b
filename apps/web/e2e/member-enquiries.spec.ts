import { expect, test } from '@playwright/test';
import { carPath } from '@samity/domain';
import { DEMO_MEMBERS, expectNoSideways, loginMember } from './member-helpers';
import { expectAccessible } from './public-helpers';

/**
 * A buyer asks a dealer about a car: from the car's details on /Stocklist, the enquiry form refuses a bad
 * mobile number on its field, then sends. The dealer (member 1001, who deals the demo's first cars) logs in,
 * finds the Enquiries tab counting it, sees it marked new with call and SMS links (still new after a reload:
 * showing it marks nothing read), and marks it answered. On a car's own page the Enquire button is there with
 * its label as soon as the page is.
 * Each width runs on a server and database of its own, so both use member 1001.
 */
test('a buyer sends an enquiry and the dealer sees it new and marks it answered', async ({ page }, info) => {
  test.setTimeout(90_000);
  const dealer = DEMO_MEMBERS.one;
  const buyer = `Enquiry buyer ${info.project.name}`;

  // The dealer's business, to know the search has come back with the dealer's cars before choosing one.
  const stock = (await (await page.request.get('/api/stocks')).json()) as {
    id: number;
    brand: string;
    model: string;
    model_year: number;
    member_no: string;
    business: string;
  }[];
  const first = stock[0]!;
  await page.goto(carPath(first));
  // The heading is in the server's HTML (the car's first content); the actions come with the app's render.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enquire', exact: true })).toHaveCount(1);
  await page.getByRole('button', { name: 'Enquire', exact: true }).click();
  await expect(page.getByRole('dialog', { name: /^Enquire about the / })).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: info.outputPath(`car-page-enquiry-${info.project.name}.png`) });
  await page
    .getByRole('dialog', { name: /^Enquire about the / })
    .getByRole('button', { name: 'Cancel' })
    .click();

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
  // The demo seed's unread enquiries to member 1001 are counted too.
  const unread = Number(/\((\d+)\)/.exec((await tab.textContent()) ?? '')?.[1]);
  expect(unread).toBeGreaterThan(1);
  await tab.click();
  const section = page.getByRole('region', { name: 'Enquiries from buyers', exact: true });
  await expect(section).toBeVisible();
  const row = section.getByRole('row', { name: new RegExp(buyer) });
  await expect(row).toContainText('New');
  await expect(row.getByRole('link', { name: 'Call 01812345670' })).toHaveAttribute(
    'href',
    'tel:01812345670',
  );
  // SMS and WhatsApp replies open with a first line naming the car the buyer asked about.
  await expect(row.getByRole('link', { name: 'SMS 01812345670' })).toHaveAttribute(
    'href',
    /^sms:01812345670\?body=Hello%20/,
  );
  await expect(row.getByRole('link', { name: `WhatsApp ${buyer}` })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/8801812345670\?text=Hello%20/,
  );
  await expectAccessible(page);
  await page.screenshot({
    path: info.outputPath(`member-enquiries-new-${info.project.name}.png`),
    fullPage: true,
  });
  // Shown is not acted on: after a reload the enquiry is still new and still counted.
  await page.reload();
  await tab.click();
  await expect(row).toContainText('New');
  await expect(tab).toHaveText(/^Enquiries \(\d+\)$/);
  await expectNoSideways(page);
  await row.getByRole('button', { name: `Mark answered: ${buyer}` }).click();
  await expect(row).toContainText('Answered');
  await expect(row.getByRole('button', { name: `Mark answered: ${buyer}` })).toHaveCount(0);
  // Answered, the enquiry is no longer new, and the tab's count drops with it (the seed's stay new).
  await expect(row).not.toContainText('New');
  await expect(row.getByRole('button', { name: `Mark read: ${buyer}` })).toHaveCount(0);
  await expect(tab).toHaveText(`Enquiries (${unread - 1})`);
  await page.screenshot({
    path: info.outputPath(`member-enquiries-${info.project.name}.png`),
    fullPage: true,
  });
});
