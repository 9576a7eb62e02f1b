import type { Db } from '@samity/db';
import {
  agmLateLimit,
  formatRegisterNo,
  type Meeting,
  type MeetingKind,
  type MeetingSettings,
  type MeetingSummary,
  type Quorum,
} from '@samity/domain';
import type { ServiceContext } from '../service-context';
import {
  entitlementsOf,
  liveRule,
  type MeetingQuorumRow,
  quorumOfRows,
  storedQuorum,
} from './meeting-quorum';
import { agendaItems, readSettings, resolutionsOf } from './meetings.queries';

/** How the rows read as the API speaks them; shared by the admin and the member sides and the PDF routes. */

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function summaryOf(row: {
  id: number;
  kind: MeetingKind;
  date: string;
  time: string;
  place: string;
  audit_completed_on: string | null;
  notice_published_at: Date | string | null;
  minutes_adopted_at: Date | string | null;
  outcome?: 'held' | 'adjourned' | null;
  adjourned_from_id?: number | string | null;
}): MeetingSummary {
  return {
    id: Number(row.id),
    kind: row.kind,
    date: row.date,
    time: row.time,
    place: row.place,
    audit_completed_on: row.audit_completed_on,
    agm_late_limit: agmLateLimit(row.kind, row.date, row.audit_completed_on),
    notice_published_at: iso(row.notice_published_at),
    minutes_adopted_at: iso(row.minutes_adopted_at),
    outcome: row.outcome ?? null,
    adjourned_from: row.adjourned_from_id == null ? null : Number(row.adjourned_from_id),
  };
}

export const registerNoOf = (year: number | null, seq: number | null) =>
  year === null || seq === null ? null : formatRegisterNo({ year, seq });

export async function settingsOf(db: Db): Promise<MeetingSettings> {
  const row = await readSettings(db);
  return {
    general: { kind: row.general_quorum_kind, value: row.general_quorum_value },
    committee: { kind: row.committee_quorum_kind, value: row.committee_quorum_value },
    arrears_months: row.arrears_months,
  };
}

type MeetingRow = Parameters<typeof summaryOf>[0] & MeetingQuorumRow;

/** The quorum: as stored once taken (never recomputed), else drawn now under today's settings. */
export async function quorumOf(
  ctx: Pick<ServiceContext, 'now'>,
  db: Db,
  meeting: MeetingRow,
): Promise<Quorum> {
  const stored = storedQuorum(meeting);
  if (stored) return stored;
  const settings = await settingsOf(db);
  const { rule, arrearsMonths } = liveRule(meeting.kind, settings);
  return quorumOfRows(await entitlementsOf(ctx, db, meeting, settings), rule, arrearsMonths, false);
}

/** The whole meeting: summary, quorum, and per agenda item the discussion and resolutions. */
export async function meetingOf(ctx: Pick<ServiceContext, 'now'>, db: Db, row: MeetingRow): Promise<Meeting> {
  const [items, resolutions, quorum] = await Promise.all([
    agendaItems(db, row.id),
    resolutionsOf(db, row.id),
    quorumOf(ctx, db, row),
  ]);
  return {
    ...summaryOf(row),
    quorum,
    agenda: items.map((item) => ({
      id: Number(item.id),
      position: item.position,
      title: item.title,
      discussion: item.discussion,
      resolutions: resolutions
        .filter((r) => Number(r.agenda_item_id) === Number(item.id))
        .map((r) => ({
          id: Number(r.id),
          text: r.text,
          register_no: registerNoOf(r.register_year, r.register_seq),
          corrects: registerNoOf(r.corrects_year, r.corrects_seq),
        })),
    })),
  };
}
