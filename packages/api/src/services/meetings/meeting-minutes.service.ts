import {
  type AdjournMeetingInput,
  AppError,
  type Meeting,
  nextRegisterNumbers,
  parseRegisterNo,
  type SaveMinutesInput,
} from '@samity/domain';
import { withAudit } from '../audit/with-audit';
import type { AdminContext } from '../service-context';
import { assertBegun, quorumNotMet, recordQuorum, takeQuorum } from './meeting-record';
import {
  deleteResolutionsOf,
  findMeetingRow,
  insertAgendaItems,
  insertMeeting,
  insertResolutions,
  resolutionsOf,
  setDiscussion,
} from './meetings.queries';
import { meetingNotFound } from './meetings-admin.service';
import { meetingOf } from './meetings-view';
import {
  findNumberedResolution,
  lastSeqOfYear,
  lockRegister,
  setRegisterNo,
} from './resolution-register.queries';

/** A meeting's record once held: its minutes (a draft, then adopted), or its adjournment. */

const adoptedAlready = () =>
  new AppError(
    'CONFLICT',
    'meetings.adopted',
    'These minutes are adopted and cannot be changed; correct them by a resolution of a later meeting.',
  );

/** The minutes, replaced as a whole while they are a draft; adopted minutes refuse and nothing changes. */
export function saveMinutes(ctx: AdminContext, input: SaveMinutesInput): Promise<Meeting> {
  return withAudit(
    ctx,
    (meeting: Meeting) => ({
      action: 'meeting.minutes',
      entity: 'meetings',
      entityId: meeting.id,
      after: input,
    }),
    async (tx) => {
      const row = await findMeetingRow(tx, input.id, true);
      if (!row) throw meetingNotFound();
      if (row.minutes_adopted_at) throw adoptedAlready();
      const current = await meetingOf(ctx, tx, row);
      const itemIds = new Set(current.agenda.map((item) => item.id));
      const fieldErrors: Record<string, string> = {};
      const resolutions: Parameters<typeof insertResolutions>[1] = [];
      for (const [i, item] of input.items.entries()) {
        if (!itemIds.has(item.agenda_item_id)) {
          fieldErrors[`items.${i}.agenda_item_id`] = 'Not an agenda item of this meeting';
          continue;
        }
        for (const [j, resolution] of item.resolutions.entries()) {
          let correctsId: number | null = null;
          if (resolution.corrects) {
            const no = parseRegisterNo(resolution.corrects);
            const earlier = no && (await findNumberedResolution(tx, no.year, no.seq));
            if (!earlier) {
              fieldErrors[`items.${i}.resolutions.${j}.corrects`] =
                'No adopted resolution has this register number (year/number)';
              continue;
            }
            correctsId = Number(earlier.id);
          }
          resolutions.push({
            meetingId: row.id,
            itemId: item.agenda_item_id,
            position: j,
            text: resolution.text,
            correctsId,
          });
        }
      }
      if (Object.keys(fieldErrors).length > 0)
        throw new AppError('BAD_REQUEST', 'meetings.minutesInvalid', 'Some of the minutes need fixing.', {
          fieldErrors,
        });
      for (const item of input.items) await setDiscussion(tx, item.agenda_item_id, item.discussion);
      await deleteResolutionsOf(tx, row.id);
      await insertResolutions(tx, resolutions);
      return meetingOf(ctx, tx, row);
    },
  );
}

/**
 * Adopts the minutes (docs/governance.md, Adopting): only once the meeting has begun (its date and time in
 * Dhaka) and only when the quorum, taken now and stored for good, was met. Each resolution gets its register
 * number (the meeting's year, the next sequence) in the order of the minutes, and the minutes close for good.
 * A refusal changes nothing: the transaction is rolled back whole.
 */
export function adoptMinutes(ctx: AdminContext, id: number): Promise<Meeting> {
  return withAudit(
    ctx,
    (meeting: Meeting) => ({
      action: 'meeting.adopt',
      entity: 'meetings',
      entityId: id,
      after: { quorum: meeting.quorum, agenda: meeting.agenda },
    }),
    async (tx) => {
      const row = await findMeetingRow(tx, id, true);
      if (!row) throw meetingNotFound();
      if (row.minutes_adopted_at) throw adoptedAlready();
      assertBegun(ctx, row);
      await lockRegister(tx);
      const taken = await takeQuorum(ctx, tx, row);
      if (!taken.quorum.met) throw quorumNotMet(taken.quorum);
      const resolutions = await resolutionsOf(tx, id);
      const items = (await meetingOf(ctx, tx, row)).agenda;
      const order = new Map(items.map((item, i) => [item.id, i]));
      const ordered = [...resolutions].sort(
        (a, b) => (order.get(Number(a.agenda_item_id)) ?? 0) - (order.get(Number(b.agenda_item_id)) ?? 0),
      );
      const year = Number(row.date.slice(0, 4));
      const numbers = nextRegisterNumbers(row.date, await lastSeqOfYear(tx, year), ordered.length);
      for (const [i, resolution] of ordered.entries())
        await setRegisterNo(tx, Number(resolution.id), numbers[i]!.year, numbers[i]!.seq);
      await recordQuorum(ctx, tx, row.id, 'held', taken);
      return meetingOf(ctx, tx, (await findMeetingRow(tx, id))!);
    },
  );
}

/**
 * Records the meeting as adjourned (for want of a quorum, or as the meeting decided): its quorum is taken and
 * stored as for adoption, it passes no resolutions (a draft with any is refused: nothing is dropped unseen),
 * and its record closes for good. The adjourned sitting, when given, is a new meeting with the same agenda
 * that names this one.
 */
export function adjournMeeting(ctx: AdminContext, input: AdjournMeetingInput): Promise<Meeting> {
  return withAudit(
    ctx,
    (meeting: Meeting) => ({
      action: 'meeting.adjourn',
      entity: 'meetings',
      entityId: input.id,
      after: { quorum: meeting.quorum, sitting: input.sitting ?? null },
    }),
    async (tx) => {
      const row = await findMeetingRow(tx, input.id, true);
      if (!row) throw meetingNotFound();
      if (row.minutes_adopted_at) throw adoptedAlready();
      assertBegun(ctx, row);
      if ((await resolutionsOf(tx, row.id)).length > 0)
        throw new AppError(
          'CONFLICT',
          'meetings.adjournedResolutions',
          'An adjourned meeting passes no resolutions: remove them from the draft minutes first.',
        );
      const sitting = input.sitting;
      if (sitting && `${sitting.date}T${sitting.time}` <= `${row.date}T${row.time}`)
        throw new AppError(
          'BAD_REQUEST',
          'meetings.sittingTooEarly',
          'The adjourned sitting must be after the meeting it continues.',
          { fieldErrors: { 'sitting.date': 'After the meeting it continues' } },
        );
      const taken = await takeQuorum(ctx, tx, row);
      await recordQuorum(ctx, tx, row.id, 'adjourned', taken);
      if (sitting) {
        const next = await insertMeeting(tx, {
          kind: row.kind,
          ...sitting,
          auditCompletedOn: row.audit_completed_on,
          createdBy: ctx.actor.adminId,
          at: ctx.now(),
          adjournedFrom: row.id,
        });
        const agenda = (await meetingOf(ctx, tx, row)).agenda.map((item) => item.title);
        await insertAgendaItems(tx, next.id, agenda);
      }
      return meetingOf(ctx, tx, (await findMeetingRow(tx, row.id))!);
    },
  );
}
