import { endOfDhakaDay } from './dhaka-time';
import { hasMonthStarted, monthLabelOfIso } from './months';

/**
 * The rules of a committee election (docs/governance.md, Elections), pure so the API, the voter list files
 * and the screens read the same ones.
 */

/** Unpaid started months at the cut-off that take a member off the voter list, unless the election says otherwise. */
export const ELECTION_ARREARS_MONTHS_DEFAULT = 3;

export interface ElectionSchedule {
  cutoff_date: string;
  nomination_opens: string;
  nomination_closes: string;
  withdrawal_deadline: string;
  polling_date: string;
  term_starts: string;
  term_ends: string;
}

type ScheduleField = keyof ElectionSchedule;

/**
 * The schedule in its one order: cut-off before the nomination window opens, the window (one day at least),
 * the withdrawal deadline after it closes, polling day after that, and the committee's term from polling day
 * on. Answers a message for each date out of order, on the later date's field; none when the order holds.
 */
export function scheduleErrors(s: ElectionSchedule): Partial<Record<ScheduleField, string>> {
  const errors: Partial<Record<ScheduleField, string>> = {};
  const rules: [ScheduleField, ScheduleField, boolean, string][] = [
    ['nomination_opens', 'cutoff_date', true, 'Nominations must open after the voter-list cut-off date'],
    ['nomination_closes', 'nomination_opens', false, 'Nominations must close on or after the day they open'],
    [
      'withdrawal_deadline',
      'nomination_closes',
      true,
      'The withdrawal deadline must be after nominations close',
    ],
    ['polling_date', 'withdrawal_deadline', true, 'Polling day must be after the withdrawal deadline'],
    ['term_starts', 'polling_date', false, 'The term must start on or after polling day'],
    ['term_ends', 'term_starts', true, 'The term must end after it starts'],
  ];
  for (const [later, earlier, strict, message] of rules) {
    const ok = strict ? s[later] > s[earlier] : s[later] >= s[earlier];
    if (!ok && !errors[later]) errors[later] = message;
  }
  return errors;
}

/** During the nomination window, both days included (Dhaka's dates). */
export function isNominationOpen(
  s: Pick<ElectionSchedule, 'nomination_opens' | 'nomination_closes'>,
  today: string,
) {
  return s.nomination_opens <= today && today <= s.nomination_closes;
}

/** A candidate may withdraw until the end of the deadline's day. */
export function canWithdraw(s: Pick<ElectionSchedule, 'withdrawal_deadline'>, today: string) {
  return today <= s.withdrawal_deadline;
}

/**
 * Whether a monthly book's month counts at the cut-off: it had started on the cut-off date and has started
 * now. A book made ahead for a month to come is owed by no one (hasMonthStarted), so it never counts.
 */
export function monthCountsAtCutoff(monthIso: string, cutoffDate: string, now: number): boolean {
  const label = monthLabelOfIso(monthIso);
  return hasMonthStarted(label, Math.min(endOfDhakaDay(cutoffDate), now));
}

export type VoterExclusion = 'deceased' | 'arrears';

export interface VoterFacts {
  status: 'active' | 'deceased';
  /** Counted months (monthCountsAtCutoff) still unpaid by the end of the cut-off date. */
  unpaid_months: number;
}

/**
 * A voter: an active member with fewer than `arrearsMonths` counted months unpaid by the end of the cut-off
 * date. A payment dated after the cut-off does not count, so a list once drawn stays the same. (The members'
 * records carry no joining date, only when the record was made, so the rule cannot ask when one joined.)
 */
export function voterExclusion(member: VoterFacts, arrearsMonths: number): VoterExclusion | null {
  if (member.status !== 'active') return 'deceased';
  if (member.unpaid_months >= arrearsMonths) return 'arrears';
  return null;
}

export interface ResultPost {
  id: number;
  seats: number;
}

export interface ResultCandidate {
  id: number;
  post_id: number;
  votes: number | null;
  won_lot: boolean;
}

export interface PostResult {
  post_id: number;
  /** Elected candidates, most votes first. */
  elected: number[];
  /** Candidates level on votes at the last seat, for the officer to resolve; empty when there is no tie. */
  tied: number[];
  /** How many of the tied candidates take a seat. */
  tied_seats: number;
  /** Whether the tie has been resolved (the lot's winners recorded). */
  resolved: boolean;
  /** Some approved candidate has no votes entered yet. */
  incomplete: boolean;
}

/**
 * The result of a post from the approved candidates' counted votes: the most votes take the seats; when
 * candidates are level on votes at the last seat, the seat goes to those the officer recorded as winning the
 * lot (exactly as many as the seats left), and until then the post is tied. A post with no more candidates
 * than seats elects them all (unopposed).
 */
export function postResult(post: ResultPost, candidates: readonly ResultCandidate[]): PostResult {
  const own = candidates.filter((c) => c.post_id === post.id);
  const base = { post_id: post.id, tied: [] as number[], tied_seats: 0, resolved: true };
  const incomplete = own.some((c) => c.votes === null);
  if (own.length <= post.seats) return { ...base, elected: own.map((c) => c.id), incomplete };
  if (incomplete) return { ...base, elected: [], incomplete };
  const sorted = [...own].sort((a, b) => (b.votes ?? 0) - (a.votes ?? 0) || a.id - b.id);
  const cut = sorted[post.seats - 1]!.votes ?? 0;
  const above = sorted.filter((c) => (c.votes ?? 0) > cut).map((c) => c.id);
  const level = sorted.filter((c) => (c.votes ?? 0) === cut);
  const left = post.seats - above.length;
  if (level.length === left) return { ...base, elected: [...above, ...level.map((c) => c.id)], incomplete };
  const winners = level.filter((c) => c.won_lot).map((c) => c.id);
  const resolved = winners.length === left;
  return {
    post_id: post.id,
    elected: resolved ? [...above, ...winners] : above,
    tied: level.map((c) => c.id),
    tied_seats: left,
    resolved,
    incomplete,
  };
}

/** Results may be published when every post has its votes and no unresolved tie. */
export function resultsBlockers(results: readonly PostResult[]): { incomplete: number[]; tied: number[] } {
  return {
    incomplete: results.filter((r) => r.incomplete).map((r) => r.post_id),
    tied: results.filter((r) => !r.resolved).map((r) => r.post_id),
  };
}
