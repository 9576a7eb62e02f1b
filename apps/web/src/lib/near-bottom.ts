import { SCROLL_TRIGGER_PX } from '@samity/domain';
import { useEffect, useRef } from 'react';

interface ScrollPosition {
  scrollY: number;
  viewportHeight: number;
  documentHeight: number;
}

/** True when the bottom of the viewport is within `triggerPx` of the bottom of the page. */
export function isNearBottom(pos: ScrollPosition, triggerPx = SCROLL_TRIGGER_PX): boolean {
  return pos.viewportHeight + pos.scrollY >= pos.documentHeight - triggerPx;
}

function currentPosition(): ScrollPosition {
  return {
    scrollY: window.scrollY,
    viewportHeight: window.innerHeight,
    documentHeight: document.documentElement.scrollHeight,
  };
}

/**
 * Calls `onNearBottom` whenever the visitor scrolls (or resizes) to within 100 px of the page bottom while
 * `enabled`, and also right after `enabled` or `deps` change, so a page that does not yet fill a tall
 * screen keeps loading until it does.
 */
export function useNearBottom(onNearBottom: () => void, enabled: boolean, deps: readonly unknown[]) {
  const callback = useRef(onNearBottom);
  callback.current = onNearBottom;

  // The caller's deps are re-check triggers: after a page arrives, check again whether to load the next.
  useEffect(() => {
    if (!enabled) return;
    const check = () => {
      if (isNearBottom(currentPosition())) callback.current();
    };
    check();
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    return () => {
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [enabled, ...deps]);
}
