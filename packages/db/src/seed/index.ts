import { sql } from 'kysely';
import type { Db } from '../client';
import { seedBuyerAlert } from './alerts';
import { seedCars, seedImages, seedNotices } from './content';
import type { SeedContext, SeedDeps } from './context';
import { seedDocuments } from './documents';
import { seedByElection, seedElection } from './elections';
import { seedEnquiries } from './enquiries';
import { seedDeposits, seedLedger, seedMonthlyBooks } from './finance';
import { seedMeetings } from './governance';
import { seedAdmins, seedCommittees, seedMembers, seedNominees } from './people';
import { SeededRandom } from './random';
import { seedComplaints } from './requests';
import { seedYearEnd } from './year-end';

export { DEMO_ADMINS, DEMO_MEMBERS } from './accounts';
export type { DemoPdf, StoredDemoPdf } from './context';

/** True when the database holds any member or admin: the seed then never runs. */
export async function hasData(db: Db): Promise<boolean> {
  const row = await sql<{
    has: boolean;
  }>`SELECT EXISTS (SELECT 1 FROM members) OR EXISTS (SELECT 1 FROM admins) AS has`.execute(db);
  return row.rows[0]?.has === true;
}

/**
 * Fills an empty database with realistic demo data, in one transaction (all or nothing).
 * An advisory lock makes two instances starting at once on one PostgreSQL seed only once.
 *
 * Then it gathers the planner's statistics. Without them the planner takes the freshly filled tables for
 * empty ones until autovacuum comes round, and picks plans that are fine for one row and ruinous for
 * thousands: the balance check over the demo seed took 1.7 s instead of 25 ms, re-aggregating every monthly
 * row once per member. Test databases are cloned from a seeded template, so they inherit the statistics.
 */
/** Whether the demo seed filled this database (the embedded bKash sandbox runs only then). */
export async function holdsDemoSeed(db: Db): Promise<boolean> {
  const row = await db.selectFrom('demo_seed').select('seeded_at').executeTakeFirst();
  return row !== undefined;
}

export async function seedDemoData(db: Db, deps: SeedDeps): Promise<{ seeded: boolean }> {
  const result = await fillDemoData(db, deps);
  if (result.seeded) await sql`ANALYZE`.execute(db);
  return result;
}

function fillDemoData(db: Db, deps: SeedDeps): Promise<{ seeded: boolean }> {
  return db.transaction().execute(async (tx) => {
    await sql`SELECT pg_advisory_xact_lock(7463826)`.execute(tx);
    if (await hasData(tx)) return { seeded: false };
    const ctx: SeedContext = {
      tx,
      rnd: new SeededRandom(20101),
      deps,
      today: deps.now ?? new Date(),
      activeMembers: [],
      adminIds: [],
    };
    await seedAdmins(ctx);
    await seedMembers(ctx);
    await seedNominees(ctx);
    await seedCommittees(ctx);
    await seedNotices(ctx);
    await seedCars(ctx);
    await seedImages(ctx);
    await seedComplaints(ctx);
    await seedDeposits(ctx);
    await seedMonthlyBooks(ctx);
    await seedLedger(ctx);
    await seedBuyerAlert(ctx);
    // The society's governance and the buyers' enquiries, each from a random stream of its own: the data
    // above stays as it was.
    const governance = await seedMeetings(ctx);
    await seedElection(ctx);
    await seedByElection(ctx);
    await seedDocuments(ctx, governance);
    await seedYearEnd(ctx, governance);
    await seedEnquiries(ctx);
    // The mark that this database holds the demo (and so may use the embedded bKash sandbox).
    await tx.insertInto('demo_seed').values({ seeded_at: ctx.today }).execute();
    return { seeded: true };
  });
}
