import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';

test('member facilities shows the four reasons, about and a Become A Member link', async ({ page }) => {
  await page.goto('/MemberFacilities');
  await expect(page).toHaveTitle('Member Facilities | Samity');
  for (const reason of ['Strong community', 'Government approved', 'Buyer confidence', 'Marketing support'])
    await expect(page.getByRole('heading', { name: reason, level: 2 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'About membership' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Become A Member' }).click();
  await expect(page).toHaveURL('/BecomeMember');
});

test('become a member lists the five documents and downloads the membership form PDF', async ({ page }) => {
  await page.goto('/BecomeMember');
  await expect(page).toHaveTitle('Become A Member | Samity');
  const documents = page.getByRole('main').getByRole('list').first().getByRole('listitem');
  await expect(documents).toHaveText([
    'Trade licence',
    'Voter ID or passport',
    'Two passport photos',
    'Nominee voter ID or birth certificate',
    'Nominee photo',
  ]);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download the membership form (PDF)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('membership-form.pdf');
  const pdf = await readFile((await download.path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(pdf.toString('latin1')).toContain('Dhaka Reconditioned Car Dealers Cooperative Society Ltd.');
});
