import { buildOpenApiDocument } from '@samity/api';
import { monthlyBookPathItem } from './finance/monthly-book-openapi';
import { receiptsPathItem } from './receipts/receipts-openapi';
import { statementsPathItem } from './statements/statements-openapi';
import { uploadsPathItem } from './uploads/upload-openapi';

/**
 * The REST facade's whole document as /api/openapi.json serves it: the procedures' operations and the
 * server's own routes (uploads, statements, the monthly book, receipts). Built without a running server, so
 * the typed client (packages/api-client) is generated from exactly what the server answers.
 */
export function restOpenApiDocument(publicOrigin: string | undefined) {
  const document = buildOpenApiDocument(`${publicOrigin ?? ''}/api`);
  document.paths = {
    ...document.paths,
    '/uploads': uploadsPathItem as never,
    '/member/statements/{file}': statementsPathItem as never,
    '/finance/monthly-book.pdf': monthlyBookPathItem as never,
    '/receipts/{file}': receiptsPathItem as never,
  };
  return document;
}
