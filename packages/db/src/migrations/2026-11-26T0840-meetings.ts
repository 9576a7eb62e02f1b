import { type Kysely, sql } from 'kysely';

/**
 * The society's meetings and their minutes (docs/governance.md): a meeting with its agenda, who was present,
 * per agenda item the discussion and the resolutions, and the one row of quorum settings.
 *
 * A resolution gets its register number (year, sequence) when its meeting's minutes are adopted; the pair
 * is unique, so the register never shows one number twice. Adopted minutes are never written again (the
 * service refuses); a later resolution corrects an adopted one by naming it (corrects_id).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE TABLE meeting_settings (
    id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
    general_quorum_kind text NOT NULL CHECK (general_quorum_kind IN ('percent', 'count')),
    general_quorum_value integer NOT NULL CHECK (general_quorum_value > 0),
    committee_quorum_kind text NOT NULL CHECK (committee_quorum_kind IN ('percent', 'count')),
    committee_quorum_value integer NOT NULL CHECK (committee_quorum_value > 0),
    updated_at timestamptz NOT NULL DEFAULT now(),
    updated_by bigint REFERENCES admins (id)
  )`.execute(db);
  await sql`INSERT INTO meeting_settings
    (general_quorum_kind, general_quorum_value, committee_quorum_kind, committee_quorum_value)
    VALUES ('percent', 34, 'percent', 51)`.execute(db);

  await sql`CREATE TABLE meetings (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    kind text NOT NULL CHECK (kind IN ('annual_general', 'special_general', 'committee')),
    date date NOT NULL,
    time text NOT NULL CHECK (time ~ '^[0-2][0-9]:[0-5][0-9]$'),
    place text NOT NULL CHECK (length(trim(place)) BETWEEN 1 AND 200),
    audit_completed_on date CHECK (audit_completed_on IS NULL OR kind = 'annual_general'),
    notice_published_at timestamptz,
    notice_id bigint REFERENCES notices (id) ON DELETE SET NULL,
    minutes_adopted_at timestamptz,
    adopted_by bigint REFERENCES admins (id),
    created_by bigint REFERENCES admins (id),
    created_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  await sql`CREATE INDEX meetings_date_idx ON meetings (date DESC, id DESC)`.execute(db);

  await sql`CREATE TABLE meeting_agenda_items (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    meeting_id bigint NOT NULL REFERENCES meetings (id) ON DELETE CASCADE,
    position integer NOT NULL,
    title text NOT NULL CHECK (length(trim(title)) BETWEEN 1 AND 300),
    discussion text NOT NULL DEFAULT '',
    UNIQUE (meeting_id, position)
  )`.execute(db);

  await sql`CREATE TABLE meeting_resolutions (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    meeting_id bigint NOT NULL REFERENCES meetings (id) ON DELETE CASCADE,
    agenda_item_id bigint NOT NULL REFERENCES meeting_agenda_items (id) ON DELETE CASCADE,
    position integer NOT NULL,
    text text NOT NULL CHECK (length(trim(text)) BETWEEN 1 AND 3000),
    corrects_id bigint REFERENCES meeting_resolutions (id),
    register_year integer,
    register_seq integer,
    CHECK ((register_year IS NULL) = (register_seq IS NULL)),
    UNIQUE (register_year, register_seq)
  )`.execute(db);
  await sql`CREATE INDEX meeting_resolutions_item_idx ON meeting_resolutions (agenda_item_id, position)`.execute(
    db,
  );
  await sql`CREATE INDEX meeting_resolutions_corrects_idx ON meeting_resolutions (corrects_id)`.execute(db);

  await sql`CREATE TABLE meeting_attendance (
    meeting_id bigint NOT NULL REFERENCES meetings (id) ON DELETE CASCADE,
    member_id bigint NOT NULL REFERENCES members (id),
    recorded_at timestamptz NOT NULL,
    recorded_by bigint REFERENCES admins (id),
    PRIMARY KEY (meeting_id, member_id)
  )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'meeting_attendance',
    'meeting_resolutions',
    'meeting_agenda_items',
    'meetings',
    'meeting_settings',
  ])
    await sql.raw(`DROP TABLE IF EXISTS ${table}`).execute(db);
}
