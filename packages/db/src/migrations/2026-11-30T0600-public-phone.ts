import { type Kysely, sql } from 'kysely';

/**
 * The number buyers see for a dealer (`members.public_phone`): a business line may differ from the phone the
 * member logs in and gets the society's SMS on. Null means the login phone is shown, as before. The member sets
 * it themself; it is a Bangladeshi mobile number in its national form (01, an operator digit, 8 digits), as
 * the service stores every mobile number.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE members ADD COLUMN public_phone text NULL
    CHECK (public_phone IS NULL OR public_phone ~ '^01[3-9][0-9]{8}$')`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE members DROP COLUMN public_phone`.execute(db);
}
