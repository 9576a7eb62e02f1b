import { expect, test } from '@playwright/test';

test('home shows the title, the four buttons to their routes and About with Become A Member', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Home | Samity');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /government-registered cooperative/,
  );
  const buttons: [string, string][] = [
    ['View All Listings', '/Stocklist'],
    ['See All Members', '/ActiveMembers'],
    ['File A Complaint', '/ClientComplain'],
    ['All Service Centers', '/ServiceCenters'],
  ];
  for (const [name, path] of buttons) {
    await page.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(path);
    await page.goBack();
    await expect(page).toHaveURL('/');
  }
  await expect(page.getByRole('heading', { name: 'About the society' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Become A Member' }).click();
  await expect(page).toHaveURL('/BecomeMember');
});

test('each benefit carousel repeats its five cards three times and shows assistive tech one copy', async ({
  page,
}) => {
  await page.goto('/');
  for (const title of ['Why buy from our members', 'Why join the society']) {
    const section = page.getByRole('region', { name: title });
    await expect(section.locator('.benefit-card')).toHaveCount(15);
    await expect(section.locator('.benefit-card[aria-hidden="true"]')).toHaveCount(10);
    await expect(section.getByRole('listitem')).toHaveCount(5);
  }
  const clients = page.getByRole('region', { name: 'Why buy from our members' });
  for (const card of [
    'One collection of cars',
    'Verified sellers only',
    'A place to complain',
    'News and prices',
    'Verified service centers',
  ])
    await expect(clients.getByRole('heading', { name: card })).toHaveCount(1);
});

test('the carousel scrolls, pauses on its button and on hover', async ({ page }) => {
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Why join the society' });
  const track = section.locator('.carousel-track');
  const state = () => track.evaluate((el) => getComputedStyle(el).animationPlayState);
  const offset = () => track.evaluate((el) => new DOMMatrixReadOnly(getComputedStyle(el).transform).m41);
  await expect(track).toHaveCSS('animation-name', 'benefits-scroll');
  expect(await state()).toBe('running');
  const before = await offset();
  await expect.poll(offset).toBeLessThan(before);

  await section.getByRole('button', { name: 'Pause scrolling' }).click();
  expect(await state()).toBe('paused');
  await section.getByRole('button', { name: 'Resume scrolling' }).click();
  await page.mouse.move(0, 0);
  await page.getByRole('heading', { level: 1 }).click(); // move focus out of the carousel
  await expect.poll(state).toBe('running');
  await section.locator('.carousel').hover();
  await expect.poll(state).toBe('paused');
});

test('with reduced motion the carousels stand still and show one copy', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Why buy from our members' });
  await expect(section.locator('.carousel-track')).toHaveCSS('animation-name', 'none');
  await expect(section.locator('.benefit-card:visible')).toHaveCount(5);
  await expect(section.getByRole('button', { name: 'Pause scrolling' })).toBeHidden();
});
