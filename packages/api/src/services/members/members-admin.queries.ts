import type { Db } from '@samity/db';
import { likePattern, memberSearchText } from '../shared/search.queries';

const adminColumns = [
  'id',
  'member_no',
  'name',
  'father',
  'business',
  'address',
  'phone',
  'pic',
  'status',
  'deceased_on',
  'email',
] as const;

export type AdminMemberRow = NonNullable<Awaited<ReturnType<typeof findAdminMember>>>;

/** One page of active members in member-number order. */
export function pageActiveMembers(db: Db, page: { limit: number; offset: number }) {
  return db
    .selectFrom('members')
    .select(adminColumns)
    .where('status', '=', 'active')
    .orderBy('member_no')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

/** Active members whose number, name or business holds the text (the trigram index's expression). */
export function searchActive(db: Db, search: string | undefined, limit: number) {
  let query = db.selectFrom('members').select(adminColumns).where('status', '=', 'active');
  if (search) query = query.where(memberSearchText, 'ilike', likePattern(search));
  return query.orderBy('member_no').limit(limit).execute();
}

export function listDeceased(db: Db, limit: number) {
  return db
    .selectFrom('members')
    .select(adminColumns)
    .where('status', '=', 'deceased')
    .orderBy('member_no')
    .limit(limit)
    .execute();
}

export function findAdminMember(db: Db, memberNo: string) {
  return db.selectFrom('members').select(adminColumns).where('member_no', '=', memberNo).executeTakeFirst();
}

export function findAdminMemberById(db: Db, id: number) {
  return db.selectFrom('members').select(adminColumns).where('id', '=', id).executeTakeFirst();
}

/** Which of these numbers are taken already (by an active or a deceased member). */
export async function takenMemberNos(db: Db, memberNos: readonly string[]): Promise<Set<string>> {
  if (memberNos.length === 0) return new Set();
  const rows = await db
    .selectFrom('members')
    .select('member_no')
    .where('member_no', 'in', memberNos)
    .execute();
  return new Set(rows.map((row) => row.member_no));
}

export interface MemberValues {
  member_no: string;
  name: string;
  father: string;
  business: string;
  address: string;
  phone: string;
  pic: string | null;
  status: 'active' | 'deceased';
  deceased_on: string | null;
}

export function insertMembers(db: Db, rows: readonly MemberValues[], at: Date) {
  return db
    .insertInto('members')
    .values(rows.map((row) => ({ ...row, created_at: at, updated_at: at })))
    .returning(adminColumns)
    .execute();
}

export function updateMember(db: Db, id: number, values: Partial<Omit<MemberValues, 'member_no'>>, at: Date) {
  return db
    .updateTable('members')
    .set({ ...values, updated_at: at })
    .where('id', '=', id)
    .returning(adminColumns)
    .executeTakeFirstOrThrow();
}

/** Ends every session of the member; answers how many there were. */
export async function endMemberSessions(db: Db, memberId: number): Promise<number> {
  const rows = await db.deleteFrom('sessions').where('member_id', '=', memberId).returning('id').execute();
  return rows.length;
}
