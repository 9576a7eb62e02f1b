import { SOCIETY } from '@samity/domain';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';

/**
 * What the server put in the root before any script ran, when it wrote a page's first content below
 * index.html's header frame (a car's name, price and picture, the home page's hero; see
 * apps/server/src/car-pages/first-content.ts; for a signed-in person the member's dues or the month's book,
 * whose answers lib/served-data.ts puts in the query cache: apps/server/src/first-content/): the very elements, taken when this module loads. React's first
 * commit empties the root; the components below put these elements back in the same commit, before the
 * browser paints, so the picture is not fetched or decoded again and nothing blinks or moves. Used for the
 * first load only: on the address they were written for, and each part once (`done`), so a later wait (a
 * language being fetched) shows the plain header frame, not a page of the first language.
 */
const served = (() => {
  if (typeof document === 'undefined') return null;
  const root = document.getElementById('root');
  // A page's content is in a <main>: the root's own child on public and member pages, inside the admin
  // shell on admin pages. index.html's plain frame has none.
  if (!root?.querySelector('main')) return null;
  return { path: window.location.pathname, nodes: [...root.childNodes], done: new Set<string>() };
})();

/** The served elements matching `selector` (all of the root's without one), if still to be used. */
function servedNodes(selector = ''): Node[] | null {
  if (!served || window.location.pathname !== served.path || served.done.has(selector)) return null;
  if (!selector) return served.nodes;
  for (const node of served.nodes) {
    if (!(node instanceof Element)) continue;
    const found = node.matches(selector) ? node : node.querySelector(selector);
    if (found) return [found];
  }
  return null;
}

/**
 * The served elements, moved into a wrapper that takes no box (display: contents), so the page lays out
 * exactly as before the scripts ran. React renders the wrapper empty and never touches what is put in it.
 * Once the wrapper goes (the page's own render has replaced it), that part is used up.
 */
function Served({ nodes, part }: { nodes: Node[]; part: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    ref.current?.append(...nodes);
    return () => void served?.done.add(part);
  }, [nodes, part]);
  return <div ref={ref} style={{ display: 'contents' }} />;
}

/** Decided once, when the component mounts: a re-render while the page is still waiting keeps what it shows. */
const useServed = (selector?: string) => useState(() => servedNodes(selector))[0];

/**
 * Shown while the first page's code is still arriving: what index.html showed before the JavaScript ran,
 * so it stays on screen through the hand-over instead of blinking out. That is the page's first content the
 * server wrote, when it wrote one for this address, else the same language-neutral header frame that
 * index.html carries (vite-shell.ts).
 */
export function StaticShell() {
  const nodes = useServed();
  if (nodes) return <Served nodes={nodes} part="" />;
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

/**
 * For a page whose data is still arriving on the first load: the part of it the server already wrote
 * (`selector`, e.g. a car's '.car-layout'), so the visitor keeps seeing it instead of a spinner; `fallback`
 * once the visitor has moved on or when the server wrote none.
 */
export function FirstContent({ selector, fallback }: { selector: string; fallback: ReactNode }) {
  const nodes = useServed(selector);
  return nodes ? <Served nodes={nodes} part={selector} /> : fallback;
}
