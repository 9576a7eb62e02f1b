import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { PUBLIC_ROUTES, toAsciiDigits } from '@samity/domain';

/** Every public content page (the login screens are covered by the auth journeys). */
export const PUBLIC_PAGES = PUBLIC_ROUTES.filter((path) => !path.endsWith('Login'));

/** Below 1024 px the header shows the menu button instead of the desktop bar. */
export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 1024;

export const ENGLISH_LABELS = { navigation: 'Main navigation', openMenu: 'Open menu' };
export const BENGALI_LABELS = { navigation: 'প্রধান নেভিগেশন', openMenu: 'মেনু খুলুন' };

/**
 * Follows a header link the way a visitor at this width would: through a desktop dropdown or the bar,
 * or through the slide-in menu (and its accordion group) on a phone.
 */
export async function navigate(page: Page, link: string, group?: string, labels = ENGLISH_LABELS) {
  if (isPhone(page)) {
    await page.getByRole('button', { name: labels.openMenu }).click();
    const menu = page.getByRole('dialog', { name: labels.navigation });
    await expect(menu).toBeVisible();
    const groupButton = group && menu.getByRole('button', { name: group });
    if (groupButton && (await groupButton.getAttribute('aria-expanded')) !== 'true')
      await groupButton.click();
    await menu.getByRole('link', { name: link, exact: true }).click();
    await expect(menu).toBeHidden();
  } else {
    const nav = page.getByRole('navigation', { name: labels.navigation });
    if (group) await nav.getByRole('button', { name: group }).click();
    await nav.getByRole('link', { name: link, exact: true }).click();
  }
}

/** axe-core over the whole page: no serious or critical violation (WCAG 2.x A and AA rules and best practice). */
export async function expectAccessible(page: Page) {
  // Every rule runs; only the violations' details are gathered (not the passes'), a quarter of axe's time.
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = blocking.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, 'serious or critical axe violations').toEqual([]);
}

/** Scrolls to the bottom of the page, as a visitor flicking down would. */
export async function scrollToBottom(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
}

/** Parses "৳12,34,567.00" (either script) back to a number, for comparing prices on cards. */
export function takaValue(text: string): number {
  return Number(toAsciiDigits(text).replace(/[^\d.]/g, ''));
}
