import { expect, test } from '@playwright/test';
import { VEHICLE_BRANDS } from '@samity/domain';
import { DEMO_MEMBERS, signInMember } from './member-helpers';

/**
 * A dealer on a Bengali phone reads the cars of the enquiries in the inbox as the stock pages name them: the
 * vehicle vocabulary's Bengali brand and model, the year in Bengali digits, never the stored English title.
 */
test.describe("the dealer's enquiry inbox in Bengali", () => {
  test.use({ locale: 'bn-BD' });

  test('names each car in Bengali @mobile-only', async ({ page }, info) => {
    await signInMember(page, DEMO_MEMBERS.one, info);
    await page.goto('/MemberDashboard');
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await page.getByRole('tab', { name: /^জিজ্ঞাসা/ }).click();
    const inbox = page.getByRole('region', { name: 'ক্রেতাদের জিজ্ঞাসা', exact: true });
    const cars = inbox.locator('td[data-label="গাড়ি"]');
    await expect(cars.first()).toBeVisible();
    const names = await cars.allTextContents();
    // The demo seed's enquiries to this dealer are about cars of brands the vocabulary knows.
    const english = VEHICLE_BRANDS.map((brand) => brand.en);
    for (const name of names) {
      expect(name.trim(), name).toMatch(/^[\u0980-\u09FF]/);
      for (const brand of english) expect(name, name).not.toContain(brand);
      // The model year is written in Bengali digits.
      expect(name, name).toMatch(/[০-৯]{4}$/);
    }
    await page.screenshot({ path: info.outputPath('member-enquiries-bengali.png'), fullPage: true });
  });
});
