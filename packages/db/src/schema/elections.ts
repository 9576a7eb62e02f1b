import type { Generated } from 'kysely';
import type { CreatedAt, Id, IsoDate, Timestamp } from './columns';

// Committee elections (docs/governance.md, Elections): schedule, posts with seats, candidates and counted votes.

export interface ElectionsTable {
  id: Id;
  title: string;
  cutoff_date: IsoDate;
  nomination_opens: IsoDate;
  nomination_closes: IsoDate;
  withdrawal_deadline: IsoDate;
  polling_date: IsoDate;
  term_starts: IsoDate;
  term_ends: IsoDate;
  /** Unpaid started months at the cut-off that put a member in arrears (off the voter list). */
  arrears_months: number;
  candidates_published_at: Timestamp | null;
  results_published_at: Timestamp | null;
  results_published_by: number | null;
  /** The term the outgoing committee was closed into when the results were published. */
  outgoing_term: string | null;
  created_by: number | null;
  created_at: CreatedAt;
  /** When the voter list was stored (election_voters): at the first read after the cut-off day ended. */
  voters_frozen_at: Timestamp | null;
  /** The election officer's count of ballot papers: every one cast, and of them the spoiled ones. */
  ballots_cast: number | null;
  ballots_spoiled: number | null;
}

/** The voter list frozen after the cut-off: every member, exclusion null for a voter. */
export interface ElectionVotersTable {
  election_id: number;
  member_id: number;
  member_no: string;
  name: string;
  business: string;
  unpaid_months: number;
  exclusion: 'deceased' | 'arrears' | null;
}

/** A recount recorded after the results were published: who, when, why and what it counted. */
export interface ElectionRecountsTable {
  id: Id;
  election_id: number;
  reason: string;
  ballots_cast: number;
  ballots_spoiled: number;
  /** [{ candidate_id, votes }] as recounted (jsonb, never null: a CHECK, as schema/ reads json as nullable). */
  votes: unknown;
  recorded_by: number;
  recorded_at: Timestamp;
}

/** The bylaws' notice periods of an election's schedule (one row, docs/governance.md). */
export interface ElectionSettingsTable {
  id: Generated<number>;
  notice_days: Generated<number>;
  nomination_days: Generated<number>;
  candidate_list_days: Generated<number>;
  updated_by: number | null;
  updated_at: Timestamp | null;
}

export interface ElectionPostsTable {
  id: Id;
  election_id: number;
  /** A committee title (packages/domain/src/committee-titles.ts). */
  title: string;
  seats: number;
  position: number;
  /** How the election officer resolved a tie at the last seat (e.g. the lot drawn). */
  tie_resolution: string | null;
}

export interface ElectionCandidatesTable {
  id: Id;
  election_id: number;
  post_id: number;
  member_id: number;
  status: Generated<'pending' | 'approved' | 'rejected' | 'withdrawn'>;
  reason: string | null;
  nominated_at: Timestamp;
  decided_at: Timestamp | null;
  decided_by: number | null;
  withdrawn_at: Timestamp | null;
  votes: number | null;
  won_lot: Generated<boolean>;
}
