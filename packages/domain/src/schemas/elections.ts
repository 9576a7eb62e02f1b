import { z } from 'zod';
import { COMMITTEE_TITLE_NAMES } from '../committee-titles';
import { LIST_LIMIT_MAX, LIST_OFFSET_MAX } from '../constants';
import { ELECTION_ARREARS_MONTHS_DEFAULT, scheduleErrors } from '../elections';
import { queryInt, refusedWhen, zCalendarDate, zText } from './fields';

export const ELECTION_TITLE_MAX = 150;
export const ELECTION_REASON_MAX = 500;
export const ELECTION_SEATS_MAX = 50;

const zPostTitle = z.enum(COMMITTEE_TITLE_NAMES as [string, ...string[]], {
  error: 'Choose a committee title',
});

export const ZElectionPostInput = z.object({
  title: zPostTitle,
  seats: queryInt(1, ELECTION_SEATS_MAX),
});

/** Schedule an election: the dates in their one order (scheduleErrors) and the posts, each title once. */
export const ZCreateElectionInput = z.object({
  title: zText({
    max: ELECTION_TITLE_MAX,
    required: 'Enter the title',
    tooLong: `Title must be at most ${ELECTION_TITLE_MAX} characters`,
  }),
  cutoff_date: zCalendarDate,
  nomination_opens: zCalendarDate,
  nomination_closes: zCalendarDate,
  withdrawal_deadline: zCalendarDate,
  polling_date: zCalendarDate,
  term_starts: zCalendarDate,
  term_ends: zCalendarDate,
  arrears_months: queryInt(1, 24).default(ELECTION_ARREARS_MONTHS_DEFAULT),
  posts: z.array(ZElectionPostInput).min(1, 'Add at least one post').max(COMMITTEE_TITLE_NAMES.length),
});
// The schedule's order and one line per post are the service's check (elections-admin.service.ts): rules
// across fields that the API document cannot state, answered with their own key.
export type CreateElectionInput = z.input<typeof ZCreateElectionInput>;

export const ZElectionIdParam = z.object({ id: queryInt(1, 2_147_483_647) });
export const ZElectionListInput = z.object({
  limit: queryInt(1, LIST_LIMIT_MAX).default(20),
  offset: queryInt(0, LIST_OFFSET_MAX).default(0),
});

export const ZElectionPost = z.object({
  id: z.number().int(),
  title: z.string(),
  seats: z.number().int(),
  tie_resolution: z.string().nullable(),
});

export const ZElection = z.object({
  id: z.number().int(),
  title: z.string(),
  cutoff_date: z.string(),
  nomination_opens: z.string(),
  nomination_closes: z.string(),
  withdrawal_deadline: z.string(),
  polling_date: z.string(),
  term_starts: z.string(),
  term_ends: z.string(),
  arrears_months: z.number().int(),
  candidates_published: z.boolean(),
  results_published: z.boolean(),
  outgoing_term: z.string().nullable(),
  /** The election officer's count of ballot papers (null until entered). */
  ballots_cast: z.number().int().nullable(),
  ballots_spoiled: z.number().int().nullable(),
  /** Whether the voter list is stored (the cut-off day has ended). */
  voters_frozen: z.boolean(),
  /** Recounts recorded after the results were published, oldest first. */
  recounts: z.array(
    z.object({
      reason: z.string(),
      ballots_cast: z.number().int(),
      ballots_spoiled: z.number().int(),
      votes: z.array(z.object({ candidate_id: z.number().int(), votes: z.number().int() })),
      recorded_by: z.string(),
      recorded_at: z.string(),
    }),
  ),
  posts: z.array(ZElectionPost),
});
export type Election = z.infer<typeof ZElection>;

export const ZElectionList = z.object({ entries: z.array(ZElection), total: z.number().int() });

export const CANDIDATE_STATUSES = ['pending', 'approved', 'rejected', 'withdrawn'] as const;

/** A candidate as the admin sees it; members and the public see approved candidates without the reason. */
export const ZElectionCandidate = z.object({
  id: z.number().int(),
  post_id: z.number().int(),
  post_title: z.string(),
  member_no: z.string(),
  name: z.string(),
  business: z.string(),
  status: z.enum(CANDIDATE_STATUSES),
  reason: z.string().nullable(),
  nominated_at: z.string(),
  votes: z.number().int().nullable(),
  elected: z.boolean(),
  tied: z.boolean(),
});
export type ElectionCandidate = z.infer<typeof ZElectionCandidate>;

export const ZElectionCandidateList = z.object({
  entries: z.array(ZElectionCandidate),
  total: z.number().int(),
});

export const ZDecideNominationInput = z
  .object({
    id: queryInt(1, 2_147_483_647),
    decision: z.enum(['approve', 'reject']),
    reason: zText({
      max: ELECTION_REASON_MAX,
      tooLong: `Reason must be at most ${ELECTION_REASON_MAX} characters`,
    })
      .optional()
      .default(''),
  })
  .refine((v) => v.decision === 'approve' || v.reason.length > 0, {
    path: ['reason'],
    message: 'Give the reason for the rejection',
  })
  .meta(refusedWhen('`decision` is `reject` and `reason` is missing or blank'));

const zCandidateVotes = z
  .array(z.object({ candidate_id: queryInt(1, 2_147_483_647), votes: queryInt(0, 1_000_000) }))
  .min(1)
  .max(500);

/** The officer's count: ballots cast and spoiled, and counted votes (the sums are voteCountBreaches'). */
export const ZRecordVotesInput = z.object({
  id: queryInt(1, 2_147_483_647),
  ballots_cast: queryInt(0, 1_000_000),
  ballots_spoiled: queryInt(0, 1_000_000),
  votes: zCandidateVotes,
});

/** A recount after the results were published: recorded with who and why, never an edit of the result. */
export const ZRecountInput = ZRecordVotesInput.extend({
  reason: zText({
    max: ELECTION_REASON_MAX,
    required: 'Say why the votes were recounted',
    tooLong: `Reason must be at most ${ELECTION_REASON_MAX} characters`,
  }),
});

/** The bylaws' notice periods (ElectionSettings), days. */
export const ZElectionSettings = z.object({
  notice_days: queryInt(0, 365),
  nomination_days: queryInt(1, 90),
  candidate_list_days: queryInt(1, 90),
});

export const ZResolveTieInput = z.object({
  post_id: queryInt(1, 2_147_483_647),
  winners: z.array(queryInt(1, 2_147_483_647)).min(1).max(ELECTION_SEATS_MAX),
  resolution: zText({
    max: ELECTION_REASON_MAX,
    required: 'Record how the tie was resolved',
    tooLong: `Resolution must be at most ${ELECTION_REASON_MAX} characters`,
  }),
});

export const ZPublishResultsInput = z.object({
  id: queryInt(1, 2_147_483_647),
  outgoing_term: zText({
    max: 20,
    digits: true,
    required: 'Enter the outgoing committee term',
    tooLong: 'Term must be at most 20 characters',
  }),
});

export const ZPublishResultsResult = z.object({
  outgoing_term: z.string(),
  closed: z.number().int(),
  seated: z.number().int(),
});

export const ZVoter = z.object({
  member_no: z.string(),
  name: z.string(),
  business: z.string(),
});
export const ZExcludedMember = ZVoter.extend({
  reason: z.enum(['deceased', 'arrears']),
  unpaid_months: z.number().int(),
});
export const ZVoterList = z.object({
  cutoff_date: z.string(),
  arrears_months: z.number().int(),
  entries: z.array(ZVoter),
  total: z.number().int(),
  excluded: z.array(ZExcludedMember),
  excluded_total: z.number().int(),
});
export type VoterList = z.infer<typeof ZVoterList>;

/** The member's own view of an election: whether they may stand, and their own nomination. */
export const ZMemberElection = z.object({
  election: ZElection,
  nomination_open: z.boolean(),
  withdrawal_open: z.boolean(),
  eligible: z.boolean(),
  exclusion: z.enum(['deceased', 'arrears']).nullable(),
  own: ZElectionCandidate.nullable(),
});

export type MemberElection = z.infer<typeof ZMemberElection>;

export const ZNominateInput = z.object({
  id: queryInt(1, 2_147_483_647),
  post_id: queryInt(1, 2_147_483_647),
});

/** A published election as members and the public see it. */
export const ZPublishedElection = z.object({ election: ZElection, candidates: z.array(ZElectionCandidate) });
export type PublishedElection = z.infer<typeof ZPublishedElection>;

export const ZCurrentTerm = z.object({
  term_ends: z.string().nullable(),
  days_left: z.number().int().nullable(),
});
