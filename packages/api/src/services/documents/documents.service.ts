import {
  AppError,
  DOCUMENT_LIMITS,
  type DocumentsPage,
  type DocumentsQuery,
  type DocumentVersion,
  type DocumentVisibility,
  type DocumentWithHistory,
  documentFilePath,
} from '@samity/domain';
import type { ServiceContext } from '../service-context';
import {
  countDocuments,
  type DocumentFilter,
  findLiveDocument,
  findLiveVersion,
  listDocumentRows,
  listVersionRows,
} from './documents.queries';

/** Who reads: a visitor sees public documents only; a member or an admin sees every live one. */
export type DocumentReader = 'visitor' | 'member' | 'admin';

/** The same 404 for a document that does not exist, was removed, or is not for this reader (no hint it exists). */
export const documentNotFound = () => new AppError('NOT_FOUND', 'documents.notFound', 'Document not found.');

const mayRead = (reader: DocumentReader, visibility: DocumentVisibility) =>
  visibility === 'public' || reader !== 'visitor';

const versionOf = (
  id: number,
  row: { version: number; file_name: string; bytes: number; uploaded_at: Date },
): DocumentVersion => ({
  version: row.version,
  file_name: row.file_name,
  bytes: row.bytes,
  uploaded_at: row.uploaded_at.toISOString(),
  url: documentFilePath(id, row.version),
});

/** A page of live documents matching the filter, most recently changed first. */
export async function documentsPage(
  ctx: ServiceContext,
  filter: DocumentFilter,
  query: DocumentsQuery,
): Promise<DocumentsPage> {
  const where = { ...filter, category: query.category };
  const [rows, total] = await Promise.all([
    listDocumentRows(ctx.db, where, query),
    countDocuments(ctx.db, where),
  ]);
  return {
    entries: rows.map((row) => ({
      id: row.id,
      category: row.category,
      visibility: row.visibility,
      title: row.title,
      updated_at: row.updated_at.toISOString(),
      latest: versionOf(row.id, row),
      version_count: row.version,
    })),
    total,
  };
}

/** The public Documents page: public documents only. */
export function listPublicDocuments(ctx: ServiceContext, query: DocumentsQuery) {
  return documentsPage(ctx, { visibility: 'public' }, query);
}

/** The members' tab on the dashboard: the documents for members only (the public ones are on the public page). */
export function listMemberDocuments(ctx: ServiceContext, query: DocumentsQuery) {
  return documentsPage(ctx, { visibility: 'members' }, query);
}

/** One document with its whole history, when the reader may see it; otherwise the one 404. */
export async function documentWithHistory(
  ctx: ServiceContext,
  id: number,
  reader: DocumentReader,
): Promise<DocumentWithHistory> {
  const document = await findLiveDocument(ctx.db, id);
  if (!document || !mayRead(reader, document.visibility)) throw documentNotFound();
  const versions = (await listVersionRows(ctx.db, id, DOCUMENT_LIMITS.versions)).map((row) =>
    versionOf(id, row),
  );
  const latest = versions[0];
  if (!latest) throw documentNotFound();
  return {
    id: document.id,
    category: document.category,
    visibility: document.visibility,
    title: document.title,
    updated_at: document.updated_at.toISOString(),
    latest,
    version_count: latest.version,
    versions,
  };
}

/** What the download route streams: the stored file of a version the reader may read, or the one 404. */
export async function readableVersion(
  ctx: ServiceContext,
  id: number,
  version: number,
  reader: DocumentReader,
) {
  const row = await findLiveVersion(ctx.db, id, version);
  if (!row || !mayRead(reader, row.visibility)) throw documentNotFound();
  return row;
}
