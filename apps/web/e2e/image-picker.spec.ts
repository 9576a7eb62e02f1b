import { expect, type Page, test } from '@playwright/test';
import { buildHarness } from './harness/build-harness';
import { photoLikePng } from './harness/test-images';
import { expectAccessible } from './public-helpers';

/**
 * The image picker through a real browser against the real server: compress in the page, upload to
 * POST /api/uploads with the admin's session cookie, show progress and the stored thumbnail. No admin screen
 * uses the picker yet (the gallery admin comes later), so the journey runs on a test page: it is built here
 * and served by Playwright under the site's own origin, and is never part of the product's build.
 */
const BASE = '/__test/image-picker/';
let harness: Awaited<ReturnType<typeof buildHarness>>;

test.beforeAll(async () => {
  harness = await buildHarness(BASE);
});

async function openTestPage(page: Page) {
  await page.route(`**${BASE}**`, (route) => {
    const path = new URL(route.request().url()).pathname;
    const file = harness.get(path.endsWith('/') ? `${path}index.html` : path);
    return file
      ? route.fulfill({ status: 200, contentType: file.type, body: file.body })
      : route.fulfill({ status: 404, body: 'not in the test page' });
  });
  await page.goto(BASE);
  await expect(page.getByRole('heading', { name: 'Image picker' })).toBeVisible();
}

async function logInAsAdmin(page: Page) {
  const admin = { phone: '01711000002', password: 'demo-full-2026' }; // a demo seed admin
  const res = await page.request.post('/api/admin/login', {
    data: { phone: admin.phone, password: admin.password, remember: false },
  });
  expect(await res.json()).toEqual({ success: true });
}

const photo = { name: 'shop-front.png', mimeType: 'image/png', buffer: photoLikePng(1600, 1200) };

test('an admin chooses pictures; they are compressed, uploaded and shown with progress', async ({ page }) => {
  await logInAsAdmin(page);
  await openTestPage(page);
  await expectAccessible(page);

  // The file field is the page's first stop for Tab: a native file input, which every browser opens with
  // Space or Enter. (Playwright's file chooser event is unreliable in this headless Chromium, so the files are
  // then set on the input directly.)
  const input = page.getByLabel('Gallery pictures');
  await page.keyboard.press('Tab');
  await expect(input).toBeFocused();
  await expect(input).toHaveAttribute('type', 'file');
  await input.setInputFiles([photo, { ...photo, name: 'second.png', buffer: photoLikePng(900, 700) }]);

  const items = page.getByRole('list', { name: 'Chosen pictures: Gallery pictures' }).getByRole('listitem');
  await expect(items).toHaveCount(2);
  // Both are worked on at once (up to three at a time), each with a progress bar of its own.
  await expect(page.getByRole('progressbar', { name: 'Uploading second.png' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled(); // busy while uploading
  await expect(items.filter({ hasText: 'Uploaded' })).toHaveCount(2, { timeout: 20_000 });
  await expect(page.getByText('2 of 2 pictures uploaded')).toBeAttached();
  await expect(page.getByRole('button', { name: 'Save' })).toBeEnabled();

  const addresses = page.getByRole('list', { name: 'Addresses to save' }).getByRole('listitem');
  await expect(addresses).toHaveCount(2);
  const url = (await addresses.first().textContent())!;
  expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}\.jpg$/);

  // The preview is the stored thumbnail, loaded from the server.
  const preview = page.getByRole('img', { name: 'Preview of shop-front.png' });
  await expect(preview).toHaveAttribute('src', url.replace('.jpg', '.thumb.jpg'));
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(400);

  // Stored as a JPEG of at most 2000 px, within the size the browser compressed it to.
  const stored = await page.request.get(url);
  expect(stored.headers()['content-type']).toBe('image/jpeg');
  expect((await stored.body()).length).toBeLessThan(204_800);
  await expectAccessible(page);

  // Removing a picture takes it out of what the form would save.
  await page.getByRole('button', { name: 'Remove second.png' }).click();
  await expect(addresses).toHaveCount(1);
});

test('failures are shown per picture: a file that is not an image, and an upload without a login', async ({
  page,
}) => {
  await openTestPage(page); // not logged in
  await page
    .getByLabel('Gallery pictures')
    .setInputFiles([
      { name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not a picture at all') },
      photo,
    ]);
  const alerts = page.getByRole('alert');
  await expect(alerts).toHaveCount(2, { timeout: 20_000 });
  await expect(alerts.nth(0)).toHaveText('Image upload failed — This file could not be read as a picture.');
  await expect(alerts.nth(1)).toHaveText('Image upload failed — Please log in again to upload pictures.');
  await expect(page.getByRole('list', { name: 'Addresses to save' }).getByRole('listitem')).toHaveCount(0);

  // After logging in, Retry uploads the same picture.
  await logInAsAdmin(page);
  await page.getByRole('button', { name: 'Retry shop-front.png' }).click();
  await expect(page.getByRole('list', { name: 'Addresses to save' }).getByRole('listitem')).toHaveCount(1, {
    timeout: 20_000,
  });
  await expect(alerts).toHaveCount(1);
});
