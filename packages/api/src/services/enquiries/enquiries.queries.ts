import type { Db } from '@samity/db';
import type { NewEnquiry } from '@samity/domain';
import { sql } from 'kysely';
import { dhakaLocalTime } from '../shared/dhaka-time.queries';

/** A car a buyer may ask about: its dealer, whether it is still for sale, and its name for the dealer. */
export function findEnquiryCar(db: Db, carId: number, { lock = false } = {}) {
  let query = db
    .selectFrom('stock_cars as s')
    .innerJoin('members as m', 'm.id', 's.member_id')
    .where('s.id', '=', carId)
    .select(['s.id', 's.member_id', 's.brand', 's.model', 's.model_year', 's.sold_at', 'm.status']);
  // Locking the car serialises the enquiry with "mark sold", so a sold car never gets one left open.
  if (lock) query = query.forUpdate('s');
  return query.executeTakeFirst();
}

export async function insertEnquiry(
  db: Db,
  row: Omit<NewEnquiry, 'car_id'> & { car_id: number; member_id: number; car_title: string; at: Date },
): Promise<number> {
  const { at, ...values } = row;
  const inserted = await db
    .insertInto('enquiries')
    .values({ ...values, created_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

const enquiryColumns = [
  'id',
  'car_id',
  'car_title',
  'name',
  'phone',
  'message',
  'preferred_time',
  'status',
  'created_at',
  'read_at',
  'answered_at',
  'closed_at',
] as const;

/** One page of a dealer's enquiries, newest first. */
export function listDealerEnquiries(db: Db, memberId: number, page: { limit: number; offset: number }) {
  return db
    .selectFrom('enquiries')
    .where('member_id', '=', memberId)
    .select(enquiryColumns)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}
export type DealerEnquiryRow = Awaited<ReturnType<typeof listDealerEnquiries>>[number];

/** How many enquiries the dealer has, and how many of them are still unread. */
export async function countDealerEnquiries(db: Db, memberId: number) {
  const row = await db
    .selectFrom('enquiries')
    .where('member_id', '=', memberId)
    .select((eb) => [
      eb.fn.countAll<string>().as('total'),
      eb.fn.count<string>('id').filterWhere('read_at', 'is', null).as('unread'),
    ])
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), unread: Number(row.unread) };
}

/** Marks the dealer's own enquiries among `ids` read (another dealer's ids change nothing). */
export async function markEnquiriesRead(db: Db, memberId: number, ids: readonly number[], at: Date) {
  if (ids.length === 0) return 0;
  const result = await db
    .updateTable('enquiries')
    .set({ read_at: at })
    .where('member_id', '=', memberId)
    .where('id', 'in', [...ids])
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export function findDealerEnquiry(db: Db, id: number) {
  return db
    .selectFrom('enquiries')
    .where('id', '=', id)
    .select([...enquiryColumns, 'member_id'])
    .executeTakeFirst();
}

/** Open -> answered; an enquiry already answered or closed keeps its state. */
export async function markEnquiryAnswered(db: Db, id: number, at: Date) {
  await db
    .updateTable('enquiries')
    .set({ status: 'answered', answered_at: at, read_at: sql`coalesce(read_at, ${at})` })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .execute();
}

/** Closes the car's open enquiries (the car was sold); answers how many. */
export async function closeOpenEnquiriesOfCar(db: Db, carId: number, at: Date): Promise<number> {
  const result = await db
    .updateTable('enquiries')
    .set({ status: 'closed', closed_at: at })
    .where('car_id', '=', carId)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Every enquiry of the dealer for the CSV export, newest first, bounded. */
export function allDealerEnquiries(db: Db, memberId: number, max: number) {
  return db
    .selectFrom('enquiries')
    .where('member_id', '=', memberId)
    .select(enquiryColumns)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(max)
    .execute();
}

/** The Dhaka month ('YYYY-MM') of an enquiry, in SQL. */
const dhakaMonth = sql<string>`to_char(${dhakaLocalTime('e.created_at')}, 'YYYY-MM')`;

/** Enquiries per month since `since` (every dealer). */
export function enquiriesPerMonth(db: Db, since: Date) {
  return db
    .selectFrom('enquiries as e')
    .where('e.created_at', '>=', since)
    .select([dhakaMonth.as('month'), (eb) => eb.fn.countAll<string>().as('count')])
    .groupBy(dhakaMonth)
    .execute();
}

/** One page of dealers by their enquiries since `since` (most first), with how many dealers in all. */
export async function dealersByEnquiries(db: Db, since: Date, page: { limit: number; offset: number }) {
  const dealers = db
    .selectFrom('enquiries as e')
    .where('e.created_at', '>=', since)
    .groupBy('e.member_id')
    .select(['e.member_id', (eb) => eb.fn.countAll<string>().as('total')]);
  const [rows, count] = await Promise.all([
    db
      .selectFrom(dealers.as('d'))
      .innerJoin('members as m', 'm.id', 'd.member_id')
      .select(['m.id', 'm.member_no', 'm.name', 'm.business', 'd.total'])
      .orderBy('d.total', 'desc')
      .orderBy('m.member_no')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db
      .selectFrom(dealers.as('d'))
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** The chosen dealers' enquiries per month since `since`. */
export function dealerMonthCounts(db: Db, memberIds: readonly number[], since: Date) {
  if (memberIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('enquiries as e')
    .where('e.created_at', '>=', since)
    .where('e.member_id', 'in', [...memberIds])
    .select(['e.member_id', dhakaMonth.as('month'), (eb) => eb.fn.countAll<string>().as('count')])
    .groupBy(['e.member_id', dhakaMonth])
    .execute();
}

/** One page of every dealer's enquiries, newest first, with the dealer; and how many there are in all. */
export async function listAllEnquiries(db: Db, page: { limit: number; offset: number }) {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('enquiries as e')
      .innerJoin('members as m', 'm.id', 'e.member_id')
      .select([
        'e.id',
        'e.car_id',
        'e.car_title',
        'e.name',
        'e.phone',
        'e.message',
        'e.preferred_time',
        'e.status',
        'e.created_at',
        'm.member_no',
        'm.name as dealer_name',
        'm.business',
      ])
      .orderBy('e.created_at', 'desc')
      .orderBy('e.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db
      .selectFrom('enquiries')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
