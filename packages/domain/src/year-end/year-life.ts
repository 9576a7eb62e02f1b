import { z } from 'zod';
import { queryInt, zCalendarDate, zText } from '../schemas/fields';

/**
 * The life of a financial year (docs/year-end.md): open -> closed -> audited -> adopted, each step only from
 * the one before. Closed locks the books; audited records the audit's completion; adopted records the general
 * meeting's resolution that adopted the accounts. Members read a year's accounts only once adopted.
 */
export const YEAR_STATES = ['open', 'closed', 'audited', 'adopted'] as const;
export type YearState = (typeof YEAR_STATES)[number];

/** A year's state from its closing row (none: open). */
export function yearState(
  closing: { audited_at: unknown; adopted_at: unknown } | null | undefined,
): YearState {
  if (!closing) return 'open';
  if (closing.adopted_at) return 'adopted';
  return closing.audited_at ? 'audited' : 'closed';
}

/** The step that leaves a state, and the state it needs: the one before. */
export const YEAR_STEP_FROM = { close: 'open', audit: 'closed', adopt: 'audited' } as const satisfies Record<
  string,
  YearState
>;

/**
 * Why an audit completion date cannot be recorded, or null: an audit is completed on or after the day the
 * books were closed (the auditor audits closed books) and not after today.
 */
export function auditDateRefusal(
  completedOn: string,
  closedOn: string,
  today: string,
): 'yearEnd.auditFuture' | 'yearEnd.auditBeforeClosing' | null {
  if (completedOn > today) return 'yearEnd.auditFuture';
  if (completedOn < closedOn) return 'yearEnd.auditBeforeClosing';
  return null;
}

/** A resolution's register number as the register prints it, `year/sequence` (docs/governance.md). */
export const zRegisterNumber = z
  .string()
  .trim()
  .regex(/^\d{4}\/\d{1,6}$/, 'A register number such as 2026/3');

export const ZAuditYearInput = z.object({
  year: queryInt(2000, 9999),
  completed_on: zCalendarDate.describe(
    'The day the audit was completed; not in the future, not before closing',
  ),
  auditor: zText({ max: 200, required: "Enter the auditor's name" }).describe("The auditor's name"),
  report_document_id: z.number().int().positive().describe('The audit report, a document of the library'),
});
export type AuditYearInput = z.infer<typeof ZAuditYearInput>;

export const ZAdoptYearInput = z.object({
  year: queryInt(2000, 9999),
  meeting_id: z.number().int().positive().describe('The general meeting, whose minutes are adopted'),
  resolution: zRegisterNumber.describe(
    "The register number of the meeting's resolution adopting the accounts",
  ),
});
export type AdoptYearInput = z.infer<typeof ZAdoptYearInput>;

/** A year's life as /YearEnd shows it. */
export const ZYearLife = z.object({
  year: z.number().int(),
  label: z.string(),
  state: z.enum(YEAR_STATES),
  closed_at: z.string().nullable(),
  audit: z
    .object({
      completed_on: z.string(),
      auditor: z.string(),
      report_document_id: z.number().int(),
      report_title: z.string(),
      recorded_by: z.number().int().nullable(),
      recorded_at: z.string(),
    })
    .nullable(),
  adoption: z
    .object({
      meeting_id: z.number().int(),
      meeting_date: z.string(),
      resolution: z.string(),
      recorded_by: z.number().int().nullable(),
      recorded_at: z.string(),
    })
    .nullable(),
});
export type YearLife = z.infer<typeof ZYearLife>;
