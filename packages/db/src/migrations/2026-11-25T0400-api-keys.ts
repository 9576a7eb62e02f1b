import { type Kysely, sql } from 'kysely';

/**
 * API keys for integrators (docs/api.md): a key stands for an admin privilege without a person's password or
 * session. Only the SHA-256 of the secret is stored, beside the public lookup id the key starts with, so the
 * table alone lets nobody call the API. A key's name is unique for good, so the audit trail's "API key <name>"
 * names one key even after it is revoked. Writes made with a key name it in audit_log.actor_api_key_id.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE TABLE api_keys (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    name text NOT NULL,
    lookup_id text NOT NULL UNIQUE,
    secret_hash text NOT NULL,
    privilege text NOT NULL
      CHECK (privilege IN ('Full_Access+', 'Full_Access', 'Finance_Access', 'Member_Access')),
    created_by bigint NOT NULL REFERENCES admins (id),
    created_at timestamptz NOT NULL,
    last_used_at timestamptz,
    expires_at timestamptz,
    revoked_at timestamptz,
    revoked_by bigint REFERENCES admins (id),
    CHECK ((revoked_at IS NULL) = (revoked_by IS NULL))
  )`.execute(db);
  await sql`CREATE UNIQUE INDEX api_keys_name_key ON api_keys (lower(name))`.execute(db);
  await sql`ALTER TABLE audit_log ADD COLUMN actor_api_key_id bigint REFERENCES api_keys (id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE audit_log DROP COLUMN actor_api_key_id`.execute(db);
  await sql`DROP TABLE api_keys`.execute(db);
}
