import { createHash } from 'node:crypto';
import {
  AppError,
  DOCUMENT_LIMITS,
  type DocumentFields,
  type DocumentsQuery,
  type DocumentUpdate,
  type DocumentWithHistory,
} from '@samity/domain';
import { withAudit } from '../audit/with-audit';
import type { StorageDriver } from '../images';
import type { AdminContext } from '../service-context';
import { newDocumentKey } from './document-files';
import {
  findLiveDocument,
  insertDocument,
  insertVersion,
  latestVersionNumber,
  markDocumentRemoved,
  updateDocumentRow,
} from './documents.queries';
import { documentNotFound, documentsPage, documentWithHistory } from './documents.service';
import { checkPdf } from './pdf-check';

type AdminWithStorage = AdminContext & { storage: StorageDriver };

/** An uploaded file as the route read it: its bytes and the name it was sent with. */
export interface UploadedPdf {
  data: Buffer;
  fileName: string;
}

/** Every live document, public and members-only. */
export function listDocuments(ctx: AdminContext, query: DocumentsQuery) {
  return documentsPage(ctx, {}, query);
}

export function getDocument(ctx: AdminContext, id: number): Promise<DocumentWithHistory> {
  return documentWithHistory(ctx, id, 'admin');
}

/** A new document with its first version. Nothing is stored or written unless every check passes. */
export async function createDocument(
  ctx: AdminWithStorage,
  fields: DocumentFields,
  file: UploadedPdf,
): Promise<DocumentWithHistory> {
  const stored = await storePdf(ctx, file);
  const id = await forgetOnFailure(ctx, stored.storageKey, () =>
    withAudit(
      ctx,
      (created: { id: number; version: unknown }) => ({
        action: 'document.create',
        entity: 'documents',
        entityId: created.id,
        after: created,
      }),
      async (tx) => {
        const at = ctx.now();
        const document = await insertDocument(tx, { ...fields, by: ctx.actor.adminId, at });
        const version = await insertVersion(tx, {
          ...stored,
          documentId: document.id,
          version: 1,
          by: ctx.actor.adminId,
          at,
        });
        return { ...document, version };
      },
    ),
  ).then((created) => created.id);
  return getDocument(ctx, id);
}

/** A new version of a document: the earlier ones stay in its history, downloadable as before. */
export async function addDocumentVersion(
  ctx: AdminWithStorage,
  id: number,
  file: UploadedPdf,
): Promise<DocumentWithHistory> {
  // Refuse before storing anything: an unknown document, or one whose history is full.
  if (!(await findLiveDocument(ctx.db, id))) throw documentNotFound();
  if ((await latestVersionNumber(ctx.db, id)) >= DOCUMENT_LIMITS.versions) throw historyFull();
  const stored = await storePdf(ctx, file);
  await forgetOnFailure(ctx, stored.storageKey, () =>
    withAudit(
      ctx,
      (version: { version: number }) => ({
        action: 'document.version.create',
        entity: 'documents',
        entityId: id,
        after: version,
      }),
      async (tx) => {
        // The row lock numbers concurrent uploads one after the other; a removal in between is a 404.
        if (!(await findLiveDocument(tx, id, true))) throw documentNotFound();
        const latest = await latestVersionNumber(tx, id);
        if (latest >= DOCUMENT_LIMITS.versions) throw historyFull();
        const at = ctx.now();
        const version = await insertVersion(tx, {
          ...stored,
          documentId: id,
          version: latest + 1,
          by: ctx.actor.adminId,
          at,
        });
        await updateDocumentRow(tx, id, { at });
        return version;
      },
    ),
  );
  return getDocument(ctx, id);
}

/** Title, category and who may read it; the files do not change. */
export async function updateDocument(ctx: AdminContext, input: DocumentUpdate): Promise<DocumentWithHistory> {
  const { id, ...fields } = input;
  await withAudit(
    ctx,
    ({ before, after }: { before: unknown; after: unknown }) => ({
      action: 'document.update',
      entity: 'documents',
      entityId: id,
      before,
      after,
    }),
    async (tx) => {
      const before = await findLiveDocument(tx, id, true);
      if (!before) throw documentNotFound();
      const after = await updateDocumentRow(tx, id, { ...fields, at: ctx.now() });
      return { before, after };
    },
  );
  return getDocument(ctx, id);
}

/**
 * Removes a document: a soft delete. It leaves every list and download at once, but its row, its versions
 * and their files stay, so the audit trail can show what was removed and a mistaken removal can be undone
 * from the database.
 */
export async function removeDocument(ctx: AdminContext, id: number): Promise<{ success: true }> {
  await withAudit(
    ctx,
    (removed: unknown) => ({ action: 'document.delete', entity: 'documents', entityId: id, before: removed }),
    async (tx) => {
      const removed = await markDocumentRemoved(tx, id, { by: ctx.actor.adminId, at: ctx.now() });
      if (!removed) throw documentNotFound();
      return removed;
    },
  );
  return { success: true };
}

/**
 * Runs the write that records a stored file; when it fails the file is removed again, as no version names it
 * (its key is new, never shared).
 */
async function forgetOnFailure<T>(ctx: AdminWithStorage, key: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    await ctx.storage.delete(key).catch((err: unknown) => {
      ctx.log.error({ err, key }, 'removing the file of a refused document upload failed');
    });
    throw error;
  }
}

const historyFull = () =>
  new AppError(
    'CONFLICT',
    'documents.historyFull',
    `A document keeps at most ${DOCUMENT_LIMITS.versions} versions: add this one as a new document.`,
  );

/**
 * Checks the bytes and writes them to storage under a new private key (newDocumentKey: no public address, not
 * derived from the file, so the same file twice is two objects); only the download route reads it.
 */
async function storePdf(ctx: AdminWithStorage, file: UploadedPdf) {
  if (file.data.length > DOCUMENT_LIMITS.maxBytes) throw tooLarge();
  const verdict = checkPdf(file.data);
  if (verdict === 'not-pdf')
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'documents.notPdf', 'Only PDF files can be uploaded.');
  if (verdict === 'damaged')
    throw new AppError(
      'UNPROCESSABLE_CONTENT',
      'documents.damagedPdf',
      'The PDF is damaged or incomplete: save it again and upload it.',
    );
  const sha256 = createHash('sha256').update(file.data).digest('hex');
  const storageKey = newDocumentKey();
  try {
    await ctx.storage.put(storageKey, file.data, 'application/pdf');
  } catch (error) {
    ctx.log.error({ err: error, key: storageKey }, 'storing a document failed');
    throw new AppError(
      'SERVICE_UNAVAILABLE',
      'documents.notStored',
      'The file could not be stored. Please try again.',
    );
  }
  return { storageKey, fileName: cleanFileName(file.fileName), bytes: file.data.length, sha256 };
}

export const tooLarge = () =>
  new AppError(
    'PAYLOAD_TOO_LARGE',
    'documents.tooLarge',
    `The file is too large: at most ${DOCUMENT_LIMITS.maxBytes / 1024 / 1024} MB.`,
  );

/** The name as shown and offered on download: no path, no control or quoting characters, ending in .pdf. */
function cleanFileName(name: string): string {
  const base = name.normalize('NFC').split(/[\\/]/).pop() ?? '';
  const cleaned = [...base]
    .filter((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f && !'"<>|:*?;'.includes(c))
    .join('')
    .trim()
    .replace(/\.pdf$/i, '');
  return `${cleaned.slice(0, DOCUMENT_LIMITS.fileName - 4) || 'document'}.pdf`;
}
