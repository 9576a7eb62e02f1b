import type { Generated } from 'kysely';
import type { CreatedAt, Id, Timestamp, TimestampWithDefault } from './columns';

// What members and the public ask the society: member complaints, public complaints, update requests.

export interface MemberObjectionsTable {
  id: Id;
  member_id: number;
  type: 'legal matter' | 'general objection';
  objection: string;
  submitted_at: TimestampWithDefault;
  solution: string | null;
  solved_at: Timestamp | null;
  solved_by: number | null;
}

export interface PublicComplaintsTable {
  id: Id;
  name: string;
  phone: string;
  member_no: string | null;
  business: string | null;
  issue: string;
  submitted_at: TimestampWithDefault;
  solution: string | null;
  solved_at: Timestamp | null;
  solved_by: number | null;
}

export interface DataUpdateRequestsTable {
  id: Id;
  member_id: number;
  field: string;
  correct_version: string;
  status: Generated<'unsolved' | 'solved'>;
  created_at: CreatedAt;
  solved_at: Timestamp | null;
  solved_by: number | null;
}
