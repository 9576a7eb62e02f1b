import { hasMonthStarted, monthLabelOfIso } from './months';

/**
 * A member is in good standing while active and at most this many started months behind on the monthly
 * contribution; one more month behind, or deceased, and the verification page says "not in good standing"
 * and their cars lose the verified badge.
 */
export const GOOD_STANDING_MAX_MONTHS_BEHIND = 2;

/** One month of a member's dues: the month's first day ('YYYY-MM-DD') and what is still due on it, in poisha. */
export interface DueMonth {
  month: string;
  due_poisha: number;
}

/**
 * How many months the member is behind: started months with something still due. A book made ahead for a
 * month to come is owed by no one yet (hasMonthStarted), so it never counts.
 */
export function monthsBehind(dues: readonly DueMonth[], now: number): number {
  return dues.filter((row) => row.due_poisha > 0 && hasMonthStarted(monthLabelOfIso(row.month), now)).length;
}

/** Good standing: active, and dues at most GOOD_STANDING_MAX_MONTHS_BEHIND months behind. */
export function isInGoodStanding(member: { status: 'active' | 'deceased'; monthsBehind: number }): boolean {
  return member.status === 'active' && member.monthsBehind <= GOOD_STANDING_MAX_MONTHS_BEHIND;
}
