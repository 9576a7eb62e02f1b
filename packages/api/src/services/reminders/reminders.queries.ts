import type { Db } from '@samity/db';

export function readSchedule(db: Db) {
  return db
    .selectFrom('notification_settings')
    .select(['reminder_day', 'reminder_last_month'])
    .executeTakeFirstOrThrow();
}

export function writeSchedule(db: Db, day: number | null, at: Date) {
  return db.updateTable('notification_settings').set({ reminder_day: day, updated_at: at }).execute();
}

/**
 * Takes this month's scheduled run: true for exactly one caller per month (the row is updated only while its
 * last month is earlier, and a concurrent caller waits on the row lock and then finds it taken).
 */
export async function claimScheduledRun(db: Db, monthStart: string, at: Date): Promise<boolean> {
  const result = await db
    .updateTable('notification_settings')
    .set({ reminder_last_month: monthStart, updated_at: at })
    .where('reminder_day', 'is not', null)
    .where((eb) => eb.or([eb('reminder_last_month', 'is', null), eb('reminder_last_month', '<', monthStart)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The ids of the members with these numbers (numbers no member has are left out). */
export async function memberIdsByNo(db: Db, memberNos: string[]): Promise<number[]> {
  const rows = await db.selectFrom('members').where('member_no', 'in', memberNos).select('id').execute();
  return rows.map((row) => row.id);
}
