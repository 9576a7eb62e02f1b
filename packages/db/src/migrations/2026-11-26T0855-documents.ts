import { type Kysely, sql } from 'kysely';

/**
 * The society's documents (docs/domain.md, Documents): bylaws, the registration certificate, audit reports,
 * minutes and circulars, each public or for members only, with every version ever uploaded. A document is
 * never deleted: removing one stamps removed_at / removed_by (the audit trail and the history keep what it
 * was), and its files stay in storage. A version's file is a PDF stored under `documents/<hash>.pdf`; the
 * storage key is never served directly, only through the download route that checks who may read it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE TABLE documents (
    id serial PRIMARY KEY,
    category text NOT NULL CHECK (category IN ('bylaws', 'registration', 'audit_report', 'minutes', 'circular')),
    visibility text NOT NULL CHECK (visibility IN ('public', 'members')),
    title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 200),
    created_by integer NOT NULL REFERENCES admins (id),
    created_at timestamptz NOT NULL,
    updated_at timestamptz NOT NULL,
    removed_by integer REFERENCES admins (id),
    removed_at timestamptz,
    CHECK ((removed_at IS NULL) = (removed_by IS NULL))
  )`.execute(db);
  await sql`CREATE INDEX documents_live_idx ON documents (visibility, updated_at DESC) WHERE removed_at IS NULL`.execute(
    db,
  );
  await sql`CREATE TABLE document_versions (
    id serial PRIMARY KEY,
    document_id integer NOT NULL REFERENCES documents (id),
    version integer NOT NULL CHECK (version >= 1),
    storage_key text NOT NULL,
    file_name text NOT NULL,
    bytes integer NOT NULL CHECK (bytes > 0),
    sha256 text NOT NULL,
    uploaded_by integer NOT NULL REFERENCES admins (id),
    uploaded_at timestamptz NOT NULL,
    UNIQUE (document_id, version)
  )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE document_versions`.execute(db);
  await sql`DROP TABLE documents`.execute(db);
}
