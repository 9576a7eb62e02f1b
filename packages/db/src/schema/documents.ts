import type { ColumnType } from 'kysely';
import type { Id, Timestamp } from './columns';

/** The society's documents; removal is a soft delete (removed_at, removed_by), see the migration. */
export interface DocumentsTable {
  id: Id;
  category: 'bylaws' | 'registration' | 'audit_report' | 'minutes' | 'circular';
  visibility: 'public' | 'members';
  title: string;
  created_by: number;
  created_at: Timestamp;
  updated_at: Timestamp;
  removed_by: number | null;
  removed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** Every uploaded version of a document, kept for its history; the newest is the highest `version`. */
export interface DocumentVersionsTable {
  id: Id;
  document_id: number;
  version: number;
  storage_key: string;
  file_name: string;
  bytes: number;
  sha256: string;
  uploaded_by: number;
  uploaded_at: Timestamp;
}
