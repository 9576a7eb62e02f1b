import type { ColumnType } from 'kysely';
import type { TimestampWithDefault } from './columns';

/** The token of a member's public verification page, one per member (migration 2026-11-26T0820). */
export interface MemberVerificationTokensTable {
  member_id: number;
  /** Given by the database (new_verification_token()); a rotation sets a new one. */
  token: ColumnType<string, string | undefined, string>;
  /** When this token was made (at the member's creation or the last rotation). */
  created_at: TimestampWithDefault;
}
