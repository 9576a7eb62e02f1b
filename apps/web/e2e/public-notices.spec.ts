import { expect, test } from '@playwright/test';

const caption = (locator: import('@playwright/test').Locator) =>
  locator.locator('.notice-caption').textContent();

test('the newest notice is main, with two thumbnails and four older items; choosing one swaps it with main', async ({
  page,
  request,
}) => {
  // The board as the REST facade gives it, newest first: other journeys (a meeting's notice) may have added
  // to the demo's notices on this server, so the order is read rather than assumed.
  // This page is English: a notice with a caption in English shows that one.
  const board = (await (await request.get('/api/notices-front')).json()).map(
    (notice: { caption: string; caption_en: string | null }) => ({
      caption: notice.caption_en ?? notice.caption,
    }),
  ) as { caption: string }[];
  expect(board).toHaveLength(7);
  await page.goto('/Notices');
  await expect(page).toHaveTitle('Noticeboard | Samity');
  const main = page.locator('.notice-main h3');
  const mainHeading = page.locator('.notice-main h2');
  await expect(main).toHaveText(board[0]!.caption);
  await expect(mainHeading).toHaveText('Latest notice');
  const thumbnails = page.getByRole('region', { name: 'Recent notices' }).getByRole('button');
  const older = page.getByRole('region', { name: 'Older notices' }).getByRole('button');
  await expect(thumbnails).toHaveCount(2);
  await expect(older).toHaveCount(4);
  await expect(thumbnails.first()).toContainText(board[1]!.caption);
  await expect(older.first()).toContainText(board[3]!.caption);

  // A thumbnail trades places with the main notice.
  const firstMain = (await main.textContent())!;
  const chosen = (await caption(thumbnails.first()))!;
  await thumbnails.first().click();
  await expect(main).toHaveText(chosen);
  await expect(thumbnails.first()).toContainText(firstMain);
  // An older notice in the main slot is not headed as the latest one.
  await expect(mainHeading).toHaveText('Chosen notice');

  // So does an older item.
  const olderCaption = (await caption(older.nth(2)))!;
  await older.nth(2).click();
  await expect(main).toHaveText(olderCaption);
  await expect(older.nth(2)).toContainText(chosen);
  await expect(mainHeading).toHaveText('Chosen notice');

  // Choosing the newest one again restores its heading.
  await page.getByRole('button', { name: `Show this notice: ${firstMain}` }).click();
  await expect(main).toHaveText(firstMain);
  await expect(mainHeading).toHaveText('Latest notice');
});

test('the main notice image opens full size and closes with Escape', async ({ page }) => {
  await page.goto('/Notices');
  const mainCaption = (await page.locator('.notice-main h3').textContent())!;
  await page.getByRole('button', { name: 'Open the notice image full size' }).click();
  const viewer = page.getByRole('dialog', { name: mainCaption });
  await expect(viewer).toBeVisible();
  const image = viewer.getByRole('img', { name: mainCaption });
  await expect(image).toBeVisible();
  // The full picture, not the thumbnail.
  expect(await image.getAttribute('src')).not.toContain('.thumb.');
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(400);
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
});

test('a general meeting’s notice reads in the page’s language: Bengali digits only in Bengali, the English sentence in English', async ({
  page,
  request,
}) => {
  // The demo's general meetings put their notices on the board with both captions (as publishing one does).
  const board: { caption: string; caption_en: string | null }[] = await (
    await request.get('/api/notices-front')
  ).json();
  const meetingNotice = board.find((notice) => notice.caption_en);
  expect(meetingNotice, 'a notice with a caption in English on the board').toBeDefined();
  const { caption, caption_en } = meetingNotice!;
  const onBoard = (text: string) => page.locator('.notice-board').getByText(text, { exact: true }).first();

  await page.setViewportSize({ width: 375, height: 800 });
  await page.addInitScript(() => localStorage.setItem('samity.language', 'bn'));
  await page.goto('/Notices');
  await expect(onBoard(caption)).toBeVisible();
  // Before, the caption was "<Bengali> / <English>": the English half put ASCII digits on the Bengali page.
  expect(await onBoard(caption).textContent()).not.toMatch(/[0-9]/);
  await expect(page.locator('.notice-board')).not.toContainText(caption_en!);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.addInitScript(() => localStorage.setItem('samity.language', 'en'));
  await page.goto('/Notices');
  await expect(onBoard(caption_en!)).toBeVisible();
  await expect(page.locator('.notice-board')).not.toContainText(caption);
});
