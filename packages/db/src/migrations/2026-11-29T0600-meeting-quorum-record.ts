import { type Kysely, sql } from 'kysely';

/**
 * The quorum of a meeting is taken once and kept (docs/governance.md, Quorum): when the minutes are adopted
 * or the meeting is recorded as adjourned for want of a quorum, the meeting row keeps the rule that was
 * applied (quorum kind and value, months in arrears that take a member's rights), how many were entitled,
 * present and needed, and `meeting_entitlements` keeps who was considered, each with the reason they were
 * not entitled and whether they were present. Nothing recomputes them afterwards.
 *
 * `outcome` is 'held' (minutes adopted, resolutions numbered) or 'adjourned' (no resolutions); the adjourned
 * sitting is a new meeting naming the one it continues (`adjourned_from_id`).
 *
 * Meetings adopted before this migration get the record the screen showed then: every active member (or the
 * current committee) entitled, the present ticked, and the quorum of today's settings; their rule says so
 * (`quorum_arrears_months` null: no arrears rule was applied).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE meeting_settings
    ADD COLUMN arrears_months integer NOT NULL DEFAULT 3 CHECK (arrears_months BETWEEN 1 AND 24)`.execute(db);
  await sql`ALTER TABLE meetings
    ADD COLUMN outcome text CHECK (outcome IN ('held', 'adjourned')),
    ADD COLUMN quorum_rule_kind text CHECK (quorum_rule_kind IN ('percent', 'count')),
    ADD COLUMN quorum_rule_value integer CHECK (quorum_rule_value > 0),
    ADD COLUMN quorum_arrears_months integer CHECK (quorum_arrears_months > 0),
    ADD COLUMN quorum_entitled integer CHECK (quorum_entitled >= 0),
    ADD COLUMN quorum_present integer CHECK (quorum_present >= 0 AND quorum_present <= quorum_entitled),
    ADD COLUMN quorum_required integer CHECK (quorum_required >= 1),
    ADD COLUMN adjourned_from_id bigint REFERENCES meetings (id)`.execute(db);

  await sql`CREATE TABLE meeting_entitlements (
    meeting_id bigint NOT NULL REFERENCES meetings (id) ON DELETE CASCADE,
    member_id bigint NOT NULL REFERENCES members (id),
    member_no text NOT NULL,
    name text NOT NULL,
    exclusion text CHECK (exclusion IN ('deceased', 'arrears', 'not_committee')),
    unpaid_months integer CHECK (unpaid_months >= 0),
    present boolean NOT NULL,
    PRIMARY KEY (meeting_id, member_id)
  )`.execute(db);

  // The record of minutes adopted before the rule: as the screen showed it (see above).
  await sql`UPDATE meetings mt SET
      outcome = 'held',
      quorum_rule_kind = CASE WHEN mt.kind = 'committee' THEN s.committee_quorum_kind ELSE s.general_quorum_kind END,
      quorum_rule_value = CASE WHEN mt.kind = 'committee' THEN s.committee_quorum_value ELSE s.general_quorum_value END
    FROM meeting_settings s
    WHERE mt.minutes_adopted_at IS NOT NULL`.execute(db);
  await sql`INSERT INTO meeting_entitlements (meeting_id, member_id, member_no, name, exclusion, unpaid_months, present)
    SELECT mt.id, m.id, m.member_no, m.name, NULL, NULL,
      EXISTS (SELECT 1 FROM meeting_attendance a WHERE a.meeting_id = mt.id AND a.member_id = m.id)
    FROM meetings mt JOIN members m ON m.status = 'active'
    WHERE mt.minutes_adopted_at IS NOT NULL
      AND (mt.kind <> 'committee' OR EXISTS (SELECT 1 FROM committee_members c
        WHERE c.kind = 'current' AND c.member_no = m.member_no))`.execute(db);
  await sql`UPDATE meetings mt SET
      quorum_entitled = e.entitled,
      quorum_present = e.present,
      quorum_required = GREATEST(1, LEAST(
        CASE WHEN mt.quorum_rule_kind = 'count' THEN mt.quorum_rule_value
          ELSE ceil(e.entitled * mt.quorum_rule_value / 100.0)::integer END,
        GREATEST(e.entitled, 1)))
    FROM (SELECT mt2.id, count(en.member_id)::integer AS entitled,
            count(en.member_id) FILTER (WHERE en.present)::integer AS present
          FROM meetings mt2 LEFT JOIN meeting_entitlements en ON en.meeting_id = mt2.id
          WHERE mt2.minutes_adopted_at IS NOT NULL GROUP BY mt2.id) e
    WHERE e.id = mt.id`.execute(db);

  // Taken together or not at all: a meeting with an outcome has its whole quorum record, and only then.
  await sql`ALTER TABLE meetings ADD CONSTRAINT meetings_quorum_record CHECK (
    (outcome IS NULL) = (minutes_adopted_at IS NULL)
    AND (outcome IS NULL) = (quorum_rule_kind IS NULL)
    AND (outcome IS NULL) = (quorum_rule_value IS NULL)
    AND (outcome IS NULL) = (quorum_entitled IS NULL)
    AND (outcome IS NULL) = (quorum_present IS NULL)
    AND (outcome IS NULL) = (quorum_required IS NULL))`.execute(db);
  await sql`CREATE INDEX meetings_adjourned_from_idx ON meetings (adjourned_from_id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE IF EXISTS meeting_entitlements`.execute(db);
  await sql`ALTER TABLE meetings
    DROP CONSTRAINT IF EXISTS meetings_quorum_record,
    DROP COLUMN IF EXISTS adjourned_from_id,
    DROP COLUMN IF EXISTS quorum_required,
    DROP COLUMN IF EXISTS quorum_present,
    DROP COLUMN IF EXISTS quorum_entitled,
    DROP COLUMN IF EXISTS quorum_arrears_months,
    DROP COLUMN IF EXISTS quorum_rule_value,
    DROP COLUMN IF EXISTS quorum_rule_kind,
    DROP COLUMN IF EXISTS outcome`.execute(db);
  await sql`ALTER TABLE meeting_settings DROP COLUMN IF EXISTS arrears_months`.execute(db);
}
