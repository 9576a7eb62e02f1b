import {
  ZContentIdInput,
  ZDocumentsInput,
  ZDocumentsPage,
  ZDocumentUpdateInput,
  ZDocumentWithHistory,
  ZSuccess,
} from '@samity/domain';
import { adminProcedure } from '../../procedures';
import {
  getDocument,
  listDocuments,
  removeDocument,
  updateDocument,
} from '../../services/documents/documents-admin.service';
import { router } from '../../trpc';
import { rest } from '../rest';

/**
 * The society's documents (/DocumentsAdmin). Files come in through POST /api/document-uploads (a new document,
 * or a new version of one), a route of the server's own as tRPC takes no files; these procedures list,
 * describe and remove.
 */
export const adminDocumentsRouter = router({
  list: adminProcedure('documents')
    .meta(
      rest(
        'admin',
        'GET',
        '/documents-admin',
        'Every document, public and members-only, most recently changed first',
      ),
    )
    .input(ZDocumentsInput)
    .output(ZDocumentsPage)
    .query(({ ctx, input }) => listDocuments(ctx, input)),

  get: adminProcedure('documents')
    .meta(rest('admin', 'GET', '/documents-admin/{id}', 'One document with every version, newest first'))
    .input(ZContentIdInput)
    .output(ZDocumentWithHistory)
    .query(({ ctx, input }) => getDocument(ctx, input.id)),

  update: adminProcedure('documents')
    .meta(
      rest(
        'admin',
        'PATCH',
        '/documents-admin/{id}',
        "Changes a document's title, category and who may read it (public or members only)",
        '404 when no live document has the id.',
      ),
    )
    .input(ZDocumentUpdateInput)
    .output(ZDocumentWithHistory)
    .mutation(({ ctx, input }) => updateDocument(ctx, input)),

  delete: adminProcedure('documents')
    .meta(
      rest(
        'admin',
        'DELETE',
        '/documents-admin/{id}',
        'Removes a document from every list and download (kept in the history and the audit trail)',
        '404 when no live document has the id.',
      ),
    )
    .input(ZContentIdInput)
    .output(ZSuccess)
    .mutation(({ ctx, input }) => removeDocument(ctx, input.id)),
});
