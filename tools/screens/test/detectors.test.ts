import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, chromium, type Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  asciiDigitFinding,
  collectPageFacts,
  consoleFinding,
  imageFinding,
  missingGlyphFinding,
  rawKeyFinding,
  responseFinding,
  sidewaysFinding,
  translationKeys,
} from '../detectors.mjs';

type Text = { text: string; where: string; kind: string; foreign: boolean };
const text = (value: string, more: Partial<Text> = {}): Text => ({
  text: value,
  where: 'p',
  kind: 'text',
  foreign: false,
  ...more,
});

describe('the ASCII digit detector', () => {
  it('flags a Bengali text or a bare number written with ASCII digits', () => {
    for (const value of ['মোট 12 জন', '1001', '2026-11-24', '৳ 1,200']) {
      expect(asciiDigitFinding([text(value)]), value).toMatchObject({ kind: 'ascii-digit' });
    }
    expect(asciiDigitFinding([text('১০০১'), text('01711000001', { kind: 'placeholder' })])?.detail).toBe(
      '1 texts: "01711000001" in p',
    );
  });

  it('leaves out Bengali digits, English text, addresses and what the markup marks as not Bengali', () => {
    const clean = [
      text('মোট ১২ জন'),
      text('Customer 12'),
      text('Agreed ৳18,50,000 for a Vezel, 1২ days ago'),
      text('দেখুন https://example.org/notice/12'),
      text('ইমেইল member1001@example.org'),
      text('2026', { foreign: true }),
      text('2026', { kind: 'aria-label' }),
    ];
    expect(asciiDigitFinding(clean)).toBeNull();
  });

  it('names five examples and counts the rest', () => {
    const many = Array.from({ length: 7 }, (_, n) => text(String(n), { where: `td:nth(${n})` }));
    expect(asciiDigitFinding(many)?.detail).toMatch(
      /^7 texts: "0" in td:nth\(0\);.*"4" in td:nth\(4\); and 2 more$/,
    );
  });
});

describe('the raw key detector', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'screens-keys-'));
    mkdirSync(join(dir, 'en'));
    writeFileSync(
      join(dir, 'en/admin.json'),
      JSON.stringify({ menu: { notices: 'Notices' }, rows_other: 'x' }),
    );
    writeFileSync(join(dir, 'en/common.json'), JSON.stringify({ nav: { home: 'Home' } }));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reads every key, with its namespace and plurals without their suffix', () => {
    const keys = translationKeys(join(dir, 'en'));
    expect([...keys].sort()).toEqual(
      ['admin:menu.notices', 'admin:rows', 'admin:rows_other', 'common:nav.home', 'menu.notices', 'nav.home']
        .concat(['rows', 'rows_other'])
        .sort(),
    );
  });

  it('flags a key shown as text, bare or namespaced, and not a dotted word that is no key', () => {
    const keys = translationKeys(join(dir, 'en'));
    expect(rawKeyFinding([text('menu.notices')], keys)?.detail).toBe('1 keys: menu.notices (text in p)');
    expect(rawKeyFinding([text('Open admin:menu.notices', { kind: 'aria-label' })], keys)?.detail).toBe(
      '1 keys: admin:menu.notices (aria-label in p)',
    );
    expect(rawKeyFinding([text('see example.org or nav.homepage'), text('Home')], keys)).toBeNull();
  });

  it('knows the keys of the web app', () => {
    const keys = translationKeys(join(import.meta.dirname, '../../../apps/web/src/i18n/en'));
    expect(keys.has('admin.menu.notices')).toBe(true);
    expect(keys.has('admin:admin.menu.notices')).toBe(true);
  });
});

describe('requests and the console', () => {
  it('flags every failed answer and console errors other than the failed-resource lines', () => {
    expect(responseFinding('http://x/trpc/a', 200)).toBeNull();
    expect(responseFinding('http://x/trpc/a', 401)).toEqual({
      kind: 'request',
      detail: '401 http://x/trpc/a',
    });
    expect(responseFinding('http://x/img.png', 404)).toMatchObject({ kind: 'request' });
    expect(consoleFinding('error', 'TypeError: x is undefined\n    at Ve (http://x/a.js:1:2)')).toEqual({
      kind: 'console',
      detail: 'TypeError: x is undefined',
    });
    expect(
      consoleFinding('error', 'Failed to load resource: the server responded with a status of 500'),
    ).toBeNull();
    expect(consoleFinding('warning', 'deprecated')).toBeNull();
  });
});

describe('the page facts collected in the browser', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu'],
    });
    page = await browser.newPage({ viewport: { width: 375, height: 600 } });
  });
  afterAll(async () => browser?.close());

  const factsOf = async (body: string, lang = 'bn') => {
    await page.setContent(`<!doctype html><html lang="${lang}"><head><title>শিরোনাম</title>
      <style>body { margin: 0 } .wide { width: 500px; height: 10px }</style></head><body>${body}</body></html>`);
    return page.evaluate(collectPageFacts);
  };

  it('finds a page that scrolls sideways and names the element where the overflow starts', async () => {
    const facts = await factsOf(
      '<main><section class="list"><div class="wide"><span>x</span></div></section></main>',
    );
    expect(facts.scrollWidth).toBe(500);
    expect(facts.overflowing).toEqual(['main > section.list > div.wide (right edge 500)']);
    expect(sidewaysFinding(facts)?.detail).toBe(
      'the page is 500 px wide in a 375 px window: main > section.list > div.wide (right edge 500)',
    );
  });

  it('finds content the page cuts off at the right edge', async () => {
    const facts = await factsOf(
      '<style>html, body { overflow-x: hidden }</style><div id="banner" class="wide"></div>',
    );
    expect(sidewaysFinding(facts)?.detail).toBe(
      'content is cut off at the right edge of the 375 px window: div#banner (right edge 500)',
    );
  });

  it('leaves a wide table in its scroll region and an off-screen fixed menu alone', async () => {
    const facts = await factsOf(`
      <div style="overflow-x: auto"><table class="wide"><tr><td>১</td></tr></table></div>
      <nav style="position: fixed; top: 0; left: 0; width: 300px; transform: translateX(400px)">মেনু</nav>`);
    expect(facts.overflowing).toEqual([]);
    expect(sidewaysFinding(facts)).toBeNull();
  });

  it('finds Bengali text no Bengali font drew (empty boxes), not text the Bengali font drew', async () => {
    const woff2 = readFileSync(
      require.resolve('@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff2', {
        paths: [join(__dirname, '../../../apps/web')],
      }),
    ).toString('base64');
    const face = `@font-face { font-family: "Noto Sans Bengali"; font-weight: 400;
      src: url(data:font/woff2;base64,${woff2}) format("woff2"); unicode-range: U+0980-09FF; }`;
    // The stack the app had: the system font first, and its bold face taken for Bengali letters.
    await page.setContent(`<!doctype html><html lang="bn"><head><style>${face}
      body { font-family: system-ui, "Noto Sans Bengali", sans-serif }</style></head>
      <body><h1>সদস্য ড্যাশবোর্ড</h1><p>ঠিক আছে</p><p>English only</p></body></html>`);
    await page.evaluate(() => document.fonts.load('400 1em "Noto Sans Bengali"', 'অ'));
    const finding = await missingGlyphFinding(page);
    expect(finding?.kind).toBe('missing-glyph');
    // (This machine has no Bengali system font: DejaVu Sans draws them, as boxes.)
    expect(finding?.detail).toMatch(/^2 texts: "সদস্য ড্যাশবোর্ড" in h1 \([^)]+\); "ঠিক আছে" in p \([^)]+\)$/);
    // The stack the app has now: the Bengali font (Bengali letters only) first.
    await page.setContent(`<!doctype html><html lang="bn"><head><style>${face}
      body { font-family: "Noto Sans Bengali", system-ui, sans-serif }</style></head>
      <body><h1>সদস্য ড্যাশবোর্ড</h1><p>ঠিক আছে ৳১২</p></body></html>`);
    await page.evaluate(() => document.fonts.load('400 1em "Noto Sans Bengali"', 'অ'));
    expect(await missingGlyphFinding(page)).toBeNull();
    expect(await page.locator('[data-screens-glyphs]').count()).toBe(0);
  });

  it('finds a visible image that is broken, not a hidden one', async () => {
    const facts = await factsOf(`
      <figure><img class="thumb" src="data:image/png;base64,AAAA" width="40" height="40"></figure>
      <img hidden src="data:image/png;base64,AAAA">`);
    expect(imageFinding(facts)?.detail).toBe('1 images: figure > img.thumb data:image/png;base64,AAAA');
    const fine = await factsOf(
      '<img src="data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22/%3E">',
    );
    expect(imageFinding(fine)).toBeNull();
    // A lazy image far below the screen, not asked for yet, is waiting rather than broken; one on the screen
    // that never arrives is broken.
    const later = await factsOf(`
      <div style="height: 3000px"></div>
      <img class="later" loading="lazy" src="http://127.0.0.1:9/never.jpg" width="40" height="40">`);
    expect(imageFinding(later)).toBeNull();
    const stuck = await factsOf(
      '<img class="stuck" loading="lazy" src="http://127.0.0.1:9/never.jpg" width="40" height="40">',
    );
    expect(imageFinding(stuck)?.detail).toMatch(/^1 images: img\.stuck /);
  });

  it('collects visible texts and placeholders, marks other languages, skips hidden text and typed values', async () => {
    const facts = await factsOf(`
      <h1>সদস্য 12</h1>
      <p hidden>লুকানো 3</p><p style="display: none">লুকানো 4</p>
      <p lang="en">Page 2</p><code translate="no">KEY-9</code>
      <input value="5" placeholder="যেমন 01711000000"><textarea>6</textarea>`);
    expect(facts.texts).toEqual([
      { text: 'সদস্য 12', where: 'h1', kind: 'text', foreign: false },
      { text: 'Page 2', where: 'p', kind: 'text', foreign: true },
      { text: 'KEY-9', where: 'code', kind: 'text', foreign: true },
      { text: 'যেমন 01711000000', where: 'input', kind: 'placeholder', foreign: false },
      { text: 'শিরোনাম', where: 'title', kind: 'title', foreign: false },
    ]);
    expect(asciiDigitFinding(facts.texts)?.detail).toBe(
      '2 texts: "সদস্য 12" in h1; "যেমন 01711000000" in input',
    );
  });
});
