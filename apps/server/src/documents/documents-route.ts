import multipart from '@fastify/multipart';
import {
  addDocumentVersion,
  createDocument,
  documentTooLarge,
  readableVersion,
  relocateDocumentFiles,
  requireAdminArea,
  requireSignedIn,
  routeInput,
} from '@samity/api';
import type { StorageDriver } from '@samity/api/images';
import type { Db } from '@samity/db';
import { AppError, DOCUMENT_LIMITS, ZDocumentFields } from '@samity/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ApiContextFactory } from '../plugins/context';
import { ownRoute } from '../plugins/own-routes';
import { readPdfForm } from './read-pdf-form';

export const DOCUMENTS_UPLOAD_PATH = '/api/document-uploads';

export interface DocumentRouteDeps {
  db: Db;
  storage: StorageDriver;
  createContext: ApiContextFactory;
  /** Largest PDF accepted; DOCUMENT_LIMITS.maxBytes unless a test sets a smaller one. */
  maxBytes?: number;
}

const zId = z.coerce.number().int().positive().max(2_147_483_647);
const ZVersionTarget = z.object({ document_id: zId });
const ZVersionAddress = z.object({ id: zId, version: z.coerce.number().int().positive().max(100_000) });

const notFound = () => new AppError('NOT_FOUND', 'documents.notFound', 'Document not found.');

/**
 * The society's documents as files: uploads by an admin who may manage documents (a session only, like every
 * route of our own: an API key is 401 here, so a leaked key cannot put files on the site), and downloads by
 * whoever may read the document (docs/documents.md). Multipart is parsed only inside the upload scope.
 */
export async function registerDocumentRoutes(app: FastifyInstance, deps: DocumentRouteDeps): Promise<void> {
  const maxBytes = deps.maxBytes ?? DOCUMENT_LIMITS.maxBytes;
  // Files stored before document keys were private move now, before the first download is answered; a
  // failure is logged and the start goes on (those files are then read where they are, and moved next start).
  await relocateDocumentFiles({ db: deps.db, storage: deps.storage, log: app.log }).catch((error: unknown) =>
    app.log.error({ err: error }, 'moving document files to private keys failed'),
  );
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: maxBytes, files: 1, fields: 5, fieldSize: 1024, parts: 6, headerPairs: 100 },
    });

    ownRoute(scope, 'POST', DOCUMENTS_UPLOAD_PATH, async (request, reply) => {
      const ctx = await requireAdminArea(
        deps.createContext({ req: request, res: reply }),
        'documents',
        `POST ${DOCUMENTS_UPLOAD_PATH}`,
      );
      const form = await readForm(request, maxBytes);
      const admin = { ...ctx, storage: deps.storage };
      // With document_id, a new version of that document; without, a new document described by the fields.
      const answer =
        form.fields.document_id === undefined
          ? await createDocument(admin, routeInput(ZDocumentFields, form.fields), form)
          : await addDocumentVersion(admin, routeInput(ZVersionTarget, form.fields).document_id, form);
      return reply.code(201).header('cache-control', 'no-store').send(answer);
    });
  });

  await app.register(async (scope) => {
    // The API's headers make every answer to a signed-in request `no-store` (api-response-headers.ts); a
    // file to a signed-in reader also says `private`, for proxies that would otherwise keep it.
    scope.addHook('onSend', (_request, reply, payload, done) => {
      if (reply.getHeader('cache-control') === 'no-store') reply.header('cache-control', 'private, no-store');
      done(null, payload);
    });
    ownRoute<FastifyRequest<{ Params: { id: string; version: string } }>>(
      scope,
      'GET',
      '/api/documents/:id/versions/:version/file',
      async (request, reply) => serveVersion(request, reply, deps),
    );
  });
}

async function readForm(request: FastifyRequest, maxBytes: number) {
  if (!request.isMultipart())
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      'documents.multipartRequired',
      'Send the PDF as multipart/form-data.',
    );
  const form = await readPdfForm(request);
  if (form.kind === 'too-large' || (form.kind === 'ok' && form.data.length > maxBytes))
    throw documentTooLarge();
  if (form.kind === 'missing')
    throw new AppError(
      'BAD_REQUEST',
      'documents.missing',
      'No file received: send it in the form field "file".',
    );
  if (form.kind !== 'ok')
    throw new AppError('BAD_REQUEST', 'documents.malformed', 'The form could not be read.');
  return form;
}

/**
 * One version's PDF. A visitor reads public documents only; anything else is the same 404 as a document that
 * does not exist, so a members-only document's existence is not revealed. Always a download (never shown
 * inline on our origin) with a CSP that sandboxes it should a browser render it anyway. The file itself has
 * no address of its own (a private storage key, docs/documents.md): this route is the only way to it.
 * A public document may be kept by shared caches, but only as `no-cache`: they ask again every time, so
 * one made members-only or removed is gone from them at once.
 */
async function serveVersion(
  request: FastifyRequest<{ Params: { id: string; version: string } }>,
  reply: FastifyReply,
  deps: DocumentRouteDeps,
) {
  const route = 'GET /api/documents/{id}/versions/{version}/file';
  const ctx = deps.createContext({ req: request, res: reply });
  const { id, version } = routeInput(ZVersionAddress, request.params, notFound);
  const signedIn = Boolean((await ctx.auth.admin()) ?? (await ctx.auth.member()));
  // Someone with a session is let in as their tier lets them in; held at a password gate, they read as a visitor.
  const reader = signedIn
    ? await requireSignedIn(ctx, route).then(
        ({ actor }) => actor.kind,
        () => 'visitor' as const,
      )
    : 'visitor';
  const row = await readableVersion(ctx, id, version, reader);
  const etag = `"${row.sha256.slice(0, 32)}"`;
  // Every answer, a revalidation too, comes after the access check: a cache asking again about a document
  // made members-only meanwhile gets the 404.
  const cacheControl = signedIn ? 'private, no-store' : 'public, no-cache';
  if (!signedIn && request.headers['if-none-match'] === etag)
    return reply.code(304).header('etag', etag).header('cache-control', cacheControl).send();
  const object = await deps.storage.get(row.storage_key);
  if (!object) {
    request.log.error({ key: row.storage_key, id, version }, 'a document version has no stored file');
    throw notFound();
  }
  return reply
    .header('content-type', 'application/pdf')
    .header('content-length', String(object.bytes))
    .header('content-disposition', contentDisposition(row.file_name))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cross-origin-resource-policy', 'same-origin')
    .header('etag', etag)
    .header('cache-control', cacheControl)
    .send(object.body);
}

/** `attachment`, with an ASCII fallback name and the real one (Bengali too) in RFC 5987 form. */
function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
