import { type Kysely, sql } from 'kysely';

/**
 * Elections of the committee (docs/governance.md, Elections): the schedule, the posts with their seats, the
 * candidates with their nomination, decision, withdrawal and counted votes. The CHECKs keep the schedule in
 * order and a decision, withdrawal or tie resolution with its reason and time, whatever code writes them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE TABLE elections (
    id serial PRIMARY KEY,
    title text NOT NULL CHECK (length(title) BETWEEN 1 AND 150),
    cutoff_date date NOT NULL,
    nomination_opens date NOT NULL,
    nomination_closes date NOT NULL,
    withdrawal_deadline date NOT NULL,
    polling_date date NOT NULL,
    term_starts date NOT NULL,
    term_ends date NOT NULL,
    arrears_months integer NOT NULL CHECK (arrears_months BETWEEN 1 AND 24),
    candidates_published_at timestamptz,
    results_published_at timestamptz,
    results_published_by integer REFERENCES admins(id),
    outgoing_term text,
    created_by integer REFERENCES admins(id),
    created_at timestamptz NOT NULL DEFAULT now(),
    CHECK (cutoff_date < nomination_opens AND nomination_opens <= nomination_closes
      AND nomination_closes < withdrawal_deadline AND withdrawal_deadline < polling_date),
    CHECK (polling_date <= term_starts AND term_starts < term_ends),
    CHECK ((results_published_at IS NULL) = (outgoing_term IS NULL))
  )`.execute(db);

  await sql`CREATE TABLE election_posts (
    id serial PRIMARY KEY,
    election_id integer NOT NULL REFERENCES elections(id) ON DELETE CASCADE,
    title text NOT NULL,
    seats integer NOT NULL CHECK (seats BETWEEN 1 AND 50),
    position integer NOT NULL,
    tie_resolution text,
    UNIQUE (election_id, title)
  )`.execute(db);

  await sql`CREATE TABLE election_candidates (
    id serial PRIMARY KEY,
    election_id integer NOT NULL REFERENCES elections(id) ON DELETE CASCADE,
    post_id integer NOT NULL REFERENCES election_posts(id) ON DELETE CASCADE,
    member_id integer NOT NULL REFERENCES members(id),
    status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected', 'withdrawn')),
    reason text,
    nominated_at timestamptz NOT NULL,
    decided_at timestamptz,
    decided_by integer REFERENCES admins(id),
    withdrawn_at timestamptz,
    votes integer CHECK (votes >= 0),
    won_lot boolean NOT NULL DEFAULT false,
    CHECK (status <> 'rejected' OR (reason IS NOT NULL AND decided_at IS NOT NULL)),
    CHECK ((status = 'withdrawn') = (withdrawn_at IS NOT NULL))
  )`.execute(db);
  // A member stands for one post at a time in an election; after a withdrawal or rejection, again.
  await sql`CREATE UNIQUE INDEX election_candidates_one_standing
    ON election_candidates (election_id, member_id) WHERE status IN ('pending', 'approved')`.execute(db);
  await sql`CREATE INDEX election_candidates_post ON election_candidates (post_id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE election_candidates`.execute(db);
  await sql`DROP TABLE election_posts`.execute(db);
  await sql`DROP TABLE elections`.execute(db);
}
