import i18n from './index';

/**
 * A Bengali page's first paint waits for the Bengali font file (main.tsx), so its text never shows in a
 * fallback without Bengali glyphs first. The font's @font-face rules are in the entry stylesheet from the
 * start (main.tsx): the file itself is fetched only when a page shows Bengali, and an English page that
 * does (the top bar, the taka sign ৳) swaps it in when it arrives. Registering the rules late instead left
 * text painted before them as empty boxes in Chromium on machines without a Bengali system font.
 */
export function bengaliFontReady(): Promise<unknown> {
  if (i18n.language !== 'bn') return Promise.resolve();
  return document.fonts.load('400 1em "Noto Sans Bengali"', 'অ');
}
