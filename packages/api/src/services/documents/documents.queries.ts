import type { Db } from '@samity/db';
import type { DocumentCategory, DocumentVisibility } from '@samity/domain';

/** Which live (not removed) documents a list shows. */
export interface DocumentFilter {
  visibility?: DocumentVisibility;
  category?: DocumentCategory;
}

/** Live documents matching the filter, each joined to its newest version (versions are numbered 1, 2, ...). */
function liveDocuments(db: Db, filter: DocumentFilter) {
  let query = db
    .selectFrom('documents as d')
    .innerJoin('document_versions as v', 'v.document_id', 'd.id')
    .where('d.removed_at', 'is', null)
    .where('v.version', '=', (eb) =>
      eb
        .selectFrom('document_versions as w')
        .select((w) => w.fn.max('w.version').as('latest'))
        .whereRef('w.document_id', '=', 'd.id'),
    );
  if (filter.visibility) query = query.where('d.visibility', '=', filter.visibility);
  if (filter.category) query = query.where('d.category', '=', filter.category);
  return query;
}

export function listDocumentRows(db: Db, filter: DocumentFilter, page: { limit: number; offset: number }) {
  return liveDocuments(db, filter)
    .select([
      'd.id',
      'd.category',
      'd.visibility',
      'd.title',
      'd.updated_at',
      'v.version',
      'v.file_name',
      'v.bytes',
      'v.uploaded_at',
    ])
    .orderBy('d.updated_at', 'desc')
    .orderBy('d.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countDocuments(db: Db, filter: DocumentFilter): Promise<number> {
  const row = await liveDocuments(db, filter)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Document ids are integer columns: an id past their range (the API takes any safe integer) names no document,
 * and is answered as one that does not exist rather than sent to the database to fail.
 */
const INTEGER_MAX = 2_147_483_647;
const isDocumentId = (id: number) => Number.isSafeInteger(id) && id >= 1 && id <= INTEGER_MAX;

/** One live document; `lock` holds its row until the transaction ends (new versions are numbered under it). */
export async function findLiveDocument(db: Db, id: number, lock = false) {
  if (!isDocumentId(id)) return undefined;
  const query = db
    .selectFrom('documents')
    .select(['id', 'category', 'visibility', 'title', 'created_at', 'updated_at'])
    .where('id', '=', id)
    .where('removed_at', 'is', null);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

/** A document's versions, newest first, at most `limit`. */
export function listVersionRows(db: Db, documentId: number, limit: number) {
  return db
    .selectFrom('document_versions')
    .select(['version', 'file_name', 'bytes', 'uploaded_at'])
    .where('document_id', '=', documentId)
    .orderBy('version', 'desc')
    .limit(limit)
    .execute();
}

/** One version of a live document, with what the download needs to decide who may read it. */
export async function findLiveVersion(db: Db, documentId: number, version: number) {
  if (!isDocumentId(documentId) || !isDocumentId(version)) return undefined;
  return db
    .selectFrom('document_versions as v')
    .innerJoin('documents as d', 'd.id', 'v.document_id')
    .select(['d.visibility', 'v.storage_key', 'v.file_name', 'v.bytes', 'v.sha256'])
    .where('d.id', '=', documentId)
    .where('d.removed_at', 'is', null)
    .where('v.version', '=', version)
    .executeTakeFirst();
}

export async function latestVersionNumber(db: Db, documentId: number): Promise<number> {
  const row = await db
    .selectFrom('document_versions')
    .select((eb) => eb.fn.max('version').as('latest'))
    .where('document_id', '=', documentId)
    .executeTakeFirst();
  return Number(row?.latest ?? 0);
}

export function insertDocument(
  db: Db,
  values: { category: DocumentCategory; visibility: DocumentVisibility; title: string; by: number; at: Date },
) {
  return db
    .insertInto('documents')
    .values({
      category: values.category,
      visibility: values.visibility,
      title: values.title,
      created_by: values.by,
      created_at: values.at,
      updated_at: values.at,
    })
    .returning(['id', 'category', 'visibility', 'title', 'created_at', 'updated_at'])
    .executeTakeFirstOrThrow();
}

export interface NewVersionRow {
  documentId: number;
  version: number;
  storageKey: string;
  fileName: string;
  bytes: number;
  sha256: string;
  by: number;
  at: Date;
}

export function insertVersion(db: Db, row: NewVersionRow) {
  return db
    .insertInto('document_versions')
    .values({
      document_id: row.documentId,
      version: row.version,
      storage_key: row.storageKey,
      file_name: row.fileName,
      bytes: row.bytes,
      sha256: row.sha256,
      uploaded_by: row.by,
      uploaded_at: row.at,
    })
    .returning(['version', 'file_name', 'bytes', 'uploaded_at'])
    .executeTakeFirstOrThrow();
}

export function updateDocumentRow(
  db: Db,
  id: number,
  values: { category?: DocumentCategory; visibility?: DocumentVisibility; title?: string; at: Date },
) {
  return db
    .updateTable('documents')
    .set({
      ...(values.category ? { category: values.category } : {}),
      ...(values.visibility ? { visibility: values.visibility } : {}),
      ...(values.title ? { title: values.title } : {}),
      updated_at: values.at,
    })
    .where('id', '=', id)
    .where('removed_at', 'is', null)
    .returning(['id', 'category', 'visibility', 'title', 'created_at', 'updated_at'])
    .executeTakeFirst();
}

/** Soft delete: the row and its versions stay for the history and the audit trail; no list shows it again. */
export async function markDocumentRemoved(db: Db, id: number, values: { by: number; at: Date }) {
  if (!isDocumentId(id)) return undefined;
  return db
    .updateTable('documents')
    .set({ removed_by: values.by, removed_at: values.at })
    .where('id', '=', id)
    .where('removed_at', 'is', null)
    .returning(['id', 'category', 'visibility', 'title'])
    .executeTakeFirst();
}

/** Versions whose file is kept under a key not starting with prefix (files stored before keys were private). */
export function versionsWithKeysOutside(db: Db, prefix: string) {
  return db
    .selectFrom('document_versions')
    .select(['id', 'storage_key'])
    .where('storage_key', 'not like', `${prefix}%`)
    .orderBy('id')
    .execute();
}

/** Points a version at its file's new key, only if it still names the old one; true when it did. */
export async function moveVersionKey(db: Db, id: number, from: string, to: string): Promise<boolean> {
  const result = await db
    .updateTable('document_versions')
    .set({ storage_key: to })
    .where('id', '=', id)
    .where('storage_key', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function countVersionsWithKey(db: Db, key: string): Promise<number> {
  const row = await db
    .selectFrom('document_versions')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('storage_key', '=', key)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
