import { errorAnswer } from './errors';

const DATE = { type: 'string', format: 'date' } as const;
const LANG = {
  name: 'lang',
  in: 'query',
  required: false,
  schema: { type: 'string', enum: ['en', 'bn'], default: 'en' },
} as const;

/**
 * GET /api/registers/files/{file} and GET /api/year-end/pack in the OpenAPI document: hand-written routes
 * (they answer files, not JSON), so the document generated from the procedures does not know them.
 */
export const registerFilesPathItem = {
  get: {
    tags: ['finance'],
    operationId: 'finance-register-download',
    summary: 'Downloads a statutory register of a date range as PDF or CSV',
    description:
      'The member register, the deposit register or the cash book of GET /registers/members, ' +
      '/registers/deposits and /registers/cash-book as a file (Content-Disposition: attachment, never cached), ' +
      'every entry of the range (at most 20000, else 400). PDF in English or Bengali (Bengali digits and lakh ' +
      'grouping); CSV in UTF-8 with a byte-order mark. Finance_Access and above.',
    security: [{ adminSession: [] }, { apiKey: [] }],
    parameters: [
      {
        name: 'file',
        in: 'path',
        required: true,
        schema: {
          type: 'string',
          enum: [
            'members.pdf',
            'members.csv',
            'deposits.pdf',
            'deposits.csv',
            'cash-book.pdf',
            'cash-book.csv',
          ],
        },
      },
      { name: 'from', in: 'query', required: true, schema: DATE },
      { name: 'to', in: 'query', required: true, schema: DATE, description: 'At most 1830 days after from' },
      {
        name: 'member_no',
        in: 'query',
        required: false,
        schema: { type: 'string', maxLength: 20 },
        description: "The deposit register: one member's entries only",
      },
      LANG,
    ],
    responses: {
      '200': {
        description: 'The register file',
        content: {
          'application/pdf': { schema: { type: 'string', format: 'binary' } },
          'text/csv': { schema: { type: 'string' } },
        },
      },
      '400': errorAnswer(
        'from, to or lang is not valid, the range is backwards or too long, or too many entries',
      ),
      '401': errorAnswer('Not logged in'),
      '403': errorAnswer('The admin may not read the registers'),
      '404': errorAnswer('No such register'),
    },
  },
} as const;

export const yearEndPackPathItem = {
  get: {
    tags: ['finance'],
    operationId: 'finance-year-end-pack-download',
    summary:
      "Downloads a financial year's pack: its statements and registers in one ZIP with SHA-256 checksums",
    description:
      'A ZIP of the four annual statements and the member, deposit and cash book registers of the year, each ' +
      'as PDF (in lang) and CSV, with the resolution register of the year when the admin may read it ' +
      '(Full_Access), and manifest.txt: one line per file, its SHA-256 and its path (sha256sum -c reads it). ' +
      'Its making is recorded in the audit trail with every checksum. Finance_Access and above.',
    security: [{ adminSession: [] }, { apiKey: [] }],
    parameters: [
      {
        name: 'year',
        in: 'query',
        required: true,
        schema: { type: 'integer', minimum: 2000, maximum: 9999 },
        description: 'The calendar year the financial year starts in',
      },
      LANG,
    ],
    responses: {
      '200': {
        description: 'The pack',
        content: { 'application/zip': { schema: { type: 'string', format: 'binary' } } },
      },
      '400': errorAnswer('year or lang is not valid, or the year is before the opening balances'),
      '401': errorAnswer('Not logged in'),
      '403': errorAnswer('The admin may not read the year-end statements'),
    },
  },
} as const;
