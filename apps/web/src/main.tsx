import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from './app/providers';
import { AppRouter } from './app/router';
import { i18nReady } from './i18n';
import { bengaliFontReady } from './i18n/bengali-font';
// The Bengali font's Bengali letters, one weight (~45 KB, fetched only for a page that shows Bengali), with
// the unicode-range that keeps Latin text on the system fonts (i18n/bengali-font.css).
import './i18n/bengali-font.css';
import './styles.css';
import './components/ui.css';

function render() {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Providers>
        <AppRouter />
      </Providers>
    </StrictMode>,
  );
}

// Render once the chosen language is loaded (Bengali is a separate chunk, with its font: one weight, bold
// Bengali is synthesised); a failed load still renders, falling back to English, rather than a blank page.
i18nReady.then(bengaliFontReady).then(render, render);
