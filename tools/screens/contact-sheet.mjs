// One picture of all screens of a width: an HTML grid of the screenshots with their names, written beside them
// and photographed by the same browser (a file page may show the images of its own folder).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const escapeHtml = (text) =>
  String(text).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

function sheetHtml(view, pages) {
  const cells = pages
    .map((page) => {
      const count = page.findings.length;
      const kinds = [...new Set(page.findings.map((finding) => finding.kind))].join(', ');
      return `<figure class="${count ? 'bad' : ''}">
  <img src="${escapeHtml(page.file)}" alt="">
  <figcaption><b>${escapeHtml(page.route)}</b> ${escapeHtml(page.role)}${count ? `<br><span>${count}: ${escapeHtml(kinds)}</span>` : ''}</figcaption>
</figure>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en"><meta charset="utf-8"><title>Screens ${escapeHtml(view.name)}</title>
<style>
  body { margin: 16px; font: 13px/1.3 sans-serif; background: #eee; }
  h1 { font-size: 18px; margin: 0 0 12px; }
  main { display: grid; grid-template-columns: repeat(6, 240px); gap: 12px; }
  figure { margin: 0; background: #fff; border: 3px solid #fff; }
  figure.bad { border-color: #d00; }
  img { display: block; width: 100%; height: 420px; object-fit: cover; object-position: top; }
  figcaption { padding: 4px 6px; overflow-wrap: anywhere; }
  span { color: #b00; }
</style>
<h1>${escapeHtml(view.name)}: ${pages.length} screens, ${pages.filter((page) => page.findings.length).length} with findings</h1>
<main>
${cells}
</main>
</html>
`;
}

/** Writes contact-<view>.html and contact-<view>.png into out; pages' files are relative to out. */
export async function writeContactSheet(browser, out, view, pages) {
  const sheetFile = join(out, `contact-${view.name}.html`);
  writeFileSync(sheetFile, sheetHtml(view, pages));
  const context = await browser.newContext({ viewport: { width: 6 * 252 + 32, height: 800 } });
  try {
    const page = await context.newPage();
    await page.goto(pathToFileURL(sheetFile).href, { waitUntil: 'load' });
    const png = join(out, `contact-${view.name}.png`);
    await page.screenshot({ path: png, fullPage: true });
    return png;
  } finally {
    await context.close();
  }
}
