import {
  DEFAULT_QUORUM,
  dhakaMoment,
  formatRegisterNo,
  MEETING_ARREARS_MONTHS_DEFAULT,
  nextRegisterNumbers,
  quorumState,
} from '@samity/domain';
import { addDays, dayFrom, insertChunked, isoDate, momentOn, type SeedContext } from './context';
import { agmAgenda, auditedYear, committeeAgenda, PLACES, SGM_AGENDA } from './governance-texts';
import { currentCommitteeIds, entitlementsOn } from './meeting-entitlements';
import { insertMeetingNotice, type MeetingPlan } from './meeting-notices';
import { SeededRandom } from './random';

/** The Friday on or before an ISO date: general meetings are held on the weekly holiday, when showrooms close. */
function fridayOnOrBefore(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 2) % 7));
  return isoDate(date);
}

/** What the AGM's minutes say, for its document (documents.ts renders them as the minutes PDF). */
export interface SeededMinutes {
  date: string;
  time: string;
  place: string;
  present: number;
  entitled: number;
  adoptedAt: Date;
  items: { title: string; discussion: string; resolutions: { no: string; text: string }[] }[];
}

/** The facts the documents need: the audit's date, the audited year and the AGM's minutes. */
export interface SeededGovernance {
  auditCompletedOn: string;
  auditedYear: string;
  agm: SeededMinutes;
}

/**
 * Last year's annual general meeting (held four weeks after the audit was completed, quorum met, minutes
 * adopted), the committee's meeting after it (minutes adopted) and a special general meeting to come whose
 * notice is out, on the public notice board as the service puts it there. Register numbers come from the
 * domain's rule (nextRegisterNumbers) in the order of the minutes, as adopting them in the app gives.
 */
export async function seedMeetings(ctx: SeedContext): Promise<SeededGovernance> {
  const rnd = new SeededRandom(9191);
  const agmDate = fridayOnOrBefore(dayFrom(ctx, -70));
  const auditCompletedOn = addDays(agmDate, -28);
  const year = auditedYear(auditCompletedOn);
  const committeeDate = dayFrom(ctx, -24);
  const sgmDate = fridayOnOrBefore(dayFrom(ctx, 18));

  const committee = await currentCommitteeIds(ctx);
  // About three in five members come to the AGM; the committee nearly always does. Only members who count
  // for the quorum are ticked in (the sheet refuses the others): those in arrears on the day are not.
  const agmEntitled = await entitlementsOn(ctx, 'annual_general', agmDate, committee);
  const counts = new Set(agmEntitled.filter((e) => e.exclusion === null).map((e) => e.member_id));
  const agmPresent = ctx.activeMembers
    .filter((m) => committee.includes(m.id) || rnd.chance(0.55))
    .map((m) => m.id)
    .filter((id) => counts.has(id));
  const committeePresent = committee.filter((_, i) => i !== 4 && i !== 9);
  const month = new Date(`${addDays(committeeDate, -20)}T00:00:00Z`).toLocaleString('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

  const agm = await insertMeeting(ctx, rnd, {
    kind: 'annual_general',
    date: agmDate,
    time: '10:30',
    place: PLACES.agm,
    auditCompletedOn,
    createdOn: addDays(agmDate, -25),
    noticeOn: addDays(agmDate, -21),
    agenda: agmAgenda({ auditCompletedOn, year }),
    present: agmPresent,
    adoptedOn: addDays(agmDate, 9),
  });
  await insertMeeting(ctx, rnd, {
    kind: 'committee',
    date: committeeDate,
    time: '17:00',
    place: PLACES.committee,
    createdOn: addDays(committeeDate, -7),
    noticeOn: addDays(committeeDate, -5),
    agenda: committeeAgenda({ agmDate, sgmDate, month }),
    present: committeePresent,
    adoptedOn: addDays(committeeDate, 4),
  });
  await insertMeeting(ctx, rnd, {
    kind: 'special_general',
    date: sgmDate,
    time: '15:00',
    place: PLACES.sgm,
    createdOn: addDays(committeeDate, 1),
    noticeOn: addDays(committeeDate, 2),
    agenda: SGM_AGENDA.map((title) => ({ title, discussion: '', resolutions: [] })),
  });
  return { auditCompletedOn, auditedYear: year, agm };
}

async function insertMeeting(ctx: SeedContext, rnd: SeededRandom, plan: MeetingPlan) {
  const [officer, secretary] = [ctx.adminIds[0]!, ctx.adminIds[1]!];
  const noticeAt = momentOn(ctx, plan.noticeOn, rnd.next());
  const noticeId = plan.kind === 'committee' ? null : await insertMeetingNotice(ctx, plan, noticeAt);
  const adoptedAt = plan.adoptedOn ? momentOn(ctx, plan.adoptedOn, rnd.next()) : null;
  const meeting = await ctx.tx
    .insertInto('meetings')
    .values({
      kind: plan.kind,
      date: plan.date,
      time: plan.time,
      place: plan.place,
      audit_completed_on: plan.auditCompletedOn ?? null,
      notice_published_at: noticeAt,
      notice_id: noticeId,
      // Set with the quorum as taken, below: the record is written whole or not at all.
      minutes_adopted_at: null,
      adopted_by: null,
      created_by: officer,
      created_at: momentOn(ctx, plan.createdOn, rnd.next()),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const items = await ctx.tx
    .insertInto('meeting_agenda_items')
    .values(
      plan.agenda.map((item, position) => ({
        meeting_id: meeting.id,
        position,
        title: item.title,
        discussion: item.discussion,
      })),
    )
    .returning('id')
    .execute();
  const resolutions = plan.agenda.flatMap((item, i) =>
    item.resolutions.map((text, position) => ({ itemId: items[i]!.id, position, text })),
  );
  // Adopted minutes carry their register numbers: the meeting's year, after that year's last number.
  const numbers = adoptedAt
    ? nextRegisterNumbers(plan.date, await lastSeqOfYear(ctx, plan.date), resolutions.length)
    : [];
  if (resolutions.length > 0)
    await ctx.tx
      .insertInto('meeting_resolutions')
      .values(
        resolutions.map((r, i) => ({
          meeting_id: meeting.id,
          agenda_item_id: r.itemId,
          position: r.position,
          text: r.text,
          register_year: numbers[i]?.year ?? null,
          register_seq: numbers[i]?.seq ?? null,
        })),
      )
      .execute();
  // Adopted minutes carry their quorum as taken then, under the default settings the demo keeps.
  let quorum = { entitled: 0, present: 0 };
  if (adoptedAt) {
    const general = plan.kind !== 'committee';
    const rule = general ? DEFAULT_QUORUM.general : DEFAULT_QUORUM.committee;
    const committee = general ? [] : await currentCommitteeIds(ctx);
    const rows = await entitlementsOn(ctx, plan.kind, plan.date, committee);
    const present = new Set(plan.present ?? []);
    const entitled = rows.filter((r) => r.exclusion === null);
    const state = quorumState(rule, entitled.length, entitled.filter((r) => present.has(r.member_id)).length);
    if (!state.met) throw new Error(`The demo's ${plan.kind} meeting of ${plan.date} would have no quorum`);
    quorum = state;
    await insertChunked(
      ctx.tx,
      'meeting_entitlements',
      rows.map((r) => ({ meeting_id: meeting.id, ...r, present: present.has(r.member_id) })),
    );
    await ctx.tx
      .updateTable('meetings')
      .set({
        minutes_adopted_at: adoptedAt,
        adopted_by: secretary,
        outcome: 'held',
        quorum_rule_kind: rule.kind,
        quorum_rule_value: rule.value,
        quorum_arrears_months: general ? MEETING_ARREARS_MONTHS_DEFAULT : null,
        quorum_entitled: state.entitled,
        quorum_present: state.present,
        quorum_required: state.required,
      })
      .where('id', '=', meeting.id)
      .execute();
  }
  if (plan.present) {
    // Ticked in at the door between the meeting's start and half an hour after it.
    const start = dhakaMoment(plan.date, plan.time);
    await insertChunked(
      ctx.tx,
      'meeting_attendance',
      plan.present.map((memberId) => ({
        meeting_id: meeting.id,
        member_id: memberId,
        recorded_at: new Date(start + rnd.int(-20, 30) * 60_000),
        recorded_by: secretary,
      })),
    );
  }
  return {
    date: plan.date,
    time: plan.time,
    place: plan.place,
    present: quorum.present,
    entitled: quorum.entitled,
    adoptedAt: adoptedAt ?? ctx.today,
    items: plan.agenda.map((item, i) => ({
      title: item.title,
      discussion: item.discussion,
      resolutions: item.resolutions.map((text) => {
        const at = resolutions.findIndex((r) => r.itemId === items[i]!.id && r.text === text);
        const no = numbers[at];
        return { no: no ? formatRegisterNo(no) : '', text };
      }),
    })),
  };
}

async function lastSeqOfYear(ctx: SeedContext, date: string): Promise<number> {
  const row = await ctx.tx
    .selectFrom('meeting_resolutions')
    .where('register_year', '=', Number(date.slice(0, 4)))
    .select((eb) => eb.fn.max('register_seq').as('seq'))
    .executeTakeFirst();
  return Number(row?.seq ?? 0);
}
