import { toAsciiDigits, ZMeetingKind, ZMeetingSettings, ZScheduleMeetingInput } from '@samity/domain';
import { type RefinementCtx, z } from 'zod';

/**
 * The forms of /MeetingsAdmin hold text as typed (agenda one item per line, numbers as text); each is turned
 * into the API's input and checked by the domain schema itself, so the page applies exactly the API's rules.
 * Each issue is put on the form field it is about, with zod's code kept so the form shows its own words.
 */
function check<T>(
  schema: z.ZodType<T>,
  value: unknown,
  ctx: RefinementCtx,
  fieldOf: (path: PropertyKey[]) => string,
) {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues)
    ctx.addIssue({ ...issue, path: [fieldOf(issue.path)] } as Parameters<RefinementCtx['addIssue']>[0]);
  return z.NEVER;
}

export const agendaLines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

export const ZScheduleMeetingForm = z
  .object({
    kind: ZMeetingKind,
    date: z.string(),
    time: z.string(),
    place: z.string(),
    audit_completed_on: z.string(),
    agenda: z.string(),
  })
  .transform((form, ctx) =>
    check(
      ZScheduleMeetingInput,
      {
        ...form,
        audit_completed_on: form.kind === 'annual_general' ? form.audit_completed_on || null : null,
        agenda: agendaLines(form.agenda),
      },
      ctx,
      (path) => String(path[0] ?? 'agenda'),
    ),
  );
export type ScheduleMeetingForm = z.input<typeof ZScheduleMeetingForm>;

/** A number typed with either digits (a Bengali keyboard types ৩৪); empty is not a number. */
const numberOf = (text: string) => (text.trim() ? Number(toAsciiDigits(text.trim())) : Number.NaN);

const ZQuorumKind = z.enum(['percent', 'count']);

export const ZQuorumForm = z
  .object({
    general_kind: ZQuorumKind,
    general_value: z.string(),
    committee_kind: ZQuorumKind,
    committee_value: z.string(),
    arrears_months: z.string(),
  })
  .transform((form, ctx) =>
    check(
      ZMeetingSettings,
      {
        general: { kind: form.general_kind, value: numberOf(form.general_value) },
        committee: { kind: form.committee_kind, value: numberOf(form.committee_value) },
        arrears_months: numberOf(form.arrears_months),
      },
      ctx,
      (path) => (path[0] === 'arrears_months' ? 'arrears_months' : `${String(path[0])}_value`),
    ),
  );
export type QuorumForm = z.input<typeof ZQuorumForm>;
