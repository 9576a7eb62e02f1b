import { ZContentIdInput, ZDocumentsInput, ZDocumentsPage, ZDocumentWithHistory } from '@samity/domain';
import { memberProcedure } from '../../procedures';
import { documentWithHistory, listMemberDocuments } from '../../services/documents/documents.service';
import { router } from '../../trpc';
import { rest } from '../rest';

/** The dashboard's Documents tab: the documents for members only, and any live document's history. */
export const memberDocumentsRouter = router({
  list: memberProcedure
    .meta(
      rest(
        'member',
        'GET',
        '/member/documents',
        'The documents for members only, most recently changed first',
      ),
    )
    .input(ZDocumentsInput)
    .output(ZDocumentsPage)
    .query(({ ctx, input }) => listMemberDocuments(ctx, input)),

  get: memberProcedure
    .meta(rest('member', 'GET', '/member/documents/{id}', 'One document with every version, newest first'))
    .input(ZContentIdInput)
    .output(ZDocumentWithHistory)
    .query(({ ctx, input }) => documentWithHistory(ctx, input.id, 'member')),
});
