import { addToComparison, COMPARE_MAX_CARS } from '@samity/domain';
import { useSyncExternalStore } from 'react';

/**
 * The cars a buyer marked to compare, kept on this device (localStorage) so the marks made on the stock's
 * cards and on car pages are the same list, and outlast a reload; other tabs hear of changes through the
 * storage event. Nothing is sent to the server: a comparison is shared by its address (/compare?cars=...).
 */
const STORAGE_KEY = 'samity.compare';

function load(): number[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    if (!Array.isArray(stored)) return [];
    return stored.filter((id): id is number => Number.isSafeInteger(id) && id > 0).slice(0, COMPARE_MAX_CARS);
  } catch {
    // Private mode or a damaged value: start with no marks.
    return [];
  }
}

let marked = load();
const listeners = new Set<() => void>();

function keep(ids: number[]) {
  marked = ids;
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(ids));
  } catch {
    // Private mode: the marks last while the page is open.
  }
  for (const listener of listeners) listener();
}

window.addEventListener('storage', (event) => {
  if (event.key !== STORAGE_KEY) return;
  marked = load();
  for (const listener of listeners) listener();
});

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The marked cars' ids, in the order they were marked. */
export function useCompareList(): number[] {
  return useSyncExternalStore(subscribe, () => marked);
}

/** Marks a car; a fourth is refused ('full') and nothing changes. */
export function markToCompare(id: number): 'added' | 'already' | 'full' {
  const { ids, result } = addToComparison(marked, id);
  if (result === 'added') keep(ids);
  return result;
}

export function unmarkToCompare(id: number): void {
  if (marked.includes(id)) keep(marked.filter((other) => other !== id));
}
