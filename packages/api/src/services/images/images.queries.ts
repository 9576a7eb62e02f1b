import type { Db, UploadsTable } from '@samity/db';
import { type RawBuilder, type Selectable, sql } from 'kysely';

/**
 * Every column that holds a picture address. A table added later with a picture column must be listed
 * here, or the sweep would take its images: test/image-references.test.ts fails until it is.
 */
export const IMAGE_REFERENCE_COLUMNS = [
  ['admins', 'pic'],
  ['members', 'pic'],
  ['committee_members', 'pic'],
  ['notices', 'pic'],
  ['stock_cars', 'pic'],
  ['stock_car_pictures', 'url'],
  ['service_center_images', 'pic'],
  ['gallery_images', 'pic'],
  ['financial_entry_receipts', 'url'],
] as const;

/** True (as SQL) when some record refers to one of the given addresses. */
function referencedSql(addresses: RawBuilder<unknown>[]): RawBuilder<boolean> {
  const checks = IMAGE_REFERENCE_COLUMNS.map(
    ([table, column]) =>
      sql`EXISTS (SELECT 1 FROM ${sql.table(table)} WHERE ${sql.ref(column)} IN (${sql.join(addresses)}))`,
  );
  return sql<boolean>`(${sql.join(checks, sql` OR `)})`;
}

export async function isReferenced(db: Db, addresses: string[]): Promise<boolean> {
  const values = addresses.map((a) => sql`${a}`);
  const { rows } = await sql<{ used: boolean }>`SELECT ${referencedSql(values)} AS used`.execute(db);
  return rows[0]?.used === true;
}

/** What a stored image records (its times come from the caller's clock, see upsertUpload). */
export type UploadRow = Omit<Selectable<UploadsTable>, 'created_at' | 'last_uploaded_at'>;

/**
 * Records an upload, or refreshes last_uploaded_at when the same picture (same hash) comes again, so the
 * sweep's grace period starts over for it. Answers whether the row is new.
 */
export async function upsertUpload(
  db: Db,
  row: UploadRow,
  now: Date,
  /** Whose picture it is, when not the account the row names (the demo seed's site pictures: admins'). */
  owner?: ImageOwner,
): Promise<{ inserted: boolean }> {
  const result = await db
    .insertInto('uploads')
    .values({ ...row, created_at: now, last_uploaded_at: now })
    .onConflict((oc) => oc.column('key').doUpdateSet({ last_uploaded_at: now }))
    .returning(sql<boolean>`(xmax = 0)`.as('inserted'))
    .executeTakeFirstOrThrow();
  // Every uploader of the picture is kept, not only the first: the same photo uploaded again by another
  // account is theirs to attach too.
  const uploader = owner ? ownerKey(owner) : uploaderOf(row);
  if (uploader)
    await db
      .insertInto('upload_uploaders')
      .values({ upload_key: row.key, uploader, first_at: now })
      .onConflict((oc) => oc.columns(['upload_key', 'uploader']).doNothing())
      .execute();
  return { inserted: result.inserted === true };
}

/** Admins share their site pictures; a member's pictures are their own. The demo seed uploads as nobody. */
export type ImageOwner = { kind: 'admins' } | { kind: 'member'; memberId: number };

const ownerKey = (owner: ImageOwner) => (owner.kind === 'admins' ? 'admins' : `member:${owner.memberId}`);

function uploaderOf(row: UploadRow): string | null {
  if (row.admin_id !== null) return 'admins';
  if (row.member_id !== null) return `member:${row.member_id}`;
  return null;
}

/** Of the given addresses: those stored at all, and those `owner` uploaded. */
export async function uploadsOf(
  db: Db,
  urls: readonly string[],
  owner: ImageOwner,
): Promise<{ stored: Set<string>; own: Set<string> }> {
  if (urls.length === 0) return { stored: new Set(), own: new Set() };
  const rows = await db
    .selectFrom('uploads as u')
    .leftJoin('upload_uploaders as o', (join) =>
      join.onRef('o.upload_key', '=', 'u.key').on('o.uploader', '=', ownerKey(owner)),
    )
    .select(['u.url', 'o.uploader'])
    .where('u.url', 'in', [...urls])
    .execute();
  return {
    stored: new Set(rows.map((r) => r.url)),
    own: new Set(rows.filter((r) => r.uploader !== null).map((r) => r.url)),
  };
}

export async function deleteUploadRow(db: Db, key: string): Promise<void> {
  await db.deleteFrom('uploads').where('key', '=', key).execute();
}

/** The registry row of key, locked until the transaction ends so an upload of the same picture waits. */
export async function lockUpload(tx: Db, key: string) {
  return tx
    .selectFrom('uploads')
    .select(['key', 'thumbnail_key', 'url', 'thumbnail_url', 'last_uploaded_at'])
    .where('key', '=', key)
    .forUpdate()
    .executeTakeFirst();
}

/** Keys of uploads older than cutoff that no record refers to (by picture or thumbnail address). */
export async function unreferencedUploadKeys(db: Db, cutoff: Date, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('uploads')
    .select('key')
    .where('last_uploaded_at', '<', cutoff)
    .where(sql<boolean>`NOT ${referencedSql([sql.ref('uploads.url'), sql.ref('uploads.thumbnail_url')])}`)
    .orderBy('last_uploaded_at')
    .limit(limit)
    .execute();
  return rows.map((r) => r.key);
}
