import { useCallback, useEffect, useState } from 'react';

/**
 * Whether an element is narrower than its content (a table wider than a phone screen). Returns a callback
 * ref: the element appears only once the rows have loaded, so it is watched from whenever it mounts.
 */
export function useOverflow(): [(element: HTMLElement | null) => void, boolean] {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [overflowing, setOverflowing] = useState(false);
  useEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setOverflowing(element.scrollWidth > element.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    measure();
    return () => observer.disconnect();
  }, [element]);
  return [useCallback((next: HTMLElement | null) => setElement(next), []), overflowing];
}
