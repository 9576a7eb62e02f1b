import type { Db } from '@samity/db';

/** A year's life after its closing (docs/year-end.md): the stored statements, the audit and the adoption. */

export function readStoredStatements(db: Db, yearStart: string) {
  return db
    .selectFrom('year_closings')
    .select('statements')
    .where('year_start', '=', yearStart)
    .executeTakeFirst();
}

/** The year's closing row, locked until the transaction ends: each step of the year's life decides on it. */
export function lockClosing(db: Db, yearStart: string) {
  return db
    .selectFrom('year_closings')
    .selectAll()
    .where('year_start', '=', yearStart)
    .forUpdate()
    .executeTakeFirst();
}

/** Every closing with its audit report's title and the adopting meeting and resolution, oldest first. */
export function listYearLives(db: Db) {
  return db
    .selectFrom('year_closings as c')
    .leftJoin('documents as d', 'd.id', 'c.audit_report_id')
    .leftJoin('meetings as m', 'm.id', 'c.adopted_meeting_id')
    .leftJoin('meeting_resolutions as r', 'r.id', 'c.adopted_resolution_id')
    .select([
      'c.year_start',
      'c.closed_at',
      'c.audit_completed_on',
      'c.auditor',
      'c.audit_report_id',
      'd.title as report_title',
      'c.audited_by',
      'c.audited_at',
      'c.adopted_meeting_id',
      'm.date as meeting_date',
      'r.register_year',
      'r.register_seq',
      'c.adopted_by',
      'c.adopted_at',
    ])
    .orderBy('c.year_start')
    .execute();
}

/** A live (not removed) document of the library. */
export function findLiveDocument(db: Db, id: number) {
  return db
    .selectFrom('documents')
    .select(['id', 'category', 'title'])
    .where('id', '=', id)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
}

/** A numbered resolution with its meeting's kind, date and whether its minutes are adopted. */
export function findResolutionByNumber(db: Db, year: number, seq: number) {
  return db
    .selectFrom('meeting_resolutions as r')
    .innerJoin('meetings as m', 'm.id', 'r.meeting_id')
    .select(['r.id', 'r.meeting_id', 'm.kind', 'm.date', 'm.minutes_adopted_at'])
    .where('r.register_year', '=', year)
    .where('r.register_seq', '=', seq)
    .executeTakeFirst();
}

export function findMeeting(db: Db, id: number) {
  return db
    .selectFrom('meetings')
    .select(['id', 'kind', 'date', 'minutes_adopted_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export function recordAudit(
  db: Db,
  yearStart: string,
  values: {
    audit_completed_on: string;
    auditor: string;
    audit_report_id: number;
    audited_by: number | null;
    audited_at: Date;
  },
) {
  return db
    .updateTable('year_closings')
    .set(values)
    .where('year_start', '=', yearStart)
    .where('audited_at', 'is', null)
    .executeTakeFirstOrThrow();
}

export function recordAdoption(
  db: Db,
  yearStart: string,
  values: {
    adopted_meeting_id: number;
    adopted_resolution_id: number;
    adopted_by: number | null;
    adopted_at: Date;
  },
) {
  return db
    .updateTable('year_closings')
    .set(values)
    .where('year_start', '=', yearStart)
    .where('audited_at', 'is not', null)
    .where('adopted_at', 'is', null)
    .executeTakeFirstOrThrow();
}

export function storeStatements(db: Db, yearStart: string, statements: string) {
  return db
    .updateTable('year_closings')
    .set({ statements })
    .where('year_start', '=', yearStart)
    .where('statements', 'is', null)
    .executeTakeFirstOrThrow();
}

/** The appropriation of a year that took effect, with the register number of the resolution that decided it. */
export function effectiveAppropriation(db: Db, yearStart: string) {
  return db
    .selectFrom('appropriations as a')
    .innerJoin('meeting_resolutions as r', 'r.id', 'a.resolution_id')
    .selectAll('a')
    .select(['r.register_year', 'r.register_seq'])
    .where('a.year_start', '=', yearStart)
    .where('a.approved_at', 'is not', null)
    .executeTakeFirst();
}
