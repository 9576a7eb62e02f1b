import { SOCIETY } from '@samity/domain';

/**
 * The same language-neutral header frame that index.html carries before the JavaScript runs
 * (vite-shell.ts), shown while the first page's code is still arriving, so the frame stays on screen
 * through the hand-over instead of blinking out.
 */
export function StaticShell() {
  return (
    <header className="site-header">
      <p className="top-bar" lang="bn">
        {SOCIETY.name.bn}
      </p>
      <div className="main-bar">
        <span className="logo">
          <img src="/logo.svg" alt="" width="40" height="40" />
        </span>
      </div>
    </header>
  );
}
