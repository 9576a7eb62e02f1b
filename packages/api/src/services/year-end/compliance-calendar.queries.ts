import type { Db } from '@samity/db';

/**
 * The annual general meeting of a financial year: the latest one dated after the year's last day (the
 * meeting that adopts the year's audited accounts, and records when that audit was completed).
 */
export function agmAfter(db: Db, yearEnd: string) {
  return db
    .selectFrom('meetings')
    .select(['date', 'audit_completed_on'])
    .where('kind', '=', 'annual_general')
    .where('date', '>', yearEnd)
    .orderBy('date', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function closedYearStarts(db: Db) {
  return db.selectFrom('year_closings').select('year_start').execute();
}

/** A closed year's audit date and the date of the meeting that adopted its accounts, if it is closed. */
export function yearLifeDates(db: Db, yearStart: string) {
  return db
    .selectFrom('year_closings as y')
    .leftJoin('meetings as m', 'm.id', 'y.adopted_meeting_id')
    .select(['y.audit_completed_on', 'm.date as adopted_on'])
    .where('y.year_start', '=', yearStart)
    .executeTakeFirst();
}
