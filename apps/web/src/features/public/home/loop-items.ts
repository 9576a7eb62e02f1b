/** How many times a carousel repeats its list: enough to fill the track while it loops. */
export const CAROUSEL_COPIES = 3;

interface LoopItem<T> {
  item: T;
  key: string;
  /** 0 for the first copy, which alone is exposed to assistive technology and the keyboard. */
  copy: number;
}

/**
 * The list repeated `copies` times in order. The track scrolls by exactly one copy and restarts, so the
 * jump back is invisible and the carousel appears endless. Keys stay unique across copies.
 */
export function loopItems<T>(items: readonly T[], keyOf: (item: T) => string, copies = CAROUSEL_COPIES) {
  const looped: LoopItem<T>[] = [];
  for (let copy = 0; copy < copies; copy++)
    for (const item of items) looped.push({ item, copy, key: `${copy}-${keyOf(item)}` });
  return looped;
}
