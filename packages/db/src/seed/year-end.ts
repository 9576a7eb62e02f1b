import { addDays, dhakaMoment } from '@samity/domain';
import type { SeedContext } from './context';
import type { SeededGovernance } from './governance';

/**
 * The demo's financial year 2025-26 (the year its annual general meeting adopted) follows the life of a year
 * (docs/year-end.md): its books start from opening balances on the year's first day, it is closed after its
 * last day and before the audit, and audited on the day the AGM's papers give with the library's audit
 * report; the AGM was held after both. Recording the adoption (the AGM and its resolution on the audited
 * accounts) is left as the treasurer's next step on /YearEnd, so the demo shows it, and members see the
 * accounts once it is recorded. Its four statements are stored by the server when it starts
 * (storeMissingStatements), from the same books.
 */
/** A moment of a Dhaka day. */
const dhakaAt = (date: string, time: string) => new Date(dhakaMoment(date, time));

export async function seedYearEnd(ctx: SeedContext, governance: SeededGovernance): Promise<void> {
  const { tx } = ctx;
  const start = `${governance.auditedYear.slice(0, 4)}-07-01`;
  const end = addDays(`${Number(start.slice(0, 4)) + 1}-07-01`, -1);
  const admin = ctx.adminIds[0] ?? null;
  await tx
    .insertInto('opening_balances')
    .values({
      id: 1,
      as_of: start,
      cash_poisha: 2_500_000,
      bank_poisha: 15_000_000,
      wallet_poisha: 0,
      dues_receivable_poisha: 0,
      member_deposits_poisha: 0,
      reserve_fund_poisha: 0,
      development_fund_poisha: 0,
      other_funds_poisha: 0,
      entered_by: admin,
      entered_at: dhakaAt(start, '11:00'),
    })
    .execute();
  // Closed a fortnight before the audit was completed, and never before the year's last day has passed.
  const closedOn = [addDays(end, 1), addDays(governance.auditCompletedOn, -14)].sort().at(-1)!;
  // The year's monthly books were made at the start of their months, before the year was closed (the demo
  // writes them all at once; the as-of rule reads a closed year as its books stood at the closing).
  await tx
    .updateTable('monthly_books')
    .set((eb) => ({ created_at: eb.cast(eb.ref('month'), 'timestamptz') }))
    .where('month', '>=', start)
    .where('month', '<=', end)
    .execute();
  const report = await tx
    .selectFrom('documents')
    .select('id')
    .where('category', '=', 'audit_report')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await tx
    .insertInto('year_closings')
    .values({
      year_start: start,
      closed_by: admin,
      closed_at: dhakaAt(closedOn, '16:00'),
      audit_completed_on: governance.auditCompletedOn,
      auditor: 'মোঃ আবদুল করিম, উপজেলা সমবায় কার্যালয় / Md. Abdul Karim, Upazila Cooperative Office',
      audit_report_id: report.id,
      audited_by: admin,
      audited_at: dhakaAt(governance.auditCompletedOn, '17:00'),
    })
    .execute();
}
