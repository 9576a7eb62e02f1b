import { type Kysely, sql } from 'kysely';

/**
 * Two persons and persons only (docs/governance.md):
 * - governance_settings: one row; how long an approving admin's account must have existed before the proposal
 *   it approves (days, default 30).
 * - appropriations get an id and a version: an approval names the exact proposal it approves, so a proposal
 *   changed after the approver read it is not approved by mistake.
 * - admin_lifecycle_requests: disabling or resetting a Full_Access+ admin that would leave one usable
 *   Full_Access+ admin waits here until another Full_Access+ admin confirms it.
 * - committee_members.resolution_id: the register's resolution that co-opted a member outside an election.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE TABLE governance_settings (
    id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
    approver_min_age_days integer NOT NULL DEFAULT 30 CHECK (approver_min_age_days BETWEEN 0 AND 365),
    updated_by bigint REFERENCES admins (id),
    updated_at timestamptz
  )`.execute(db);
  await sql`INSERT INTO governance_settings (id) VALUES (1)`.execute(db);

  await sql`ALTER TABLE appropriations ADD COLUMN id bigint GENERATED ALWAYS AS IDENTITY UNIQUE`.execute(db);
  await sql`ALTER TABLE appropriations ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version >= 1)`.execute(
    db,
  );

  await sql`CREATE TABLE admin_lifecycle_requests (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    action text NOT NULL CHECK (action IN ('disable', 'reset')),
    target_admin_id bigint NOT NULL REFERENCES admins (id),
    requested_by bigint NOT NULL REFERENCES admins (id),
    requested_at timestamptz NOT NULL,
    status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'confirmed', 'cancelled')),
    decided_by bigint REFERENCES admins (id),
    decided_at timestamptz,
    CHECK ((status = 'pending') = (decided_at IS NULL)),
    CHECK (decided_by IS NULL OR status = 'cancelled' OR decided_by <> requested_by)
  )`.execute(db);
  await sql`CREATE UNIQUE INDEX admin_lifecycle_requests_pending_uq
    ON admin_lifecycle_requests (target_admin_id, action) WHERE status = 'pending'`.execute(db);

  await sql`ALTER TABLE committee_members ADD COLUMN resolution_id bigint REFERENCES meeting_resolutions (id)`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE committee_members DROP COLUMN resolution_id`.execute(db);
  await sql`DROP TABLE admin_lifecycle_requests`.execute(db);
  await sql`ALTER TABLE appropriations DROP COLUMN version`.execute(db);
  await sql`ALTER TABLE appropriations DROP COLUMN id`.execute(db);
  await sql`DROP TABLE governance_settings`.execute(db);
}
