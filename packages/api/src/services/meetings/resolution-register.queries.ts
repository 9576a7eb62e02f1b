import type { Db } from '@samity/db';
import { sql } from 'kysely';
import { likePattern } from '../shared/search.queries';

/** The resolution register: numbering resolutions when minutes are adopted, and reading the register. */

export function findNumberedResolution(db: Db, year: number, seq: number) {
  return db
    .selectFrom('meeting_resolutions')
    .select(['id'])
    .where('register_year', '=', year)
    .where('register_seq', '=', seq)
    .executeTakeFirst();
}

/** Held until the transaction ends: two adoptions at once number one after the other. */
export function lockRegister(db: Db) {
  return db.selectFrom('meeting_settings').select('id').forUpdate().executeTakeFirst();
}

export async function lastSeqOfYear(db: Db, year: number): Promise<number> {
  const row = await db
    .selectFrom('meeting_resolutions')
    .where('register_year', '=', year)
    .select((eb) => eb.fn.max('register_seq').as('seq'))
    .executeTakeFirst();
  return Number(row?.seq ?? 0);
}

export function setRegisterNo(db: Db, id: number, year: number, seq: number) {
  return db
    .updateTable('meeting_resolutions')
    .set({ register_year: year, register_seq: seq })
    .where('id', '=', id)
    .execute();
}

function registerQuery(db: Db, search: string | undefined) {
  let query = db
    .selectFrom('meeting_resolutions as r')
    .innerJoin('meetings as mt', 'mt.id', 'r.meeting_id')
    .innerJoin('meeting_agenda_items as i', 'i.id', 'r.agenda_item_id')
    .where('r.register_year', 'is not', null);
  if (search) {
    const pattern = likePattern(search);
    query = query.where(
      sql<boolean>`(r.register_year || '/' || r.register_seq || ' ' || r.text || ' ' || i.title) ILIKE ${pattern}`,
    );
  }
  return query;
}

/** Every numbered resolution, newest number first; `limit` bounds it (the files read up to their cap). */
export function registerRows(db: Db, page: { search?: string; limit: number; offset: number }) {
  return registerQuery(db, page.search)
    .leftJoin('meeting_resolutions as c', 'c.id', 'r.corrects_id')
    .select([
      'r.id',
      'r.text',
      'r.register_year',
      'r.register_seq',
      'mt.id as meeting_id',
      'mt.kind as meeting_kind',
      'mt.date as meeting_date',
      'i.title as agenda_title',
      'c.register_year as corrects_year',
      'c.register_seq as corrects_seq',
    ])
    .orderBy('r.register_year', 'desc')
    .orderBy('r.register_seq', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countRegister(db: Db, search: string | undefined): Promise<number> {
  const row = await registerQuery(db, search)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The numbered resolutions that correct each of these. */
export function correctionsOf(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('meeting_resolutions')
    .select(['corrects_id', 'register_year', 'register_seq'])
    .where('corrects_id', 'in', ids)
    .where('register_year', 'is not', null)
    .orderBy('register_year')
    .orderBy('register_seq')
    .execute();
}
