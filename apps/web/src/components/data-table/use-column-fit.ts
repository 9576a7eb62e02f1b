import { useCallback, useEffect, useRef, useState } from 'react';

/** Below this width every table is a list of cards (data-table.css switches at the same width). */
export const CARDS_QUERY = '(max-width: 767px)';

/** Whether a media query matches, following it as the window is resized or turned. */
export function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(() =>
    typeof window === 'undefined' || !window.matchMedia ? false : window.matchMedia(query).matches,
  );
  useEffect(() => {
    if (!window.matchMedia) return;
    const list = window.matchMedia(query);
    const update = () => setMatches(list.matches);
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  return matches;
}

/**
 * How many priority levels a table leaves out to fit its place, and whether it still overflows. The table
 * first shows every column; while it is wider than its scroll region, the lowest priority level moves into
 * the rows' details, then the next. A level comes back only once the region is wider than it was when the
 * level left, so a width on the edge does not make the columns flicker in and out.
 * Returns a callback ref for the scroll region: it appears only once the rows have loaded.
 */
export function useColumnFit(
  levels: number,
  cards: boolean,
): { ref: (element: HTMLElement | null) => void; dropped: number; overflowing: boolean } {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [dropped, setDropped] = useState(0);
  const [overflowing, setOverflowing] = useState(false);
  // The region's width when each level left (index = level).
  const leftAt = useRef<number[]>([]);

  useEffect(() => {
    if (cards) {
      leftAt.current = [];
      setDropped(0);
      setOverflowing(false);
    }
  }, [cards]);

  useEffect(() => {
    if (!element || cards || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const width = element.clientWidth;
      const over = element.scrollWidth > width + 1;
      setDropped((current) => {
        if (over && current < levels) {
          leftAt.current[current + 1] = width;
          return current + 1;
        }
        if (!over && current > 0 && width > (leftAt.current[current] ?? Number.POSITIVE_INFINITY))
          return current - 1;
        return current;
      });
      setOverflowing(over);
    };
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    measure();
    return () => observer.disconnect();
  }, [element, cards, levels]);

  return { ref: useCallback((next: HTMLElement | null) => setElement(next), []), dropped, overflowing };
}
