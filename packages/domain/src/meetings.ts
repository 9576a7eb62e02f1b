import { dhakaMoment } from './dhaka-time';
import { ELECTION_ARREARS_MONTHS_DEFAULT, type VoterFacts, voterExclusion } from './elections';
import { formatDate, type Lang, localizeDigits } from './format';

/**
 * The pure rules of the society's meetings (docs/governance.md): who may attend, the quorum, the annual
 * general meeting's 60 days after the audit, and the resolution register's numbers.
 */

export const MEETING_KINDS = ['annual_general', 'special_general', 'committee'] as const;
export type MeetingKind = (typeof MEETING_KINDS)[number];

/** A general meeting is open to every active member; a committee meeting to the current committee. */
export function isGeneralMeeting(kind: MeetingKind): boolean {
  return kind !== 'committee';
}

/**
 * The quorum setting of one class of meeting: a share of the members entitled to attend (percent, rounded
 * up to whole members) or a fixed number of members.
 */
export type QuorumRule = { kind: 'percent'; value: number } | { kind: 'count'; value: number };

/** The settings as the society first has them; an admin changes them (admin.meetings.updateSettings). */
export const DEFAULT_QUORUM: Record<'general' | 'committee', QuorumRule> = {
  general: { kind: 'percent', value: 34 },
  committee: { kind: 'percent', value: 51 },
};

/**
 * Unpaid months that take a member's rights, and so their place in a general meeting's quorum, unless the
 * settings say otherwise: the voter list's default, as the law takes both rights from a member in arrears.
 */
export const MEETING_ARREARS_MONTHS_DEFAULT = ELECTION_ARREARS_MONTHS_DEFAULT;

/** Why a member does not count for a meeting's quorum. */
export type QuorumExclusion = 'deceased' | 'arrears' | 'not_committee';

/**
 * Whether a member counts for the quorum, or why not. A general meeting follows the voter list's rule of
 * membership rights (voterExclusion: active, fewer than `arrearsMonths` counted months unpaid on the
 * meeting's day), one rule in one place; a committee meeting counts the active members of the current
 * committee, whatever their dues.
 */
export function quorumExclusion(
  kind: MeetingKind,
  member: VoterFacts & { on_committee: boolean },
  arrearsMonths: number,
): QuorumExclusion | null {
  if (isGeneralMeeting(kind)) return voterExclusion(member, arrearsMonths);
  if (!member.on_committee) return 'not_committee';
  return member.status === 'active' ? null : 'deceased';
}

/** The moment a meeting begins: its date and time (24 hours) in Dhaka, as epoch milliseconds. */
export function meetingStartsAt(meeting: { date: string; time: string }): number {
  return dhakaMoment(meeting.date, meeting.time);
}

/** Minutes are adopted, or a meeting recorded as adjourned, only once it has begun. */
export function hasMeetingBegun(meeting: { date: string; time: string }, now: number): boolean {
  return now >= meetingStartsAt(meeting);
}

/** How many present members make the quorum: never more than are entitled, never fewer than one. */
export function quorumRequired(rule: QuorumRule, entitled: number): number {
  const wanted = rule.kind === 'count' ? rule.value : Math.ceil((entitled * rule.value) / 100);
  return Math.max(1, Math.min(wanted, Math.max(entitled, 1)));
}

export interface QuorumState {
  entitled: number;
  present: number;
  required: number;
  met: boolean;
}

export function quorumState(rule: QuorumRule, entitled: number, present: number): QuorumState {
  const required = quorumRequired(rule, entitled);
  return { entitled, present, required, met: present >= required };
}

/** The days after the annual audit is completed within which the annual general meeting is held. */
export const AGM_DAYS_AFTER_AUDIT = 60;

const addDays = (isoDate: string, days: number) => {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** The last day the annual general meeting may be held: the audit's completion date plus 60 days. */
export function agmLastDay(auditCompletedOn: string): string {
  return addDays(auditCompletedOn, AGM_DAYS_AFTER_AUDIT);
}

/**
 * The warning for an annual general meeting scheduled after its limit: the last allowed day, or null when
 * the meeting is in time (or is not an annual general meeting, or the audit date is not known).
 */
export function agmLateLimit(
  kind: MeetingKind,
  meetingDate: string,
  auditCompletedOn: string | null,
): string | null {
  if (kind !== 'annual_general' || !auditCompletedOn) return null;
  const limit = agmLastDay(auditCompletedOn);
  return meetingDate > limit ? limit : null;
}

/** A resolution's register number: the year of its meeting and its place among that year's resolutions. */
export interface RegisterNo {
  year: number;
  seq: number;
}

/** "2026/7" (ASCII; the screens and the Bengali PDF localize the digits). */
export function formatRegisterNo({ year, seq }: RegisterNo): string {
  return `${year}/${seq}`;
}

/** "2026/7" or "২০২৬/৭" read back into a number, or null. */
export function parseRegisterNo(text: string): RegisterNo | null {
  const ascii = text.trim().replace(/[০-৯]/g, (d) => String(d.charCodeAt(0) - 0x09e6));
  const match = /^(\d{4})\s*\/\s*(\d{1,6})$/.exec(ascii);
  if (!match) return null;
  const seq = Number(match[2]);
  return seq >= 1 ? { year: Number(match[1]), seq } : null;
}

/**
 * The numbers adopted minutes give their resolutions, in the order of the minutes: the year is the meeting's
 * (a meeting of December adopted in January is numbered in December's year), the sequence continues that
 * year's last number.
 */
export function nextRegisterNumbers(meetingDate: string, lastSeqOfYear: number, count: number): RegisterNo[] {
  const year = Number(meetingDate.slice(0, 4));
  return Array.from({ length: count }, (_, i) => ({ year, seq: lastSeqOfYear + i + 1 }));
}

const KIND_WORDS: Record<MeetingKind, Record<Lang, string>> = {
  annual_general: { en: 'Annual general meeting', bn: 'বার্ষিক সাধারণ সভা' },
  special_general: { en: 'Special general meeting', bn: 'বিশেষ সাধারণ সভা' },
  committee: { en: 'Committee meeting', bn: 'ব্যবস্থাপনা কমিটির সভা' },
};

/** A meeting's kind in words ("Annual general meeting" / "বার্ষিক সাধারণ সভা"). */
export function meetingKindText(kind: MeetingKind, lng: Lang): string {
  return KIND_WORDS[kind][lng];
}

/** The notice of a meeting as one sentence: kind, day, time and place, in the reader's language and digits. */
export function meetingNoticeText(
  meeting: { kind: MeetingKind; date: string; time: string; place: string },
  lng: Lang,
): { title: string; body: string } {
  const day = formatDate(meeting.date, lng);
  const time = localizeDigits(meeting.time, lng);
  const kind = meetingKindText(meeting.kind, lng);
  return lng === 'bn'
    ? { title: `${kind}র নোটিশ`, body: `${kind} ${day}, ${time}-এ ${meeting.place}-এ অনুষ্ঠিত হবে।` }
    : { title: `Notice: ${kind.toLowerCase()}`, body: `${kind} on ${day} at ${time}, ${meeting.place}.` };
}
