import { z } from 'zod';
import { LIST_OFFSET_MAX } from '../constants';
import { queryInt, zText } from './fields';
import { zMoment, zRecordId } from './member-fields';

/**
 * The society's documents (bylaws, registration certificate, audit reports, minutes, circulars): each public
 * or for members only, each with every version ever uploaded. The files are PDFs uploaded through
 * POST /api/document-uploads (a new document, or with document_id a new version of one), and downloaded from
 * documentFilePath(id, version); the procedures here describe them.
 */

import { DOCUMENT_CATEGORIES, DOCUMENT_LIMITS, DOCUMENT_VISIBILITIES } from '../documents';

export const ZDocumentVersion = z.object({
  version: z.number().int().describe('1 for the first upload, then one more per new version'),
  file_name: z.string().describe('The name the file was uploaded with'),
  bytes: z.number().int(),
  uploaded_at: zMoment,
  url: z.string().describe('Where the PDF is downloaded: /api/documents/{id}/versions/{version}/file'),
});
export type DocumentVersion = z.infer<typeof ZDocumentVersion>;

export const ZDocument = z.object({
  id: z.number().int(),
  category: z.enum(DOCUMENT_CATEGORIES),
  visibility: z.enum(DOCUMENT_VISIBILITIES),
  title: z.string(),
  updated_at: zMoment.describe('When the document or its newest version last changed'),
  latest: ZDocumentVersion.describe('The newest version'),
  version_count: z.number().int(),
});
export type SocietyDocument = z.infer<typeof ZDocument>;

export const ZDocumentWithHistory = ZDocument.extend({
  versions: z.array(ZDocumentVersion).describe('Every version, newest first'),
});
export type DocumentWithHistory = z.infer<typeof ZDocumentWithHistory>;

export const ZDocumentsInput = z.object({
  category: z.enum(DOCUMENT_CATEGORIES).optional(),
  limit: queryInt(1, DOCUMENT_LIMITS.pageMax).default(DOCUMENT_LIMITS.pageSize),
  offset: queryInt(0, LIST_OFFSET_MAX).default(0),
});
export type DocumentsQuery = z.output<typeof ZDocumentsInput>;

export const ZDocumentsPage = z.object({
  entries: z.array(ZDocument).describe('Most recently changed first'),
  total: z.number().int(),
});
export type DocumentsPage = z.infer<typeof ZDocumentsPage>;

const zDocumentTitle = zText({
  max: DOCUMENT_LIMITS.title,
  required: 'Title is required',
  tooLong: `Title must be at most ${DOCUMENT_LIMITS.title} characters`,
});

/** What describes a document: its title, category and who may read it (the upload form's fields too). */
export const ZDocumentFields = z.object({
  title: zDocumentTitle,
  category: z.enum(DOCUMENT_CATEGORIES, { error: 'Choose a category' }),
  visibility: z.enum(DOCUMENT_VISIBILITIES, { error: 'Choose who may read it' }),
});
export type DocumentFields = z.output<typeof ZDocumentFields>;

export const ZDocumentUpdateInput = ZDocumentFields.extend({
  id: zRecordId.describe('The document'),
});
export type DocumentUpdate = z.output<typeof ZDocumentUpdateInput>;
