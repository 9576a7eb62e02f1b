import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Id, IsoDate, Timestamp, TimestampWithDefault } from './columns';

// The society's meetings, their agenda, attendance, minutes and the resolution register (docs/governance.md).

/** One row: its key is always 1, given by its default. */
export interface MeetingSettingsTable {
  id: ColumnType<number, 1 | undefined, never>;
  general_quorum_kind: 'percent' | 'count';
  general_quorum_value: number;
  committee_quorum_kind: 'percent' | 'count';
  committee_quorum_value: number;
  /** Months unpaid that take a member's rights, and with them the place in a general meeting's quorum. */
  arrears_months: Generated<number>;
  updated_at: TimestampWithDefault;
  updated_by: number | null;
}

export interface MeetingsTable {
  id: Id;
  kind: 'annual_general' | 'special_general' | 'committee';
  date: IsoDate;
  time: string;
  place: string;
  audit_completed_on: IsoDate | null;
  notice_published_at: Timestamp | null;
  notice_id: number | null;
  minutes_adopted_at: Timestamp | null;
  adopted_by: number | null;
  created_by: number | null;
  created_at: CreatedAt;
  /** The quorum as taken when the minutes were adopted or the meeting adjourned; null before. */
  outcome: 'held' | 'adjourned' | null;
  quorum_rule_kind: 'percent' | 'count' | null;
  quorum_rule_value: number | null;
  quorum_arrears_months: number | null;
  quorum_entitled: number | null;
  quorum_present: number | null;
  quorum_required: number | null;
  adjourned_from_id: number | null;
}

export interface MeetingAgendaItemsTable {
  id: Id;
  meeting_id: number;
  position: number;
  title: string;
  discussion: Generated<string>;
}

export interface MeetingResolutionsTable {
  id: Id;
  meeting_id: number;
  agenda_item_id: number;
  position: number;
  text: string;
  corrects_id: number | null;
  register_year: number | null;
  register_seq: number | null;
}

export interface MeetingAttendanceTable {
  meeting_id: number;
  member_id: number;
  recorded_at: Timestamp;
  recorded_by: number | null;
}

/** Who was considered for a meeting's quorum when it was taken, and why each not entitled was not. */
export interface MeetingEntitlementsTable {
  meeting_id: number;
  member_id: number;
  member_no: string;
  name: string;
  exclusion: 'deceased' | 'arrears' | 'not_committee' | null;
  unpaid_months: number | null;
  present: boolean;
}
