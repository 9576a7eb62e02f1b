import { expect, test } from '@playwright/test';
import { goToAdminPage, loginAdmin } from './admin-content-helpers';
import { photoLikePng } from './harness/test-images';
import { expectAccessible } from './public-helpers';

/**
 * The notice board, service center and gallery admin screens against the real server: publish a notice
 * and see it on /Notices, delete it and see it gone; add and delete a service center and gallery pictures.
 * Each run's captions carry the project's name, so the two widths never meet even on one server.
 */
const picture = (name: string, width = 1200, height = 900) => ({
  name,
  mimeType: 'image/png',
  buffer: photoLikePng(width, height),
});

test('publishes a notice that /Notices shows, then deletes it after a confirmation', async ({
  page,
}, info) => {
  const caption = `Annual general meeting (${info.project.name})`;
  await loginAdmin(page);
  await goToAdminPage(page, 'Notice Board');
  await expect(page.getByRole('heading', { level: 1, name: 'Notice Board' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Notice Board' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish a notice' });
  await dialog.getByRole('button', { name: 'Publish' }).click();
  await expect(dialog.getByText('All fields required')).toHaveCount(3);
  await expectAccessible(page);
  await dialog.getByLabel('Picture').setInputFiles(picture('agm.png'));
  await expect(dialog.getByText('Uploaded', { exact: true })).toBeVisible({ timeout: 15_000 });
  await dialog.getByLabel('Date', { exact: true }).fill('31/12/2099');
  await dialog.getByLabel('Caption', { exact: true }).fill(caption);
  await dialog.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('status')).toHaveText('Published successfully!');
  const row = page.getByRole('row', { name: new RegExp(caption.replace(/[()]/g, '.')) });
  await expect(row).toContainText('31 December 2099');

  await page.goto('/Notices');
  await expect(page.getByText(caption).first()).toBeVisible();

  await page.goBack();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: `Delete notice: ${caption}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete notice' });
  await expect(confirm).toContainText(`Delete the notice “${caption}”?`);
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('status')).toHaveText('Notice deleted.');
  await expect(row).toHaveCount(0);
  await page.goto('/Notices');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(caption)).toHaveCount(0);
});

test('adds a service center with one picture and deletes it', async ({ page }) => {
  await loginAdmin(page);
  await goToAdminPage(page, 'Service Centers');
  await expect(page.getByRole('heading', { level: 1, name: 'Service Centers' })).toBeVisible();
  const grid = page.getByRole('list', { name: 'Service Centers' });
  await expect(grid).toBeVisible();
  const before = await grid.getByRole('listitem').count();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a service center' });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Please select an image')).toBeVisible();
  await dialog.getByLabel('Service center picture').setInputFiles(picture('garage.png', 2400, 1600));
  // Submit waits, labelled 'Uploading...', until the picture is stored.
  await expect(dialog.getByRole('button', { name: 'Uploading...' })).toBeDisabled();
  await expect(dialog.getByText('Uploaded', { exact: true })).toBeVisible({ timeout: 15_000 });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status')).toHaveText('Uploaded and saved successfully!');
  await expect(grid.getByRole('listitem')).toHaveCount(before + 1);

  await page.goto('/ServiceCenters');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goBack();
  await grid.getByRole('button', { name: 'Delete Service center 1', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete image' });
  await expect(confirm).toContainText('Delete this image?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('status')).toHaveText('Image deleted.');
  await expect(grid.getByRole('listitem')).toHaveCount(before);
});

test('adds several gallery pictures at once and deletes one', async ({ page }) => {
  await loginAdmin(page);
  await goToAdminPage(page, 'Gallery');
  const grid = page.getByRole('list', { name: 'Gallery' });
  await expect(grid).toBeVisible();
  const before = await grid.getByRole('listitem').count();

  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add pictures to the gallery' });
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(dialog.getByText('Please select an image')).toBeVisible();
  await dialog
    .getByLabel('Pictures', { exact: true })
    .setInputFiles([picture('picnic.png'), picture('meeting.png', 900, 700)]);
  await expect(dialog.getByText('Uploaded', { exact: true })).toHaveCount(2, { timeout: 20_000 });
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByRole('status')).toHaveText('Pictures added to the gallery.');
  await expect(grid.getByRole('listitem')).toHaveCount(before + 2);
  await expectAccessible(page);

  await grid.getByRole('button', { name: 'Delete Gallery picture 1', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete image' });
  await expect(confirm).toContainText('Are you sure you want to delete this image?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('status')).toHaveText('Image deleted.');
  await expect(grid.getByRole('listitem')).toHaveCount(before + 1);

  // The journeys share one demo database: leave the gallery as it was found (the public gallery journey
  // counts the demo pictures).
  await grid.getByRole('button', { name: 'Delete Gallery picture 1', exact: true }).click();
  await page.getByRole('dialog', { name: 'Delete image' }).getByRole('button', { name: 'Delete' }).click();
  await expect(grid.getByRole('listitem')).toHaveCount(before);
});
