import { expect, test } from '@playwright/test';

/**
 * The texts of the server's refusals are not in a public page's first load (apps/web/src/lib/trpc.ts): they
 * are fetched when an answer is a refusal, and the refusal is shown only once they are in. A visitor on a
 * Bengali phone whose complaint is refused (here: its proof that a person sent it was altered on the way, so
 * the real server refuses it with humanProof.invalid) reads the refusal in Bengali, never the server's English
 * sentence; the first load fetched no refusal texts.
 */
test.describe('a refusal on a Bengali public page', () => {
  test.use({ locale: 'bn-BD' });

  test('is shown in Bengali, its texts fetched only when it came @mobile-only', async ({ page, context }) => {
    // Complaints are limited per client address: this test is a visitor of its own.
    await context.setExtraHTTPHeaders({ 'x-forwarded-for': '203.0.113.240' });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/assets/') && request.url().endsWith('.js')) scripts.push(request.url());
    });
    await page.route('**/trpc/public.publicComplaints.create*', async (route) => {
      const body = route.request().postData() ?? '';
      const altered = body.replace(/("proof"\s*:\s*")([^"]{12})/, '$1AAAAAAAAAAAA');
      expect(altered).not.toBe(body);
      await route.continue({ postData: altered });
    });

    await page.goto('/ClientComplain');
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await page.getByLabel('আপনার নাম').fill('রহিমা খাতুন');
    await page.getByLabel('আপনার ফোন নম্বর').fill('০১৭১২৩৪৫৬৭৮');
    await page.getByLabel('আপনার সমস্যা লিখুন').fill('ডিলার বিক্রি না হওয়ার পরেও আমার অগ্রিম টাকা রেখে দিয়েছে।');
    const beforeSending = scripts.length;
    await page.getByRole('button', { name: 'জমা দিন' }).click();

    await expect(page.getByText('যাচাই ব্যর্থ হয়েছে')).toBeVisible();
    await expect(page.getByText('The check that a person sent this form failed')).toHaveCount(0);
    // The refusal texts (English, the fallback, and Bengali) came with the refusal, not with the page.
    const refusalTexts = (urls: string[]) => urls.filter((url) => /\/errors-[\w-]+\.js$/.test(url));
    expect(refusalTexts(scripts.slice(0, beforeSending))).toEqual([]);
    expect(refusalTexts(scripts.slice(beforeSending)).length).toBe(2);
  });
});
