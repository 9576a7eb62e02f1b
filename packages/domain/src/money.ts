/**
 * Money is integer poisha (1 taka = 100 poisha) everywhere inside the product; the API speaks taka with at
 * most two decimals. Conversions are exact: no floating-point arithmetic on sums.
 * Poisha are JS numbers, checked to stay safe integers (9e15 poisha is far above any society's books).
 */
export type Poisha = number;

export function takaToPoisha(taka: number): Poisha {
  if (!Number.isFinite(taka)) throw new RangeError('Amount must be a finite number');
  const [whole, frac = ''] = Math.abs(taka).toFixed(2).split('.') as [string, string];
  const poisha = Number(whole) * 100 + Number(frac.padEnd(2, '0'));
  if (!Number.isSafeInteger(poisha)) throw new RangeError('Amount is too large');
  return taka < 0 ? -poisha : poisha;
}

export function poishaToTaka(poisha: Poisha): number {
  if (!Number.isSafeInteger(poisha)) throw new RangeError('Poisha must be a safe integer');
  return poisha / 100;
}

/** True when a taka amount has at most two decimals (no fraction of a poisha). */
export function hasAtMostTwoDecimals(taka: number): boolean {
  return Number.isFinite(taka) && Math.abs(Math.round(taka * 100) - taka * 100) < 1e-6;
}
