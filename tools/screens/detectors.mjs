// What `npm run screens` finds wrong on a rendered page. collectPageFacts runs inside the page (it is handed to
// page.evaluate, so it uses nothing from this module); the other functions judge what it collected and are
// plain functions, so tools/screens/test/ can try them on fixtures.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** How many examples a finding names; the rest are counted. */
const EXAMPLES = 5;

/**
 * Collected in the page: the document's and the viewport's widths, the elements that stick out past the right
 * edge where the overflow starts (an element whose parent fits), every visible text with where it stands, and
 * the visible images that did not load.
 * An element inside a box that clips or scrolls sideways (a table's scroll region, a carousel) is that box's
 * business, not the page's; a fixed element never makes the page scroll. The root and body do not count as
 * such a box: content they clip is cut off, which is as wrong as a page that scrolls.
 */
export function collectPageFacts() {
  const limit = window.innerWidth + 1;
  const describe = (el) => {
    const parts = [];
    for (let at = el; at && at !== document.body && parts.length < 3; at = at.parentElement) {
      let part = at.tagName.toLowerCase();
      if (at.id) part += `#${at.id}`;
      else if (typeof at.className === 'string' && at.className.trim())
        part += `.${at.className.trim().split(/\s+/).slice(0, 2).join('.')}`;
      parts.unshift(part);
    }
    return parts.join(' > ');
  };
  const visible = (el) => (el.checkVisibility ? el.checkVisibility({ visibilityProperty: true }) : true);
  const clippedOrFixed = (el) => {
    for (let at = el; at && at !== document.body && at !== document.documentElement; at = at.parentElement) {
      const style = getComputedStyle(at);
      if (style.position === 'fixed') return true;
      if (at !== el && style.overflowX !== 'visible') return true;
    }
    return false;
  };
  const sticksOut = (el) => {
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && box.right > limit;
  };
  const overflowing = [];
  for (const el of document.body.querySelectorAll('*')) {
    if (!sticksOut(el) || !visible(el) || clippedOrFixed(el)) continue;
    const parent = el.parentElement;
    const parentFits = !parent || parent === document.body || !sticksOut(parent) || clippedOrFixed(parent);
    if (parentFits)
      overflowing.push(`${describe(el)} (right edge ${Math.round(el.getBoundingClientRect().right)})`);
  }

  const pageLang = document.documentElement.lang || '';
  // Text marked as another language or as not to be translated (an identifier, a code) is not the page's own.
  const foreignOf = (el) => {
    if (el.closest('[translate="no"]')) return true;
    const marked = el.closest('[lang]');
    return Boolean(marked && marked !== document.documentElement && marked.lang !== pageLang);
  };
  const texts = [];
  const skip = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'TEXTAREA']);
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const el = node.parentElement;
    const text = node.textContent.replace(/\s+/g, ' ').trim();
    if (!text || !el || skip.has(el.tagName) || !visible(el)) continue;
    texts.push({ text, where: describe(el), kind: 'text', foreign: foreignOf(el) });
  }
  for (const el of document.body.querySelectorAll('[placeholder], [title], [aria-label]')) {
    for (const kind of ['placeholder', 'title', 'aria-label']) {
      const text = el.getAttribute(kind)?.trim();
      if (text) texts.push({ text, where: describe(el), kind, foreign: foreignOf(el) });
    }
  }
  if (document.title) texts.push({ text: document.title, where: 'title', kind: 'title', foreign: false });
  // Broken: loaded as nothing, or not loaded although on the screen. A lazy image further down that the
  // browser has not asked for yet (the page re-drew its list after the scroll through it) is only waiting.
  const onScreen = (img) => img.getBoundingClientRect().top < window.innerHeight;
  const brokenImages = [...document.images]
    .filter(
      (img) =>
        visible(img) && (img.complete ? img.naturalWidth === 0 : img.loading !== 'lazy' || onScreen(img)),
    )
    .map((img) => `${describe(img)} ${img.currentSrc || img.getAttribute('src') || '(no src)'}`);
  return {
    innerWidth: window.innerWidth,
    scrollWidth: document.scrollingElement.scrollWidth,
    overflowing,
    texts,
    brokenImages,
  };
}

/** Named and counted: the first few examples, and how many more there are. */
export function examples(list) {
  const more = list.length > EXAMPLES ? `; and ${list.length - EXAMPLES} more` : '';
  return list.slice(0, EXAMPLES).join('; ') + more;
}

/** The page scrolls sideways, or something sticks out past the right edge (cut off where the page clips). */
export function sidewaysFinding(facts) {
  const wider = facts.scrollWidth > facts.innerWidth;
  if (!wider && facts.overflowing.length === 0) return null;
  const what = wider
    ? `the page is ${facts.scrollWidth} px wide in a ${facts.innerWidth} px window`
    : `content is cut off at the right edge of the ${facts.innerWidth} px window`;
  const culprits = facts.overflowing.length ? `: ${examples(facts.overflowing)}` : '';
  return { kind: 'sideways', detail: what + culprits };
}

/** The Bengali block less its digits and signs: an English text may carry a taka sign (৳) or a Bengali digit. */
const BENGALI_LETTERS = /[\u0980-\u09E5\u09F0\u09F1\u09FC]/;

/** A visible image that did not load (by the time the page had settled) or is broken. */
export function imageFinding(facts) {
  const broken = facts.brokenImages;
  return broken.length ? { kind: 'image', detail: `${broken.length} images: ${examples(broken)}` } : null;
}

/** URLs and email addresses may hold ASCII digits in any language. */
const ADDRESSES = /(?:https?:\/\/|www\.)\S+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;

/**
 * ASCII digits where the page speaks Bengali: a Bengali text or a bare number (an amount, a date, a count, a
 * member or phone number) there is written in Bengali digits. Left out: texts marked as another language or
 * translate="no" (collectPageFacts marks them foreign), aria-label texts, which are not seen, and English text
 * (Latin letters and no Bengali ones: an address or a notice typed in English keeps its own digits). There is
 * no allowlist: a number that must stay ASCII is marked in the markup.
 */
export function asciiDigitFinding(texts) {
  const hits = [];
  for (const item of texts) {
    if (item.foreign || item.kind === 'aria-label') continue;
    const text = item.text.replace(ADDRESSES, '');
    if (/[A-Za-z]/.test(text) && !BENGALI_LETTERS.test(text)) continue;
    if (/[0-9]/.test(text)) hits.push(`"${clip(item.text)}" in ${item.where}`);
  }
  return hits.length ? { kind: 'ascii-digit', detail: `${hits.length} texts: ${examples(hits)}` } : null;
}

/** A dotted word (`nav.home`, `admin.menu.notices`), optionally after an i18next namespace (`admin:menu`). */
const KEY_SHAPE = /\b(?:[a-z]+:)?[a-z][a-zA-Z0-9]*(?:\.[a-zA-Z0-9_]+)+\b/g;

/** Translation keys shown as text: a key-shaped word that is a key of the English files. */
export function rawKeyFinding(texts, keys) {
  const hits = [];
  for (const item of texts) {
    for (const [word] of item.text.matchAll(KEY_SHAPE)) {
      if (keys.has(word)) hits.push(`${word} (${item.kind} in ${item.where})`);
    }
  }
  return hits.length ? { kind: 'raw-key', detail: `${hits.length} keys: ${examples(hits)}` } : null;
}

const PLURAL = /_(?:zero|one|two|few|many|other)$/;

/** Every key of apps/web/src/i18n/en/*.json, bare and with its namespace (`public:home.title`), plurals without their suffix. */
export function translationKeys(dir) {
  const keys = new Set();
  const walk = (namespace, prefix, value) => {
    if (value && typeof value === 'object') {
      for (const [name, inner] of Object.entries(value))
        walk(namespace, prefix ? `${prefix}.${name}` : name, inner);
      return;
    }
    for (const key of new Set([prefix, prefix.replace(PLURAL, '')])) {
      keys.add(key);
      keys.add(`${namespace}:${key}`);
    }
  };
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
    walk(file.replace(/\.json$/, ''), '', JSON.parse(readFileSync(join(dir, file), 'utf8')));
  }
  return keys;
}

/**
 * A failed answer (400 and over). The site asks nothing it expects to be refused: a session check (`autologin`)
 * answers 200 with success false to a browser without that session, so a 401 here is a finding too.
 */
export function responseFinding(url, status) {
  return status < 400 ? null : { kind: 'request', detail: `${status} ${url}` };
}

/**
 * Console errors by their first line (a stack trace of the minified build says little), less the browser's own
 * "Failed to load resource" lines: every failed answer is judged, with its address, by responseFinding.
 */
export function consoleFinding(type, text) {
  if (type !== 'error' || /^Failed to load resource/.test(text)) return null;
  return { kind: 'console', detail: clip(text.split('\n')[0], 300) };
}

export function clip(text, length = 80) {
  return text.length > length ? `${text.slice(0, length - 1)}…` : text;
}

/** How many elements with Bengali text a page has checked for their fonts (a long table need not be all). */
const GLYPH_CHECKS = 200;

/**
 * Bengali text drawn without a Bengali font: the empty boxes of a missing glyph. Chromium says which fonts it
 * drew an element's text with (the DevTools protocol's platform fonts); an element whose own text holds a
 * Bengali letter, digit or the taka sign and that no font with "Bengali" or "Bangla" in its name drew is
 * boxes on screen. The first GLYPH_CHECKS visible such elements are asked, in document order.
 */
export async function missingGlyphFinding(page) {
  const marker = 'data-screens-glyphs';
  const marked = await page.evaluate(
    ({ marker, limit }) => {
      const bengali = /[\u0980-\u09FF]/;
      let count = 0;
      for (const el of document.body.querySelectorAll('*')) {
        if (count >= limit) break;
        const own = [...el.childNodes].some((node) => node.nodeType === 3 && bengali.test(node.textContent));
        if (!own || !el.checkVisibility({ visibilityProperty: true })) continue;
        el.setAttribute(marker, String(count));
        count += 1;
      }
      return count;
    },
    { marker, limit: GLYPH_CHECKS },
  );
  if (marked === 0) return null;
  const cdp = await page.context().newCDPSession(page);
  const hits = [];
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeIds } = await cdp.send('DOM.querySelectorAll', {
      nodeId: root.nodeId,
      selector: `[${marker}]`,
    });
    for (const nodeId of nodeIds) {
      const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
      if (fonts.length === 0 || fonts.some((font) => /bengali|bangla/i.test(font.familyName))) continue;
      const { outerHTML } = await cdp.send('DOM.getOuterHTML', { nodeId });
      const { node } = await cdp.send('DOM.describeNode', { nodeId });
      const text = outerHTML
        .replace(/<[^>]*>/g, '')
        .replace(/\s+/g, ' ')
        .trim();
      hits.push(
        `"${clip(text, 40)}" in ${node.localName} (${fonts.map((font) => font.postScriptName).join(', ')})`,
      );
    }
  } finally {
    await page.evaluate((marker) => {
      for (const el of document.querySelectorAll(`[${marker}]`)) el.removeAttribute(marker);
    }, marker);
    await cdp.detach();
  }
  return hits.length ? { kind: 'missing-glyph', detail: `${hits.length} texts: ${examples(hits)}` } : null;
}
