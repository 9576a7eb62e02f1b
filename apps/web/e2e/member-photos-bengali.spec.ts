import { expect, test } from '@playwright/test';
import { photoLikePng } from './harness/test-images';
import { DEMO_MEMBERS, signInMember } from './member-helpers';
import { expectAccessible } from './public-helpers';

/**
 * A dealer on a Bengali phone adds three photos to a new car (issue 37, §6): each is compressed in a worker
 * and the three are uploaded at once, each with its own progress bar named in Bengali; the uploads are held
 * at the server's door until all three have been sent, which never happens if they go one after another.
 * Nothing is saved: the dialog is closed without adding the car.
 */
test.describe('photos on a Bengali phone', () => {
  test.use({ locale: 'bn-BD' });

  test('three photos upload at once, each with a Bengali progress bar @mobile-only', async ({
    page,
  }, info) => {
    await signInMember(page, DEMO_MEMBERS.two, info);
    await page.goto('/MemberDashboard');
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await page
      .getByRole('tablist', { name: 'ড্যাশবোর্ডের অংশসমূহ' })
      .getByRole('tab', { name: 'স্টক', exact: true })
      .click();
    await page.getByRole('button', { name: 'গাড়ি যোগ করুন' }).click();
    const dialog = page.getByRole('dialog', { name: 'একটি গাড়ি যোগ করুন' });
    await expect(dialog).toBeVisible();

    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    let sent = 0;
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/uploads', async (route) => {
      sent += 1;
      await released;
      return route.continue();
    });
    const names = ['samne', 'pashe', 'pechone'];
    await dialog.getByLabel(/^ছবি/).setInputFiles(
      names.map((name, i) => ({
        name: `${name}.png`,
        mimeType: 'image/png',
        buffer: photoLikePng(1200 - i * 100, 900 - i * 80),
      })),
    );
    await expect.poll(() => sent, { timeout: 20_000 }).toBe(3);
    for (const name of names)
      await expect(dialog.getByRole('progressbar', { name: `${name}.png আপলোড হচ্ছে` })).toBeVisible();
    await expect(dialog.getByText('আপলোড হচ্ছে…', { exact: true })).toHaveCount(3);
    expect(workers.some((url) => /image-compression\.worker/.test(url))).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    release();
    await expect(dialog.getByText('আপলোড হয়েছে', { exact: true })).toHaveCount(3, { timeout: 20_000 });
    await expect(dialog.getByRole('progressbar')).toHaveCount(0);
    await expectAccessible(page);
    await dialog.getByText('আপলোড হয়েছে', { exact: true }).last().scrollIntoViewIfNeeded();
    await page.screenshot({ path: info.outputPath('member-photos-bengali.png') });
  });
});
