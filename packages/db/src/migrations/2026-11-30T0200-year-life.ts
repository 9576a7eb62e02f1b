import { type Kysely, sql } from 'kysely';

/**
 * A financial year's life (docs/year-end.md, "The life of a year"): open -> closed -> audited -> adopted.
 * - year_closings.statements: the four statements as they stood when the year was closed, kept as the exact
 *   text served ever after (text, not jsonb, so not a byte of it is reordered); null for years closed before.
 * - audit_*: the audit's completion date, the auditor and the audit report (a document of the library).
 * - adopted_*: the general meeting and its resolution that adopted the accounts.
 * - appropriations: the dividend share, and the resolution of the general meeting that decided it (the
 *   appropriation takes effect with it, approved_* staying the second admin who recorded it).
 * - year_end_settings.dividend_cap_bp: the Rules' cap on the dividend, in basis points of the surplus.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE year_closings
    ADD COLUMN statements text,
    ADD COLUMN audit_completed_on date,
    ADD COLUMN auditor text CHECK (length(auditor) BETWEEN 1 AND 200),
    ADD COLUMN audit_report_id integer REFERENCES documents(id),
    ADD COLUMN audited_by bigint REFERENCES admins(id),
    ADD COLUMN audited_at timestamptz,
    ADD COLUMN adopted_meeting_id bigint REFERENCES meetings(id),
    ADD COLUMN adopted_resolution_id bigint REFERENCES meeting_resolutions(id),
    ADD COLUMN adopted_by bigint REFERENCES admins(id),
    ADD COLUMN adopted_at timestamptz,
    ADD CONSTRAINT year_closings_audit CHECK (
      (audited_at IS NULL) = (audit_completed_on IS NULL)
      AND (audited_at IS NULL) = (auditor IS NULL)
      AND (audited_at IS NULL) = (audit_report_id IS NULL)),
    ADD CONSTRAINT year_closings_adoption CHECK (
      (adopted_at IS NULL) = (adopted_meeting_id IS NULL)
      AND (adopted_at IS NULL) = (adopted_resolution_id IS NULL)
      AND (adopted_at IS NULL OR audited_at IS NOT NULL))`.execute(db);

  await sql`ALTER TABLE appropriations
    ADD COLUMN dividend_poisha bigint NOT NULL DEFAULT 0 CHECK (dividend_poisha >= 0),
    ADD COLUMN resolution_id bigint REFERENCES meeting_resolutions(id),
    DROP CONSTRAINT appropriations_check,
    ADD CONSTRAINT appropriations_shares CHECK (
      reserve_poisha + development_poisha + other_poisha + dividend_poisha + carried_poisha = surplus_poisha),
    ADD CONSTRAINT appropriations_resolution CHECK (approved_at IS NULL OR resolution_id IS NOT NULL)
      NOT VALID`.execute(db);

  await sql`ALTER TABLE year_end_settings
    ADD COLUMN dividend_cap_bp integer NOT NULL DEFAULT 0 CHECK (dividend_cap_bp BETWEEN 0 AND 10000)`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE year_end_settings DROP COLUMN dividend_cap_bp`.execute(db);
  await sql`ALTER TABLE appropriations DROP CONSTRAINT appropriations_resolution,
    DROP CONSTRAINT appropriations_shares, DROP COLUMN resolution_id, DROP COLUMN dividend_poisha,
    ADD CONSTRAINT appropriations_check CHECK (
      reserve_poisha + development_poisha + other_poisha + carried_poisha = surplus_poisha)`.execute(db);
  await sql`ALTER TABLE year_closings DROP CONSTRAINT year_closings_adoption,
    DROP CONSTRAINT year_closings_audit, DROP COLUMN adopted_at, DROP COLUMN adopted_by,
    DROP COLUMN adopted_resolution_id, DROP COLUMN adopted_meeting_id, DROP COLUMN audited_at,
    DROP COLUMN audited_by, DROP COLUMN audit_report_id, DROP COLUMN auditor,
    DROP COLUMN audit_completed_on, DROP COLUMN statements`.execute(db);
}
