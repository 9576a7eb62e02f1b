import {
  controlCharactersPattern,
  DOCUMENT_CATEGORIES,
  DOCUMENT_LIMITS,
  DOCUMENT_VISIBILITIES,
} from '@samity/domain';
import { errorAnswer } from './errors';

/**
 * The society's documents as files, in the OpenAPI document: routes of the server's own (tRPC takes no
 * files and answers no PDFs), so the document generated from the procedures does not know them.
 */

const PDF = { content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } } as const;

export const documentUploadsPathItem = {
  post: {
    tags: ['admin'],
    operationId: 'documents-upload',
    summary: 'Uploads a PDF: a new document, or with document_id a new version of one',
    description:
      'An admin session that may manage documents (Full_Access and above); API keys are refused. The file is ' +
      'checked by its content (a %PDF- header and a readable cross-reference structure), never its name, and ' +
      `is at most ${DOCUMENT_LIMITS.maxBytes / 1024 / 1024} MB. Earlier versions stay downloadable. ` +
      'Answers the document with every version, newest first (as GET /documents-admin/{id}).',
    security: [{ adminSession: [] }],
    requestBody: {
      required: true,
      content: {
        'multipart/form-data': {
          // As the route reads it (documents-route.ts): with document_id a new version, without it a new
          // document, whose fields are then ZDocumentFields (a title like zText's, required).
          schema: {
            type: 'object',
            description:
              'The PDF as the first file part, in `file` (not empty), and either `document_id` (a new version) or ' +
              'all of `title`, `category` and `visibility` (a new document). At most 5 text fields.',
            properties: {
              file: { type: 'string', format: 'binary', description: 'The PDF bytes (not empty)' },
              document_id: { type: 'integer', minimum: 1, description: 'For a new version of this document' },
              title: {
                type: 'string',
                minLength: 1,
                maxLength: DOCUMENT_LIMITS.title,
                pattern: controlCharactersPattern({ required: true }),
                description: 'For a new document',
              },
              category: { type: 'string', enum: [...DOCUMENT_CATEGORIES] },
              visibility: { type: 'string', enum: [...DOCUMENT_VISIBILITIES] },
            },
            required: ['file'],
            anyOf: [{ required: ['document_id'] }, { required: ['title', 'category', 'visibility'] }],
            maxProperties: 6,
          },
          encoding: { file: { contentType: 'application/pdf' } },
        },
      },
    },
    responses: {
      '201': { description: 'Stored' },
      '400': errorAnswer('No file, or a field missing or invalid'),
      '401': errorAnswer('Not logged in as an admin (an API key is not enough)'),
      '403': errorAnswer('The privilege does not manage documents, or a cross-site request'),
      '404': errorAnswer('document_id names no live document'),
      '409': errorAnswer('The document has as many versions as it may keep'),
      '413': errorAnswer('Larger than the limit'),
      '415': errorAnswer('Not multipart, or not a PDF by its content'),
      '422': errorAnswer('A damaged or truncated PDF'),
      '503': errorAnswer('The file could not be stored'),
    },
  },
} as const;

export const documentFilePathItem = {
  get: {
    tags: ['public'],
    operationId: 'documents-file',
    summary: 'One version of a document as a PDF download',
    description:
      'A public document to anyone (Cache-Control: public, no-cache: a cache asks again each time, and ' +
      'If-None-Match with its ETag is answered 304); a members-only one to a logged-in member or admin ' +
      '(private, no-store) and 404 to everyone else, as for a document that does not exist. Always ' +
      'Content-Disposition: attachment, with a sandboxing Content-Security-Policy and nosniff. This is the only ' +
      'address of a document file: the files themselves have none (docs/documents.md).',
    security: [{}, { memberSession: [] }, { adminSession: [] }],
    parameters: [
      { name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } },
      { name: 'version', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } },
    ],
    responses: {
      '200': { description: 'The PDF', ...PDF },
      '304': {
        description: 'A public document the cache holds (its ETag given in If-None-Match) is unchanged',
      },
      '404': errorAnswer('No such document or version, removed, or not for this reader'),
    },
  },
} as const;
