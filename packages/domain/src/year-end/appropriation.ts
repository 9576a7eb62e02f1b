/**
 * Appropriation of a year's surplus. Percentages are kept in basis points (1 % = 100) so every share is
 * integer arithmetic on poisha. Defaults and their basis:
 * - reserve fund 15 %: the Cooperative Societies Act 2001 (section 34) sets aside at least 15 % of the net
 *   profit to the reserve fund; the setting refuses less;
 * - cooperative development fund 3 %: the same section sends 3 % of the net profit to the cooperative
 *   development fund;
 * - other funds (education, dividend equalisation, ...) up to a limit the bylaws set: 10 % by default, the
 *   committee may change it to its bylaws' figure;
 * - the rest is carried forward as accumulated surplus.
 */
export const RESERVE_MIN_BP = 1500;
export const DEFAULT_RESERVE_BP = 1500;
export const DEFAULT_DEVELOPMENT_BP = 300;
export const DEFAULT_OTHER_FUNDS_MAX_BP = 1000;

export interface AppropriationShares {
  surplus: number;
  reserve: number;
  development: number;
  other: number;
  carried: number;
}

/** A share of an amount in basis points, rounded up to whole poisha (a fund never gets less than its rate). */
export function shareOf(poisha: number, bp: number): number {
  return Math.ceil((poisha * bp) / 10_000);
}

/**
 * The shares of a surplus (poisha, > 0): reserve and development at their rates, other funds as asked
 * (at most the bylaw limit), the rest carried forward. Nothing is appropriated from a deficit.
 */
export function appropriate(
  surplus: number,
  rates: { reserveBp: number; developmentBp: number; otherBp: number },
): AppropriationShares {
  if (surplus <= 0) return { surplus, reserve: 0, development: 0, other: 0, carried: surplus };
  const reserve = shareOf(surplus, rates.reserveBp);
  const development = Math.min(shareOf(surplus, rates.developmentBp), surplus - reserve);
  const other = Math.min(shareOf(surplus, rates.otherBp), surplus - reserve - development);
  return { surplus, reserve, development, other, carried: surplus - reserve - development - other };
}
