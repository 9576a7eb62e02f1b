import { expect, type Page, test } from '@playwright/test';
import { loginMember, memberFor } from './member-helpers';

/**
 * The fonts Chromium actually drew an element's text with, and how many glyphs each (the DevTools protocol's
 * platform fonts). A machine without a Bengali system font has only the app's Noto Sans Bengali to draw
 * Bengali letters with: any other font drawing them draws empty boxes.
 */
async function fontsDrawing(page: Page, selector: string): Promise<{ family: string; glyphs: number }[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    expect(nodeId, selector).toBeGreaterThan(0);
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    return fonts.map((font) => ({ family: font.familyName, glyphs: font.glyphCount }));
  } finally {
    await cdp.detach();
  }
}

/**
 * Every Bengali letter of the element drawn by the Bengali font: other fonts drew at most its other characters.
 * The font is fetched when the first Bengali letter is laid out and shown when it arrives (font-display: swap),
 * so until then another font stands in: the check is of the text once the font is there. (document.fonts.ready
 * cannot say when that is: asked before the layout that starts the fetch, it answers at once.)
 */
async function expectBengaliDrawnByTheFont(page: Page, selector: string) {
  await expect(async () => {
    const text = await page.locator(selector).innerText();
    const others = [...text].filter((char) => !/[\u0980-\u09FF]/.test(char)).length;
    const fonts = await fontsDrawing(page, selector);
    expect(fonts.map((font) => font.family)).toContain('Noto Sans Bengali');
    const drawnByOthers = fonts
      .filter((font) => font.family !== 'Noto Sans Bengali')
      .reduce((sum, font) => sum + font.glyphs, 0);
    expect(drawnByOthers, `${selector}: ${JSON.stringify(fonts)}`).toBeLessThanOrEqual(others);
  }).toPass({ timeout: 10_000 });
}

test('bold Bengali headings are drawn with the Bengali font, not a system font without its letters', async ({
  page,
}, info) => {
  await loginMember(page, memberFor(info));
  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'বাংলা' }).click();
  const heading = page.getByRole('heading', { level: 1, name: 'সদস্য ড্যাশবোর্ড' });
  await expect(heading).toBeVisible();
  await expect(heading).toHaveCSS('font-weight', '700');
  await expectBengaliDrawnByTheFont(page, 'main h1');
  await expectBengaliDrawnByTheFont(page, '#dues-title');
  await page.getByRole('group', { name: 'ভাষা' }).getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Member Dashboard' })).toBeVisible();
});

test('the taka sign in a bold total of an English page is drawn with the Bengali font', async ({
  page,
  browser,
}, info) => {
  await loginMember(page, memberFor(info));
  // A first visit in a fresh browser (nothing of the Bengali font loaded yet), as a member opening the
  // dashboard from a bookmark: the taka sign is the page's only Bengali letter.
  const fresh = await browser.newContext({
    ...info.project.use,
    storageState: await page.context().storageState(),
  });
  try {
    const visit = await fresh.newPage();
    await visit.goto('/MemberDashboard');
    // The dues summary's second figure: the total due, in taka.
    const total = visit.locator('.dash-totals > div:nth-child(2) dd');
    await expect(total).toContainText('৳');
    await expect(total).toHaveCSS('font-weight', '700');
    // The digits from a system font, the sign (of the Bengali block) from the Bengali font.
    await expectBengaliDrawnByTheFont(visit, '.dash-totals > div:nth-child(2) dd');
  } finally {
    await fresh.close();
  }
});
