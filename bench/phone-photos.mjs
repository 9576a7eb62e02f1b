/**
 * The slow-phone bench's photo case (issue 37 §6): a dealer on a cheap phone adds a car with three photos
 * straight from its camera (4000 × 3000 JPEGs of 3-4 MB, made here with sharp: gradients with grain, so they
 * compress like photos). Measured from the moment the file input reports the choice until all three are
 * compressed and uploaded, i.e. the car is ready to save; the target is 8 s. Also reported: the longest task
 * on the page's thread meanwhile (compression in a worker keeps it short, so the page stays responsive).
 * Called by bench/slow-phone.mjs with its browser, server and throttling; each run is a fresh, cold context.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';

export const PHOTOS_TARGET_MS = 8000;
const WIDTH = 4000;
const HEIGHT = 3000;

/** One camera-sized JPEG: deterministic per seed, about 3.2-3.6 MB at these qualities. */
async function cameraPhoto(seed, quality) {
  const raw = Buffer.alloc(WIDTH * HEIGHT * 3);
  let state = seed;
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      state = (state * 1103515245 + 12345) & 0x7fffffff;
      const grain = (state % 40) - 20;
      const i = (y * WIDTH + x) * 3;
      raw[i] = Math.max(0, Math.min(255, (x * 255) / WIDTH + grain));
      raw[i + 1] = Math.max(0, Math.min(255, (y * 255) / HEIGHT + grain * 0.8));
      raw[i + 2] = Math.max(0, Math.min(255, 128 + 100 * Math.sin((x + y + seed) / 60) + grain));
    }
  }
  return sharp(raw, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .jpeg({ quality })
    .toBuffer();
}

/**
 * The three photos, written to a temporary folder: the file input is given their paths, as a phone's file
 * chooser gives files on its storage (Playwright would otherwise copy buffers through the DevTools protocol,
 * seconds of the page's thread at 4x that no phone spends). Answers each file's path and size.
 */
export async function cameraPhotos() {
  const dir = mkdtempSync(join(tmpdir(), 'samity-photos-'));
  const photos = [];
  for (const [i, quality] of [85, 86, 87].entries()) {
    const path = join(dir, `IMG_${2041 + i}.jpg`);
    const buffer = await cameraPhoto(i + 7, quality);
    writeFileSync(path, buffer);
    photos.push({ path, bytes: buffer.length });
  }
  return { dir, photos };
}

/** Runs in the page: the time of the choice (the input's change) and of the third "Uploaded", and long tasks. */
function observePhotos() {
  const marks = { chosen: null, ready: null, longest: 0 };
  window.__photos = marks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (
        marks.chosen !== null &&
        entry.startTime >= marks.chosen &&
        (marks.ready === null || entry.startTime < marks.ready)
      )
        marks.longest = Math.max(marks.longest, entry.duration);
  }).observe({ type: 'longtask', buffered: false });
  document.addEventListener(
    'change',
    (event) => {
      if (event.target instanceof HTMLInputElement && event.target.type === 'file')
        marks.chosen = performance.now();
    },
    true,
  );
  new MutationObserver(() => {
    if (marks.chosen === null || marks.ready !== null) return;
    if (document.querySelectorAll('.image-picker-item.image-picker-done').length === 3)
      marks.ready = performance.now();
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
}

/**
 * One cold run: the member's dashboard, the stock tab, Add car, the three photos chosen. `throttle(tab)` applies
 * the bench's network and CPU profile once the page is open (the same as for the pages' first loads).
 */
export async function photoRun(browser, base, storageState, photos, throttle) {
  const context = await browser.newContext({
    viewport: { width: 375, height: 740 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'en-US',
    storageState,
  });
  try {
    await context.addInitScript(observePhotos);
    const tab = await context.newPage();
    await throttle(tab);
    await tab.goto(`${base}/MemberDashboard`, { waitUntil: 'load', timeout: 60_000 });
    const tabs = tab.getByRole('tablist', { name: 'Dashboard sections' });
    await tabs.getByRole('tab', { name: 'Stock', exact: true }).click({ timeout: 60_000 });
    await tab.getByRole('button', { name: 'Add car' }).click({ timeout: 60_000 });
    const dialog = tab.getByRole('dialog', { name: 'Add a car' });
    await dialog.getByLabel(/^Pictures/).setInputFiles(
      photos.map((photo) => photo.path),
      { timeout: 60_000 },
    );
    await tab.waitForFunction(() => window.__photos.ready !== null, null, { timeout: 120_000, polling: 250 });
    const failed = await dialog.locator('.image-picker-failed').count();
    if (failed) throw new Error(`${failed} photo(s) failed to upload`);
    const marks = await tab.evaluate(() => window.__photos);
    return { ms: marks.ready - marks.chosen, longest: marks.longest };
  } finally {
    await context.close();
  }
}
