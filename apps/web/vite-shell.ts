// A relative import: Vite bundles it into the config, while the package's TypeScript entry would be loaded
// by Node untranspiled. society.ts imports nothing, so this stays cheap.

import type { Plugin } from 'vite';
import { SOCIETY } from '../../packages/domain/src/society';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/**
 * Puts the header's first lines into index.html, so a phone paints the page frame as soon as the HTML and
 * CSS arrive instead of waiting for the JavaScript (first contentful paint). Only language-neutral parts:
 * the society's Bengali name (the top bar is Bengali in both languages) and the logo, at exactly the size
 * React then renders them, so the hand-over neither flashes nor shifts. React replaces it on first render.
 */
export function staticShell(): Plugin {
  return {
    name: 'samity-static-shell',
    transformIndexHtml(html) {
      const shell =
        '<header class="site-header">' +
        `<p class="top-bar" lang="bn">${escapeHtml(SOCIETY.name.bn)}</p>` +
        '<div class="main-bar"><span class="logo"><img src="/logo.svg" alt="" width="40" height="40" /></span></div>' +
        '</header>';
      return html.replace('<div id="root"></div>', `<div id="root">${shell}</div>`);
    },
  };
}
