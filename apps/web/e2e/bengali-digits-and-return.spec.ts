import { expect, type Page, test } from '@playwright/test';

/**
 * Bengali all the way on the admin's screens at 375 px: no ASCII digit in the visible text of /Financial,
 * /Admin and the audit trail, stored words (privileges, audit actions and areas) in Bengali; and an admin
 * address opened without a session sends the visitor to the login, which says why and returns there after
 * logging in, never to another site.
 */
/** The page's visible text (the main area and the header), without what a screen reader alone hears. */
async function visibleText(page: Page): Promise<string> {
  return page.locator('body').innerText();
}

/**
 * The visible texts with an ASCII digit, by the rule `npm run screens` checks (ascii-digit in
 * docs/conventions.md): every number the page writes is in Bengali digits; text marked translate="no" or as
 * another language, and English text (Latin letters and no Bengali ones: a name typed in English, an API
 * key's public start) keep their own characters.
 */
async function asciiDigitTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const pageLang = document.documentElement.lang;
    const bengaliLetters = /[\u0980-\u09E5\u09F0\u09F1\u09FC]/;
    const hits: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
      if (!el || !/[0-9]/.test(text) || !el.checkVisibility({ visibilityProperty: true })) continue;
      const marked = el.closest<HTMLElement>('[lang]');
      if (
        el.closest('[translate="no"]') ||
        (marked && marked !== document.documentElement && marked.lang !== pageLang)
      )
        continue;
      if (/[A-Za-z]/.test(text) && !bengaliLetters.test(text)) continue;
      hits.push(text);
    }
    return hits;
  });
}

async function adminLogin(page: Page, phone: string, password: string) {
  await page.getByLabel('ফোন').fill(phone);
  await page.getByLabel('পাসওয়ার্ড').fill(password);
  await page.getByRole('button', { name: 'লগইন', exact: true }).click();
}

test('an admin address without a session: the login says why, returns there, and refuses other sites @mobile-only', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('samity.language', 'bn'));
  await page.goto('/action');
  await expect(page).toHaveURL(/\/AdminLogin\?next=%2FAction$/);
  await expect(page.getByRole('status').filter({ hasText: '/Action' })).toContainText(
    'অ্যাডমিন হিসেবে লগইন করুন',
  );
  await adminLogin(page, '01711000001', 'demo-fullplus-2026');
  await expect(page).toHaveURL(/\/Action$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Another site as the return address is never followed: the login goes to its usual landing page.
  await page.context().clearCookies();
  for (const evil of ['//evil.example', 'https://evil.example']) {
    await page.goto(`/AdminLogin?next=${encodeURIComponent(evil)}`);
    await expect(page.getByRole('status').filter({ hasText: 'evil' })).toHaveCount(0);
  }
  await adminLogin(page, '01711000001', 'demo-fullplus-2026');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/Financial$/);
});

test('a path in another letter case reaches its page @mobile-only', async ({ page }) => {
  await page.goto('/stocklist');
  await expect(page).toHaveURL(/\/Stocklist$/);
  await page.goto('/memberdashboard');
  await expect(page).toHaveURL(/\/MemberLogin\?next=%2FMemberDashboard$/);
});

test('/Financial, /Admin and the audit trail in Bengali show no ASCII digit @mobile-only', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('samity.language', 'bn'));
  await page.goto('/AdminLogin');
  await adminLogin(page, '01711000001', 'demo-fullplus-2026');
  await expect(page).toHaveURL(/\/Financial$/);
  await expect(page.locator('table tbody tr').first()).toBeVisible();
  expect(await asciiDigitTexts(page)).toEqual([]);

  await page.goto('/Admin');
  await expect(page.getByText('পূর্ণ অধিকার+').first()).toBeVisible();
  await expect(page.locator('table tbody tr').first()).toBeVisible();
  expect(await asciiDigitTexts(page)).toEqual([]);

  // Something for the trail to show: a payable set through the API, as the finance page does.
  const set = await page.request.put('/api/financial-payable/1003', {
    data: { payable: 150000, reason: 'Committee decision 2026' },
  });
  expect(set.status()).toBe(200);
  await page.goto('/Action');
  await expect(page.locator('table tbody tr').first()).toBeVisible();
  await expect(page.getByText('প্রদেয় জমা নির্ধারণ করেছেন').first()).toBeVisible();
  expect(await asciiDigitTexts(page)).toEqual([]);
  const text = await visibleText(page);
  // Actions and areas in words, not codes.
  expect(text).not.toMatch(/\b[a-z]+[A-Z]?[a-z]*\.[a-z_]+\b/);
  expect(text).toMatch(/জমা|সদস্য|মাসিক চাঁদা/);
});
