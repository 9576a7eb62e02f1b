// One screen: open it in a role's browser context, let it settle, judge it and photograph the whole page.
import { join } from 'node:path';
import {
  asciiDigitFinding,
  collectPageFacts,
  consoleFinding,
  imageFinding,
  missingGlyphFinding,
  rawKeyFinding,
  responseFinding,
  sidewaysFinding,
} from './detectors.mjs';
import { dataWords, englishTextFinding, servedData } from './english-text.mjs';
import { shotName } from './plan.mjs';

/**
 * A browser context per role and view: the role's session cookies and the view's language, chosen the way the
 * language menu stores it (localStorage 'samity.language', apps/web/src/i18n/index.ts) before any page script.
 */
export async function openContext(browser, view, storageState) {
  const context = await browser.newContext({
    viewport: { width: view.width, height: view.height },
    isMobile: view.mobile,
    hasTouch: view.mobile,
    deviceScaleFactor: 1,
    storageState,
    reducedMotion: 'reduce',
  });
  await context.addInitScript((language) => localStorage.setItem('samity.language', language), view.language);
  return context;
}

/** Logs a role in through the API (the browser's own cookie jar keeps the session) and returns its cookies. */
export async function loginState(browser, base, role) {
  if (role.kind === 'anonymous') return undefined;
  const context = await browser.newContext();
  try {
    const answer = await context.request.post(`${base}/api/${role.kind}/login`, {
      data: role.login,
      headers: { origin: base },
    });
    const body = await answer.json().catch(() => ({}));
    if (!answer.ok() || body.success !== true) {
      throw new Error(`login as ${role.name} failed: ${answer.status()} ${JSON.stringify(body)}`);
    }
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/** Waits up to 10 s for every image the page has asked for to arrive (or fail); never throws. */
function imagesArrived(page) {
  return page
    .waitForFunction(() => [...document.images].every((img) => img.complete), null, { timeout: 10_000 })
    .catch(() => {});
}

/** Waits for the network to rest (the page's data, lazy images once scrolled to) and the fonts. */
async function settle(page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    const pause = () => new Promise((resolve) => setTimeout(resolve, 50));
    for (let y = 0; y < document.scrollingElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await pause();
    }
    window.scrollTo(0, 0);
    await document.fonts.ready;
  });
  await page.waitForLoadState('networkidle');
  // Lazy images asked for while scrolling may still be arriving from a busy server; one that never
  // arrives is reported by imageFinding.
  await imagesArrived(page);
  // A busy server may answer after the network looked idle: a picture of a spinner shows nothing. One still
  // spinning after this wait is reported (stillLoadingFinding).
  await page
    .waitForFunction(() => document.querySelectorAll('.spinner').length === 0, null, { timeout: 15_000 })
    .catch(() => {});
}

/** A page whose spinner never went away: its data did not arrive, or arrived and was never shown. */
async function stillLoadingFinding(page) {
  const spinning = await page.locator('.spinner').count();
  return spinning > 0 ? { kind: 'loading', detail: `${spinning} spinner(s) still on the page` } : null;
}

/** Renders shot in context at view, writes `<out>/<view>/<name>.png` and returns what was found. */
export async function shoot(context, { base, shot, view, out, keys }) {
  const started = Date.now();
  const findings = [];
  // React logs one render error several times: a finding is counted once per page.
  const add = (finding) =>
    finding &&
    !findings.some((seen) => seen.kind === finding.kind && seen.detail === finding.detail) &&
    findings.push(finding);
  const page = await context.newPage();
  page.on('console', (message) => add(consoleFinding(message.type(), message.text())));
  page.on('pageerror', (error) => add({ kind: 'page-error', detail: String(error.message ?? error) }));
  page.on('response', (response) => add(responseFinding(response.url(), response.status())));
  // What the page was handed as data (people's words, for englishTextFinding): its API's JSON answers and the
  // data served with its HTML; not the app's own files (the web manifest, the translation chunks).
  const data = [];
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (new URL(response.url()).pathname.startsWith('/assets/')) return;
    if (type.startsWith('application/json')) data.push(response.json().catch(() => undefined));
    else if (type.includes('html')) data.push(response.text().then(servedData, () => undefined));
  });
  page.on('requestfailed', (request) => {
    const failure = request.failure()?.errorText ?? 'failed';
    // A request the page itself gave up (navigation, an aborted fetch) is no fault of the server.
    if (!failure.includes('ERR_ABORTED')) add({ kind: 'request', detail: `${failure} ${request.url()}` });
  });
  const file = join(view.name, `${shotName(shot)}.png`);
  try {
    await page.goto(base + shot.route, { waitUntil: 'load', timeout: 30_000 });
    await settle(page);
    const landed = new URL(page.url()).pathname;
    if (landed !== shot.route) add({ kind: 'redirected', detail: `${shot.route} became ${landed}` });
    add(await stillLoadingFinding(page));
    let facts = await page.evaluate(collectPageFacts);
    if (imageFinding(facts)) {
      // Images the page asked for anew after settling (a list drawn again) get their own wait; those still
      // missing after it are reported.
      await imagesArrived(page);
      facts = await page.evaluate(collectPageFacts);
    }
    add(sidewaysFinding(facts));
    add(imageFinding(facts));
    add(rawKeyFinding(facts.texts, keys));
    if (view.language === 'bn') {
      add(asciiDigitFinding(facts.texts));
      add(englishTextFinding(facts.texts, dataWords(await Promise.all(data))));
    }
    add(await missingGlyphFinding(page));
    await page.screenshot({ path: join(out, file), fullPage: true, animations: 'disabled' });
  } catch (error) {
    add({ kind: 'failed', detail: String(error.message ?? error).split('\n')[0] });
  } finally {
    await page.close();
  }
  return {
    view: view.name,
    route: shot.route,
    role: shot.role.name,
    file,
    ms: Date.now() - started,
    findings,
  };
}
