import type { Db } from '@samity/db';

/**
 * What a year's audit and adoption name, written straight into the tables (the meetings' and documents' own
 * rules are tested with them): a document of the library, and a meeting with one resolution numbered in the
 * register, its minutes adopted or still a draft.
 */
export async function addDocument(
  db: Db,
  createdBy: number,
  category: 'audit_report' | 'bylaws' = 'audit_report',
) {
  const row = await db
    .insertInto('documents')
    .values({
      category,
      visibility: 'members',
      title: `Audit report ${category}`,
      created_by: createdBy,
      created_at: new Date(),
      updated_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function addMeeting(
  db: Db,
  options: { kind?: 'annual_general' | 'committee'; date: string; adopted?: boolean },
) {
  const year = Number(options.date.slice(0, 4));
  // The next free number of the year: the database may already hold numbered resolutions (a demo seed).
  const last = await db
    .selectFrom('meeting_resolutions')
    .select((eb) => eb.fn.max('register_seq').as('seq'))
    .where('register_year', '=', year)
    .executeTakeFirst();
  const seq = Number(last?.seq ?? 0) + 1;
  const meeting = await db
    .insertInto('meetings')
    .values({
      kind: options.kind ?? 'annual_general',
      date: options.date,
      time: '10:00',
      place: 'Office',
      ...(options.adopted === false
        ? {}
        : {
            minutes_adopted_at: new Date(`${options.date}T10:00:00Z`),
            outcome: 'held' as const,
            quorum_rule_kind: 'count' as const,
            quorum_rule_value: 1,
            quorum_entitled: 1,
            quorum_present: 1,
            quorum_required: 1,
          }),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const item = await db
    .insertInto('meeting_agenda_items')
    .values({ meeting_id: meeting.id, position: 0, title: 'Annual accounts' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('meeting_resolutions')
    .values({
      meeting_id: meeting.id,
      agenda_item_id: item.id,
      position: 0,
      text: 'Resolved: the accounts are adopted.',
      register_year: year,
      register_seq: seq,
    })
    .execute();
  return { id: Number(meeting.id), resolution: `${year}/${seq}` };
}

/**
 * Records a closed year's audit straight into its closing row (the audit's own rules are tested in
 * finance-year-life.test.ts), so tests of what follows it (the appropriation) start from an audited year.
 */
export async function markAudited(db: Db, yearStart: string) {
  const closing = await db
    .selectFrom('year_closings')
    .select('closed_at')
    .where('year_start', '=', yearStart)
    .executeTakeFirstOrThrow();
  const admin = await db.selectFrom('admins').select('id').orderBy('id').executeTakeFirstOrThrow();
  const report = await addDocument(db, Number(admin.id));
  await db
    .updateTable('year_closings')
    .set({
      audit_completed_on: new Date(closing.closed_at).toISOString().slice(0, 10),
      auditor: 'Test Auditors',
      audit_report_id: report,
      audited_at: closing.closed_at,
    })
    .where('year_start', '=', yearStart)
    .execute();
}
