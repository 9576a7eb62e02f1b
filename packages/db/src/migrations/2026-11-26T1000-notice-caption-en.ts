import { type Kysely, sql } from 'kysely';

/**
 * A notice's caption in English, optional: `caption` stays what Bengali pages show, `caption_en` is what
 * English pages show when present. Before it a general meeting's notice carried both languages in one
 * caption ("bn / en"), which put ASCII digits on Bengali pages; those rows are left as they are (splitting
 * them would be guessing). Same bounds as `caption` when present.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE notices ADD COLUMN caption_en text NULL
    CHECK (caption_en IS NULL OR length(trim(caption_en)) BETWEEN 1 AND 500)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE notices DROP COLUMN caption_en`.execute(db);
}
