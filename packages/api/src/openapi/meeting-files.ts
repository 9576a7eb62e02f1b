import { errorAnswer } from './errors';

/**
 * The minutes PDFs and the resolution register files in the OpenAPI document: hand-written routes (they
 * answer files, not JSON), so the document generated from the procedures does not know them.
 */

const id = {
  name: 'id',
  in: 'path',
  required: true,
  description: 'The meeting',
  schema: { type: 'integer', minimum: 1 },
} as const;
const lang = {
  name: 'lang',
  in: 'query',
  required: false,
  description: 'en (the default), or bn (Bengali words, Bengali digits and dd/mm/yyyy dates)',
  schema: { type: 'string', enum: ['en', 'bn'], default: 'en' },
} as const;
const search = {
  name: 'search',
  in: 'query',
  required: false,
  description:
    'Only the resolutions with these words or this register number, as the register page finds them',
  schema: { type: 'string', maxLength: 100 },
} as const;
const pdf = { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } as const;

export const memberMinutesPathItem = {
  get: {
    tags: ['member'],
    operationId: 'member-meeting-minutes-pdf',
    summary: "A meeting's adopted minutes as a PDF",
    description:
      'The minutes of a meeting the member may attend (general meetings, and committee meetings while on ' +
      'the current committee), once adopted: the meeting, the quorum, and per agenda item the discussion ' +
      'and the resolutions with their register numbers. A4, Content-Disposition inline, never cached.',
    security: [{ memberSession: [] }],
    parameters: [id, lang],
    responses: {
      '200': { description: 'The minutes', content: pdf },
      '400': errorAnswer('id is not a number, or lang is not en or bn'),
      '401': errorAnswer('Not logged in: no live member session cookie'),
      '403': errorAnswer('The initial password must be changed first'),
      '404': errorAnswer('No adopted minutes of a meeting this member may see'),
    },
  },
} as const;

export const adminMinutesPathItem = {
  get: {
    tags: ['admin'],
    operationId: 'admin-meeting-minutes-pdf',
    summary: "A meeting's minutes as a PDF, drafts included",
    description:
      'The minutes of any meeting as the members get them once adopted; minutes not yet adopted are marked ' +
      'as a draft at the top. Never cached. Full_Access and above.',
    security: [{ adminSession: [] }],
    parameters: [id, lang],
    responses: {
      '200': { description: 'The minutes', content: pdf },
      '400': errorAnswer('id is not a number, or lang is not en or bn'),
      '401': errorAnswer('Not logged in: no live admin session cookie'),
      '403': errorAnswer('The admin’s privilege does not open the meetings'),
      '404': errorAnswer('No such meeting'),
    },
  },
} as const;

const registerItem = (format: 'pdf' | 'csv') =>
  ({
    get: {
      tags: ['admin'],
      operationId: `admin-resolution-register-${format}`,
      summary: `The resolution register as ${format === 'pdf' ? 'a PDF' : 'CSV'}`,
      description:
        'Every adopted resolution (or those the search finds), newest number first: register number ' +
        '(year/sequence), meeting and its day, agenda item, the whole text, and what it corrects or is ' +
        `corrected by. ${format === 'pdf' ? 'A4 PDF' : 'CSV, UTF-8 with a byte-order mark'}, ` +
        'Content-Disposition attachment, never cached. Full_Access and above.',
      security: [{ adminSession: [] }],
      parameters: [lang, search],
      responses: {
        '200': {
          description: 'The register',
          content: format === 'pdf' ? pdf : { 'text/csv': { schema: { type: 'string' } } },
        },
        '400': errorAnswer('lang is not en or bn, or search is too long'),
        '401': errorAnswer('Not logged in: no live admin session cookie'),
        '403': errorAnswer('The admin’s privilege does not open the meetings'),
      },
    },
  }) as const;

export const registerPdfPathItem = registerItem('pdf');
export const registerCsvPathItem = registerItem('csv');
