import type { Db } from '@samity/db';
import {
  type AdoptYearInput,
  AppError,
  type AuditYearInput,
  auditDateRefusal,
  financialYear,
  todayInDhaka,
  type YearLife,
  yearState,
} from '@samity/domain';
import { withAudit } from '../audit/with-audit';
import { toIso } from '../moments';
import type { AdminContext, ServiceContext } from '../service-context';
import { insertClosing, listClosings, lockSettings, readOpening, readSettings } from './year-end.queries';
import { computeStatements, yearStatements } from './year-end.service';
import {
  findLiveDocument,
  findMeeting,
  findResolutionByNumber,
  listYearLives,
  lockClosing,
  recordAdoption,
  recordAudit,
  storeStatements,
} from './year-life.queries';

/**
 * A year's life (docs/year-end.md): closed (the books locked and the four statements stored as they stand),
 * audited (the audit's completion date, the auditor, the report from the document library), adopted (the
 * annual general meeting's resolution). Each step only from the one before, decided on the closing row
 * locked in the step's own transaction after the settings row, the order every year-end write takes.
 */

const actorId = (ctx: AdminContext) => (ctx.actor.apiKey ? null : ctx.actor.adminId);
const conflict = (key: string, message: string) => new AppError('CONFLICT', key, message);
const badField = (key: string, field: string, message: string, params?: Record<string, string>) =>
  new AppError('BAD_REQUEST', key, message, {
    fieldErrors: { [field]: message },
    ...(params ? { params } : {}),
  });

/** The Dhaka day of a moment, as the audit date is compared with it. */
const dhakaDay = (at: Date | string) => todayInDhaka(new Date(at).getTime());

export async function listYearLife(ctx: ServiceContext): Promise<{ entries: YearLife[]; total: number }> {
  const [settings, rows] = await Promise.all([readSettings(ctx.db), listYearLives(ctx.db)]);
  const entries = rows.map((r): YearLife => {
    const fy = financialYear(Number(r.year_start.slice(0, 4)), settings.first_month);
    const audited = r.audited_at && r.audit_completed_on && r.auditor && r.audit_report_id;
    return {
      year: fy.year,
      label: fy.label,
      state: yearState(r),
      closed_at: toIso(r.closed_at),
      audit: audited
        ? {
            completed_on: String(r.audit_completed_on),
            auditor: String(r.auditor),
            report_document_id: Number(r.audit_report_id),
            report_title: r.report_title ?? '',
            recorded_by: r.audited_by === null ? null : Number(r.audited_by),
            recorded_at: toIso(r.audited_at as Date),
          }
        : null,
      adoption:
        r.adopted_at && r.adopted_meeting_id
          ? {
              meeting_id: Number(r.adopted_meeting_id),
              meeting_date: String(r.meeting_date),
              resolution: `${r.register_year}/${r.register_seq}`,
              recorded_by: r.adopted_by === null ? null : Number(r.adopted_by),
              recorded_at: toIso(r.adopted_at),
            }
          : null,
    };
  });
  return { entries: entries.reverse(), total: entries.length };
}

/**
 * Closes a year that has ended. Everything is decided and computed after the settings row is locked, so no
 * write lands between the checks, the statements and the closing; the statements are computed once, stored
 * as the exact text served from then on, and their totals go into the audit row.
 */
export async function closeYear(ctx: AdminContext, year: number) {
  const settings = await readSettings(ctx.db);
  if (financialYear(year, settings.first_month).end >= todayInDhaka(ctx.now().getTime())) {
    throw conflict('yearEnd.notEnded', 'A year is closed only after its last day.');
  }
  await withAudit(
    ctx,
    (result: { start: string; label: string; surplus: number; assets: number }) => ({
      action: 'yearEnd.year.close',
      entity: 'year_closings',
      entityId: result.start,
      after: { year: result.label, surplus: result.surplus, assets: result.assets },
    }),
    async (tx) => {
      const locked = await lockSettings(tx);
      const fy = financialYear(year, locked.first_month);
      const opening = await readOpening(tx);
      if (!opening) throw conflict('yearEnd.noOpening', 'Enter the opening balances first.');
      const closings = await listClosings(tx);
      if (closings.some((c) => c.year_start === fy.start)) {
        throw conflict('yearEnd.alreadyClosed', 'This year is already closed.');
      }
      const previous = financialYear(year - 1, locked.first_month).start;
      if (fy.start > opening.as_of && !closings.some((c) => c.year_start === previous)) {
        throw conflict('yearEnd.previousOpen', 'Close the year before this one first.');
      }
      const four = await computeStatements(tx, year);
      const at = ctx.now();
      await insertClosing(tx, fy.start, actorId(ctx), at);
      await storeStatements(tx, fy.start, JSON.stringify({ ...four, closed_at: toIso(at) }));
      return {
        start: fy.start,
        label: fy.label,
        surplus: four.income_expenditure.surplus,
        assets: four.balance_sheet.assets_total,
      };
    },
  );
  return yearStatements(ctx, year);
}

/** Reads and locks the year's closing row; refuses unless the year is in the state the step leaves. */
async function closingIn(tx: AdminContext['db'], yearStart: string, from: 'closed' | 'audited') {
  const closing = await lockClosing(tx, yearStart);
  const state = yearState(closing ?? null);
  if (state === from && closing) return closing;
  if (state === 'open') throw conflict('yearEnd.notClosed', 'Close the year first.');
  if (from === 'audited' && state === 'closed') {
    throw conflict('yearEnd.notAudited', 'Record the audit of the year first.');
  }
  throw state === 'adopted'
    ? conflict('yearEnd.alreadyAdopted', "The year's accounts are already adopted.")
    : conflict('yearEnd.alreadyAudited', "The year's audit is already recorded.");
}

export async function auditYear(ctx: AdminContext, input: AuditYearInput) {
  await withAudit(
    ctx,
    (start: string) => ({
      action: 'yearEnd.year.audit',
      entity: 'year_closings',
      entityId: start,
      after: input,
    }),
    async (tx) => {
      const settings = await lockSettings(tx);
      const fy = financialYear(input.year, settings.first_month);
      const closing = await closingIn(tx, fy.start, 'closed');
      const today = todayInDhaka(ctx.now().getTime());
      const closedOn = dhakaDay(closing.closed_at);
      const refusal = auditDateRefusal(input.completed_on, closedOn, today);
      if (refusal === 'yearEnd.auditFuture') {
        throw badField(refusal, 'completed_on', `The audit cannot be completed after today (${today}).`, {
          today,
        });
      }
      if (refusal) {
        throw badField(
          refusal,
          'completed_on',
          `The audit is completed on or after the closing (${closedOn}).`,
          {
            closed_on: closedOn,
          },
        );
      }
      const report = await findLiveDocument(tx, input.report_document_id);
      if (!report) {
        throw badField(
          'yearEnd.auditReportMissing',
          'report_document_id',
          'No such document in the library.',
        );
      }
      if (report.category !== 'audit_report') {
        throw badField(
          'yearEnd.auditReportKind',
          'report_document_id',
          'The document is not an audit report.',
        );
      }
      await recordAudit(tx, fy.start, {
        audit_completed_on: input.completed_on,
        auditor: input.auditor,
        audit_report_id: report.id,
        audited_by: actorId(ctx),
        audited_at: ctx.now(),
      });
      return fy.start;
    },
  );
  return listYearLife(ctx);
}

/**
 * Records the annual general meeting that adopted the accounts: a meeting held after the audit was
 * completed, whose minutes are adopted (a draft decides nothing), and its resolution that did it.
 */
export async function adoptYear(ctx: AdminContext, input: AdoptYearInput) {
  await withAudit(
    ctx,
    (start: string) => ({
      action: 'yearEnd.year.adopt',
      entity: 'year_closings',
      entityId: start,
      after: input,
    }),
    async (tx) => {
      const settings = await lockSettings(tx);
      const fy = financialYear(input.year, settings.first_month);
      const closing = await closingIn(tx, fy.start, 'audited');
      const meeting = await findMeeting(tx, input.meeting_id);
      if (meeting?.kind !== 'annual_general') {
        throw badField('yearEnd.notAnnualMeeting', 'meeting_id', 'Choose an annual general meeting.');
      }
      if (!meeting.minutes_adopted_at) {
        throw badField(
          'yearEnd.minutesNotAdopted',
          'meeting_id',
          "The meeting's minutes are not adopted yet.",
        );
      }
      const auditedOn = String(closing.audit_completed_on);
      if (String(meeting.date) < auditedOn) {
        throw badField('yearEnd.meetingBeforeAudit', 'meeting_id', 'The meeting was held before the audit.', {
          audited_on: auditedOn,
        });
      }
      const [regYear, seq] = input.resolution.split('/').map(Number) as [number, number];
      const resolution = await findResolutionByNumber(tx, regYear, seq);
      if (!resolution || Number(resolution.meeting_id) !== Number(meeting.id)) {
        throw badField(
          'yearEnd.resolutionNotInMeeting',
          'resolution',
          'The meeting has no resolution of that number.',
        );
      }
      await recordAdoption(tx, fy.start, {
        adopted_meeting_id: Number(meeting.id),
        adopted_resolution_id: Number(resolution.id),
        adopted_by: actorId(ctx),
        adopted_at: ctx.now(),
      });
      return fy.start;
    },
  );
  return listYearLife(ctx);
}

/**
 * Stores the four statements of every closed year that has none: a year closed before they were stored, or
 * one a seed or a restore wrote. They are read by the as-of rule at the year's closing moment, as they were
 * served until now, so they do not change; from then on the stored text is served. Run at the server's start.
 */
export async function storeMissingStatements(db: Db): Promise<number> {
  return db.transaction().execute(async (tx) => {
    await lockSettings(tx);
    const missing = (await listClosings(tx)).filter((c) => c.statements === null);
    for (const closing of missing) {
      const four = await computeStatements(tx, Number(closing.year_start.slice(0, 4)));
      await storeStatements(tx, closing.year_start, JSON.stringify(four));
    }
    return missing.length;
  });
}
