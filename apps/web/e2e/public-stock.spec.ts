import { expect, type Page, test } from '@playwright/test';
import { isPhone, takaValue } from './public-helpers';

async function openFilters(page: Page) {
  if (isPhone(page)) await page.getByRole('button', { name: 'Show filters' }).click();
}

const prices = async (page: Page) =>
  (await page.locator('.stock-card .stock-price').allTextContents()).map(takaValue);
const years = async (page: Page) =>
  (await page.locator('.stock-card .stock-facts li:first-child').allTextContents()).map((t) =>
    Number(t.replace(/\D/g, '')),
  );

test('stock shows car cards with price in taka and the dealer, 12 at a time', async ({ page }) => {
  await page.goto('/Stocklist');
  await expect(page).toHaveTitle('Stock | Samity');
  const cards = page.locator('.stock-card');
  await expect(cards).toHaveCount(12);
  const first = cards.first();
  // The first photos are on screen at once and load eagerly; the rest wait until scrolled to.
  await expect(first.getByRole('img')).toHaveAttribute('loading', 'eager');
  await expect(cards.nth(8).getByRole('img')).toHaveAttribute('loading', 'lazy');
  await expect(cards.nth(8).getByRole('img')).toHaveAttribute('width', '400');
  await expect(first.locator('.stock-price')).toHaveText(/^৳[\d,]+$/);
  await expect(first).toContainText(/\d+ cc/);
  await expect(first).toContainText(/km/);
  // The status counts every matching car, not just the ones on screen.
  const status = page.locator('.list-status[role="status"]');
  await expect(status).toHaveText(/^(\d+) cars match; 12 shown$/);
  const total = Number((await status.textContent())!.split(' ')[0]);
  expect(total).toBeGreaterThan(24);
  await page.getByRole('button', { name: 'Show more cars' }).click();
  await expect(cards).toHaveCount(24);
  await expect(status).toHaveText(`${total} cars match; 24 shown`);
});

test('the cards shown are in the address: Back from a car brings back all of them, scrolled where the buyer was', async ({
  page,
}) => {
  await page.goto('/Stocklist?sort=priceAsc');
  const cards = page.locator('.stock-card');
  await expect(cards).toHaveCount(12);
  await page.getByRole('button', { name: 'Show more cars' }).click();
  await expect(cards).toHaveCount(24);
  await expect(page).toHaveURL(/\/Stocklist\?sort=priceAsc&page=2$/);
  const far = cards.nth(20).locator('h2 a');
  await far.scrollIntoViewIfNeeded();
  const left = await page.evaluate(() => window.scrollY);
  await far.click();
  await expect(page).toHaveURL(/\/Stocklist\/\d+-/);
  await page.goBack();
  await expect(cards).toHaveCount(24);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(left - 100);

  // A reload (or the link on another phone) shows as many cars; a new search starts at its first page.
  await page.reload();
  await expect(cards).toHaveCount(24);
  await page.getByLabel('Search cars').fill('Toyota');
  await expect(page).toHaveURL(/\/Stocklist\?q=Toyota&sort=priceAsc$/);
  await expect(page.locator('.list-status[role="status"]')).toHaveText(/ 12 shown$|; (\d|1[01]) shown$/);
});

test('one matching car is counted in the singular, and the count follows the filters', async ({ page }) => {
  await page.goto('/Stocklist');
  const status = page.locator('.list-status[role="status"]');
  await expect(status).toHaveText(/cars match; 12 shown$/);
  const first = page.locator('.stock-card').first();
  const model = (await first.locator('h2').textContent())!.trim();
  await page.getByLabel('Search').fill(model);
  await expect(status).toHaveText(/^\d+ cars? match(es)?; \d+ shown$/);
  await openFilters(page);
  await page.getByLabel('Minimum price (৳)').fill(
    String(
      await first
        .locator('.stock-price')
        .textContent()
        .then((t) => takaValue(t!)),
    ),
  );
  await page.getByLabel('Maximum price (৳)').fill(
    String(
      await first
        .locator('.stock-price')
        .textContent()
        .then((t) => takaValue(t!)),
    ),
  );
  await expect(page.locator('.stock-card')).toHaveCount(1);
  await expect(status).toHaveText('1 car matches; 1 shown');
});

test(
  'at phone width the engine and sort choices show their whole text',
  { tag: '@mobile-only' },
  async ({ page }, testInfo) => {
    await page.goto('/Stocklist');
    await openFilters(page);
    await page.getByLabel('Engine size').selectOption('1501to2000');
    await page.getByLabel('Sort by').selectOption('priceDesc');
    for (const label of ['Engine size', 'Sort by']) {
      const select = page.getByLabel(label);
      // The chosen option's text fits the box: the select is no narrower than its content wants.
      const fits = await select.evaluate((el: HTMLSelectElement) => {
        const probe = document.createElement('span');
        probe.style.cssText = `font:${getComputedStyle(el).font};position:absolute;white-space:nowrap`;
        probe.textContent = el.selectedOptions[0]!.textContent;
        document.body.append(probe);
        const needed = probe.getBoundingClientRect().width + 40; // padding and the arrow
        probe.remove();
        return needed <= el.getBoundingClientRect().width;
      });
      expect(fits, label).toBe(true);
    }
    await page.screenshot({ path: testInfo.outputPath('stock-filters-375.png') });
  },
);

test('filters and sorts run through the search procedure', async ({ page }) => {
  await page.goto('/Stocklist');
  await openFilters(page);
  const cards = page.locator('.stock-card');
  await expect(cards).toHaveCount(12);
  // The boxes start empty, their hints say what an empty box means (the search's defaults).
  await expect(page.getByLabel('Minimum price (৳)')).toHaveValue('');
  await expect(page.getByLabel('Minimum price (৳)')).toHaveAttribute('placeholder', '1 lakh taka');
  await expect(page.getByLabel('Maximum price (৳)')).toHaveAttribute('placeholder', '10 crore taka');
  await expect(page.getByLabel('Model year from')).toHaveAttribute('placeholder', '2000');
  await expect(page.getByLabel('Model year to')).toHaveAttribute('placeholder', '2025');

  await page.getByLabel('Sort by').selectOption('priceAsc');
  await expect.poll(async () => (await prices(page))[0]).toBe(500_000); // the cheapest demo car
  const ascending = await prices(page);
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));

  await page.getByLabel('Minimum price (৳)').fill('2000000');
  await expect.poll(async () => Math.min(...(await prices(page)))).toBeGreaterThanOrEqual(2_000_000);
  const filtered = await prices(page);
  expect(filtered).toEqual([...filtered].sort((a, b) => a - b));

  await page.getByLabel('Sort by').selectOption('yearDesc');
  await page.getByLabel('Model year to').fill('2015');
  await expect.poll(async () => Math.max(...(await years(page)))).toBeLessThanOrEqual(2015);
  const descending = await years(page);
  expect(descending).toEqual([...descending].sort((a, b) => b - a));

  await page.getByLabel('Engine size').selectOption('above2500');
  await expect
    .poll(async () =>
      (await page.locator('.stock-card .stock-facts li:nth-child(2)').allTextContents()).every(
        (t) => Number(t.replace(/\D/g, '')) > 2500,
      ),
    )
    .toBe(true);
});

test('an emptied filter box falls back to its default; an upside-down range is explained', async ({
  page,
}) => {
  await page.goto('/Stocklist');
  await openFilters(page);
  const cards = page.locator('.stock-card');
  await page.getByLabel('Sort by').selectOption('priceDesc');
  await expect.poll(async () => (await prices(page))[0]).toBe(15_000_000); // the dearest demo car

  await page.getByLabel('Maximum price (৳)').fill('1000000');
  await expect.poll(async () => Math.max(...(await prices(page)))).toBeLessThanOrEqual(1_000_000);
  await page.getByLabel('Maximum price (৳)').fill('');
  await expect.poll(async () => (await prices(page))[0]).toBe(15_000_000);
  await expect(page.getByRole('alert')).toBeHidden();

  await page.getByLabel('Model year from').fill('2020');
  await page.getByLabel('Model year to').fill('2010');
  await expect(page.getByRole('alert')).toHaveText('The lowest value must not be above the highest.');
  await expect(page.getByLabel('Model year from')).toHaveAttribute('aria-invalid', 'true');
  await expect(cards.first()).toBeVisible(); // the last good results stay

  await page.getByRole('button', { name: 'Reset filters' }).click();
  await expect(page.getByRole('alert')).toBeHidden();
  await expect(page.getByLabel('Model year from')).toHaveValue('');
});

test('search finds cars by brand and says when nothing matches', async ({ page }) => {
  await page.goto('/Stocklist');
  const search = page.getByRole('searchbox', { name: 'Search cars' });
  await search.fill('Vezel');
  await expect
    .poll(async () => {
      const titles = await page.locator('.stock-card h2').allTextContents();
      return titles.length > 0 && titles.every((t) => t === 'Honda Vezel');
    })
    .toBe(true);
  await search.fill('no-such-car-model');
  await expect(page.getByText('No cars match your search.')).toBeVisible();
  await expect(page.locator('.stock-card')).toHaveCount(0);
});

test('a car opens a detail view with a larger photo and the dealer contact', async ({ page }) => {
  await page.goto('/Stocklist');
  const card = page.locator('.stock-card').first();
  const title = (await card.getByRole('heading').textContent())!;
  await card.getByRole('button', { name: /View details/ }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`^${title} \\d{4}$`) });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('img')).toHaveAttribute('width', '640');
  const contact = dialog.getByRole('region', { name: 'Contact the dealer' });
  await expect(contact).toContainText('Member No');
  await expect(contact.getByRole('link', { name: /^Call 01[3-9]\d{8}$/ })).toHaveAttribute('href', /^tel:01/);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('a car with several pictures shows each of them in its detail view, cover first', async ({
  page,
  request,
}) => {
  const answer = await (await request.get('/api/stocks/search?limit=12&offset=0')).json();
  const index = answer.entries.findIndex((car: { pics: string[] }) => car.pics.length > 1);
  expect(index, 'the demo stock has a car with several pictures on its first page').toBeGreaterThanOrEqual(0);
  const pics: string[] = answer.entries[index].pics;

  await page.goto('/Stocklist');
  await page
    .locator('.stock-card')
    .nth(index)
    .getByRole('button', { name: /View details/ })
    .click();
  const dialog = page.getByRole('dialog');
  const photo = dialog.getByRole('img', { name: /^Photo of the / });
  await expect(photo).toHaveAttribute('src', pics[0]!);
  const strip = dialog.getByRole('list', { name: 'Pictures of the car' });
  await expect(strip.getByRole('button')).toHaveCount(pics.length);
  const second = strip.getByRole('button', { name: `Picture 2 of ${pics.length}` });
  await second.focus();
  await page.keyboard.press('Enter');
  await expect(second).toHaveAttribute('aria-pressed', 'true');
  await expect(photo).toHaveAttribute('src', pics[1]!);
});

test('a search in lakh survives a car page and Back, and its address opens the same results elsewhere', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.goto('/Stocklist');
  await page.getByLabel('Search cars').fill('Toyota');
  await openFilters(page);
  await page.getByLabel('Maximum price (৳)').fill('15 lakh');
  // The box says what it read, in words; the address carries the search.
  await expect(page.getByText('15 lakh taka', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/Stocklist\?q=Toyota&price_max=1500000$/);
  const status = page.getByRole('status').filter({ hasText: /cars? match/ });
  await expect(status).toBeVisible();
  const found = await status.innerText();
  for (const price of await prices(page)) expect(price).toBeLessThanOrEqual(1_500_000);

  // The photo is a way in as well as the title.
  await page.locator('.stock-card .stock-photo-link').first().click();
  await expect(page).toHaveURL(/\/Stocklist\/\d+-/);
  await page.goBack();
  await expect(page).toHaveURL(/\/Stocklist\?q=Toyota&price_max=1500000$/);
  await expect(page.getByLabel('Search cars')).toHaveValue('Toyota');
  await expect(status).toHaveText(found);

  // The same address on another phone opens the same results.
  const other = await browser.newPage({ baseURL });
  await other.goto('/Stocklist?q=Toyota&price_max=1500000');
  await expect(other.getByRole('status').filter({ hasText: /cars? match/ })).toHaveText(found);
  await other.close();
});

test('a price box it cannot read says so beside it and keeps the results', async ({ page }) => {
  await page.goto('/Stocklist');
  await openFilters(page);
  await page.getByLabel('Maximum price (৳)').fill('fifteen');
  await expect(page.getByText('Type an amount, such as 15 lakh, 1.5 crore or 12,50,000.')).toBeVisible();
  await expect(page.getByLabel('Maximum price (৳)')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/Stocklist$/);
});

test('each card shows the dealer’s number and a WhatsApp chat with the dealer', async ({ page }) => {
  await page.goto('/Stocklist');
  const card = page.locator('.stock-card').first();
  const call = card.getByRole('link', { name: /^Call .+ on 01[3-9]\d{8}$/ });
  await expect(call).toBeVisible();
  const phone = (await call.getAttribute('href'))!.slice('tel:'.length);
  await expect(card.getByRole('link', { name: /^Chat with .+ on WhatsApp$/ })).toHaveAttribute(
    'href',
    new RegExp(`^https://wa\\.me/88${phone}\\?text=`),
  );
});
