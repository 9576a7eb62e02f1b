import { type Kysely, sql } from 'kysely';

/**
 * Elections the society can rely on (docs/governance.md, Elections):
 * - election_voters: the voter list frozen once the cut-off day has ended (every member, with the reason an
 *   excluded one is off it); elections.voters_frozen_at says it is stored. Nothing after changes it.
 * - elections.ballots_cast / ballots_spoiled: the election officer's count of the ballot papers, which bounds
 *   the votes entered per candidate and per post.
 * - election_recounts: a correction after the results are published is a recorded recount (who, when, why),
 *   never an edit of the published figures.
 * - election_settings: the bylaws' notice periods the schedule is checked against (one row).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE elections
    ADD COLUMN voters_frozen_at timestamptz,
    ADD COLUMN ballots_cast integer CHECK (ballots_cast >= 0),
    ADD COLUMN ballots_spoiled integer CHECK (ballots_spoiled >= 0),
    ADD CONSTRAINT elections_ballots CHECK ((ballots_cast IS NULL) = (ballots_spoiled IS NULL)
      AND (ballots_spoiled IS NULL OR ballots_spoiled <= ballots_cast))`.execute(db);

  await sql`CREATE TABLE election_voters (
    election_id integer NOT NULL REFERENCES elections(id) ON DELETE CASCADE,
    member_id integer NOT NULL REFERENCES members(id),
    member_no text NOT NULL,
    name text NOT NULL,
    business text NOT NULL,
    unpaid_months integer NOT NULL CHECK (unpaid_months >= 0),
    exclusion text CHECK (exclusion IN ('deceased', 'arrears')),
    PRIMARY KEY (election_id, member_id)
  )`.execute(db);

  await sql`CREATE TABLE election_recounts (
    id serial PRIMARY KEY,
    election_id integer NOT NULL REFERENCES elections(id) ON DELETE CASCADE,
    reason text NOT NULL CHECK (length(reason) BETWEEN 1 AND 1000),
    ballots_cast integer NOT NULL CHECK (ballots_cast >= 0),
    ballots_spoiled integer NOT NULL CHECK (ballots_spoiled >= 0 AND ballots_spoiled <= ballots_cast),
    votes jsonb CHECK (votes IS NOT NULL),
    recorded_by integer NOT NULL REFERENCES admins(id),
    recorded_at timestamptz NOT NULL
  )`.execute(db);
  await sql`CREATE INDEX election_recounts_election ON election_recounts (election_id)`.execute(db);

  await sql`CREATE TABLE election_settings (
    id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
    notice_days integer NOT NULL DEFAULT 15 CHECK (notice_days BETWEEN 0 AND 365),
    nomination_days integer NOT NULL DEFAULT 3 CHECK (nomination_days BETWEEN 1 AND 90),
    candidate_list_days integer NOT NULL DEFAULT 3 CHECK (candidate_list_days BETWEEN 1 AND 90),
    updated_by integer REFERENCES admins(id),
    updated_at timestamptz
  )`.execute(db);
  await sql`INSERT INTO election_settings (id) VALUES (1)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE election_settings`.execute(db);
  await sql`DROP TABLE election_recounts`.execute(db);
  await sql`DROP TABLE election_voters`.execute(db);
  await sql`ALTER TABLE elections DROP CONSTRAINT elections_ballots, DROP COLUMN ballots_spoiled,
    DROP COLUMN ballots_cast, DROP COLUMN voters_frozen_at`.execute(db);
}
