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
/** The law fixes the cooperative development fund's share: exactly this, neither less nor more. */
export const DEVELOPMENT_BP = 300;
export const DEFAULT_DEVELOPMENT_BP = DEVELOPMENT_BP;
/** The most the law lets go to other purposes (a society's bylaws may set less). */
export const OTHER_FUNDS_LAW_MAX_BP = 1000;
export const DEFAULT_OTHER_FUNDS_MAX_BP = OTHER_FUNDS_LAW_MAX_BP;

export interface AppropriationShares {
  surplus: number;
  reserve: number;
  development: number;
  other: number;
  dividend: number;
  carried: number;
}

/** The rates of one appropriation, in basis points of the surplus. */
export interface AppropriationRates {
  reserveBp: number;
  developmentBp: number;
  otherBp: number;
  dividendBp: number;
}

/**
 * Why rates break the law's shares of a surplus (Cooperative Societies Act 2001, section 34), or null. The one
 * place these limits live: the settings, a proposal and its approval all ask it. Each refusal's key names the
 * section; `bylawOtherMaxBp` and `dividendCapBp` are the society's settings (the bylaws' limit of other
 * purposes, never above the law's, and the Rules' cap on the dividend).
 */
export type LawShareRefusal =
  | 'yearEnd.s34.reserveMin'
  | 'yearEnd.s34.developmentExact'
  | 'yearEnd.s34.otherMax'
  | 'yearEnd.s34.dividendCap'
  | 'yearEnd.s34.over100';

export function lawShareRefusal(
  rates: AppropriationRates,
  limits: { bylawOtherMaxBp: number; dividendCapBp: number },
): LawShareRefusal | null {
  if (rates.reserveBp < RESERVE_MIN_BP) return 'yearEnd.s34.reserveMin';
  if (rates.developmentBp !== DEVELOPMENT_BP) return 'yearEnd.s34.developmentExact';
  if (rates.otherBp > Math.min(limits.bylawOtherMaxBp, OTHER_FUNDS_LAW_MAX_BP)) return 'yearEnd.s34.otherMax';
  if (rates.dividendBp > limits.dividendCapBp) return 'yearEnd.s34.dividendCap';
  if (rates.reserveBp + rates.developmentBp + rates.otherBp + rates.dividendBp > 10_000) {
    return 'yearEnd.s34.over100';
  }
  return null;
}

/** The English text of each refusal (the web app has both languages under errors). */
export const LAW_SHARE_MESSAGES: Record<LawShareRefusal, string> = {
  'yearEnd.s34.reserveMin':
    'At least 15 % of the surplus goes to the reserve fund (Cooperative Societies Act 2001, s.34).',
  'yearEnd.s34.developmentExact':
    'Exactly 3 % of the surplus goes to the cooperative development fund (Cooperative Societies Act 2001, s.34).',
  'yearEnd.s34.otherMax':
    'At most 10 % of the surplus, and no more than the bylaws allow, goes to other funds (Cooperative Societies Act 2001, s.34).',
  'yearEnd.s34.dividendCap':
    "The dividend is above the cap set for it (Cooperative Societies Act 2001, s.34 and the Rules' cap).",
  'yearEnd.s34.over100': 'The shares add up to more than the surplus (Cooperative Societies Act 2001, s.34).',
};

/** A share of an amount in basis points, rounded up to whole poisha (a fund never gets less than its rate). */
export function shareOf(poisha: number, bp: number): number {
  return Math.ceil((poisha * bp) / 10_000);
}

/**
 * The shares of a surplus (poisha, > 0): the funds at their rates rounded up, the dividend rounded down (a
 * member's money is never more than its rate allows), the rest carried forward. Nothing is appropriated from
 * a deficit.
 */
export function appropriate(
  surplus: number,
  rates: { reserveBp: number; developmentBp: number; otherBp: number; dividendBp?: number },
): AppropriationShares {
  if (surplus <= 0) return { surplus, reserve: 0, development: 0, other: 0, dividend: 0, carried: surplus };
  const reserve = shareOf(surplus, rates.reserveBp);
  const development = Math.min(shareOf(surplus, rates.developmentBp), surplus - reserve);
  const other = Math.min(shareOf(surplus, rates.otherBp), surplus - reserve - development);
  const left = surplus - reserve - development - other;
  const dividend = Math.min(Math.floor((surplus * (rates.dividendBp ?? 0)) / 10_000), left);
  return { surplus, reserve, development, other, dividend, carried: left - dividend };
}
