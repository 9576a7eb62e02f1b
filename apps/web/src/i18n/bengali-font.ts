import i18n from './index';

let loading: Promise<unknown> | undefined;

/**
 * The Bengali web font (one weight, ~45 KB), fetched once: its stylesheet, then the font file itself. A page
 * painted between the two lays its Bengali out in a system font without Bengali glyphs, and Chromium kept
 * some of those boxes (buttons) after the font arrived, so the first paint waits for the file too.
 */
export function loadBengaliFont(): Promise<unknown> {
  loading ??= import('@fontsource/noto-sans-bengali/400.css')
    .then(() => document.fonts.load('400 1em "Noto Sans Bengali"', 'অ'))
    // Bengali already painted in a fallback font (an English page's top bar and language switch) is laid
    // out again: a new font-family for [lang="bn"] (styles.css) makes Chromium shape it anew, where the
    // font's arrival alone left some of it as empty boxes on machines without a Bengali system font.
    .then(() => document.documentElement.classList.add('bengali-font'));
  return loading;
}

/**
 * When the Bengali font is needed. A Bengali page needs it for its first paint, so main.tsx waits for its
 * stylesheet beside the Bengali texts. An English page shows only the society's Bengali name in the top bar:
 * there the font comes after the page has loaded, so on a slow connection it does not share the bandwidth
 * with the scripts the page's content waits on (phones with a Bengali system font never fetch it anyway).
 */
export function bengaliFontReady(): Promise<unknown> {
  i18n.on('languageChanged', (lng) => {
    if (lng === 'bn') void loadBengaliFont();
  });
  if (i18n.language === 'bn') return loadBengaliFont();
  const later = () => setTimeout(() => void loadBengaliFont(), 500);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
  return Promise.resolve();
}
