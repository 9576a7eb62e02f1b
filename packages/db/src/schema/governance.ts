import type { ColumnType, Generated } from 'kysely';
import type { Id, Timestamp } from './columns';

// Two persons and persons only (docs/governance.md): the two-person rule's setting and the Full_Access+
// lifecycle changes waiting for a second Full_Access+ admin.

/** One row: its key is always 1, given by its default. */
export interface GovernanceSettingsTable {
  id: ColumnType<number, 1 | undefined, never>;
  /** Days an approving admin's account must have existed before the proposal it approves (0-365). */
  approver_min_age_days: Generated<number>;
  updated_by: number | null;
  updated_at: Timestamp | null;
}

export interface AdminLifecycleRequestsTable {
  id: Id;
  action: 'disable' | 'reset';
  target_admin_id: number;
  requested_by: number;
  requested_at: Timestamp;
  status: Generated<'pending' | 'confirmed' | 'cancelled'>;
  decided_by: number | null;
  decided_at: Timestamp | null;
}
