import { toAsciiDigits } from './digits';

/**
 * Comparing cars side by side: a buyer marks up to COMPARE_MAX_CARS cars and opens /compare?cars=12,34,56.
 * The cars are in the address, so a comparison is a link to send (it opens the same cars on another phone);
 * the marks themselves are kept on the buyer's own device only.
 */
export const COMPARE_MAX_CARS = 3;

const COMPARE_PATH = '/compare';

/** The comparison of these cars, in the order they were marked. */
export function comparePath(ids: readonly number[]): string {
  return ids.length ? `${COMPARE_PATH}?cars=${ids.join(',')}` : COMPARE_PATH;
}

/**
 * The car ids an address's `cars` names: whole positive numbers (either script), each once, the first
 * COMPARE_MAX_CARS of them; anything else in the list is left out, so a mangled link still shows what it can.
 */
export function compareIdsOf(search: string): number[] {
  const text = new URLSearchParams(search).get('cars') ?? '';
  const ids: number[] = [];
  for (const part of toAsciiDigits(text).split(',')) {
    const trimmed = part.trim();
    if (!/^[1-9]\d{0,9}$/.test(trimmed)) continue;
    const id = Number(trimmed);
    if (id <= 2_147_483_647 && !ids.includes(id)) ids.push(id);
    if (ids.length === COMPARE_MAX_CARS) break;
  }
  return ids;
}

/**
 * A car added to a comparison: refused ('full') when COMPARE_MAX_CARS are already marked, so the buyer
 * chooses which one to drop rather than losing one silently.
 */
export function addToComparison(
  ids: readonly number[],
  id: number,
): { ids: number[]; result: 'added' | 'already' | 'full' } {
  if (ids.includes(id)) return { ids: [...ids], result: 'already' };
  if (ids.length >= COMPARE_MAX_CARS) return { ids: [...ids], result: 'full' };
  return { ids: [...ids, id], result: 'added' };
}
