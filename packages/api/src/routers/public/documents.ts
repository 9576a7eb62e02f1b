import { ZContentIdInput, ZDocumentsInput, ZDocumentsPage, ZDocumentWithHistory } from '@samity/domain';
import { publicProcedure } from '../../procedures';
import { documentWithHistory, listPublicDocuments } from '../../services/documents/documents.service';
import { router } from '../../trpc';
import { rest } from '../rest';

/** The public Documents page: only documents marked public; a members-only one is 404, as if absent. */
export const publicDocumentsRouter = router({
  list: publicProcedure
    .meta(rest('public', 'GET', '/documents', "The society's public documents, most recently changed first"))
    .input(ZDocumentsInput)
    .output(ZDocumentsPage)
    .query(({ ctx, input }) => listPublicDocuments(ctx, input)),

  get: publicProcedure
    .meta(
      rest(
        'public',
        'GET',
        '/documents/{id}',
        'One public document with every version, newest first',
        '404 for a document that is not public.',
      ),
    )
    .input(ZContentIdInput)
    .output(ZDocumentWithHistory)
    .query(({ ctx, input }) => documentWithHistory(ctx, input.id, 'visitor')),
});
