import { type Kysely, sql } from 'kysely';

/**
 * The proof of work that anonymous forms carry (docs/decisions/027-proof-of-work-on-anonymous-forms.md).
 * human_proof_key holds the HMAC key challenges are signed with when HUMAN_PROOF_KEY is not set: made at
 * random by the first instance that needs it, so every instance of the cluster signs and checks with the
 * same key and no key is ever part of the code. human_proof_spent holds each accepted challenge's salt until
 * the challenge would have expired, so a solved challenge is accepted once.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE TABLE human_proof_key (
    only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
    hmac_key text NOT NULL,
    created_at timestamptz NOT NULL
  )`.execute(db);
  await sql`CREATE TABLE human_proof_spent (
    salt text PRIMARY KEY,
    expires_at timestamptz NOT NULL
  )`.execute(db);
  await sql`CREATE INDEX human_proof_spent_expires_idx ON human_proof_spent (expires_at)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE human_proof_spent`.execute(db);
  await sql`DROP TABLE human_proof_key`.execute(db);
}
