import type { ElectionSchedule } from './elections';

/**
 * The invariants that make an election's record final (docs/governance.md, Elections; issue 34 §2), pure so
 * the services, the screens and the tests read one statement of each. A refusal names its rule (an error key
 * under `errors.elections.`), the field it belongs to and the figures it compared.
 */

/** The bylaws' notice periods of a schedule, in days (table `election_settings`). */
export interface ElectionSettings {
  /** Polling day at least this many days after the day the election is scheduled (the election's notice). */
  notice_days: number;
  /** The nomination window open at least this many days, both ends included. */
  nomination_days: number;
  /** Polling day at least this many days after the withdrawal deadline: the candidate list's time up. */
  candidate_list_days: number;
}

export const ELECTION_SETTINGS_DEFAULTS: ElectionSettings = {
  notice_days: 15,
  nomination_days: 3,
  candidate_list_days: 3,
};

export interface RuleBreach {
  key: string;
  field: string;
  message: string;
  params: Record<string, string>;
}

/** Whole days from one ISO date to a later one. */
export function dayCount(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * The first notice period a schedule falls short of, scheduled on `scheduledOn` (Dhaka's date), or null. (A
 * cut-off already past is allowed: the list counts only payments entered by the end of its day.)
 */
export function noticePeriodBreach(
  s: ElectionSchedule,
  scheduledOn: string,
  settings: ElectionSettings,
): RuleBreach | null {
  const checks: [keyof ElectionSettings, string, string, number, string][] = [
    [
      'notice_days',
      'elections.noticeDays',
      'polling_date',
      dayCount(scheduledOn, s.polling_date),
      'Polling day must be at least {{days}} days after the election is scheduled (the notice of the election).',
    ],
    [
      'nomination_days',
      'elections.nominationDays',
      'nomination_closes',
      dayCount(s.nomination_opens, s.nomination_closes) + 1,
      'Nominations must be open at least {{days}} days (the nomination period).',
    ],
    [
      'candidate_list_days',
      'elections.candidateListDays',
      'polling_date',
      dayCount(s.withdrawal_deadline, s.polling_date),
      'Polling day must be at least {{days}} days after the withdrawal deadline (the candidate list period).',
    ],
  ];
  for (const [period, key, field, actual, text] of checks) {
    const days = settings[period];
    if (actual < days)
      return {
        key,
        field,
        message: text.replace('{{days}}', String(days)),
        params: { period, days: String(days), actual: String(actual) },
      };
  }
  return null;
}

/** The candidate list is published once, after the withdrawal deadline's day and before polling day. */
export function candidateListBreach(
  s: Pick<ElectionSchedule, 'withdrawal_deadline' | 'polling_date'>,
  today: string,
  alreadyPublished: boolean,
): RuleBreach | null {
  if (alreadyPublished)
    return {
      key: 'elections.candidatesPublished',
      field: 'id',
      message: 'The candidate list is published and locked.',
      params: {},
    };
  if (today <= s.withdrawal_deadline || today >= s.polling_date)
    return {
      key: 'elections.candidateListWindow',
      field: 'id',
      message: `The candidate list can be published after the withdrawal deadline (${s.withdrawal_deadline}) and before polling day (${s.polling_date}).`,
      params: { from: s.withdrawal_deadline, until: s.polling_date },
    };
  return null;
}

export interface VoteCount {
  /** Members on the frozen voter list. */
  voters: number;
  ballots_cast: number;
  ballots_spoiled: number;
  posts: readonly { id: number; seats: number }[];
  /** Every approved candidate's counted votes (null: not entered yet). */
  candidates: readonly { id: number; post_id: number; votes: number | null }[];
}

/**
 * The count adds up: ballots cast at most the voters on the list, spoiled at most cast; a valid ballot
 * (cast less spoiled) gives a candidate at most one vote, so no candidate has more votes than valid ballots
 * and a post's votes are at most valid ballots times its seats. Answers every breach, on its field (a
 * candidate's field is `votes.<id>`, a post's `posts.<id>`), none when the count holds.
 */
export function voteCountBreaches(count: VoteCount): RuleBreach[] {
  const breaches: RuleBreach[] = [];
  const { voters, ballots_cast: cast, ballots_spoiled: spoiled } = count;
  if (cast > voters)
    breaches.push({
      key: 'elections.ballotsOverVoters',
      field: 'ballots_cast',
      message: `Ballots cast (${cast}) cannot be more than the ${voters} voters on the list.`,
      params: { cast: String(cast), voters: String(voters) },
    });
  if (spoiled > cast)
    breaches.push({
      key: 'elections.spoiledOverCast',
      field: 'ballots_spoiled',
      message: `Spoiled ballots (${spoiled}) cannot be more than the ballots cast (${cast}).`,
      params: { spoiled: String(spoiled), cast: String(cast) },
    });
  const valid = Math.max(0, cast - spoiled);
  for (const c of count.candidates)
    if ((c.votes ?? 0) > valid)
      breaches.push({
        key: 'elections.votesOverBallots',
        field: `votes.${c.id}`,
        message: `${c.votes} votes is more than the ${valid} valid ballots.`,
        params: { votes: String(c.votes), valid: String(valid) },
      });
  for (const post of count.posts) {
    const total = count.candidates
      .filter((c) => c.post_id === post.id)
      .reduce((sum, c) => sum + (c.votes ?? 0), 0);
    const most = valid * post.seats;
    if (total > most)
      breaches.push({
        key: 'elections.postVotesOverBallots',
        field: `posts.${post.id}`,
        message: `The votes of this post add up to ${total}, more than ${valid} valid ballots x ${post.seats} seats = ${most}.`,
        params: { total: String(total), valid: String(valid), seats: String(post.seats), most: String(most) },
      });
  }
  return breaches;
}
